import { hasNoNul, NUL_MESSAGE } from './deal-rules.ts';
import { voucherSchema } from './deals.ts';
import {
  GIFT_CARD_CATEGORY_SLUGS,
  GIFT_CARD_MAX_QUANTITY,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MESSAGES,
  GIFT_CARD_MIN_QUANTITY,
  GIFT_CARD_STATUSES,
  GIFT_CARD_TYPES,
  giftCardCodeProblem,
  MAX_GIFT_CARDS_PER_PAYMENT,
  normalizeGiftCardCode,
} from './gift-card-rules.ts';
import { m } from './i18n/index.ts';
import { untranslatedSchema } from './spanish-content.ts';
import { z } from './zod.ts';

// Gift card schemas: the rules, texts and constants are in gift-card-rules.ts (no zod, for pages).

export const giftCardCodeSchema = z
  .string({ error: () => GIFT_CARD_MESSAGES.codeRequired })
  .superRefine((value, ctx) => {
    const problem = giftCardCodeProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeGiftCardCode);

const optionalText = (max: number, message = () => m.errors_at_most_characters({ max })) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .refine(hasNoNul, NUL_MESSAGE)
    .optional()
    .transform((v) => v || undefined);

const buyerEmail = z
  .string({ error: () => GIFT_CARD_MESSAGES.buyerEmailRequired })
  .trim()
  .min(1, { error: () => GIFT_CARD_MESSAGES.buyerEmailRequired })
  .pipe(z.email({ error: () => GIFT_CARD_MESSAGES.emailInvalid }))
  .transform((v) => v.toLowerCase());
const buyerName = z
  .string({ error: () => GIFT_CARD_MESSAGES.buyerNameRequired })
  .trim()
  .min(1, { error: () => GIFT_CARD_MESSAGES.buyerNameRequired })
  .max(120, { error: () => m.errors_at_most_120_characters() })
  .refine(hasNoNul, NUL_MESSAGE);

/**
 * The purchase form (spec section 3). `amount` is whole dollars for cards with a range and is
 * ignored for fixed-price cards. The delivery fields are optional; a recipient email, when given,
 * must be an email. The buyer's name and email are required of guests (see `guestBuyerIssues`).
 */
export const giftCardPurchaseSchema = z.object({
  amount: z.coerce
    .number({ error: () => m.errors_amount_whole_dollars() })
    .int({ error: () => m.errors_amount_whole_dollars() })
    .optional(),
  quantity: z.coerce
    .number({ error: () => m.errors_quantity_range() })
    .int({ error: () => m.errors_quantity_range() })
    .min(GIFT_CARD_MIN_QUANTITY, { error: () => m.errors_quantity_range() })
    .max(GIFT_CARD_MAX_QUANTITY, { error: () => m.errors_quantity_range() })
    .default(1),
  recipientName: optionalText(120),
  recipientEmail: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v?.toLowerCase() || undefined)
    .pipe(z.email({ error: () => GIFT_CARD_MESSAGES.emailInvalid }).optional()),
  senderName: optionalText(120),
  message: optionalText(GIFT_CARD_MESSAGE_MAX, () => GIFT_CARD_MESSAGES.messageTooLong),
  buyerName: buyerName.optional(),
  buyerEmail: buyerEmail.optional(),
});
export type GiftCardPurchaseForm = z.input<typeof giftCardPurchaseSchema>;

/** The same form for a guest, who must say who is buying. */
export const guestGiftCardPurchaseSchema = giftCardPurchaseSchema.extend({ buyerName, buyerEmail });

/** Body of `POST /api/gift-cards/orders`. */
export const giftCardOrderSchema = giftCardPurchaseSchema.extend({
  productId: z
    .string()
    .trim()
    .min(1, { error: () => m.errors_choose_gift_card() })
    .max(40)
    .refine(hasNoNul, NUL_MESSAGE),
});
export type GiftCardOrderInput = z.output<typeof giftCardOrderSchema>;

/** Field problems of a guest purchase without buyer details (signed-in buyers fall back to their account). */
export function guestBuyerIssues(input: { buyerName?: string; buyerEmail?: string }) {
  const issues: { field: string; message: string }[] = [];
  if (!input.buyerName) issues.push({ field: 'buyerName', message: GIFT_CARD_MESSAGES.buyerNameRequired });
  if (!input.buyerEmail) issues.push({ field: 'buyerEmail', message: GIFT_CARD_MESSAGES.buyerEmailRequired });
  return issues;
}

// API shapes (documented at /api/docs). Money in integer US cents.

export const giftCardListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100, { error: () => m.errors_search_text_too_long() })
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
    untranslated: untranslatedSchema.optional(),
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
    .min(1, { error: () => m.errors_enter_gift_card_code() })
    .max(MAX_GIFT_CARDS_PER_PAYMENT, {
      error: () => m.errors_at_most_gift_cards({ max: MAX_GIFT_CARDS_PER_PAYMENT }),
    }),
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
    .number({ error: () => m.errors_amount_required() })
    .int({ error: () => m.errors_amount_whole_cents() })
    .positive({ error: () => m.errors_amount_positive() })
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
