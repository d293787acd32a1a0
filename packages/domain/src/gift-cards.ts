import { formatShortDate } from './belize-time.ts';
import { hasNoNul, NUL_MESSAGE, voucherSchema } from './deals.ts';
import { formatUsd } from './money.ts';
import { z } from './zod.ts';

/** Gift cards (spec sections 2.12, 3, 5 and 9): pass cards pay anywhere, merchant cards at one merchant. */

export const GIFT_CARD_TYPES = ['belizepass', 'merchant'] as const;
export type GiftCardType = (typeof GIFT_CARD_TYPES)[number];

/** The catalogue's category buttons: All Cards, Restaurants, Hotels, Activities. */
export const GIFT_CARD_CATEGORIES = [
  { slug: 'all', name: 'All Cards' },
  { slug: 'restaurants', name: 'Restaurants' },
  { slug: 'hotels', name: 'Hotels' },
  { slug: 'activities', name: 'Activities' },
] as const;
export type GiftCardCategory = (typeof GIFT_CARD_CATEGORIES)[number]['slug'];
export const GIFT_CARD_CATEGORY_SLUGS = GIFT_CARD_CATEGORIES.map((c) => c.slug) as [
  GiftCardCategory,
  ...GiftCardCategory[],
];

export const GIFT_CARD_MIN_QUANTITY = 1;
export const GIFT_CARD_MAX_QUANTITY = 10;
export const GIFT_CARD_MESSAGE_MAX = 500;
/** At most this many gift cards can pay one booking. */
export const MAX_GIFT_CARDS_PER_PAYMENT = 5;

export const GIFT_CARD_MESSAGES = {
  notFound: 'Gift Card Not Found',
  notFoundText: "The gift card you're looking for doesn't exist or has been removed.",
  codeNotFound: 'We could not find a gift card with that code.',
  searchPlaceholder: 'Search gift cards...',
  featuredTitle: 'Featured Merchant Gift Cards',
  featuredSubtitle: 'For people who know what they like',
  noneFound: 'No Gift Cards Found',
  clearFilters: 'Clear Filters & Search',
  anyMerchant: 'Any BelizePass merchant',
  onlyAt: (businessName: string) => `This gift card can only be used at ${businessName}.`,
  expired: (expiresAt: string) => `This gift card expired on ${formatShortDate(expiresAt)}.`,
  empty: 'This gift card has no balance left.',
  insufficient: (balanceCents: number) =>
    `This gift card has only ${formatUsd(balanceCents, { cents: true })} left.`,
  codeRequired: 'Please enter a gift card code',
  buyerNameRequired: 'Your name is required',
  buyerEmailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  messageTooLong: `Message must be at most ${GIFT_CARD_MESSAGE_MAX} characters`,
} as const;

