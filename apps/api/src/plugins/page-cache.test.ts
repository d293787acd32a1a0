import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createFactories } from '../demo/factories.ts';
import { preferredEncoding } from '../lib/compressed-once.ts';
import { createFreshPostgres, postgresAnswers } from '../test/fresh-postgres.ts';
import { inlineScriptHashes, isCacheablePageRequest, normalisedPageUrl, PageCache } from './page-cache.ts';
import { contentSecurityPolicy } from './security.ts';

/** One server process: the API plus a page route rendered from it, answered through the page cache. */
async function startInstance(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'belizepass-test-')),
  });
  const app = await buildApp({ config, database });
  const cache = new PageCache({ db: database.db, today: () => '2026-11-20' });
  let renders = 0;
  app.get('/tours/:id', async (request, reply) => {
    const currency = /bp_currency=BZD/.test(request.headers.cookie ?? '') ? 'BZD' : 'USD';
    const rendered = await cache.serve(
      request,
      reply,
      async () => {
        renders++;
        const { id } = request.params as { id: string };
        const api = await app.inject({ url: `/api/tours/${id}` });
        if (api.statusCode !== 200) {
          return new Response(
            '<!DOCTYPE html><title>Tour Not Found</title><script>window.missing = true;</script>',
            {
              status: 404,
              headers: { 'content-type': 'text/html; charset=utf-8' },
            },
          );
        }
        const tour = api.json() as { title: string };
        const html = [
          '<!DOCTYPE html><html><head><title>',
          tour.title,
          `</title><meta name="currency" content="${currency}"><script type="application/ld+json">{"@type":"Product"}</script>`,
          '<script type="module" src="/assets/entry.js"></script></head><body><h1>',
          tour.title,
          `</h1><script>window.__context = ${JSON.stringify({ title: tour.title })};</script>`,
          '<script type="module">import("/assets/route.js");</script></body></html>',
        ].join('');
        return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
      },
      currency,
    );
    if (!rendered) return reply;
    reply.code(rendered.status);
    for (const [name, value] of rendered.headers) reply.header(name, value);
    return reply.send(await rendered.text());
  });
  await app.ready();
  return {
    app,
    database,
    cache,
    renders: () => renders,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

type Instance = Awaited<ReturnType<typeof startInstance>>;

const hasPostgres = await postgresAnswers();

describe.skipIf(!hasPostgres)('page cache across a fleet sharing one PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof createFreshPostgres>>;
  let a: Instance;
  let b: Instance;
  let database: Database;
  let tourId: string;

  beforeAll(async () => {
    fresh = await createFreshPostgres();
    a = await startInstance(fresh.url);
    b = await startInstance(fresh.url);
    database = a.database;
    tourId = (await createFactories(database.db).createTour({ title: 'Hol Chan Snorkel Adventure' })).id;
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await fresh?.drop();
  });

  const get = (instance: Instance, headers: Record<string, string> = { 'accept-encoding': 'br' }) =>
    instance.app.inject({ url: `/tours/${tourId}`, headers });

  it('renders a page once and then serves the stored copy, compressed as asked', async () => {
    const first = await get(a);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(first.rawPayload).toString('utf8');
    expect(html).toContain('<h1>Hol Chan Snorkel Adventure</h1>');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toBe('accept-encoding, cookie');

    const second = await get(a);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const gzipped = await get(a, { 'accept-encoding': 'gzip, deflate' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(html);
    const plain = await get(a, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    expect(a.renders()).toBe(1);
  });

  it('keeps one copy per currency, each rendered once', async () => {
    await get(a);
    const before = a.renders();
    const bzd = { 'accept-encoding': 'identity', cookie: 'bp_currency=BZD' };
    const first = await get(a, bzd);
    expect(first.body).toContain('<meta name="currency" content="BZD">');
    expect((await get(a, bzd)).body).toBe(first.body);
    expect(a.renders()).toBe(before + 1);
    expect((await get(a, { 'accept-encoding': 'identity' })).body).toContain('content="USD"');
    expect(a.renders()).toBe(before + 1);
  });

  it('does not render or store again for made-up query parameters (cache busting)', async () => {
    await get(a);
    const before = a.renders();
    const sizeBefore = a.cache.size;
    for (let i = 0; i < 50; i++) {
      const busted = await a.app.inject({ url: `/tours/${tourId}?x=${Math.random()}&y=${i}` });
      expect(busted.statusCode).toBe(200);
    }
    expect(a.renders()).toBe(before);
    expect(a.cache.size).toBe(sizeBefore);
  });

  it('answers every Host header from one entry (the site has one origin)', async () => {
    await get(a);
    const before = a.renders();
    const sizeBefore = a.cache.size;
    for (let i = 0; i < 50; i++) {
      const page = await a.app.inject({
        url: `/tours/${tourId}`,
        headers: { host: `h${i}-${Math.random().toString(36).slice(2)}.example`, 'accept-encoding': 'br' },
      });
      expect(page.statusCode).toBe(200);
    }
    expect(a.renders()).toBe(before);
    expect(a.cache.size).toBe(sizeBefore);
  });

  it('answers a revalidation with 304 while the page is unchanged', async () => {
    const { headers } = await get(a);
    const revalidated = await get(a, { 'if-none-match': String(headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('allows exactly the inline scripts of the cached page by hash, with the other directives unchanged', async () => {
    const response = await get(a);
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    const policy = String(response.headers['content-security-policy']);
    const inline = [
      `window.__context = ${JSON.stringify({ title: 'Hol Chan Snorkel Adventure' })};`,
      'import("/assets/route.js");',
    ];
    const expected = inline.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`);
    expect(inlineScriptHashes(html)).toEqual(expected);
    const directives = policy.split('; ');
    expect(directives.find((d) => d.startsWith('script-src'))).toBe(
      `script-src 'self' ${expected.join(' ')}`,
    );
    expect(policy).not.toContain('nonce-');
    // Everything but script-src is the policy pages with a nonce get.
    const withNonce = contentSecurityPolicy('n').split('; ');
    expect(directives.filter((d) => !d.startsWith('script-src'))).toEqual(
      withNonce.filter((d) => !d.startsWith('script-src')),
    );
  });

  it('shows a deactivation on the next request of every instance', async () => {
    expect((await get(b)).statusCode).toBe(200);
    expect(b.renders()).toBe(1);
    const rendersBefore = a.renders();

    // Another connection (an admin tool, another instance) deactivates the tour.
    const other = new pg.Client({ connectionString: fresh.url });
    await other.connect();
    await other.query('update tours set active = false where id = $1', [tourId]);
    await other.end();

    const fromA = await get(a, {});
    const fromB = await get(b, {});
    expect(fromA.statusCode).toBe(404);
    expect(fromB.statusCode).toBe(404);
    expect(fromA.body).toContain('Tour Not Found');
    // The "not found" page is kept for a short while, allowed its own inline script by hash.
    expect(String(fromA.headers['content-security-policy'])).toContain(
      `'sha256-${createHash('sha256').update('window.missing = true;').digest('base64')}'`,
    );
    expect(a.renders()).toBe(rendersBefore + 1);
    expect((await get(a)).statusCode).toBe(404);
    expect(a.renders()).toBe(rendersBefore + 1);

    await database.db.execute(sql`update tours set active = true where id = ${tourId}`);
    expect((await get(a)).statusCode).toBe(200);
  });

  it('renders once for a burst of identical requests', async () => {
    await database.db.execute(sql`update tours set title = 'Hol Chan Reef Snorkel' where id = ${tourId}`);
    const before = a.renders();
    const responses = await Promise.all(Array.from({ length: 10 }, () => get(a)));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(brotliDecompressSync(responses[9]!.rawPayload).toString('utf8')).toContain(
      'Hol Chan Reef Snorkel',
    );
    expect(a.renders()).toBe(before + 1);
  });
});

describe('which page requests are cached', () => {
  const request = (url: string, method = 'GET', headers: Record<string, string> = {}) =>
    ({ url, method, headers }) as unknown as Parameters<typeof isCacheablePageRequest>[0];

  it('takes the public pages (deals for a few seconds), not accounts, dashboards or data requests', () => {
    for (const url of [
      '/',
      '/tours',
      '/tours?location=cayo-district',
      '/tours/abc',
      '/giftcards/bp-25',
      '/about',
      '/deals',
      '/deals/1',
      '/es',
      '/es/tours',
      '/es/tours/abc',
      '/es/giftcards/bp-25',
    ]) {
      expect(isCacheablePageRequest(request(url)), url).toBe(true);
    }
    for (const url of [
      '/account/bookings',
      '/merchant/dashboard',
      '/tours/abc.data',
      '/login',
      '/es/account/bookings',
      '/espanol',
    ]) {
      expect(isCacheablePageRequest(request(url)), url).toBe(false);
    }
    expect(isCacheablePageRequest(request('/tours', 'POST'))).toBe(false);
    expect(isCacheablePageRequest(request('/tours', 'HEAD'))).toBe(true);
    expect(isCacheablePageRequest(request('/tours', 'GET', { authorization: 'Bearer x' }))).toBe(false);
  });

  it('keys a page by the parameters it reads only, sorted, so made-up ones cannot make new entries', () => {
    expect(normalisedPageUrl('/tours/abc?x=12345')).toBe('/tours/abc');
    expect(normalisedPageUrl('/tours/abc?adults=2&date=2026-12-01&utm_source=mail')).toBe(
      '/tours/abc?adults=2&date=2026-12-01',
    );
    expect(normalisedPageUrl('/tours?sort=rating&location=cayo-district&x=1&page=')).toBe(
      '/tours?location=cayo-district&sort=rating',
    );
    expect(normalisedPageUrl('/about?a=1&b=2')).toBe('/about');
    expect(normalisedPageUrl('/es/tours/abc?adults=2&x=1')).toBe('/es/tours/abc?adults=2');
    expect(normalisedPageUrl(`/tours?q=${'reef'.repeat(100)}`)).toBe(`/tours?q=${'reef'.repeat(30)}`);
  });

  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});
