import { belizeToday } from './belize-time.ts';
import { DEFAULT_PAGE_LIMIT, LOCATION_SLUGS, MAX_PAGE_LIMIT } from './catalogue.ts';
import { boundedDate } from './dates.schema.ts';
import {
  DEAL_CATEGORY_SLUGS,
  DEAL_MAX_QUANTITY_PER_ORDER,
  DEAL_MESSAGES,
  DEAL_SORT_SLUGS,
  DEAL_STATUSES,
  hasNoNul,
  NUL_MESSAGE,
  VOUCHER_STATUSES,
} from './deal-rules.ts';
import { m } from './i18n/index.ts';
import { missingTranslationsSchema, spanishText, untranslatedSchema } from './spanish-content.ts';
import { paginationSchema } from './tours.schema.ts';
import { z } from './zod.ts';

const cents = (required: () => string, positive: () => string) =>
  z.coerce
    .number({ error: required })
    .int({ error: () => m.errors_amounts_whole_cents() })
    .positive({ error: positive })
    .max(10_000_000);

/** Body of `POST /api/merchant/deals` and `PUT /api/merchant/deals/{id}`; money in US cents. */
export const dealFormSchema = z
  .object({
    title: z
      .string({ error: () => DEAL_MESSAGES.titleRequired })
      .trim()
      .min(1, { error: () => DEAL_MESSAGES.titleRequired })
      .max(120, { error: () => m.errors_title_too_long() })
      .refine(hasNoNul, NUL_MESSAGE),
    description: z
      .string({ error: () => DEAL_MESSAGES.descriptionRequired })
      .trim()
      .min(1, { error: () => DEAL_MESSAGES.descriptionRequired })
      .max(2000, { error: () => m.errors_description_too_long() })
      .refine(hasNoNul, NUL_MESSAGE),
    category: z.enum(DEAL_CATEGORY_SLUGS, { error: () => DEAL_MESSAGES.categoryRequired }),
    location_id: z.enum(LOCATION_SLUGS, { error: () => DEAL_MESSAGES.locationRequired }),
    price: cents(
      () => DEAL_MESSAGES.priceRequired,
      () => DEAL_MESSAGES.pricePositive,
    ).describe('US cents'),
    originalPrice: cents(
      () => DEAL_MESSAGES.priceRequired,
      () => DEAL_MESSAGES.pricePositive,
    ).describe('US cents'),
    validUntil: boundedDate(() => DEAL_MESSAGES.validUntilRequired)
      .pipe(z.string().refine((d) => d >= belizeToday(), { error: () => DEAL_MESSAGES.validUntilPast }))
      .describe('YYYY-MM-DD, the last day (Belize time) the deal sells and its vouchers are valid'),
    quantityAvailable: z.coerce
      .number({ error: () => DEAL_MESSAGES.quantityPositive })
      .int({ error: () => DEAL_MESSAGES.quantityPositive })
      .positive({ error: () => DEAL_MESSAGES.quantityPositive })
      .max(100_000),
    imageUrl: z
      .string()
      .trim()
      .max(500)
      .regex(/^\/uploads\/[\w./-]+$/, { error: () => m.errors_image_must_be_uploaded() })
      .refine((v) => !v.includes('..'), { error: () => m.errors_image_must_be_uploaded() })
      .nullish()
      .transform((v) => v || null),
    title_es: spanishText(120).describe(
      'Spanish title; blank or absent: none (the Spanish pages show the English)',
    ),
    description_es: spanishText(2000).describe('Spanish description; blank or absent: none'),
  })
  .refine((d) => d.originalPrice >= d.price, {
    error: () => DEAL_MESSAGES.originalAtLeastPrice,
    path: ['originalPrice'],
  });
export type DealForm = z.input<typeof dealFormSchema>;

/** Response of `POST /api/merchant/upload/deal-image`: the stored WebP, ready for the form's `imageUrl`. */
export const dealImageUploadResponseSchema = z.object({
  url: z.string().describe('Address of the stored image (/uploads/deals/...)'),
  width: z.number().int(),
  height: z.number().int(),
});
export type DealImageUpload = z.infer<typeof dealImageUploadResponseSchema>;
export type DealFormValues = z.output<typeof dealFormSchema>;

export const dealListQuerySchema = z.object({
  category: z.enum(DEAL_CATEGORY_SLUGS).optional(),
  location: z.enum(LOCATION_SLUGS).optional(),
  search: z
    .string()
    .trim()
    .max(100, { error: () => m.errors_search_text_too_long() })
    .refine(hasNoNul, NUL_MESSAGE)
    .optional(),
  maxPrice: z.coerce
    .number()
    .int('maxPrice is whole US cents')
    .min(0, 'maxPrice cannot be negative')
    .max(10_000_000)
    .optional()
    .describe('Only deals priced at most this many US cents'),
  sort: z.enum(DEAL_SORT_SLUGS).default('featured'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
});
export type DealListQuery = z.infer<typeof dealListQuerySchema>;

/** Deal, spec section 3 (home sample), as the public pages show it. Money in US cents. */
export const dealSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    merchant: z.object({ id: z.uuid(), business_name: z.string() }),
    location: z.object({ id: z.string(), name: z.string() }),
    validUntil: z.string().describe('YYYY-MM-DD, last valid day in Belize'),
    price: z.number().int().describe('US cents'),
    originalPrice: z.number().int().describe('US cents'),
    image: z.string().nullable().describe('Image address, or null when the merchant added none'),
    rating: z.number().nullable().describe("The merchant's average tour rating, null without reviews"),
    reviewCount: z.number().int(),
    description: z.string(),
    discount: z.number().int().describe('Whole percent off the original price'),
    sold: z.number().int(),
    remaining: z.number().int(),
    expiresAt: z
      .string()
      .describe('ISO instant the last valid day ends in Belize ("Ends in ..." counts to it)'),
    category: z.enum(DEAL_CATEGORY_SLUGS),
    featured: z.boolean(),
    untranslated: untranslatedSchema.optional(),
  })
  .meta({ id: 'Deal' });