/** Spec section 5: an integer clamped to the card's range; a non-numeric entry falls to the minimum. */
export function clampGiftCardAmount(input: string | number, min: number, max: number): number {
  const value = typeof input === 'number' ? input : Number.parseInt(String(input).trim(), 10);
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/** Spec section 5: an integer clamped to 1..10, default 1; a non-numeric entry becomes 1. */
export function clampQuantity(input: string | number | null | undefined): number {
  if (input === null || input === undefined || input === '') return GIFT_CARD_MIN_QUANTITY;
  return clampGiftCardAmount(input, GIFT_CARD_MIN_QUANTITY, GIFT_CARD_MAX_QUANTITY);
}

/** The total is amount (or price) times quantity. */
export function giftCardTotalCents(unitCents: number, quantity: number): number {
  return unitCents * quantity;
}

/** The total as the purchase form shows it: always 2 decimals, e.g. `$150.00`. */
export function formatGiftCardTotal(unitCents: number, quantity: number): string {
  return formatUsd(giftCardTotalCents(unitCents, quantity), { cents: true });
}

/** Gift card codes: `BP-XXXX-XXXX-XXXX`, 12 characters of a 32-letter alphabet (60 random bits). */
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GIFT_CARD_CODE_PATTERN = /^BP-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/;

/** Accepts what people type (lower case, spaces, missing dashes) and returns the canonical code. */
export function normalizeGiftCardCode(input: string): string {
  const raw = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (/^BP[A-Z0-9]{12}$/.test(raw)) return `BP-${raw.slice(2, 6)}-${raw.slice(6, 10)}-${raw.slice(10)}`;
  return input.trim().toUpperCase();
}

/** Every character hidden but the last four: `BP-••••-••••-7KQ2`. */
export function maskGiftCardCode(code: string): string {
  const visible = code.slice(-4);
  return `${code.slice(0, -4).replace(/[A-Z0-9]/g, (c, i: number) => (i < 2 ? c : '•'))}${visible}`;
}

export const giftCardCodeSchema = z
  .string({ error: GIFT_CARD_MESSAGES.codeRequired })
  .trim()
  .min(1, GIFT_CARD_MESSAGES.codeRequired)
  .max(40, 'A gift card code is at most 40 characters')
  .regex(/^[A-Za-z0-9 -]+$/, 'Enter a gift card code like BP-XXXX-XXXX-XXXX')
  .transform(normalizeGiftCardCode);

const optionalText = (max: number, message = `Must be at most ${max} characters`) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine(hasNoNul, NUL_MESSAGE)
    .optional()
    .transform((v) => v || undefined);

const buyerEmail = z
  .string({ error: GIFT_CARD_MESSAGES.buyerEmailRequired })
  .trim()
  .min(1, GIFT_CARD_MESSAGES.buyerEmailRequired)
  .pipe(z.email({ error: GIFT_CARD_MESSAGES.emailInvalid }))
  .transform((v) => v.toLowerCase());
const buyerName = z
  .string({ error: GIFT_CARD_MESSAGES.buyerNameRequired })
  .trim()
  .min(1, GIFT_CARD_MESSAGES.buyerNameRequired)
  .max(120, 'Must be at most 120 characters')
  .refine(hasNoNul, NUL_MESSAGE);

/**
 * The purchase form (spec section 3). `amount` is whole dollars for cards with a range and is
 * ignored for fixed-price cards. The delivery fields are optional; a recipient email, when given,
 * must be an email. The buyer's name and email are required of guests (see `guestBuyerIssues`).
 */
export const giftCardPurchaseSchema = z.object({
  amount: z.coerce
    .number({ error: 'Amount must be a whole number of dollars' })
    .int('Amount must be a whole number of dollars')
    .optional(),
  quantity: z.coerce
    .number({ error: 'Quantity must be a number from 1 to 10' })
    .int('Quantity must be a number from 1 to 10')
    .min(GIFT_CARD_MIN_QUANTITY, 'Quantity must be a number from 1 to 10')
    .max(GIFT_CARD_MAX_QUANTITY, 'Quantity must be a number from 1 to 10')
    .default(1),
  recipientName: optionalText(120),
  recipientEmail: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v?.toLowerCase() || undefined)
    .pipe(z.email({ error: GIFT_CARD_MESSAGES.emailInvalid }).optional()),
  senderName: optionalText(120),
  message: optionalText(GIFT_CARD_MESSAGE_MAX, GIFT_CARD_MESSAGES.messageTooLong),
  buyerName: buyerName.optional(),
  buyerEmail: buyerEmail.optional(),
});
export type GiftCardPurchaseForm = z.input<typeof giftCardPurchaseSchema>;

/** The same form for a guest, who must say who is buying. */
export const guestGiftCardPurchaseSchema = giftCardPurchaseSchema.extend({ buyerName, buyerEmail });

/** Body of `POST /api/gift-cards/orders`. */
export const giftCardOrderSchema = giftCardPurchaseSchema.extend({
  productId: z.string().trim().min(1, 'Choose a gift card').max(40).refine(hasNoNul, NUL_MESSAGE),
});
export type GiftCardOrderInput = z.output<typeof giftCardOrderSchema>;

/** Field problems of a guest purchase without buyer details (signed-in buyers fall back to their account). */
export function guestBuyerIssues(input: { buyerName?: string; buyerEmail?: string }) {
  const issues: { field: string; message: string }[] = [];
  if (!input.buyerName) issues.push({ field: 'buyerName', message: GIFT_CARD_MESSAGES.buyerNameRequired });
  if (!input.buyerEmail) issues.push({ field: 'buyerEmail', message: GIFT_CARD_MESSAGES.buyerEmailRequired });
  return issues;
}

// Ledger rules: how gift cards pay, how their value comes back, what the platform keeps.

export interface CardBalance {
  code: string;
  balanceCents: number;
}

export interface AppliedCard {
  code: string;
  amountCents: number;
  balanceAfterCents: number;
}

