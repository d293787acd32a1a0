import { m } from '@belizepass/domain/i18n';
import { data, isRouteErrorResponse } from 'react-router';

/** The title, description and Open Graph tags of a page that is shared as a link. */
export function shareMeta({
  title,
  description,
  ogTitle = title,
  type = 'website',
  image,
  url,
  largeCard = false,
}: {
  title: string;
  description: string;
  ogTitle?: string;
  type?: 'website' | 'product';
  image?: string;
  url?: string;
  /** The large-image card on X (Twitter). */
  largeCard?: boolean;
}) {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: ogTitle },
    { property: 'og:description', content: description },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { property: 'og:type', content: type },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    ...(largeCard ? [{ name: 'twitter:card', content: 'summary_large_image' }] : []),
  ];
}

/** The meta tags of a detail page whose loader failed: its not-found title for a 404, unindexed. */
export function missingPageMeta(error: unknown, notFoundTitle: string) {
  const notFound = !error || (isRouteErrorResponse(error) && error.status === 404);
  const title = notFound ? notFoundTitle : m.site_something_went_wrong();
  return [{ title: `${title} | BelizePass` }, { name: 'robots', content: 'noindex' }];
}

/** Loader data that the server's page cache may keep, unless the page shows a failure. */
export function cacheableUnless<T>(failed: boolean, payload: T) {
  return data(payload, failed ? { headers: { 'Cache-Control': 'no-store' } } : undefined);
}

/**
 * A route's `headers`: the loader's own (its Cache-Control), for routes whose loader decides
 * whether the page may be cached.
 */
export function loaderHeaders(args: { loaderHeaders: Headers }): Headers {
  return args.loaderHeaders;
}
