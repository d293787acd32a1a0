import { belizeToday, DEAL_CATEGORIES } from '@belizepass/domain';
import { type Locale, locales, pathInLocale } from '@belizepass/domain/i18n';
import type { FastifyPluginAsync } from 'fastify';
import { listPublicTourStamps } from '../tours/tours.repository.ts';
import { listGiftCardIdsOnSale, listLiveDealStamps } from './seo.repository.ts';

/** Public pages that exist whatever the data; tours, deals and gift cards are added from the database. */
export const STATIC_PAGES = [
  '/',
  '/how-it-works',
  '/tours',
  '/tours/popular',
  '/tours/day-trips',
  '/tours/multi-day',
  '/tours/top',
  '/giftcards',
  '/deals',
  '/deals/new',
  ...DEAL_CATEGORIES.map((category) => `/categories/${category.slug}`),
  '/destinations',
  '/activities',
  '/testimonials',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '/refund-policy',
  '/cookies',
  '/accessibility',
];

interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** One page in one language, naming itself in each language (hreflang alternates). */
function urlElement(origin: string, locale: Locale, { path, lastModified }: SitemapEntry) {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
  const alternates = locales
    .map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${alternate}" href="${escapeXml(origin + pathInLocale(path, alternate))}"/>`,
    )
    .join('');
  return `<url><loc>${escapeXml(origin + pathInLocale(path, locale))}</loc>${lastmod}${alternates}</url>`;
}

/** The sitemap of each language: English at the root, Spanish at /sitemap-es.xml (decision 029). */
const SITEMAP_PATHS: Record<Locale, string> = { en: '/sitemap.xml', es: '/sitemap-es.xml' };

/** `/sitemap.xml` (every public page, tour, live deal and gift card on sale) and `/robots.txt`, at the site root. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  // The configured origin, never the request's Host header (decision 011).
  const origin = app.config.publicOrigin;

  for (const locale of locales) {
    app.get(SITEMAP_PATHS[locale], { config: { access: 'public' } }, async (_request, reply) => {
      const [tours, deals, giftCardIds] = await Promise.all([
        listPublicTourStamps(app.db),
        listLiveDealStamps(app.db, belizeToday()),
        listGiftCardIdsOnSale(app.db),
      ]);
      const entries: SitemapEntry[] = [
        ...STATIC_PAGES.map((path) => ({ path })),
        ...tours.map((tour) => ({ path: `/tours/${tour.id}`, lastModified: tour.updatedAt })),
        ...deals.map((deal) => ({ path: `/deals/${deal.id}`, lastModified: deal.updatedAt })),
        ...giftCardIds.map((id) => ({ path: `/giftcards/${encodeURIComponent(id)}` })),
      ];
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.map((entry) => urlElement(origin, locale, entry)).join('\n')}\n</urlset>\n`,
        );
    });
  }

  /** The signed-in, booking and console pages are not for search engines, in either language. */
  const PRIVATE_PATHS = [
    '/account',
    '/merchant/dashboard',
    '/admin',
    '/booking/',
    '/payment/',
    '/confirmation/',
  ];
  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) => {
    const disallowed = [...PRIVATE_PATHS, '/api/', ...PRIVATE_PATHS.map((path) => pathInLocale(path, 'es'))];
    const sitemaps = locales.map((locale) => `Sitemap: ${origin}${SITEMAP_PATHS[locale]}`);
    return reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\n${disallowed.map((path) => `Disallow: ${path}`).join('\n')}\n\n${sitemaps.join('\n')}\n`,
      );
  });
};