/** Applies cards in the given order until the total is covered; cards not needed apply 0. */
export function allocateGiftCards(totalCents: number, cards: readonly CardBalance[]) {
  let remainderCents = totalCents;
  const applied: AppliedCard[] = cards.map((card) => {
    const amountCents = Math.max(0, Math.min(card.balanceCents, remainderCents));
    remainderCents -= amountCents;
    return { code: card.code, amountCents, balanceAfterCents: card.balanceCents - amountCents };
  });
  return { applied, coveredCents: totalCents - remainderCents, remainderCents };
}

/**
 * A refund of a booking paid partly with gift cards: the refund goes back to the cards first, up to
 * what they paid, and the rest to the bank card (docs/decisions/009-stored-value.md).
 */
export function splitRefund(refundCents: number, giftCardCents: number) {
  const toGiftCardsCents = Math.max(0, Math.min(refundCents, giftCardCents));
  return { toGiftCardsCents, toCardCents: refundCents - toGiftCardsCents };
}

/** Spreads value returned to gift cards over the cards that paid, in the order they were applied. */
export function returnToCards<T extends { amountPaidCents: number }>(
  amountCents: number,
  cards: readonly T[],
) {
  let left = Math.max(0, amountCents);
  return cards.map((card) => {
    const returnedCents = Math.min(left, Math.max(0, card.amountPaidCents));
    left -= returnedCents;
    return { ...card, returnedCents };
  });
}

/** The platform's commission on spent value, rounded to the cent, and what the merchant keeps. */
export function commissionSplit(amountCents: number, commissionPercent: number) {
  const commissionCents = Math.round((amountCents * commissionPercent) / 100);
  return { commissionPercent, commissionCents, merchantNetCents: amountCents - commissionCents };
}

/** `purchase + months`, staying on the last day of a shorter month (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** Null (never expires) for pass cards; purchase + validity months for merchant cards. */
export function giftCardExpiry(purchasedAt: Date, validityMonths: number | null): Date | null {
  return validityMonths === null ? null : addMonths(purchasedAt, validityMonths);
}

export const GIFT_CARD_STATUSES = ['active', 'expired', 'empty'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

export function giftCardStatus(
  balanceCents: number,
  expiresAt: Date | null,
  now = new Date(),
): GiftCardStatus {
  if (expiresAt && expiresAt.getTime() <= now.getTime()) return 'expired';
  return balanceCents > 0 ? 'active' : 'empty';
}

// API shapes (documented at /api/docs). Money in integer US cents.

export const giftCardListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100, 'Search text must be at most 100 characters')
    .refine(hasNoNul, NUL_MESSAGE)
    .optional(),
  category: z.enum(GIFT_CARD_CATEGORY_SLUGS).default('all'),
});

/** Gift card, spec section 3 ("static local data"), served from the database. */
export const giftCardProductSchema = z
  .object({
    id: z.string().describe('Stable id such as bp-25 or mgc-1'),
    title: z.string(),
    description: z.string(),
    longDescription: z.string(),
    location: z.string(),
    image: z.string(),
    type: z.enum(GIFT_CARD_TYPES).describe('belizepass: pays at any merchant; merchant: at one merchant'),
    price: z.number().int().nullable().describe('US cents for a fixed-price card, else null'),
    minAmount: z.number().int().nullable().describe('US cents; the lowest amount a buyer can choose'),
    maxAmount: z.number().int().nullable().describe('US cents; the highest amount a buyer can choose'),
    validityPeriod: z.string().describe("'Never Expires' or '1 year from purchase'"),
    color: z.string().describe('Card background colour (CSS)'),
    textColor: z.string().describe('Text colour on the card (CSS)'),
    features: z.array(z.string()),
    categoryType: z.enum(GIFT_CARD_CATEGORY_SLUGS),
    highlight: z.boolean().describe('Shown under "Featured Merchant Gift Cards"'),
    merchant: z
      .object({ id: z.uuid(), business_name: z.string() })
      .nullable()
      .describe('The one merchant that accepts a merchant card; null for pass cards'),
  })
  .meta({ id: 'GiftCardProduct' });
export type GiftCardProduct = z.infer<typeof giftCardProductSchema>;

/** A gift card as its buyer sees it after payment (full code). */
export const issuedGiftCardSchema = z
  .object({
    code: z.string().describe('BP-XXXX-XXXX-XXXX'),
    balance: z.number().int().describe('US cents left on the card'),
    initialAmount: z.number().int().describe('US cents loaded at purchase'),
    expiresAt: z.string().nullable().describe('ISO instant; null for cards that never expire'),
    validityPeriod: z.string(),
    status: z.enum(GIFT_CARD_STATUSES),
    recipientName: z.string().nullable(),
    recipientEmail: z.string().nullable(),
  })
  .meta({ id: 'IssuedGiftCard' });
