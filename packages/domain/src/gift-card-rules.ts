import { formatShortDate } from './belize-time.ts';
import { m } from './i18n/index.ts';
import { formatUsd } from './money/prices.ts';

/** Gift cards (spec sections 2.12, 3, 5 and 9): pass cards pay anywhere, merchant cards at one merchant. */

export const GIFT_CARD_TYPES = ['belizepass', 'merchant'] as const;
export type GiftCardType = (typeof GIFT_CARD_TYPES)[number];

/** The catalogue's category buttons: All Cards, Restaurants, Hotels, Activities. */
export const GIFT_CARD_CATEGORIES = [
  {
    slug: 'all',
    get name() {
      return m.gifts_category_all();
    },
  },
  {
    slug: 'restaurants',
    get name() {
      return m.gifts_category_restaurants();
    },
  },
  {
    slug: 'hotels',
    get name() {
      return m.gifts_category_hotels();
    },
  },
  {
    slug: 'activities',
    get name() {
      return m.gifts_category_activities();
    },
  },
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
  get notFound() {
    return m.errors_gift_card_not_found();
  },
  get notFoundText() {
    return m.errors_gift_card_not_found_text();
  },
  get codeNotFound() {
    return m.errors_gift_card_code_not_found();
  },
  get searchPlaceholder() {
    return m.gifts_search_placeholder();
  },
  get featuredTitle() {
    return m.gifts_featured_title();
  },
  get featuredSubtitle() {
    return m.gifts_featured_subtitle();
  },
  get noneFound() {
    return m.gifts_none_found();
  },
  get clearFilters() {
    return m.gifts_clear_filters();
  },
  get anyMerchant() {
    return m.gift_card_any_merchant();
  },
  onlyAt: (businessName: string) => m.errors_gift_card_only_at({ businessName }),
  expired: (expiresAt: string) => m.errors_gift_card_expired({ date: formatShortDate(expiresAt) }),
  get empty() {
    return m.errors_gift_card_empty();
  },
  insufficient: (balanceCents: number) =>
    m.errors_gift_card_insufficient({ amount: formatUsd(balanceCents, { cents: true }) }),
  get codeRequired() {
    return m.errors_gift_card_code_required();
  },
  get buyerNameRequired() {
    return m.errors_buyer_name_required();
  },
  get buyerEmailRequired() {
    return m.errors_email_required();
  },
  get emailInvalid() {
    return m.errors_email_invalid();
  },
  get messageTooLong() {
    return m.errors_gift_message_too_long({ max: GIFT_CARD_MESSAGE_MAX });
  },
};

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

/** What is wrong with a typed gift card code, or null when it can be looked up. */
export function giftCardCodeProblem(input: string): string | null {
  const text = input.trim();
  if (!text) return GIFT_CARD_MESSAGES.codeRequired;
  if (text.length > 40) return m.errors_gift_card_code_too_long();
  if (!/^[A-Za-z0-9 -]+$/.test(text)) return m.errors_gift_card_code_format();
  return null;
}

/** Every character hidden but the last four: `BP-••••-••••-7KQ2`. */
export function maskGiftCardCode(code: string): string {
  const visible = code.slice(-4);
  return `${code.slice(0, -4).replace(/[A-Z0-9]/g, (c, i: number) => (i < 2 ? c : '•'))}${visible}`;
}

// How gift cards pay, how their value comes back and what the platform keeps: money/gift-cards.ts.

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
