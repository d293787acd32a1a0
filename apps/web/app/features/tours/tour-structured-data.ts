import { CARD_DEFAULTS, type TourDetail } from '@belizepass/domain';
import { localePrefix } from '~/lib/display';

export function absoluteUrl(origin: string, path: string): string {
  try {
    return new URL(path, origin).toString();
  } catch {
    return path;
  }
}

export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** schema.org Product with an offer and the aggregate rating, for search engines; its address in the page's language. */
export function tourJsonLd(tour: TourDetail, origin: string): Record<string, unknown> {
  const url = absoluteUrl(origin, `${localePrefix()}/tours/${tour.id}`);
  const images = (tour.images.length > 0 ? tour.images.map((i) => i.url) : [CARD_DEFAULTS.image]).map((src) =>
    absoluteUrl(origin, src),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: tour.title,
    description: summarize(tour.description, 500),
    image: images,
    url,
    category: 'Tour',
    brand: { '@type': 'Organization', name: tour.merchant.name },
    offers: {
      '@type': 'Offer',
      price: (tour.price / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
    },
    ...(tour.rating !== null && tour.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(tour.rating.toFixed(1)),
            reviewCount: tour.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** JSON for an inline script: `<` is escaped so the text can never close the script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
