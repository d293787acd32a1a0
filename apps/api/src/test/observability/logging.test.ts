import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createFactories } from '../../demo/factories.ts';
import { loggableUrl } from '../../plugins/logging.ts';
import { APPROVED_CARD, holdSeats, payBooking, signIn } from '../journeys.ts';
import { openTestDatabase } from '../test-app.ts';

// The log at its most talkative level, read back line by line, after a sign-in and a card payment.
const PASSWORD = 'Hummingbird-Highway-2026!';
const lines: string[] = [];
let app: FastifyInstance;
let database: Database;
let tourId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'belizepass-logs-')),
  });
  app = await buildApp({ config, database, logStream: { write: (line) => void lines.push(line) } });
  await app.ready();
  const factories = createFactories(database.db);
  await factories.createUser({ email: 'maria@example.com', password: PASSWORD });
  tourId = (await factories.createTour({ maxGroupSize: 8 })).id;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const logText = () => lines.join('');
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request log', () => {
  it('carries no password, card data, tokens or booking keys, and names the request on every line', async () => {
    const { token, refreshToken } = await signIn(app, 'maria@example.com', PASSWORD);
    const booking = await holdSeats(app, tourId, { token });
    const paid = await payBooking(app, booking, APPROVED_CARD, token);
    expect(paid.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}?key=${booking.key}&view=full`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    // Whatever a handler might one day log about a request is redacted by path.
    app.log.info(
      { body: { ...APPROVED_CARD, password: PASSWORD, refreshToken }, headers: { authorization: token } },
      'handler detail',
    );

    const text = logText();
    expect(lines.length).toBeGreaterThan(8);
    for (const secret of [
      PASSWORD,
      APPROVED_CARD.cardNumber,
      APPROVED_CARD.cardNumber.replaceAll(' ', ''),
      token,
      refreshToken,
      booking.key,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(`"${APPROVED_CARD.cvv}"`);
    expect(text).toContain('[redacted]');

    const requestLines = entries().filter(
      (e) => e.msg === 'incoming request' || e.msg === 'request completed',
    );
    expect(requestLines.length).toBeGreaterThanOrEqual(8);
    for (const entry of requestLines) expect(entry.reqId).toEqual(expect.any(String));
    const ids = new Set(requestLines.map((e) => e.reqId));
    expect(ids.has(paid.headers['x-request-id'])).toBe(true);
    expect(ids.has(me.headers['x-request-id'])).toBe(true);
    expect(text).toContain(`/api/bookings/${booking.id}?key=[redacted]&view=full`);
  });

  it('returns the request id, keeping a plain incoming one and replacing an unsafe one', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-7f3a:42' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-7f3a:42');
    expect(entries().some((e) => e.reqId === 'edge-7f3a:42')).toBe(true);

    for (const unsafe of ['has space', 'x'.repeat(200), 'quote"in', '']) {
      const replaced = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': unsafe },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const fresh = await app.inject({ method: 'GET', url: '/api/tours' });
    const error = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(error.statusCode).toBe(404);
    expect(error.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);
  });
});

describe('loggable URLs', () => {
  it('masks secret query values and keeps the rest', () => {
    expect(loggableUrl('/confirmation/1?key=abc&lang=en')).toBe('/confirmation/1?key=[redacted]&lang=en');
    expect(loggableUrl('/reset-password?token=t0k3n')).toBe('/reset-password?token=[redacted]');
    expect(loggableUrl('/tours?q=caves&page=2')).toBe('/tours?q=caves&page=2');
    expect(loggableUrl('/x?%ZZ=1&Token=2')).toBe('/x?%ZZ=1&Token=[redacted]');
    expect(loggableUrl('/plain')).toBe('/plain');
  });
});
