import { addDays, belizeToday } from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVED_CARD, payBooking, signIn } from '../../test/journeys.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { approveTour, merchantAccount, tourInput } from '../merchant-tours/test-kit.ts';

// Fair unpaid holds (docs/decisions/033-fair-holds.md): the limits count the traveller (account,
// email, browser), an address shared by a ship's Wi-Fi only far above, and a party of more than
// the departure's share keeps its seats for a short time only, unless the tour is a private charter.
let t: TestApp;
let tourId: string;
let day = 10;

beforeAll(async () => {
  // The defaults of the platform settings, which the test harness otherwise raises.
  t = await createTestApp({
    env: { UNPAID_HOLDS_PER_CLIENT: '2', UNPAID_HOLD_SHARE_PERCENT: '50', UNPAID_HOLDS_PER_ADDRESS: '20' },
  });
  tourId = (await t.factories.createTour({ maxGroupSize: 16 })).id;
});
afterAll(() => t?.close());

const nextDay = () => addDays(belizeToday(), day++);
const someEmail = () => `guest-${Math.random().toString(36).slice(2)}@example.com`;

interface HoldOptions {
  email?: string;
  adults?: number;
  children?: number;
  tour?: string;
  /** The `Cookie` header the browser sends (its device cookie). */
  cookie?: string;
  token?: string;
  language?: string;
}

function hold(date: string, from: string, options: HoldOptions = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    remoteAddress: from,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: {
      tourId: options.tour ?? tourId,
      date,
      adults: options.adults ?? 2,
      children: options.children ?? 0,
      fullName: 'Traveller',
      email: options.email ?? someEmail(),
      phone: '+501 610 0100',
    },
  });
}

/** The device cookie an answer set, as the browser sends it back. */
function deviceCookieOf(answer: { headers: Record<string, unknown> }) {
  const lines = [answer.headers['set-cookie'] ?? []].flat() as string[];
  const line = lines.find((l) => l.startsWith('bp_device='));
  return line?.split(';', 1)[0];
}

async function seatsLeft(date: string) {
  const res = await t.app.inject({ url: `/api/tours/${tourId}/availability?from=${date}&to=${date}` });
  const { dates } = res.json() as { dates: { date: string; seatsLeft: number }[] };
  return dates.find((d) => d.date === date)?.seatsLeft;
}

interface HeldBooking {
  booking: {
    id: string;
    holdExpiresAt: string;
    createdAt: string;
    hold: { minutes: number; largeParty: boolean };
  };
  accessKey: string;
}
const heldMinutes = ({ booking }: HeldBooking) =>
  (Date.parse(booking.holdExpiresAt) - Date.parse(booking.createdAt)) / 60_000;

describe('unpaid holds per traveller', () => {
  it('three travellers on one address (a ship’s Wi-Fi) each hold seats', async () => {
    const date = nextDay();
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await hold(date, '203.0.113.30')).statusCode);
    expect(codes).toEqual([201, 201, 201]);
  });

  it('a guest gets an HttpOnly, SameSite device cookie with her hold', async () => {
    const answer = await hold(nextDay(), '203.0.113.31');
    expect(answer.statusCode).toBe(201);
    const line = ([answer.headers['set-cookie']].flat() as string[]).find((l) => l.startsWith('bp_device='));
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
  });

  it('one traveller’s third hold is refused, and told the truth, whatever her address', async () => {
    const date = nextDay();
    const email = 'same-guest@example.com';
    expect((await hold(date, '198.51.100.1', { email })).statusCode).toBe(201);
    expect((await hold(date, '198.51.100.2', { email })).statusCode).toBe(201);
    const third = await hold(date, '198.51.100.3', { email: 'SAME-guest@example.com' });
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe('UNPAID_HOLD_LIMIT');
    expect(third.json().error.message).toMatch(/You already have 2 bookings waiting for payment/);
    const inSpanish = await hold(date, '198.51.100.4', { email, language: 'es' });
    expect(inSpanish.json().error.message).toMatch(/Ya tienes 2 reservas esperando el pago/);
  });

  it('one browser’s third hold is refused under other emails and from other addresses', async () => {
    const first = await hold(nextDay(), '198.51.100.10');
    const cookie = deviceCookieOf(first);
    expect(cookie).toBeDefined();
    expect((await hold(nextDay(), '198.51.100.11', { cookie })).statusCode).toBe(201);
    const third = await hold(nextDay(), '198.51.100.12', { cookie });
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe('UNPAID_HOLD_LIMIT');
  });

  it('a signed-in traveller is counted by her account', async () => {
    const user = await t.factories.createUser({ role: 'tourist', email: 'counted@example.com' });
    const { token } = await signIn(t.app, user.email);
    expect((await hold(nextDay(), '198.51.100.20', { token })).statusCode).toBe(201);
    expect((await hold(nextDay(), '198.51.100.21', { token })).statusCode).toBe(201);
    expect((await hold(nextDay(), '198.51.100.22', { token })).statusCode).toBe(429);
  });

  it('40 parallel holds from one browser take two holds, and the departure stays on sale', async () => {
    const date = nextDay();
    const cookie = 'bp_device=one-browser-token';
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => hold(date, '203.0.113.40', { cookie })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 429)).toHaveLength(38);
    expect(await seatsLeft(date)).toBe(12);
  });

  it('an address shared by many travellers is refused only far above, with a message saying why', async () => {
    const ship = '203.0.113.50';
    // 20 travellers (the default ceiling) on 5 departures, none over the departure's share.
    const start = day;
    day += 5;
    for (let i = 0; i < 20; i++) {
      const res = await hold(addDays(belizeToday(), start + (i % 5)), ship);
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await hold(nextDay(), ship);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('ADDRESS_HOLD_LIMIT');
    expect(over.json().error.message).toMatch(/Many travellers on your network/);
    const spanish = await hold(nextDay(), ship, { language: 'es' });
    expect(spanish.json().error.message).toMatch(/Muchos viajeros de tu red/);
    // A traveller elsewhere is not affected.
    expect((await hold(nextDay(), '203.0.113.51')).statusCode).toBe(201);
  });
});

