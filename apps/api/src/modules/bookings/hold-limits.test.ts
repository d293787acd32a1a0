import { addDays, belizeToday } from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVED_CARD, payBooking, signIn } from '../../test/journeys.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Seat hoarding: unpaid holds are limited per client (address, account, email) and per departure.
let t: TestApp;
let tourId: string;
let day = 10;

beforeAll(async () => {
  // The defaults of the platform settings, which the test harness otherwise raises.
  t = await createTestApp({ env: { UNPAID_HOLDS_PER_CLIENT: '2', UNPAID_HOLD_SHARE_PERCENT: '50' } });
  tourId = (await t.factories.createTour({ maxGroupSize: 16 })).id;
});
afterAll(() => t?.close());

const nextDay = () => addDays(belizeToday(), day++);

function hold(date: string, from: string, options: { email?: string; adults?: number } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    remoteAddress: from,
    payload: {
      tourId,
      date,
      adults: options.adults ?? 2,
      children: 0,
      fullName: 'Hoarder',
      email: options.email ?? `guest-${Math.random().toString(36).slice(2)}@example.com`,
      phone: '+501 610 0100',
    },
  });
}

async function seatsLeft(date: string) {
  const res = await t.app.inject({ url: `/api/tours/${tourId}/availability?from=${date}&to=${date}` });
  const { dates } = res.json() as { dates: { date: string; seatsLeft: number }[] };
  return dates.find((d) => d.date === date)?.seatsLeft;
}

describe('unpaid holds', () => {
  it('40 parallel holds from one address take two holds, and the departure stays on sale', async () => {
    const date = nextDay();
    const answers = await Promise.all(Array.from({ length: 40 }, () => hold(date, '203.0.113.40')));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 429)).toHaveLength(38);
    const refused = answers.find((a) => a.statusCode === 429)!.json();
    expect(refused.error.code).toBe('UNPAID_HOLD_LIMIT');
    expect(refused.error.message).toMatch(/waiting for payment/);
    expect(await seatsLeft(date)).toBe(12);
  });

  it('the limit follows the email and the account too, whatever the address', async () => {
    const date = nextDay();
    const email = 'same-guest@example.com';
    expect((await hold(date, '198.51.100.1', { email })).statusCode).toBe(201);
    expect((await hold(date, '198.51.100.2', { email })).statusCode).toBe(201);
    const third = await hold(date, '198.51.100.3', { email: 'SAME-guest@example.com' });
    expect(third.statusCode).toBe(429);
  });

  it('from many addresses, unpaid holds take at most half of a departure; paying frees the count', async () => {
    const date = nextDay();
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await hold(date, `192.0.2.${i + 1}`));
    const held = answers.filter((a) => a.statusCode === 201);
    expect(held).toHaveLength(4); // 4 holds of 2 = 8 seats = 50% of 16
    const full = answers.find((a) => a.statusCode === 409)!.json();
    expect(full.error.code).toBe('DEPARTURE_HOLDS_FULL');
    expect(await seatsLeft(date)).toBe(8);

    // A hold that is paid is no longer an unpaid hold: the next traveller can hold again.
    const first = held[0]!.json() as { booking: { id: string }; accessKey: string };
    const paid = await payBooking(t.app, { id: first.booking.id, key: first.accessKey }, APPROVED_CARD);
    expect(paid.statusCode).toBe(200);
    expect((await hold(date, '192.0.2.99')).statusCode).toBe(201);
  });

  it('a party larger than the share may still hold when nobody else holds that departure', async () => {
    const date = nextDay();
    expect((await hold(date, '203.0.113.77', { adults: 10 })).statusCode).toBe(201);
  });

  it('the hold time and the limits are platform settings an admin changes', async () => {
    const admin = await t.factories.createUser({ role: 'platform_admin', email: 'ops@example.com' });
    const { token } = await signIn(t.app, admin.email);
    const current = (
      await t.app.inject({ url: '/api/admin/settings', headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(current.holds).toEqual({ minutes: 15, perClient: 2, departureSharePercent: 50 });
    const { updatedAt: _, ...settings } = current;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: `Bearer ${token}` },
      payload: { ...settings, holds: { minutes: 10, perClient: 3, departureSharePercent: 75 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await hold(nextDay(), '203.0.113.200');
    const { booking } = res.json() as { booking: { holdExpiresAt: string } };
    const minutes = (Date.parse(booking.holdExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: `Bearer ${token}` },
      payload: { ...settings, holds: { minutes: 'abc', perClient: 3, departureSharePercent: 75 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('holds.minutes');
  });
});
