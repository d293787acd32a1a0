import type { Deal } from '@belizepass/domain';
import { absoluteUrl, summarize } from '~/features/tours/tour-structured-data';
import { localePrefix } from '~/lib/display';
import { dealImage } from './deal-price';

/** schema.org Product with its offer (price, stock, last day) for search engines. */
export function dealJsonLd(deal: Deal, origin: string): Record<string, unknown> {
  const url = absoluteUrl(origin, `${localePrefix()}/deals/${deal.id}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: deal.title,
    description: summarize(deal.description, 500),
    image: [absoluteUrl(origin, dealImage(deal))],
    url,
    brand: { '@type': 'Organization', name: deal.merchant.business_name },
    offers: {
      '@type': 'Offer',
      price: (deal.price / 100).toFixed(2),
      priceCurrency: 'USD',
      priceValidUntil: deal.validUntil,
      availability: deal.remaining > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url,
      seller: { '@type': 'Organization', name: deal.merchant.business_name },
    },
  };
}
