import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * An agent (a hotel front desk, a cruise-port kiosk) that books tours for its guests
 * (docs/decisions/039-agents.md). It applies at sign-up (role `agent`); the admin approves it and sets
 * its commission, a whole percent of each booking's total less park fees.
 */
export const agents = pgTable(
  'agents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'restrict' }),
    businessName: text('business_name').notNull(),
    phoneNumber: text('phone_number'),
    /** Set by the admin on approval; null until then. */
    commissionPercent: smallint('commission_percent'),
    adminApproved: boolean('admin_approved').notNull().default(false),
    active: boolean('active').notNull().default(true),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'agents_commission_valid',
      sql`${t.commissionPercent} is null or ${t.commissionPercent} between 0 and 100`,
    ),
    check(
      'agents_approved_with_commission',
      sql`not ${t.adminApproved} or ${t.commissionPercent} is not null`,
    ),
  ],
);
