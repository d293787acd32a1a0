import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { departures } from './tours.ts';
import { users } from './users.ts';

/**
 * The history of a booking's moves (docs/decisions/020-reschedule.md): each reschedule, by the
 * tourist or the operator, from which departure and party to which, and the money that changed hands.
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** `check_in`: the guest joined today's departure when checked in (no DB constraint on the values). */
    by: text('by', { enum: ['tourist', 'operator', 'check_in'] }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromDepartureId: uuid('from_departure_id')
      .notNull()
      .references(() => departures.id),
    toDepartureId: uuid('to_departure_id')
      .notNull()
      .references(() => departures.id),
    fromDate: text('from_date').notNull(),
    fromTime: text('from_time').notNull(),
    toDate: text('to_date').notNull(),
    toTime: text('to_time').notNull(),
    fromAdults: smallint('from_adults').notNull(),
    fromChildren: smallint('from_children').notNull(),
    toAdults: smallint('to_adults').notNull(),
    toChildren: smallint('to_children').notNull(),
    fromTotalCents: integer('from_total_cents').notNull(),
    toTotalCents: integer('to_total_cents').notNull(),
    chargedCents: integer('charged_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_changes_booking_idx').on(t.bookingId, t.createdAt),
    check('booking_changes_money', sql`${t.chargedCents} >= 0 and ${t.refundedCents} >= 0`),
  ],
);
