import { belizeToday, formatClockTime, formatLongDate, isIsoDate } from './belize-time.ts';
import { DEFAULT_PAGE_LIMIT, LOCATION_SLUGS, MAX_PAGE_LIMIT } from './catalogue.ts';
import { paginationSchema } from './tours.schema.ts';
import { z } from './zod.ts';

/** Deals and their vouchers (spec sections 1, 2.3 and 3): buy online, show the voucher, the merchant validates it. */

/** Text stored in PostgreSQL cannot hold NUL characters; such input is refused as invalid. */
export const hasNoNul = (value: string) => !value.includes('\u0000');
export const NUL_MESSAGE = 'Text cannot contain NUL characters';

/** The home page's category tabs (`/categories/{id}`). */
export const DEAL_CATEGORIES = [
  { slug: 'restaurants', name: 'Restaurants' },
  { slug: 'hotels', name: 'Hotels' },
  { slug: 'activities', name: 'Activities' },
  { slug: 'wellness', name: 'Wellness' },
  { slug: 'tours', name: 'Tours' },
  { slug: 'services', name: 'Services' },
] as const;
export type DealCategory = (typeof DEAL_CATEGORIES)[number]['slug'];
export const DEAL_CATEGORY_SLUGS = DEAL_CATEGORIES.map((c) => c.slug) as [DealCategory, ...DealCategory[]];

export const DEAL_SORTS = [
  { slug: 'featured', name: 'Featured' },
  { slug: 'new', name: 'Newest' },
  { slug: 'ending', name: 'Ending Soon' },
  { slug: 'price-asc', name: 'Price: Low to High' },
  { slug: 'price-desc', name: 'Price: High to Low' },
] as const;
export type DealSort = (typeof DEAL_SORTS)[number]['slug'];
export const DEAL_SORT_SLUGS = DEAL_SORTS.map((s) => s.slug) as [DealSort, ...DealSort[]];

export const FEATURED_DEALS_COUNT = 6;
export const TRENDING_DEALS_COUNT = 3;
/** Trending = most vouchers sold over this many days. */
export const TRENDING_WINDOW_DAYS = 14;
export const DEAL_MAX_QUANTITY_PER_ORDER = 10;
export const VOUCHER_CODE_PATTERN = /^DV-[A-Z2-9]{4}-[A-Z2-9]{4}$/;

export const DEAL_MESSAGES = {
  notFound: 'Deal Not Found',
  soldOut: 'This deal is sold out.',
  onlyLeft: (n: number) => `Only ${n} ${n === 1 ? 'voucher' : 'vouchers'} left.`,
  ended: 'This deal has ended.',
  voucherNotFound: 'Voucher not found. Please check the code.',
  voucherCodeRequired: 'Please enter a voucher code',
  alreadyRedeemed: (redeemedAt: Date) =>
    `This voucher was already redeemed on ${formatLongDate(belizeToday(redeemedAt))} at ${formatClockTime(belizeClock(redeemedAt))}.`,
  expired: (expiresAt: Date) => `This voucher expired on ${formatLongDate(belizeToday(expiresAt))}.`,
  titleRequired: 'Deal title is required',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Category is required',
  locationRequired: 'Location is required',
  priceRequired: 'Price is required',
  pricePositive: 'Price must be a positive number',
  originalAtLeastPrice: 'Original price must be at least the deal price',
  validUntilRequired: 'Valid until date is required',
  validUntilPast: 'Valid until must be today or later',
  quantityPositive: 'Quantity must be a positive whole number',
} as const;

function belizeClock(at: Date): string {
  const t = new Date(at.getTime() - 6 * 3_600_000);
  return `${String(t.getUTCHours()).padStart(2, '0')}:${String(t.getUTCMinutes()).padStart(2, '0')}`;
}

/** Whole percent saved against the original price, rounded down (never negative). */
export function dealDiscountPercent(priceCents: number, originalPriceCents: number): number {
  if (originalPriceCents <= 0 || priceCents >= originalPriceCents) return 0;
  return Math.floor(((originalPriceCents - priceCents) * 100) / originalPriceCents);
}

/** The instant a deal's last local day ends in Belize (UTC-6): `2026-03-31` -> `2026-04-01T05:59:59.999Z`. */
export function dealEndsAt(validUntil: string): Date {
  return new Date(Date.parse(`${validUntil}T23:59:59.999-06:00`));
}

const cents = (required: string, positive: string) =>
  z.coerce.number({ error: required }).int('Amounts are whole US cents').positive(positive).max(10_000_000);