export type IssuedGiftCard = z.infer<typeof issuedGiftCardSchema>;

export const STORE_ORDER_STATUSES = ['pending', 'paid', 'failed'] as const;

export const giftCardOrderViewSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(STORE_ORDER_STATUSES).describe('pending until the card payment is approved'),
    total: z.number().int().describe('US cents: unitAmount x quantity'),
    quantity: z.number().int(),
    unitAmount: z.number().int().describe('US cents loaded on each card'),
    product: giftCardProductSchema,
    recipientName: z.string().nullable(),
    recipientEmail: z.string().nullable(),
    senderName: z.string().nullable(),
    message: z.string().nullable(),
    buyerName: z.string(),
    buyerEmail: z.string(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    payment: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  })
  .meta({ id: 'GiftCardOrder' });
export type GiftCardOrderView = z.infer<typeof giftCardOrderViewSchema>;

export const giftCardOrderWithCardsSchema = z.object({
  order: giftCardOrderViewSchema,
  giftCards: z.array(issuedGiftCardSchema).describe('One card per unit once paid; empty before'),
});
export type GiftCardOrderWithCards = z.infer<typeof giftCardOrderWithCardsSchema>;

/** Public balance check: the code is masked except for its last four characters. */
export const giftCardBalanceSchema = z
  .object({
    code: z.string().describe('Masked, e.g. BP-••••-••••-7KQ2'),
    balance: z.number().int().describe('US cents'),
    currency: z.literal('USD'),
    expiresAt: z.string().nullable(),
    validityPeriod: z.string(),
    usableAt: z.string().describe("'Any BelizePass merchant' or the merchant's business name"),
    status: z.enum(GIFT_CARD_STATUSES),
  })
  .meta({ id: 'GiftCardBalance' });
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>;

export const giftCardBalanceRequestSchema = z.object({ code: giftCardCodeSchema });

/** What gift cards would pay of a booking (`POST /api/bookings/{id}/gift-card-quote`). */
export const giftCardQuoteRequestSchema = z.object({
  giftCards: z
    .array(giftCardCodeSchema)
    .min(1, 'Enter a gift card code')
    .max(MAX_GIFT_CARDS_PER_PAYMENT, `At most ${MAX_GIFT_CARDS_PER_PAYMENT} gift cards per payment`),
});
export const giftCardQuoteSchema = z
  .object({
    applied: z.array(
      z.object({
        code: z.string().describe('Masked code'),
        amount: z.number().int().describe('US cents this card pays (0 when not needed)'),
        balanceAfter: z.number().int().describe('US cents left on the card after paying'),
      }),
    ),
    remainder: z.number().int().describe('US cents left to pay by card; 0 needs no card'),
  })
  .meta({ id: 'GiftCardQuote' });
export type GiftCardQuote = z.infer<typeof giftCardQuoteSchema>;

export const merchantGiftCardRedeemSchema = z.object({
  code: giftCardCodeSchema,
  amount: z.coerce
    .number({ error: 'Amount is required' })
    .int('Amount is whole US cents')
    .positive('Amount must be more than 0')
    .max(10_000_000)
    .describe('US cents to take off the card'),
});

export const merchantGiftCardViewSchema = giftCardBalanceSchema
  .extend({
    title: z.string(),
    recipientName: z.string().nullable(),
    usableHere: z.boolean().describe('Whether this merchant may redeem the card'),
  })
  .meta({ id: 'MerchantGiftCardView' });

export const giftCardRedemptionSchema = z.object({
  code: z.string().describe('Masked code'),
  amountRedeemed: z.number().int().describe('US cents'),
  balanceAfter: z.number().int().describe('US cents'),
});

/** A card in the buyer's account. */
export const myGiftCardSchema = issuedGiftCardSchema
  .extend({
    orderId: z.uuid(),
    purchasedAt: z.string(),
    usableAt: z.string(),
    product: z.object({
      id: z.string(),
      title: z.string(),
      type: z.enum(GIFT_CARD_TYPES),
      image: z.string(),
      color: z.string(),
      textColor: z.string(),
    }),
  })
  .meta({ id: 'MyGiftCard' });

/** `GET /api/me/gift-cards`: the cards of the signed-in user's orders and their deal vouchers. */
export const myStoredValueSchema = z.object({
  giftCards: z.array(myGiftCardSchema),
  vouchers: z.array(voucherSchema),
});
