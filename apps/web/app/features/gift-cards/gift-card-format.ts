import {
  formatShortDate,
  GIFT_CARD_MESSAGES,
  type GiftCardProduct,
  type GiftCardStatus,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { formatPrice } from '~/lib/display';

type Priced = Pick<GiftCardProduct, 'price' | 'minAmount' | 'maxAmount'>;

const rangeOf = (card: Priced) => ({
  min: formatPrice(card.minAmount ?? 0),
  max: formatPrice(card.maxAmount ?? card.minAmount ?? 0),
});

/**
 * `$50` for a fixed-price card, `$50 – $500` for a card whose buyer picks the amount, in the
 * visitor's currency.
 */
export function priceLabel(card: Priced): string {
  if (card.price !== null) return formatPrice(card.price);
  return m.gifts_price_range(rangeOf(card));
}

/** The same range for screen readers, which read an en dash poorly. */
export function priceLabelSpoken(card: Priced): string {
  if (card.price !== null) return formatPrice(card.price);
  return m.gifts_price_range_spoken(rangeOf(card));
}

export function usableAt(card: Pick<GiftCardProduct, 'merchant'>): string {
  return card.merchant?.business_name ?? GIFT_CARD_MESSAGES.anyMerchant;
}

/** 'Never Expires', or the day (Belize time) an issued card stops paying. */
export function expiryLabel(expiresAt: string | null): string {
  return expiresAt ? formatShortDate(expiresAt) : m.gifts_never_expires();
}

const STATUS_LABELS: Record<GiftCardStatus, () => string> = {
  active: () => m.gifts_status_active(),
  expired: () => m.gifts_status_expired(),
  empty: () => m.gifts_status_empty(),
};

/** A gift card's status in words, in the page's language. */
export const statusLabel = (status: GiftCardStatus) => STATUS_LABELS[status]();
