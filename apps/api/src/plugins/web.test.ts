import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { data, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createFactories } from '../demo/factories.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { registerWeb } from './web.ts';

/**
 * A small web app served by the page plugin as the real one is (page cache, render gate, page
 * limit): a tour page whose loader calls the API, and a document that writes its absolute links the
 * two ways pages do, from the configured origin (`context.publicUrl`) and from the request's address.
 */
function smallWebApp() {
  const counts = { renders: 0 };
  const route = (id: string, module: Record<string, unknown>, extra: Record<string, unknown>) => ({
    id,
    module: { default: () => null, ...module },
    ...extra,
  });
  const build = {
    entry: {
      module: {
        default: (
          request: Request,
          status: number,
          headers: Headers,
          entryContext: { staticHandlerContext: { loaderData: Record<string, unknown> } },
        ) => {
          const root = entryContext.staticHandlerContext.loaderData.root as { origin: string; asked: string };
          const path = new URL(request.url).pathname;
          headers.set('content-type', 'text/html; charset=utf-8');
          return new Response(
            `<!DOCTYPE html><html><head><link rel="canonical" href="${root.origin}${path}"><meta property="og:url" content="${root.asked}${path}"></head><body>${status}</body></html>`,
            { status, headers },
          );
        },
      },
    },
    routes: {
      root: route(
        'root',
        {
          loader: ({ request, context }: { request: Request; context: { publicUrl: string } }) => ({
            origin: context.publicUrl,
            asked: new URL(request.url).origin,
          }),
        },
        { path: '' },
      ),
      'routes/tour': route(
        'routes/tour',
        {
          loader: async ({
            params,
            context,
          }: {
            params: { id: string };
            context: { apiFetch: (path: string) => Promise<Response> };
          }) => {
            counts.renders++;
            const response = await context.apiFetch(`/api/tours/${params.id}`);
            if (response.status === 404) throw data({ message: 'Tour not found' }, { status: 404 });
            return { title: ((await response.json()) as { title: string }).title };
          },
          ErrorBoundary: () => null,
        },
        { parentId: 'root', path: 'tours/:id' },
      ),
    },
    assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: '',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
    basename: '/',
  } as unknown as ServerBuild;
  return { build, counts };
}

async function startSite(env: Record<string, string>) {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'belizepass-test-')),
    ...env,
  });
  const app = await buildApp({ config, database });
  const site = smallWebApp();
  await registerWeb(app, { dev: false, build: site.build });
  await app.ready();
  return { app, database, counts: site.counts };
}

const links = (html: string) => ({
  canonical: /rel="canonical" href="([^"]+)"/.exec(html)?.[1],
  ogUrl: /property="og:url" content="([^"]+)"/.exec(html)?.[1],
});

describe('pages answer for the configured origin, whatever Host a request names', () => {
  let app: FastifyInstance;
  let database: Database;
  let counts: { renders: number };
  let tourId: string;

  beforeAll(async () => {
    // No PUBLIC_URL: outside production the origin is http://localhost:PORT.
    ({ app, database, counts } = await startSite({ PORT: '4300' }));
    tourId = (await createFactories(database.db).createTour({ title: 'Hol Chan Snorkel' })).id;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('renders a page once for any number of made-up hosts, with its links on the configured origin', async () => {
    const first = await app.inject({ url: `/tours/${tourId}`, headers: { host: 'localhost:4300' } });
    expect(first.statusCode).toBe(200);
    const rendersAfterFirst = counts.renders;
    for (let i = 0; i < 20; i++) {
      const host = `x${randomUUID().slice(0, 8)}.attacker.example`;
      const page = await app.inject({ url: `/tours/${tourId}`, headers: { host } });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('attacker.example');
      expect(links(page.body)).toEqual({
        canonical: `http://localhost:4300/tours/${tourId}`,
        ogUrl: `http://localhost:4300/tours/${tourId}`,
      });
    }
    expect(counts.renders).toBe(rendersAfterFirst);
  });

  it('names the configured origin in the sitemap and robots.txt, whatever the Host', async () => {
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(sitemap.body).toContain(`<loc>http://localhost:4300/tours/${tourId}</loc>`);
    expect(sitemap.body).not.toContain('evil.example');
    const robots = await app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(robots.body).toContain('Sitemap: http://localhost:4300/sitemap.xml');
  });
});

describe('pages of tours that do not exist', () => {
  let app: FastifyInstance;
  let database: Database;
  let counts: { renders: number };

  beforeAll(async () => {
    ({ app, database, counts } = await startSite({
      PUBLIC_URL: 'https://belizepass.example',
      PAGE_RATE_LIMIT: '6',
    }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('are rendered once and then answered from the cache for a while', async () => {
    const missing = `/tours/${randomUUID()}`;
    const before = counts.renders;
    const first = await app.inject({ url: missing, remoteAddress: '198.51.100.1' });
    expect(first.statusCode).toBe(404);
    expect(links(first.body).canonical).toBe(`https://belizepass.example${missing}`);
    const again = await app.inject({ url: missing, remoteAddress: '198.51.100.1' });
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(first.body);
    expect(counts.renders).toBe(before + 1);
  });

  it("count against the client's page limit: a flood of made-up tour ids gets 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const page = await app.inject({ url: `/tours/${randomUUID()}`, remoteAddress: '203.0.113.66' });
      statuses.push(page.statusCode);
    }
    expect(statuses.slice(0, 6)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(statuses.slice(6)).toEqual([429, 429]);
    // Another visitor still gets pages.
    const other = await app.inject({ url: `/tours/${randomUUID()}`, remoteAddress: '198.51.100.2' });
    expect(other.statusCode).toBe(404);
  });
});
