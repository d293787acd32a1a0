import { addDays, belizeToday } from '@belizepass/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, merchantAccount, seedBooking } from '../merchant-tours/test-kit.ts';

/** The operator's day: `GET /api/merchant/departures` with the next days that have guests. */

let t: TestApp;
let call: ReturnType<typeof caller>;
let me: Awaited<ReturnType<typeof merchantAccount>>;
let other: Awaited<ReturnType<typeof merchantAccount>>;
let tubing: string;
let ruins: string;
const today = belizeToday();
const every = [0, 1, 2, 3, 4, 5, 6];

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  me = await merchantAccount(t);
  other = await merchantAccount(t);
  tubing = (
    await t.factories.createTour({
      merchantId: me.merchant.id,
      title: 'Cave Tubing',
      scheduleDays: every,
      startTime: '08:00',
      departureTimes: [
        { time: '08:00', days: every },
        { time: '13:00', days: every },
      ],
    })
  ).id;
  ruins = (
    await t.factories.createTour({ merchantId: me.merchant.id, title: 'Altun Ha', startTime: '09:00' })
  ).id;
  const theirs = (await t.factories.createTour({ merchantId: other.merchant.id, title: 'Not Mine' })).id;

  // Today: the 8 AM tubing with three parties (one picked up, one checked in, one cancelled).
  const picked = await seedBooking(t, {
    tourId: tubing,
    date: today,
    startTime: '08:00',
    status: 'confirmed',
    adults: 2,
    children: 1,
    capacity: 12,
  });
  await t.db
    .update(bookings)
    .set({ pickupZoneId: 'san-ignacio', pickupZoneName: 'San Ignacio', pickupTime: '07:15' })
    .where(eq(bookings.id, picked.id));
  const arrived = await seedBooking(t, {
    tourId: tubing,
    date: today,
    startTime: '08:00',
    status: 'confirmed',
    adults: 4,
  });
  await t.db.update(bookings).set({ checkedInAt: new Date() }).where(eq(bookings.id, arrived.id));
  await seedBooking(t, { tourId: tubing, date: today, startTime: '08:00', status: 'cancelled', adults: 2 });
  await seedBooking(t, { tourId: theirs, date: today, status: 'confirmed' });

  // Nobody tomorrow; the day after, Altun Ha; then the 1 PM tubing three days out; another merchant's in between.
  await seedBooking(t, {
    tourId: ruins,
    date: addDays(today, 2),
    startTime: '09:00',
    status: 'confirmed',
    adults: 1,
    capacity: 8,
  });
  await seedBooking(t, { tourId: theirs, date: addDays(today, 1), status: 'confirmed' });
  await seedBooking(t, {
    tourId: tubing,
    date: addDays(today, 3),
    startTime: '13:00',
    status: 'confirmed',
    adults: 5,
    capacity: 12,
  });
  await seedBooking(t, {
    tourId: ruins,
    date: addDays(today, 5),
    startTime: '09:00',
    status: 'confirmed',
    capacity: 8,
  });
});
afterAll(() => t?.close());

const day = (query = '', token = me.token) => call('GET', `/api/merchant/departures${query}`, token);

describe('the operator’s day', () => {
  it('answers today’s departures with seats sold of capacity, guests checked in and pickups', async () => {
    const res = await day();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      date: today,
      today,
      guideLinked: null,
      departures: [
        {
          tourId: tubing,
          tourTitle: 'Cave Tubing',
          time: '08:00',
          capacity: 12,
          seatsTaken: 7,
          closed: false,
          bookings: 2,
          guests: 7,
          checkedInGuests: 4,
          pickups: 3,
          waitlist: 0,
        },
      ],
      next: [],
      nextDate: addDays(today, 2),
    });
  });

  it('adds the next days that have guests, skipping the empty ones, and never another merchant’s', async () => {
    const body = (await day('?next=2')).json();
    expect(body.next).toEqual([
      {
        date: addDays(today, 2),
        departures: [
          expect.objectContaining({
            tourId: ruins,
            time: '09:00',
            capacity: 8,
            seatsTaken: 1,
            guests: 1,
            pickups: 0,
          }),
        ],
      },
      {
        date: addDays(today, 3),
        departures: [expect.objectContaining({ tourId: tubing, time: '13:00', seatsTaken: 5, guests: 5 })],
      },
    ]);
    const titles = [body, ...body.next].flatMap((d: { departures: { tourTitle: string }[] }) =>
      d.departures.map((x) => x.tourTitle),
    );
    expect(titles).not.toContain('Not Mine');
  });

  it('moves to any day and says which day with guests comes next', async () => {
    const tomorrow = (await day(`?date=${addDays(today, 1)}&next=1`)).json();
    expect(tomorrow).toMatchObject({ date: addDays(today, 1), departures: [], nextDate: addDays(today, 2) });
    expect(tomorrow.next.map((d: { date: string }) => d.date)).toEqual([addDays(today, 2)]);
    const last = (await day(`?date=${addDays(today, 5)}`)).json();
    expect(last).toMatchObject({ departures: [expect.objectContaining({ tourId: ruins })], nextDate: null });
  });

  it('shows another merchant only their own', async () => {
    const theirs = (await day('?next=3', other.token)).json();
    expect(theirs.departures.map((d: { tourTitle: string }) => d.tourTitle)).toEqual(['Not Mine']);
    expect(
      theirs.next.flatMap((d: { departures: { tourTitle: string }[] }) =>
        d.departures.map((x) => x.tourTitle),
      ),
    ).toEqual(['Not Mine']);
  });

  it('refuses a bad `next` with a 400 naming the field', async () => {
    for (const bad of ['8', '-1', 'two']) {
      const res = await day(`?next=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toContainEqual(expect.objectContaining({ field: 'next' }));
    }
  });
});

describe('cancelled bookings apart', () => {
  it('the live list leaves them out; state=cancelled lists them alone', async () => {
    const list = async (query: string) =>
      (await call('GET', `/api/merchant/bookings?date=${today}${query}`, me.token)).json() as {
        bookings: { status: string }[];
      };
    const live = await list('&state=live');
    expect(live.bookings.map((b) => b.status)).toEqual(['confirmed', 'confirmed']);
    const cancelled = await list('&state=cancelled');
    expect(cancelled.bookings.map((b) => b.status)).toEqual(['cancelled']);
    // Without a state, both (as before).
    expect((await list('')).bookings).toHaveLength(3);
    const bad = await call('GET', '/api/merchant/bookings?state=gone', me.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toContainEqual(expect.objectContaining({ field: 'state' }));
  });
});
