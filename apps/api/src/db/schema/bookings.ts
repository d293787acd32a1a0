import type { CancellationTier } from '@belizepass/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { payouts } from './admin.ts';
import { agents } from './agents.ts';
import { merchants } from './merchants.ts';
import { resellers } from './resellers.ts';
import { storeOrders } from './stored-value.ts';
import { departures, tours } from './tours.ts';
import { users } from './users.ts';

export const bookingStatus = pgEnum('booking_status', [
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'no_show',
]);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id),
    departureId: uuid('departure_id')
      .notNull()
      .references(() => departures.id),
    /** Null for a guest booking, which is reached with its access key instead. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Written only by bookings.transitions.ts. */
    status: bookingStatus('status').notNull().default('pending'),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    adults: smallint('adults').notNull(),
    children: smallint('children').notNull(),
    /** The tour's other guest types (decision 030); 0 when none. */
    infants: smallint('infants').notNull().default(0),
    seniors: smallint('seniors').notNull().default(0),
    residents: smallint('residents').notNull().default(0),
    /** The infants ride on a lap (the tour said so when booked): counted, no seat. */
    lapInfants: boolean('lap_infants').notNull().default(false),
    /** Seats the party takes, kept by the database from the counts above. */
    seats: smallint('seats')
      .notNull()
      .generatedAlwaysAs(
        sql`"adults" + "children" + "seniors" + "residents" + CASE WHEN "lap_infants" THEN 0 ELSE "infants" END`,
      ),
    adultPriceCents: integer('adult_price_cents').notNull(),
    childPriceCents: integer('child_price_cents').notNull(),
    infantPriceCents: integer('infant_price_cents').notNull().default(0),
    seniorPriceCents: integer('senior_price_cents').notNull().default(0),
    residentPriceCents: integer('resident_price_cents').notNull().default(0),
    /** The pickup zone chosen (its name and time as sold), or null for the meeting point. */
    pickupZoneId: text('pickup_zone_id'),
    pickupZoneName: text('pickup_zone_name'),
    pickupTime: text('pickup_time'),
    /** The pickup fee collected online with the booking (part of total_cents). */
    pickupFeeCents: integer('pickup_fee_cents').notNull().default(0),
    /** The park fee collected online with the booking (part of total_cents; no commission on it). */
    parkFeeCents: integer('park_fee_cents').notNull().default(0),
    /** The park fee the guest pays in cash at check-in (not part of total_cents). */
    parkFeeCashCents: integer('park_fee_cash_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    commissionPercent: smallint('commission_percent'),
    commissionCents: integer('commission_cents'),
    merchantNetCents: integer('merchant_net_cents'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    hotel: text('hotel'),
    specialRequirements: text('special_requirements'),
    confirmationCode: text('confirmation_code').unique(),
    accessKeyHash: text('access_key_hash').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** The address an unpaid hold was made from, for the per-client hold limit. */
    holdClientIp: text('hold_client_ip'),
    /** The hashed device cookie of the browser that made an unpaid hold, for the per-traveller limit. */
    holdDeviceHash: text('hold_device_hash'),
    /** The reseller or agent API client that made the hold (its own limit); null for our own pages. */
    holdCaller: text('hold_caller'),
    /** A hold of more than the departure's share, kept for the short time only (decision 033). */
    holdLargeParty: boolean('hold_large_party').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    refundCents: integer('refund_cents'),
    refundPercent: smallint('refund_percent'),
    /** The cancellation policy the booking was sold under: its tour's tiers when it was held. */
    cancellationTiers: jsonb('cancellation_tiers')
      .$type<CancellationTier[]>()
      .notNull()
      .default(
        sql`'[{"minHoursBefore":168,"percent":95},{"minHoursBefore":72,"percent":75},{"minHoursBefore":24,"percent":50},{"minHoursBefore":0,"percent":0}]'::jsonb`,
      ),
    /**
     * The most a tourist's cancellation may refund: what cancelling gave when the booking was last
     * rescheduled, less what that refunded, plus what it charged (decision 020); null: no cap.
     */
    refundCapCents: integer('refund_cap_cents'),
    /** Part of the total paid with gift cards (their ledger entries name this booking); the rest by card. */
    giftCardCents: integer('gift_card_cents').notNull().default(0),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInByUserId: uuid('checked_in_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * When the completion job found the departure ended (start + duration, Belize time) and made the
     * booking `completed` (checked in) or `no_show` (not checked in).
     */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    payoutId: uuid('payout_id').references(() => payouts.id),
    /**
     * `online`: booked and paid on BelizePass. `walk_in`: added by the operator at the counter (or by
     * phone) and paid to the operator, who then owes the platform its commission. `reseller`: sold by
     * a reseller through the OCTO API and paid on its account (docs/octo.md). `widget`: the operator's
     * own site. `agent`: booked for a guest by an agent (a hotel desk), by card or on its account.
     */
    source: text('source', { enum: ['online', 'walk_in', 'reseller', 'widget', 'agent'] })
      .notNull()
      .default('online'),
    /** How the operator collected a walk-in booking's money; null for an online booking. */
    counterPayment: text('counter_payment', { enum: ['cash', 'card'] }),
    /** The reseller that sold the booking (source `reseller`), its booking uuid and reference. */
    resellerId: uuid('reseller_id').references(() => resellers.id),
    resellerUuid: text('reseller_uuid'),
    resellerReference: text('reseller_reference'),
    /** The reseller's commission on the retail total, kept off what it owes us on account. */
    resellerCommissionPercent: smallint('reseller_commission_percent'),
    resellerCommissionCents: integer('reseller_commission_cents'),
    /** The agent that booked for the guest (source `agent`; docs/decisions/039-agents.md). */
    agentId: uuid('agent_id').references(() => agents.id),
    /** How the agent's booking is paid: the guest's card now, or on the agent's monthly account. */
    agentPayment: text('agent_payment', { enum: ['card', 'account'] }),
    /** The agent's commission on the total less park fees, at the agent's rate when booked. */
    agentCommissionPercent: smallint('agent_commission_percent'),
    agentCommissionCents: integer('agent_commission_cents'),
    /** The language of the page the booking was made on: a guest's emails are written in it. */
    locale: text('locale', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    /** The guide language the traveller chose, one of the tour's languages; null when none was chosen. */
    guideLanguage: text('guide_language'),
    /**
     * The SEQUENCE of the booking's calendar event (RFC 5545 3.8.7.4): raised each time a calendar
     * file of the booking is sent (confirmation, reschedule, cancellation), so each later file wins.
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_pending_hold_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'pending'`),
    // A tour's bookings by day, and with them every column a merchant's earnings, refunds and lines
    // read: those sums over a year of a busy merchant's bookings are index-only scans instead of a
    // heap page per booking (docs/decisions/027-back-office-at-scale.md).
    index('bookings_tour_day_idx').on(
      t.tourId,
      t.localDate,
      t.id,
      t.status,
      t.source,
      t.payoutId,
      t.totalCents,
      t.commissionCents,
      t.merchantNetCents,
      t.parkFeeCents,
      t.refundCents,
      t.confirmationCode,
    ),
    index('bookings_payout_idx').on(t.payoutId),
    // "Booked N times in the last 30 days" on the tour page (docs/decisions/042-tour-signals.md).
    index('bookings_tour_paid_created_idx')
      .on(t.tourId, t.createdAt)
      .where(sql`${t.status} not in ('pending', 'cancelled')`),
    // The completion job's scan: confirmed bookings by departure day.
    index('bookings_confirmed_date_idx').on(t.localDate).where(sql`${t.status} = 'confirmed'`),
    // The admin's bookings, newest first, all or of one status (docs/decisions/027-back-office-at-scale.md).
    index('bookings_created_idx').on(t.createdAt, t.id),
    index('bookings_status_created_idx').on(t.status, t.createdAt, t.id),
    index('bookings_departure_idx').on(t.departureId),
    // The admin's search: confirmation code prefix, guest name and email anywhere.
    index('bookings_confirmation_code_prefix_idx').using(
      'btree',
      sql`${t.confirmationCode} text_pattern_ops`,
    ),
    index('bookings_full_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
    index('bookings_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    // What payouts may still owe: bookings paid through us (all but walk-ins) with a merchant net that
    // no payout covers, by tour and day.
    index('bookings_awaiting_payout_idx')
      .on(t.tourId, t.localDate)
      .where(sql`${t.source} <> 'walk_in' and ${t.payoutId} is null and ${t.merchantNetCents} is not null`),
    // An agent's bookings, newest first (its list and monthly statement).
    index('bookings_agent_created_idx').on(t.agentId, t.createdAt, t.id).where(sql`${t.agentId} is not null`),
    uniqueIndex('bookings_reseller_uuid_idx')
      .on(t.resellerId, t.resellerUuid)
      .where(sql`${t.resellerId} is not null`),
    check('bookings_locale_valid', sql`${t.locale} in ('en', 'es')`),
    check(
      'bookings_source_valid',
      sql`${t.source} in ('online', 'walk_in', 'reseller', 'widget', 'agent') and (${t.counterPayment} is null or ${t.counterPayment} in ('cash', 'card')) and ((${t.source} = 'walk_in') = (${t.counterPayment} is not null)) and ((${t.source} = 'reseller') = (${t.resellerId} is not null)) and ((${t.source} = 'agent') = (${t.agentId} is not null))`,
    ),
    check(
      'bookings_agent_payment_valid',
      sql`(${t.agentId} is null and ${t.agentPayment} is null) or (${t.agentId} is not null and ${t.agentPayment} in ('card', 'account'))`,
    ),
  ],
);

/** Every charge and refund attempt; the card number itself is never stored. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Exactly one of bookingId and orderId is set. */
    bookingId: uuid('booking_id').references(() => bookings.id),
    orderId: uuid('order_id').references(() => storeOrders.id),
    kind: text('kind', { enum: ['charge', 'refund'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** A refund is `pending` from the cancellation until the gateway has made it (then `approved`). */
    status: text('status', { enum: ['pending', 'approved', 'declined'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    brand: text('brand'),
    last4: text('last4'),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    /** A refund: the charge it gives money back from (null: the booking's first charge). */
    refundOfPaymentId: uuid('refund_of_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    index('payments_order_idx').on(t.orderId),
    index('payments_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('payments_for_booking_or_order', sql`(${t.bookingId} is null) <> (${t.orderId} is null)`),
  ],
);

/**
 * Bookings and their totals per merchant and status, pending holds excepted (they are counted live):
 * kept by statement triggers on bookings in the same transaction (migration 0025), so the admin's
 * overview and booking counts read a thousand rows instead of every booking.
 */
export const merchantBookingTallies = pgTable(
  'merchant_booking_tallies',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    status: bookingStatus('status').notNull(),
    bookings: integer('bookings').notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    /** Completed or no-show online bookings with a merchant net that no payout covers yet, and that net. */
    awaitingPayout: integer('awaiting_payout').notNull().default(0),
    awaitingPayoutNetCents: bigint('awaiting_payout_net_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.status] })],
);

/** Paid bookings (confirmed, completed, no-show) and their totals per tour; kept like the tallies. */
export const tourSales = pgTable(
  'tour_sales',
  {
    tourId: uuid('tour_id')
      .primaryKey()
      .references(() => tours.id, { onDelete: 'cascade' }),
    bookings: integer('bookings').notNull().default(0),
    salesCents: bigint('sales_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('tour_sales_rank_idx').on(t.salesCents.desc(), t.bookings.desc())],
);

/** Paid bookings and their totals per Belize day of payment and merchant; kept like the tallies. */
export const dailySales = pgTable(
  'daily_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    bookings: integer('bookings').notNull().default(0),
    salesCents: bigint('sales_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.merchantId] })],
);
