import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { departures, tours } from './tours.ts';
import { users } from './users.ts';

/**
 * What an operator runs its tours with (docs/decisions/043): a boat, vehicle or room has seats that
 * every overlapping departure of the tours using it draws on; a guide leads one departure at a time.
 */
export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['boat', 'vehicle', 'room', 'guide'] }).notNull(),
    name: text('name').notNull(),
    /** Seats of a boat, vehicle or room; 1 for a guide (one departure at a time). */
    capacity: smallint('capacity').notNull(),
    /** A guide's staff account (a guide-role member of the business), who then sees their own day. */
    memberUserId: uuid('member_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resources_merchant_idx').on(t.merchantId, t.name),
    uniqueIndex('resources_merchant_member_uidx')
      .on(t.merchantId, t.memberUserId)
      .where(sql`${t.memberUserId} is not null`),
    check('resources_capacity_valid', sql`${t.capacity} between 1 and 500`),
  ],
);

/** The seat resources (never a guide) a tour's departures draw on. */
export const tourResources = pgTable(
  'tour_resources',
  {
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'tour_resources_pk', columns: [t.tourId, t.resourceId] }),
    index('tour_resources_resource_idx').on(t.resourceId),
  ],
);

/** The guides assigned to a departure. */
export const departureGuides = pgTable(
  'departure_guides',
  {
    departureId: uuid('departure_id')
      .notNull()
      .references(() => departures.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'departure_guides_pk', columns: [t.departureId, t.resourceId] }),
    index('departure_guides_resource_idx').on(t.resourceId),
  ],
);
