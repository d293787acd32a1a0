import { belizeToday, formatClockTime, formatLongDate } from './belize-time.ts';
import { m } from './i18n/index.ts';

/** Deals and their vouchers (spec sections 1, 2.3 and 3): buy online, show the voucher, the merchant validates it. */

/** Text stored in PostgreSQL cannot hold NUL characters; such input is refused as invalid. */
export const hasNoNul = (value: string) => !value.includes('\u0000');
/** The refinement message of text with a NUL character (zod params, read when the issue is made). */
export const NUL_MESSAGE = { error: (): string => m.errors_text_nul() };

/** The home page's category tabs (`/categories/{id}`). */
export const DEAL_CATEGORIES = [
  {
    slug: 'restaurants',
    get name() {
      return m.gifts_deal_cat_restaurants();
    },
  },
  {
    slug: 'hotels',
    get name() {
      return m.gifts_deal_cat_hotels();
    },
  },
  {
    slug: 'activities',
    get name() {
      return m.gifts_deal_cat_activities();
    },
  },
  {
    slug: 'wellness',
    get name() {
      return m.gifts_deal_cat_wellness();
    },
  },
  {
    slug: 'tours',
    get name() {
      return m.gifts_deal_cat_tours();
    },
  },
  {
    slug: 'services',
    get name() {
      return m.gifts_deal_cat_services();
    },
  },
] as const;
export type DealCategory = (typeof DEAL_CATEGORIES)[number]['slug'];
export const DEAL_CATEGORY_SLUGS = DEAL_CATEGORIES.map((c) => c.slug) as [DealCategory, ...DealCategory[]];

export const DEAL_SORTS = [
  {
    slug: 'featured',
    get name() {
      return m.gifts_deal_sort_featured();
    },
  },
  {
    slug: 'new',
    get name() {
      return m.gifts_deal_sort_new();
    },
  },
  {
    slug: 'ending',
    get name() {
      return m.gifts_deal_sort_ending();
    },
  },
  {
    slug: 'price-asc',
    get name() {
      return m.gifts_deal_sort_price_asc();
    },
  },
  {
    slug: 'price-desc',
    get name() {
      return m.gifts_deal_sort_price_desc();
    },
  },
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
  get notFound() {
    return m.errors_deal_not_found();
  },
  get soldOut() {
    return m.errors_deal_sold_out();
  },
  onlyLeft: (n: number) => m.errors_deal_only_left({ count: n }),
  get ended() {
    return m.errors_deal_ended();
  },
  get voucherNotFound() {
    return m.errors_voucher_not_found();
  },
  get voucherCodeRequired() {
    return m.errors_voucher_code_required();
  },
  alreadyRedeemed: (redeemedAt: Date) =>
    m.errors_voucher_already_redeemed({
      date: formatLongDate(belizeToday(redeemedAt)),
      time: formatClockTime(belizeClock(redeemedAt)),
    }),
  expired: (expiresAt: Date) => m.errors_voucher_expired({ date: formatLongDate(belizeToday(expiresAt)) }),
  get titleRequired() {
    return m.errors_deal_title_required();
  },
  get descriptionRequired() {
    return m.errors_description_required();
  },
  get categoryRequired() {
    return m.errors_category_required();
  },
  get locationRequired() {
    return m.errors_location_required();
  },
  get priceRequired() {
    return m.errors_price_required();
  },
  get pricePositive() {
    return m.errors_price_positive();
  },
  get originalAtLeastPrice() {
    return m.errors_deal_original_at_least_price();
  },
  get validUntilRequired() {
    return m.errors_deal_valid_until_required();
  },
  get validUntilPast() {
    return m.errors_deal_valid_until_past();
  },
  get quantityPositive() {
    return m.errors_deal_quantity_positive();
  },
  get imageRequired() {
    return m.errors_choose_image();
  },
};

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
