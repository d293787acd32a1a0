import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { cancelBooking, DECLINED_CARD, holdSeats, payBooking } from '../journeys.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
let tourId: string;

beforeAll(async () => {
  t = await createTestApp();
  tourId = (await t.factories.createTour({ maxGroupSize: 8 })).id;
});
afterAll(() => t?.close());

async function scrape(app: FastifyInstance = t.app) {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The value of one series in the exposition text (0 when it has not been counted yet). */
function seriesValue(text: string, series: string) {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('exposes process metrics and request counts by route pattern, never by raw URL', async () => {
    const id = randomUUID();
    await t.app.inject({ method: 'GET', url: `/api/tours/${id}` });
    await t.app.inject({ method: 'GET', url: `/api/tours/${tourId}` });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(
      seriesValue(text, 'http_requests_total{method="GET",route="/api/tours/:id",status_code="404"}'),
    ).toBe(1);
    expect(
      seriesValue(text, 'http_requests_total{method="GET",route="/api/tours/:id",status_code="200"}'),
    ).toBe(1);
    expect(
      seriesValue(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/tours/:id",status_code="200"}',
      ),
    ).toBe(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain(tourId);
  });

  it('counts confirmations, cancellations and payments where they happen', async () => {
    const before = await scrape();
    const paid = await holdSeats(t.app, tourId);
    expect((await payBooking(t.app, paid)).statusCode).toBe(200);
    // A retried payment with the same outcome is not counted twice.
    expect((await payBooking(t.app, paid)).statusCode).toBe(200);
    const declined = await holdSeats(t.app, tourId);
    expect((await payBooking(t.app, declined, DECLINED_CARD)).statusCode).toBe(402);
    expect((await cancelBooking(t.app, paid)).statusCode).toBe(200);
    expect((await cancelBooking(t.app, declined)).statusCode).toBe(200);
    const after = await scrape();

    const delta = (series: string) => seriesValue(after, series) - seriesValue(before, series);
    expect(delta('bookings_confirmed_total')).toBe(1);
    expect(delta('bookings_cancelled_total{reason="cancelled_by_tourist"}')).toBe(2);
    expect(delta('payments_total{kind="charge",status="approved"}')).toBe(1);
    expect(delta('payments_total{kind="charge",status="declined"}')).toBe(1);
    expect(delta('payments_total{kind="refund",status="approved"}')).toBe(1);
    expect(delta('http_requests_total{method="POST",route="/api/bookings/:id/pay",status_code="402"}')).toBe(
      1,
    );
  });

  it('answers only this machine when no token is set, and never a proxied request', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().error.code).toBe('FORBIDDEN');
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(proxied.statusCode).toBe(403);
    const local6 = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' });
    expect(local6.statusCode).toBe(200);
  });

  it('with a token, answers only the bearer of that token, from anywhere', async () => {
    const app = await buildApp({
      config: t.config,
      database: t.database,
      metricsToken: 'scrape-me-please-0123',
    });
    await app.ready();
    try {
      const get = (headers: Record<string, string>, remoteAddress = '203.0.113.9') =>
        app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
      expect((await get({}, '127.0.0.1')).statusCode).toBe(401);
      expect((await get({ authorization: 'Bearer wrong' })).statusCode).toBe(401);
      expect((await get({ authorization: 'scrape-me-please-0123' })).statusCode).toBe(401);
      const ok = await get({ authorization: 'Bearer scrape-me-please-0123' });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('http_requests_total');
    } finally {
      await app.close();
    }
  });

  it('keeps request metrics per app instance', async () => {
    const other = await buildApp({ config: t.config, database: t.database });
    await other.ready();
    try {
      const text = await scrape(other);
      expect(text).not.toContain('route="/api/tours/:id"');
      expect(text).toContain('bookings_confirmed_total');
    } finally {
      await other.close();
    }
  });

  it('is not part of the API document', async () => {
    const doc = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });
});
