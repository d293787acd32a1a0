import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { registerUploads, registerWeb, WEB_BUILD } from '../plugins/web.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// The headers every response carries, in production as the server runs it (pages only when the web
// build is there: `npm run build`).
let t: TestApp;
let production: FastifyInstance;
const hasWebBuild = existsSync(join(WEB_BUILD, 'server/index.js'));

beforeAll(async () => {
  t = await createTestApp();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: t.config.dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'https://belizepass.example',
  });
  mkdirSync(join(config.uploadsDir, 'tours'), { recursive: true });
  const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0e7490' } })
    .webp()
    .toBuffer();
  writeFileSync(join(config.uploadsDir, 'tours', 'reef.webp'), webp);
  production = await buildApp({ config, database: t.database });
  await registerUploads(production, production.imageStorage);
  if (hasWebBuild) await registerWeb(production, { dev: false });
  await production.ready();
});
afterAll(async () => {
  await production?.close();
  await t?.close();
});

function directives(response: LightMyRequestResponse) {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const STRICT_REFERRERS = ['strict-origin-when-cross-origin', 'strict-origin', 'same-origin', 'no-referrer'];

function expectSecureHeaders(response: LightMyRequestResponse) {
  const csp = directives(response);
  expect(csp.size, 'Content-Security-Policy').toBeGreaterThan(0);
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(STRICT_REFERRERS).toContain(response.headers['referrer-policy']);
}

const API_REQUESTS = [
  { method: 'GET', url: '/api/health' },
  { method: 'GET', url: '/api/tours' },
  { method: 'GET', url: `/api/tours/${randomUUID()}` },
  { method: 'GET', url: '/api/auth/user' },
  { method: 'POST', url: '/api/auth/login', payload: {} },
  { method: 'GET', url: '/api/no-such-route' },
  { method: 'GET', url: '/api/docs/json' },
  { method: 'GET', url: '/sitemap.xml' },
  { method: 'GET', url: '/robots.txt' },
] as const;

describe('security headers', () => {
  it.each(API_REQUESTS)(
    'API $method $url: CSP without inline scripts, no framing, nosniff, referrer',
    async (request) => {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBeLessThan(500);
      expectSecureHeaders(response);
    },
  );

  it('production sends HSTS on every response', async () => {
    for (const request of API_REQUESTS) {
      const response = await production.inject(request);
      expectSecureHeaders(response);
      const hsts = String(response.headers['strict-transport-security'] ?? '');
      expect(hsts).toMatch(/max-age=\d+/);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(15_552_000);
    }
  });

  it('serves uploads as images that cannot be sniffed into anything else', async () => {
    const image = await production.inject({ method: 'GET', url: '/uploads/tours/reef.webp' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expectSecureHeaders(image);
    const traversal = await production.inject({ method: 'GET', url: '/uploads/..%2F..%2Fpackage.json' });
    expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
    expect(traversal.statusCode).toBeLessThan(500);
  });

  it.skipIf(!hasWebBuild)('pages: a nonce for scripts and never inline scripts without one', async () => {
    for (const url of ['/', '/tours', '/login', `/tours/${randomUUID()}`]) {
      const page = await production.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBeLessThan(500);
      expectSecureHeaders(page);
      const scripts = directives(page).get('script-src') ?? [];
      expect(
        scripts.some((s) => s.startsWith("'nonce-") || s.startsWith("'sha256-")),
        url,
      ).toBe(true);
      expect(String(page.headers['strict-transport-security'])).toMatch(/max-age=\d+/);
    }
  });

  it.skipIf(!hasWebBuild)(
    'the service worker and the app manifest: served from the root, asked for again each time, under a policy that allows the worker',
    async () => {
      const worker = await production.inject({ method: 'GET', url: '/sw.js' });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
      expect(worker.headers['cache-control']).toBe('no-cache');
      // A worker follows its own script's policy: this origin only, no inline or eval'd code.
      expectSecureHeaders(worker);
      expect(worker.body).toContain('belizepass-tickets');

      const manifest = await production.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      const app = manifest.json() as {
        start_url: string;
        scope: string;
        display: string;
        icons: { sizes: string; purpose: string }[];
      };
      expect(app).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
      expect(app.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
        expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
      );

      // The page that allows the worker's registration: script-src 'self' covers /sw.js (no worker-src).
      const page = await production.inject({ method: 'GET', url: '/offline' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('rel="manifest" href="/manifest.webmanifest"');
      expect(page.body).not.toMatch(/<script\b/);
      expect(directives(page).get('script-src')).toContain("'self'");
      expect(directives(page).has('worker-src')).toBe(false);
    },
  );
});
