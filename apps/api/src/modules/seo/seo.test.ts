import { addDays, belizeToday, DEAL_CATEGORIES } from '@belizepass/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardProducts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertDeal } from '../deals/deals.repository.ts';
import { merchantCardProduct } from '../gift-cards/test-helpers.ts';

const SITE = 'https://belizepass.test';
const today = belizeToday();

let t: TestApp;
let sitemap: string;
const tourIds: string[] = [];
const dealIds: Record<'live' | 'pending' | 'ended' | 'inactiveMerchant', string> = {
  live: '',
  pending: '',
  ended: '',
  inactiveMerchant: '',
};

async function createDeal(merchantId: string, overrides: Partial<Parameters<typeof insertDeal>[1]> = {}) {
  const deal = await insertDeal(t.db, {
    merchantId,
    title: 'Hot stone massage for two',
    description: 'Ninety minutes over the Placencia lagoon.',
    category: 'wellness',
    locationId: 'placencia',
    priceCents: 9900,
    originalPriceCents: 16_000,
    validUntil: addDays(today, 30),
    quantityAvailable: 20,
    adminApproved: true,
    active: true,
    ...overrides,
  });
  return deal.id;
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: SITE } });
  tourIds.push((await t.factories.createTour({ title: 'Published' })).id);
  tourIds.push((await t.factories.createTour({ title: 'Draft', active: false })).id);

  const spa = await t.factories.createMerchant({ businessName: 'Lagoon Lily Spa' });
  const closed = await t.factories.createMerchant({ businessName: 'Closed Grill', active: false });
  dealIds.live = await createDeal(spa.id);
  dealIds.pending = await createDeal(spa.id, { adminApproved: false });
  dealIds.ended = await createDeal(spa.id, { validUntil: addDays(today, -1) });
  dealIds.inactiveMerchant = await createDeal(closed.id);

  await merchantCardProduct(t, 'mgc-seo-on-sale', spa.id);
  await merchantCardProduct(t, 'mgc-seo-closed-merchant', closed.id);
  await merchantCardProduct(t, 'mgc-seo-withdrawn', spa.id);
  await t.db
    .update(giftCardProducts)
    .set({ active: false })
    .where(eq(giftCardProducts.id, 'mgc-seo-withdrawn'));

  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/xml');
  sitemap = res.body;
});
afterAll(() => t?.close());

const loc = (path: string) => `<loc>${SITE}${path}</loc>`;

describe('sitemap', () => {
  it('lists the content pages and every public tour, and no unpublished one', () => {
    expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(sitemap).toContain(loc('/how-it-works'));
    expect(sitemap).toContain(`${loc(`/tours/${tourIds[0]}`)}<lastmod>`);
    expect(sitemap).not.toContain(tourIds[1]);
  });

  it('lists the deal pages, one page per deal category and every deal a visitor can open today', () => {
    expect(sitemap).toContain(loc('/deals'));
    expect(sitemap).toContain(loc('/deals/new'));
    for (const category of DEAL_CATEGORIES) expect(sitemap).toContain(loc(`/categories/${category.slug}`));
    expect(sitemap).toMatch(
      new RegExp(`${loc(`/deals/${dealIds.live}`)}<lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
    for (const hidden of [dealIds.pending, dealIds.ended, dealIds.inactiveMerchant]) {
      expect(sitemap).not.toContain(hidden);
    }
  });

  it('lists the gift card catalogue and every card on sale, pass cards included', () => {
    expect(sitemap).toContain(loc('/giftcards'));
    for (const id of ['bp-25', 'bp-50', 'bp-100', 'mgc-seo-on-sale']) {
      expect(sitemap).toContain(loc(`/giftcards/${id}`));
    }
    expect(sitemap).not.toContain('mgc-seo-closed-merchant');
    expect(sitemap).not.toContain('mgc-seo-withdrawn');
  });

  it('names every address once', () => {
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.length).toBeGreaterThan(30);
    expect(new Set(locs).size).toBe(locs.length);
  });
});

describe('the Spanish sitemap', () => {
  it('lists the same pages under /es, each naming its English and Spanish address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap-es.xml' });
    expect(res.statusCode).toBe(200);
    const spanish = res.body;
    const english = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const locs = [...spanish.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locs.length).toBe(english.length);
    expect(locs).toContain(`${SITE}/es`);
    expect(locs).toContain(`${SITE}/es/tours/${tourIds[0]}`);
    for (const address of locs) expect(address.startsWith(`${SITE}/es`), address).toBe(true);
    expect(spanish).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/how-it-works"/><xhtml:link rel="alternate" hreflang="es" href="${SITE}/es/how-it-works"/>`,
    );
    expect(sitemap).toContain(
      `${loc('/how-it-works')}<xhtml:link rel="alternate" hreflang="en" href="${SITE}/how-it-works"/>`,
    );
  });
});

describe('robots.txt', () => {
  it('points crawlers at the sitemap and away from private areas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /account');
    expect(res.body).toContain('Disallow: /es/account');
    expect(res.body).toContain(`Sitemap: ${SITE}/sitemap-es.xml`);
  });
});