export type Deal = z.infer<typeof dealSchema>;

export const dealListResponseSchema = z.object({ deals: z.array(dealSchema), pagination: paginationSchema });
export type DealListResponse = z.infer<typeof dealListResponseSchema>;

export const dealCategoryCountSchema = z.object({
  id: z.enum(DEAL_CATEGORY_SLUGS),
  name: z.string(),
  count: z.number().int().describe('Live deals in the category'),
});

/** A deal as its merchant and the staff see it: the public fields plus its workflow state. */
export const managedDealSchema = dealSchema
  .extend({
    location_id: z.enum(LOCATION_SLUGS),
    quantityAvailable: z.number().int(),
    admin_approved: z.boolean(),
    active: z.boolean(),
    status: z.enum(DEAL_STATUSES),
    imageUrl: z.string().nullable(),
    title_es: z.string().nullable().describe('Spanish title; null when none'),
    description_es: z.string().nullable(),
    missingTranslations: missingTranslationsSchema,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ManagedDeal' });
export type ManagedDeal = z.infer<typeof managedDealSchema>;

export const adminDealListQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'all']).default('all'),
  search: z.string().trim().max(100).refine(hasNoNul, NUL_MESSAGE).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Body of `POST /api/deals/{id}/orders`; buyer details are required of guests. */
export const dealOrderSchema = z.object({
  quantity: z.coerce
    .number({ error: () => m.errors_quantity_range() })
    .int({ error: () => m.errors_quantity_range() })
    .min(1, { error: () => m.errors_quantity_range() })
    .max(DEAL_MAX_QUANTITY_PER_ORDER, { error: () => m.errors_quantity_range() })
    .default(1),
  buyerName: z
    .string()
    .trim()
    .min(1, { error: () => m.errors_buyer_name_required() })
    .max(120)
    .refine(hasNoNul, NUL_MESSAGE)
    .optional(),
  buyerEmail: z
    .string()
    .trim()
    .min(1, { error: () => m.errors_email_required() })
    .pipe(z.email({ error: () => m.errors_email_invalid() }))
    .transform((v) => v.toLowerCase())
    .optional(),
});

/** The same order from a guest, who must say who is buying (as the API requires). */
export const guestDealOrderSchema = dealOrderSchema.extend({
  buyerName: z
    .string({ error: () => m.errors_buyer_name_required() })
    .trim()
    .min(1, { error: () => m.errors_buyer_name_required() })
    .max(120)
    .refine(hasNoNul, NUL_MESSAGE),
  buyerEmail: z
    .string({ error: () => m.errors_email_required() })
    .trim()
    .min(1, { error: () => m.errors_email_required() })
    .pipe(z.email({ error: () => m.errors_email_invalid() }))
    .transform((v) => v.toLowerCase()),
});

export const voucherCodeSchema = z
  .string({ error: () => DEAL_MESSAGES.voucherCodeRequired })
  .trim()
  .min(1, { error: () => DEAL_MESSAGES.voucherCodeRequired })
  .max(40)
  .regex(/^[A-Za-z0-9 -]+$/, { error: () => m.errors_voucher_code_format() })
  .transform((input) => {
    const raw = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
    return /^DV[A-Z0-9]{8}$/.test(raw) ? `DV-${raw.slice(2, 6)}-${raw.slice(6)}` : input.toUpperCase();
  });

/** A voucher as its buyer sees it. `qrPng` (a data: URL) is included right after payment. */
export const voucherSchema = z
  .object({
    code: z.string().describe('DV-XXXX-XXXX'),
    dealId: z.uuid(),
    dealTitle: z.string(),
    merchant: z.object({ id: z.uuid(), business_name: z.string() }),
    price: z.number().int().describe('US cents paid'),
    status: z.enum(VOUCHER_STATUSES),
    expiresAt: z.string().describe('ISO instant the voucher stops being valid (end of the deal day, Belize)'),
    redeemedAt: z.string().nullable(),
    qrPng: z.string().optional().describe('data:image/png;base64 QR code of the voucher code'),
  })
  .meta({ id: 'Voucher' });
export type Voucher = z.infer<typeof voucherSchema>;

export const dealOrderViewSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(['pending', 'paid', 'failed']),
    total: z.number().int().describe('US cents'),
    quantity: z.number().int(),
    unitAmount: z.number().int().describe('US cents per voucher'),
    deal: dealSchema,
    buyerName: z.string(),
    buyerEmail: z.string(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    payment: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  })
  .meta({ id: 'DealOrder' });
export type DealOrderView = z.infer<typeof dealOrderViewSchema>;

export const dealOrderWithVouchersSchema = z.object({
  order: dealOrderViewSchema,
  vouchers: z.array(voucherSchema).describe('One voucher per unit once paid; empty before'),
});

/** What a merchant sees when checking a voucher at the counter. */
export const merchantVoucherSchema = z
  .object({
    code: z.string(),
    status: z.enum(VOUCHER_STATUSES),
    dealId: z.uuid(),
    dealTitle: z.string(),
    buyerName: z.string(),
    price: z.number().int().describe('US cents'),
    expiresAt: z.string(),
    redeemedAt: z.string().nullable(),
    commissionPercent: z.number().int().nullable(),
    commissionCents: z.number().int().nullable(),
    merchantNetCents: z.number().int().nullable().describe('US cents the merchant is paid for it'),
  })
  .meta({ id: 'MerchantVoucher' });
