import { belizeToday, formatClockTime, formatLongDate } from './belize-time.ts';

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
  imageRequired: 'Please choose an image to upload',
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

export const VOUCHER_STATUSES = ['valid', 'redeemed', 'expired'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

export function voucherStatus(
  voucher: { status: 'issued' | 'redeemed'; expiresAt: Date },
  now = new Date(),
): VoucherStatus {
  if (voucher.status === 'redeemed') return 'redeemed';
  return voucher.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}
