import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A business that sells our tours on its own site through the OCTO API (docs/octo.md). It earns
 * `commission_percent` of each booking's retail total; it owes us the rest, on account.
 */
export const resellers = pgTable(
  'resellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    contactEmail: text('contact_email').notNull(),
    commissionPercent: smallint('commission_percent').notNull(),
    /** Unpaid holds the reseller may keep at once (fair-holds.ts: its own cap). */
    maxUnpaidHolds: integer('max_unpaid_holds').notNull().default(100),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('resellers_commission_valid', sql`${t.commissionPercent} between 0 and 50`)],
);

/** A reseller's API key: only its SHA-256 is kept, and the first characters to tell keys apart. */
export const resellerApiKeys = pgTable(
  'reseller_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resellerId: uuid('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('reseller_api_keys_reseller_idx').on(t.resellerId)],
);
