import type { GiftCardProduct } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { absoluteUrl } from '~/features/tours/tour-structured-data';
import { localePrefix } from '~/lib/display';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** schema.org Product of a gift card: one price, or the range the buyer chooses from. */
export function giftCardJsonLd(card: GiftCardProduct, origin: string) {
  const url = absoluteUrl(origin, `${localePrefix()}/giftcards/${card.id}`);
  const offers =
    card.price !== null
      ? {
          '@type': 'Offer',
          price: dollars(card.price),
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url,
        }
      : {
          '@type': 'AggregateOffer',
          lowPrice: dollars(card.minAmount ?? 0),
          highPrice: dollars(card.maxAmount ?? card.minAmount ?? 0),
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url,
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: card.title,
    description: card.description,
    image: absoluteUrl(origin, card.image),
    brand: { '@type': 'Brand', name: card.merchant?.business_name ?? 'BelizePass' },
    category: m.gifts_gift_card(),
    url,
    offers,
  };
}
