import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { users } from './users.ts';

/** The platform's settings: exactly one row, id 1. */
export const platformSettings = pgTable('platform_settings', {
  id: smallint('id').primaryKey().default(1),
  platformName: text('platform_name').notNull().default('BelizePass'),
  platformEmail: text('platform_email').notNull().default('support@belizepass.bz'),
  /** Whole percent 0-100; applies to bookings confirmed after a change. */
  defaultCommissionRate: smallint('default_commission_rate').notNull().default(10),
  /** Whole percent 0-100 on direct sales (walk-ins, the operator's own channels); applies to those recorded after a change. */
  directBookingRate: smallint('direct_booking_rate').notNull().default(0),
  notifyNewMerchantSignups: boolean('notify_new_merchant_signups').notNull().default(true),
  notifyNewBookings: boolean('notify_new_bookings').notNull().default(true),
  notifyCompletedBookings: boolean('notify_completed_bookings').notNull().default(false),
  notifyPayoutProcessed: boolean('notify_payout_processed').notNull().default(true),
  notifyTourApprovalRequests: boolean('notify_tour_approval_requests').notNull().default(true),
  /** How long an unpaid booking holds its seats. */
  holdMinutes: smallint('hold_minutes').notNull().default(15),
  /** Unpaid holds one traveller (account, email or device) may have at once. */
  unpaidHoldsPerClient: smallint('unpaid_holds_per_client').notNull().default(2),
  /** Most of a departure's seats (percent) that unpaid holds may take at once, and one hold at its full time. */
  unpaidHoldSharePercent: smallint('unpaid_hold_share_percent').notNull().default(50),
  /** Unpaid holds made from one address at once (a ship's or hotel's Wi-Fi is shared by many travellers). */
  unpaidHoldsPerAddress: smallint('unpaid_holds_per_address').notNull().default(20),
  /** How long a hold of more than the share keeps its seats (a private charter's excepted). */
  largeHoldMinutes: smallint('large_hold_minutes').notNull().default(5),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Money sent to a merchant for a period; the bookings and stored-value redemptions it covers point at it. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    reference: text('reference').notNull().unique(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    itemCount: integer('item_count').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payouts_merchant_idx').on(t.merchantId, t.createdAt)],
);

/** Every change made by staff or affecting what the public sees: who, what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);
