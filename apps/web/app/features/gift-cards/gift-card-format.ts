import {
  formatShortDate,
  formatUsd,
  GIFT_CARD_MESSAGES,
  type GiftCardProduct,
  type GiftCardStatus,
} from '@belizepass/domain';

/** `$50` for a fixed-price card, `$50 – $500` for a card whose buyer picks the amount. */
export function priceLabel(card: Pick<GiftCardProduct, 'price' | 'minAmount' | 'maxAmount'>): string {
  if (card.price !== null) return formatUsd(card.price);
  return `${formatUsd(card.minAmount ?? 0)} – ${formatUsd(card.maxAmount ?? card.minAmount ?? 0)}`;
}

/** The same range for screen readers, which read an en dash poorly. */
export function priceLabelSpoken(card: Pick<GiftCardProduct, 'price' | 'minAmount' | 'maxAmount'>): string {
  if (card.price !== null) return formatUsd(card.price);
  return `${formatUsd(card.minAmount ?? 0)} to ${formatUsd(card.maxAmount ?? card.minAmount ?? 0)}`;
}

export function usableAt(card: Pick<GiftCardProduct, 'merchant'>): string {
  return card.merchant?.business_name ?? GIFT_CARD_MESSAGES.anyMerchant;
}

/** 'Never Expires', or the day (Belize time) an issued card stops paying. */
export function expiryLabel(expiresAt: string | null): string {
  return expiresAt ? formatShortDate(expiresAt) : 'Never Expires';
}

export const STATUS_LABELS: Record<GiftCardStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  empty: 'No balance left',
};
