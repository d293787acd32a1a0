import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The demo card gateway's own records, standing in for a real gateway's: every authorization it
 * gave, by the idempotency key it was asked with, and what became of it. BelizePass's books
 * (`payments`) are checked against this log by the reconciliation job and the crash test.
 */
export const demoProviderCharges = pgTable(
  'demo_provider_charges',
  {
    reference: text('reference').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status', {
      enum: ['requires_action', 'authorized', 'captured', 'voided', 'declined'],
    }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    description: text('description').notNull(),
    /** What the charge is for, as the merchant of record told the gateway (no foreign key: the gateway's data). */
    bookingId: uuid('booking_id'),
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demo_provider_charges_open_idx').on(t.status, t.createdAt)],
);

/** The demo gateway's refunds, one per idempotency key. */
export const demoProviderRefunds = pgTable('demo_provider_refunds', {
  reference: text('reference').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  chargeReference: text('charge_reference')
    .notNull()
    .references(() => demoProviderCharges.reference),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