describe('unpaid holds per departure', () => {
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

  it('a hold of every seat of a departure keeps them 5 minutes only, and says so; half keeps the full time', async () => {
    const twelve = (await t.factories.createTour({ maxGroupSize: 12 })).id;
    const whole = await hold(nextDay(), '203.0.113.60', { tour: twelve, adults: 10, children: 2 });
    expect(whole.statusCode, whole.body).toBe(201);
    const large = whole.json() as HeldBooking;
    expect(heldMinutes(large)).toBe(5);
    expect(large.booking.hold).toEqual({ minutes: 5, largeParty: true });

    const half = (await hold(nextDay(), '203.0.113.61', { tour: twelve, adults: 6 })).json() as HeldBooking;
    expect(heldMinutes(half)).toBe(15);
    expect(half.booking.hold).toEqual({ minutes: 15, largeParty: false });
  });

  it('a private charter, as its operator set it, lets one party hold the whole departure for the full time', async () => {
    const operator = await merchantAccount(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/tours',
      headers: { authorization: `Bearer ${operator.token}` },
      payload: tourInput({
        maxParticipants: 12,
        schedule_days: [0, 1, 2, 3, 4, 5, 6],
        private_charter: true,
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const charter = created.json().tour as { id: string; private_charter: boolean };
    expect(charter.private_charter).toBe(true);
    await approveTour(t, charter.id);

    const whole = await hold(nextDay(), '203.0.113.62', { tour: charter.id, adults: 10, children: 2 });
    expect(whole.statusCode, whole.body).toBe(201);
    const booking = whole.json() as HeldBooking;
    expect(heldMinutes(booking)).toBe(15);
    expect(booking.booking.hold).toEqual({ minutes: 15, largeParty: false });
  });
});

describe('hold settings', () => {
  it('the hold times and the limits are platform settings an admin changes', async () => {
    const admin = await t.factories.createUser({ role: 'platform_admin', email: 'ops@example.com' });
    const { token } = await signIn(t.app, admin.email);
    const headers = { authorization: `Bearer ${token}` };
    const current = (await t.app.inject({ url: '/api/admin/settings', headers })).json();
    expect(current.holds).toEqual({
      minutes: 15,
      perClient: 2,
      departureSharePercent: 50,
      perAddress: 20,
      largeHoldMinutes: 5,
    });
    const { updatedAt: _, ...settings } = current;
    const holds = {
      minutes: 10,
      perClient: 3,
      departureSharePercent: 75,
      perAddress: 200,
      largeHoldMinutes: 3,
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers,
      payload: { ...settings, holds },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().holds).toEqual(holds);
    const res = (await hold(nextDay(), '203.0.113.200')).json() as HeldBooking;
    expect(heldMinutes(res)).toBe(10);
    const twelve = (await t.factories.createTour({ maxGroupSize: 12 })).id;
    const large = (
      await hold(nextDay(), '203.0.113.201', { tour: twelve, adults: 10 })
    ).json() as HeldBooking;
    expect(heldMinutes(large)).toBe(3);

    for (const [field, value] of [
      ['minutes', 'abc'],
      ['perAddress', 1],
      ['largeHoldMinutes', 30],
    ] as const) {
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers,
        payload: { ...settings, holds: { ...holds, [field]: value } },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details[0].field).toBe(`holds.${field}`);
    }
  });
});
