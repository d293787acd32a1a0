import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { listPublicTourStamps } from '../tours/tours.repository.ts';

/** Public pages that exist whatever the data; tours are added from the database. */
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
] as const;

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** `/sitemap.xml` (every public page and tour) and `/robots.txt`, at the site root. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const originOf = (request: FastifyRequest) =>
    app.config.publicOrigin ?? `${request.protocol}://${request.host}`;

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (request, reply) => {
    const origin = originOf(request);
    const tours = await listPublicTourStamps(app.db);
    const entries = [
      ...STATIC_PAGES.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`),
      ...tours.map(
        (tour) =>
          `<url><loc>${escapeXml(`${origin}/tours/${tour.id}`)}</loc><lastmod>${tour.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
      ),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`,
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
