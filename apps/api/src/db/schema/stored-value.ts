import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { payouts } from './admin.ts';
import { bookings } from './bookings.ts';
import { merchants } from './merchants.ts';
import { locations } from './tours.ts';
import { users } from './users.ts';

/** The gift cards on sale: BelizePass pass cards (fixed price, any merchant) and merchant cards (amount range, one merchant). */
export const giftCardProducts = pgTable('gift_card_products', {
  id: text('id').primaryKey(),
  type: text('type', { enum: ['belizepass', 'merchant'] }).notNull(),
  /** Null for pass cards, which pay at any merchant. */
  merchantId: uuid('merchant_id').references(() => merchants.id),
  title: text('title').notNull(),
  description: text('description').notNull(),
  longDescription: text('long_description').notNull(),
  location: text('location').notNull(),
  imageUrl: text('image_url').notNull(),
  priceCents: integer('price_cents'),
  minAmountCents: integer('min_amount_cents'),
  maxAmountCents: integer('max_amount_cents'),
  validityPeriod: text('validity_period').notNull(),
  /** Null: never expires. */
  validityMonths: smallint('validity_months'),
  color: text('color').notNull(),
  textColor: text('text_color').notNull(),
  features: text('features').array().notNull().default(sql`'{}'::text[]`),
  categoryType: text('category_type', { enum: ['all', 'hotels', 'restaurants', 'activities'] }).notNull(),
  /** The card's texts in Spanish (migration 0038); null when not written (the English is shown). */
  titleEs: text('title_es'),
  descriptionEs: text('description_es'),
  longDescriptionEs: text('long_description_es'),
  locationEs: text('location_es'),
  validityPeriodEs: text('validity_period_es'),
  featuresEs: text('features_es').array(),
  highlight: boolean('highlight').notNull().default(false),
  active: boolean('active').notNull().default(true),
  displayOrder: smallint('display_order').notNull().default(0),
});

export const deals = pgTable(
  'deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The merchant's Spanish text (decision 029); null when not written (the English is shown). */
    titleEs: text('title_es'),
    descriptionEs: text('description_es'),
    category: text('category', {
      enum: ['restaurants', 'hotels', 'activities', 'wellness', 'tours', 'services'],
    }).notNull(),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents').notNull(),
    /** Last local day a voucher can be bought and redeemed. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    quantityAvailable: integer('quantity_available').notNull(),
    soldCount: integer('sold_count').notNull().default(0),
    imageUrl: text('image_url'),
    adminApproved: boolean('admin_approved').notNull().default(false),
    active: boolean('active').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deals_merchant_idx').on(t.merchantId),
    index('deals_public_idx').on(t.category, t.validUntil).where(sql`${t.adminApproved} and ${t.active}`),
    check(
      'deals_sold_within_quantity',
      sql`${t.soldCount} >= 0 and ${t.soldCount} <= ${t.quantityAvailable}`,
    ),
  ],
);

/** A purchase of gift cards or deal vouchers; paid through the same provider as bookings. */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['gift_card', 'deal'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    giftCardProductId: text('gift_card_product_id').references(() => giftCardProducts.id),
    dealId: uuid('deal_id').references(() => deals.id),
    unitAmountCents: integer('unit_amount_cents').notNull(),
    quantity: smallint('quantity').notNull(),
    totalCents: integer('total_cents').notNull(),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    senderName: text('sender_name'),
    message: text('message'),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    accessKeyHash: text('access_key_hash').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The language of the page the order was placed on: the emails of a buyer or recipient without
     * an account are written in it (docs/decisions/029-spanish-edition.md).
     */
    locale: text('locale', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('store_orders_user_idx').on(t.userId, t.createdAt),
    check('store_orders_locale_valid', sql`${t.locale} in ('en', 'es')`),
  ],
);

export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    productId: text('product_id')
      .notNull()
      .references(() => giftCardProducts.id),
    orderId: uuid('order_id').references(() => storeOrders.id),
    /** Null for a pass card (pays at any merchant). */
    merchantId: uuid('merchant_id').references(() => merchants.id),
    initialCents: integer('initial_cents').notNull(),
    /** Changed only together with a ledger entry, in the same transaction. */
    balanceCents: integer('balance_cents').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_cards_order_idx').on(t.orderId),
    check('gift_cards_balance_not_negative', sql`${t.balanceCents} >= 0`),
  ],
);

/** Every movement of gift-card value: issue (+), redemption (-), refund of a redemption (+). */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    kind: text('kind', { enum: ['issue', 'redeem_booking', 'redeem_in_person', 'refund_booking'] }).notNull(),
    /** Signed: positive adds value to the card. */
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id),
    /** The merchant where the value was spent, for payouts of merchant cards. */
    merchantId: uuid('merchant_id').references(() => merchants.id),
    commissionPercent: smallint('commission_percent'),
    commissionCents: integer('commission_cents'),
    merchantNetCents: integer('merchant_net_cents'),
    payoutId: uuid('payout_id').references(() => payouts.id),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_card_ledger_card_idx').on(t.giftCardId, t.createdAt),
    index('gift_card_ledger_booking_idx').on(t.bookingId),
    // A merchant's in-person redemptions by time: their earnings and payouts.
    index('gift_card_ledger_merchant_idx')
      .on(t.merchantId, t.createdAt)
      .where(sql`${t.merchantId} is not null`),
  ],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => storeOrders.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    priceCents: integer('price_cents').notNull(),
    status: text('status', { enum: ['issued', 'redeemed'] })
      .notNull()
      .default('issued'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedByUserId: uuid('redeemed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    commissionPercent: smallint('commission_percent'),
    commissionCents: integer('commission_cents'),
    merchantNetCents: integer('merchant_net_cents'),
    payoutId: uuid('payout_id').references(() => payouts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A deal's vouchers, and by redemption time a merchant's earnings and payouts.
    index('vouchers_deal_redeemed_idx').on(t.dealId, t.redeemedAt),
    index('vouchers_user_idx').on(t.userId),
  ],
);
