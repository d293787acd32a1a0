import type { GiftCardProduct } from './gift-cards.ts';
import { m } from './i18n/index.ts';
import { amountsInCurrency } from './money/amounts-in-text.ts';

/**
 * A gift card as its reader sees it, every amount in one currency (decision 029, issue 39): a
 * fixed-price card is named with its amount formatted from its price (never an amount typed into
 * the name), and the amounts written in its texts ("from $50 to $1,000") are shown as `format`
 * shows a USD amount, the reader's currency and language.
 */
export function giftCardInCurrency<T extends GiftCardProduct>(
  card: T,
  format: (usdCents: number) => string,
): T {
  const inCurrency = (text: string) => amountsInCurrency(text, format);
  return {
    ...card,
    title:
      card.price === null
        ? inCurrency(card.title)
        : m.bilingual_gift_card_name({ name: card.title, amount: format(card.price) }),
    description: inCurrency(card.description),
    longDescription: inCurrency(card.longDescription),
    features: card.features.map(inCurrency),
  };
}
