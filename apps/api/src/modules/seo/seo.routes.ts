import { belizeToday, DEAL_CATEGORIES } from '@belizepass/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
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
  '/covid-safety',
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

function urlElement(origin: string, { path, lastModified }: SitemapEntry) {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
  return `<url><loc>${escapeXml(origin + path)}</loc>${lastmod}</url>`;
}

/** `/sitemap.xml` (every public page, tour, live deal and gift card on sale) and `/robots.txt`, at the site root. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const originOf = (request: FastifyRequest) =>
    app.config.publicOrigin ?? `${request.protocol}://${request.host}`;

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (request, reply) => {
    const origin = originOf(request);
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
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.map((entry) => urlElement(origin, entry)).join('\n')}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', { config: { access: 'public' } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nDisallow: /account\nDisallow: /merchant/dashboard\nDisallow: /admin\nDisallow: /api/\nDisallow: /booking/\nDisallow: /payment/\nDisallow: /confirmation/\n\nSitemap: ${originOf(request)}/sitemap.xml\n`,
      ),
  );
};
