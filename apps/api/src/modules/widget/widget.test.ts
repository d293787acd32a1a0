import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, belizeToday } from '@belizepass/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { bookings } from '../../db/schema/index.ts';
import { registerWeb, WEB_BUILD } from '../../plugins/web.ts';
import { payBooking } from '../../test/journeys.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, merchantAccount, signIn } from '../merchant-tours/test-kit.ts';

/**
 * The operator's booking widget (docs/decisions/046-booking-widget.md): the origins that may frame it
 * are checked and kept in one spelling; a booking made on it is a direct sale (source `widget`, the
 * admin's direct-booking rate); its pages name exactly those origins in `frame-ancestors`, every other
 * page 'none'. Who may change the settings is in the authorization matrix.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let me: Awaited<ReturnType<typeof merchantAccount>>;
let other: Awaited<ReturnType<typeof merchantAccount>>;
let admin: string;
let tourId: string;
let otherTourId: string;
const day = addDays(belizeToday(), 9);

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  me = await merchantAccount(t);
  other = await merchantAccount(t, { businessName: 'Cayo Canopy' });
  await t.factories.createUser({ email: 'widget-admin@example.com', role: 'platform_admin' });
  admin = await signIn(t, 'widget-admin@example.com');
  const tour = { startTime: '08:00', minGroupSize: 1, maxGroupSize: 20, sellingPriceCents: 10_000 };
  tourId = (await t.factories.createTour({ merchantId: me.merchant.id, title: 'Reef Snorkel', ...tour })).id;
  otherTourId = (await t.factories.createTour({ merchantId: other.merchant.id, title: 'Zipline', ...tour }))
    .id;
});
afterAll(() => t?.close());

const save = (body: object, token = me.token) => call('PUT', '/api/merchant/widget', token, body);

describe('widget settings', () => {
  it('start with no origin and the site colour', async () => {
    const res = await call('GET', '/api/merchant/widget', me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ merchantId: me.merchant.id, origins: [], colour: '#0b8466' });
  });

  it('keep https origins and local http ones in one spelling', async () => {
    const res = await save({
      origins: [
        'https://WWW.Reef-Tours.example/',
        'https://shop.reef-tours.example:8443',
        'http://localhost:5173',
      ],
      colour: '#C2410C',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      merchantId: me.merchant.id,
      origins: [
        'https://www.reef-tours.example',
        'https://shop.reef-tours.example:8443',
        'http://localhost:5173',
      ],
      colour: '#c2410c',
    });
    const read = await call('GET', `/api/widget/${me.merchant.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().origins).toEqual(res.json().origins);
  });

  it.each([
    ['plain http on the internet', 'http://reef-tours.example'],
    ['a path', 'https://reef-tours.example/book'],
    ['a query', 'https://reef-tours.example?x=1'],
    ['a wildcard', 'https://*.reef-tours.example'],
    ['a CSP keyword', "'self'"],
    ['another scheme', 'javascript:alert(1)'],
    ['a user name', 'https://me@reef-tours.example'],
  ])('refuse %s with 400 naming the field', async (_what, origin) => {
    const res = await save({ origins: ['https://ok.example', origin], colour: '#0b8466' });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.error.details).toEqual([expect.objectContaining({ field: 'origins.1' })]);
    expect(body.error.details[0].message).toContain('https://');
  });

  it('refuse a colour that is not #rrggbb, and more than ten origins', async () => {
    const colour = await save({ origins: [], colour: 'red' });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().error.details).toEqual([expect.objectContaining({ field: 'colour' })]);
    const many = Array.from({ length: 11 }, (_, i) => `https://site${i}.example`);
    const tooMany = await save({ origins: many, colour: '#0b8466' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details).toEqual([expect.objectContaining({ field: 'origins' })]);
  });

  it('are not shown for an unknown operator', async () => {
    expect((await call('GET', '/api/widget/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('a booking made on the widget', () => {
  beforeAll(async () => {
    const saved = (await call('GET', '/api/admin/settings', admin)).json();
    const { updatedAt: _u, holds: _h, ...body } = saved;
    const res = await call('PUT', '/api/admin/settings', admin, {
      ...body,
      defaultCommissionRate: 15,
      directBookingRate: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  const hold = (merchantId: string, tour: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/widget/${merchantId}/bookings`,
      payload: {
        tourId: tour,
        date: day,
        adults: 2,
        children: 0,
        fullName: 'Ana Widget',
        email: 'ana@example.com',
        phone: '+501 610 0200',
      },
    });

  it('is a direct sale: source widget, paid at the direct-booking rate', async () => {
    const res = await hold(me.merchant.id, tourId);
    expect(res.statusCode, res.body).toBe(201);
    const { booking, accessKey } = res.json();
    const paid = await payBooking(t.app, { id: booking.id, key: accessKey });
    expect(paid.statusCode, paid.body).toBe(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      source: 'widget',
      status: 'confirmed',
      commissionPercent: 3,
      commissionCents: 600,
      merchantNetCents: 19_400,
    });
    // The operator sees it among its bookings, with its source.
    const list = await call('GET', `/api/merchant/bookings?date=${day}`, me.token);
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json().bookings.find((b: { id: string }) => b.id === booking.id);
    expect(listed).toMatchObject({ source: 'widget', status: 'confirmed' });
  });

  it('while a booking on the site pays the marketplace rate', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        tourId,
        date: day,
        adults: 2,
        children: 0,
        fullName: 'Ben Site',
        email: 'ben@example.com',
        phone: '+501 610 0300',
      },
    });
    const { booking, accessKey } = res.json();
    expect((await payBooking(t.app, { id: booking.id, key: accessKey })).statusCode).toBe(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ source: 'online', commissionPercent: 15, commissionCents: 3_000 });
  });

  it("takes only the operator's own tours", async () => {
    const res = await hold(me.merchant.id, otherTourId);
    expect(res.statusCode, res.body).toBe(404);
  });
});

// The widget's pages as the server serves them in production (needs the web build: `npm run build`).
const hasWebBuild = existsSync(join(WEB_BUILD, 'server/index.js'));
describe.skipIf(!hasWebBuild)('the pages', () => {
  let production: FastifyInstance;

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: t.config.dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'https://belizepass.example',
    });
    mkdirSync(config.uploadsDir, { recursive: true });
    production = await buildApp({ config, database: t.database });
    await registerWeb(production, { dev: false });
    await production.ready();
    const res = await save({
      origins: ['https://www.reef-tours.example', 'http://localhost:5173'],
      colour: '#c2410c',
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(() => production?.close());

  const ancestorsOf = (policy: unknown) => /frame-ancestors ([^;]*)/.exec(String(policy))?.[1];

  it.each([
    ['the tour list', () => `/widget/${me.merchant.id}`],
    ['a tour', () => `/widget/${me.merchant.id}/tours/${tourId}`],
    ['the booking form', () => `/widget/${me.merchant.id}/book/${tourId}`],
    ['the Spanish tour list', () => `/es/widget/${me.merchant.id}`],
  ])('%s may be framed by exactly the registered origins', async (_page, url) => {
    const res = await production.inject({ method: 'GET', url: url() });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(ancestorsOf(res.headers['content-security-policy'])).toBe(
      'https://www.reef-tours.example http://localhost:5173',
    );
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-belizepass-frame-ancestors']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it("an operator's widget without origins, and every other page, may not be framed", async () => {
    const none = await production.inject({ method: 'GET', url: `/widget/${other.merchant.id}` });
    expect(none.statusCode).toBe(200);
    expect(ancestorsOf(none.headers['content-security-policy'])).toBe("'none'");
    for (const url of ['/', `/tours/${tourId}`, `/booking/${tourId}`, '/merchant/login']) {
      const res = await production.inject({ method: 'GET', url });
      expect(ancestorsOf(res.headers['content-security-policy']), url).toBe("'none'");
    }
  });

  it('the loader script may be included by any site', async () => {
    const res = await production.inject({ method: 'GET', url: '/widget.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('the checkout in the widget is framed the same way, with the key in its addresses', async () => {
    const held = await t.app.inject({
      method: 'POST',
      url: `/api/widget/${me.merchant.id}/bookings`,
      payload: {
        tourId,
        date: day,
        adults: 1,
        children: 0,
        fullName: 'Cora Frame',
        email: 'cora@example.com',
        phone: '+501 610 0400',
      },
    });
    const { booking, accessKey } = held.json();
    const payment = await production.inject({
      method: 'GET',
      url: `/widget/${me.merchant.id}/payment/${booking.id}/${accessKey}`,
    });
    expect(payment.statusCode, payment.body.slice(0, 300)).toBe(200);
    expect(ancestorsOf(payment.headers['content-security-policy'])).toBe(
      'https://www.reef-tours.example http://localhost:5173',
    );
    expect(payment.body).toContain('Reef Snorkel');
    // Without the key the booking is not found.
    const wrong = await production.inject({
      method: 'GET',
      url: `/widget/${me.merchant.id}/payment/${booking.id}/${'x'.repeat(32)}`,
    });
    expect(wrong.statusCode).toBe(404);
  });
});