/** Body of `POST /api/merchant/deals` and `PUT /api/merchant/deals/{id}`; money in US cents. */
export const dealFormSchema = z
  .object({
    title: z
      .string({ error: DEAL_MESSAGES.titleRequired })
      .trim()
      .min(1, DEAL_MESSAGES.titleRequired)
      .max(120, 'Title must be at most 120 characters')
      .refine(hasNoNul, NUL_MESSAGE),
    description: z
      .string({ error: DEAL_MESSAGES.descriptionRequired })
      .trim()
      .min(1, DEAL_MESSAGES.descriptionRequired)
      .max(2000, 'Description must be at most 2000 characters')
      .refine(hasNoNul, NUL_MESSAGE),
    category: z.enum(DEAL_CATEGORY_SLUGS, { error: DEAL_MESSAGES.categoryRequired }),
    location_id: z.enum(LOCATION_SLUGS, { error: DEAL_MESSAGES.locationRequired }),
    price: cents(DEAL_MESSAGES.priceRequired, DEAL_MESSAGES.pricePositive).describe('US cents'),
    originalPrice: cents(DEAL_MESSAGES.priceRequired, DEAL_MESSAGES.pricePositive).describe('US cents'),
    validUntil: z
      .string({ error: DEAL_MESSAGES.validUntilRequired })
      .refine(isIsoDate, DEAL_MESSAGES.validUntilRequired)
      .refine((d) => d >= belizeToday(), DEAL_MESSAGES.validUntilPast)
      .describe('YYYY-MM-DD, the last day (Belize time) the deal sells and its vouchers are valid'),
    quantityAvailable: z.coerce
      .number({ error: DEAL_MESSAGES.quantityPositive })
      .int(DEAL_MESSAGES.quantityPositive)
      .positive(DEAL_MESSAGES.quantityPositive)
      .max(100_000),
    imageUrl: z
      .string()
      .trim()
      .max(500)
      .regex(/^\/uploads\/[\w./-]+$/, 'Image must be an uploaded image (/uploads/...)')
      .refine((v) => !v.includes('..'), 'Image must be an uploaded image (/uploads/...)')
      .nullish()
      .transform((v) => v || null),
  })
  .refine((d) => d.originalPrice >= d.price, {
    message: DEAL_MESSAGES.originalAtLeastPrice,
    path: ['originalPrice'],
  });
export type DealForm = z.input<typeof dealFormSchema>;
export type DealFormValues = z.output<typeof dealFormSchema>;

export const dealListQuerySchema = z.object({
  category: z.enum(DEAL_CATEGORY_SLUGS).optional(),
  location: z.enum(LOCATION_SLUGS).optional(),
  search: z
    .string()
    .trim()
    .max(100, 'Search text must be at most 100 characters')
    .refine(hasNoNul, NUL_MESSAGE)
    .optional(),
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

export const DEAL_STATUSES = ['pending', 'active', 'inactive', 'expired'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

/** Pending until approved; then active or inactive by the switch; expired after its last day. */
export function dealStatus(
  deal: { adminApproved: boolean; active: boolean; validUntil: string },
  today = belizeToday(),
): DealStatus {
  if (deal.validUntil < today) return 'expired';
  if (!deal.adminApproved) return 'pending';
  return deal.active ? 'active' : 'inactive';
}

/** A deal as its merchant and the staff see it: the public fields plus its workflow state. */
export const managedDealSchema = dealSchema
  .extend({
    location_id: z.enum(LOCATION_SLUGS),
    quantityAvailable: z.number().int(),
    admin_approved: z.boolean(),
    active: z.boolean(),
    status: z.enum(DEAL_STATUSES),
    imageUrl: z.string().nullable(),
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
    .number({ error: 'Quantity must be a number from 1 to 10' })
    .int('Quantity must be a number from 1 to 10')
    .min(1, 'Quantity must be a number from 1 to 10')
    .max(DEAL_MAX_QUANTITY_PER_ORDER, 'Quantity must be a number from 1 to 10')
    .default(1),
  buyerName: z
    .string()
    .trim()
    .min(1, 'Your name is required')
    .max(120)
    .refine(hasNoNul, NUL_MESSAGE)
    .optional(),
  buyerEmail: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email({ error: 'Email is invalid' }))
    .transform((v) => v.toLowerCase())
    .optional(),
});

export const voucherCodeSchema = z
  .string({ error: DEAL_MESSAGES.voucherCodeRequired })
  .trim()
  .min(1, DEAL_MESSAGES.voucherCodeRequired)
  .max(40)
  .regex(/^[A-Za-z0-9 -]+$/, 'Enter a voucher code like DV-XXXX-XXXX')
  .transform((input) => {
    const raw = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
    return /^DV[A-Z0-9]{8}$/.test(raw) ? `DV-${raw.slice(2, 6)}-${raw.slice(6)}` : input.toUpperCase();
  });

export const VOUCHER_STATUSES = ['valid', 'redeemed', 'expired'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

export function voucherStatus(
  voucher: { status: 'issued' | 'redeemed'; expiresAt: Date },
  now = new Date(),
): VoucherStatus {
  if (voucher.status === 'redeemed') return 'redeemed';
  return voucher.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}

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
