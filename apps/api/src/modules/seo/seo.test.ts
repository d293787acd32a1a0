import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const ids: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://belizepass.test' } });
  ids.push((await t.factories.createTour({ title: 'Published' })).id);
  ids.push((await t.factories.createTour({ title: 'Draft', active: false })).id);
});
afterAll(() => t?.close());

describe('sitemap and robots', () => {
  it('lists the content pages and every public tour, and no unpublished one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.body).toContain('<loc>https://belizepass.test/how-it-works</loc>');
    expect(res.body).toContain(`<loc>https://belizepass.test/tours/${ids[0]}</loc>`);
    expect(res.body).not.toContain(ids[1]);
  });

  it('points crawlers at the sitemap and away from private areas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body).toContain('Sitemap: https://belizepass.test/sitemap.xml');
    expect(res.body).toContain('Disallow: /account');
  });
});
