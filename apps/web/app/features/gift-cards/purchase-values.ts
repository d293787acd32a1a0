import { clampGiftCardAmount, type GiftCardProduct } from '@belizepass/domain';

/** Whole dollars the buyer may load on a card with a range; null for fixed-price cards. */
export function amountRange(card: GiftCardProduct): { min: number; max: number } | null {
  if (card.price !== null) return null;
  const min = Math.ceil((card.minAmount ?? 100) / 100);
  const max = Math.floor((card.maxAmount ?? card.minAmount ?? 100) / 100);
  return { min, max: Math.max(min, max) };
}

/** US cents loaded on each card: the fixed price, or the typed amount clamped to the card's range. */
export function unitCents(card: GiftCardProduct, amount: string): number {
  const range = amountRange(card);
  if (!range) return card.price ?? 0;
  return clampGiftCardAmount(amount, range.min, range.max) * 100;
}
