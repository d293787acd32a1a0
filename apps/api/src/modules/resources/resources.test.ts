import { addDays, belizeToday } from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, merchantAccount } from '../merchant-tours/test-kit.ts';

// Boats, vehicles, rooms and guides shared between tours (decision 043), as the operator's and a
// traveller's API calls see them. The contention cases need PostgreSQL's row locks; PGlite runs them
// one at a time and they hold there too.
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: Awaited<ReturnType<typeof merchantAccount>>;
const today = belizeToday();
const every = [0, 1, 2, 3, 4, 5, 6];

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  owner = await merchantAccount(t);
});
afterAll(() => t?.close());

const contact = (i = 0) => ({ fullName: 'Ana Cruz', email: `ana${i}@example.com`, phone: '+501 600 0000' });

function hold(payload: Record<string, unknown>, from = '10.1.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/bookings', remoteAddress: from, payload });
}

async function seatsLeft(tourId: string, date: string, time: string) {
  const res = await t.app.inject({ url: `/api/tours/${tourId}/availability?from=${date}&to=${date}` });
  expect(res.statusCode).toBe(200);
  return (res.json().dates as { startTime: string; seatsLeft: number }[]).find((d) => d.startTime === time)!
    .seatsLeft;
}

/** A tour of the owner with 12 seats a departure, daily at these times, lasting `hours`. */
async function tour(title: string, times: string[], hours = 3) {
  return (
    await t.factories.createTour({
      merchantId: owner.merchant.id,
      title,
      maxGroupSize: 12,
      durationHours: hours,
      sellingPriceCents: 9000,
      standardPriceCents: 9000,
      scheduleDays: every,
      startTime: times[0]!,
      departureTimes: times.map((time) => ({ time, days: every })),
    })
  ).id;
}

async function addResource(body: Record<string, unknown>) {
  const res = await call('POST', '/api/merchant/resources', owner.token, body);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; name: string; tours: { id: string }[] };
}

describe('a boat shared by two tours', () => {
  let snorkel: string;
  let cruise: string;
  let late: string;
  beforeAll(async () => {
    snorkel = await tour('Hol Chan snorkel', ['09:00'], 3);
    cruise = await tour('Sunset cruise', ['10:00'], 2);
    late = await tour('Night fishing', ['13:00'], 2);
    await addResource({ kind: 'boat', name: 'Reef Runner', capacity: 12, tourIds: [snorkel, cruise, late] });
  });

  it('leaves the other tour the seats the boat has left at an overlapping time', async () => {
    const date = addDays(today, 7);
    expect(await seatsLeft(cruise, date, '10:00')).toBe(12);
    const sold = await hold({ tourId: snorkel, date, startTime: '09:00', adults: 8, ...contact() });
    expect(sold.statusCode).toBe(201);
    expect(await seatsLeft(snorkel, date, '09:00')).toBe(4);
    expect(await seatsLeft(cruise, date, '10:00')).toBe(4);
    // 13:00 starts after the snorkel trip (9:00 + 3 h) is back: not shared.
    expect(await seatsLeft(late, date, '13:00')).toBe(12);

    const tooMany = await hold(
      { tourId: cruise, date, startTime: '10:00', adults: 5, ...contact(1) },
      '10.1.0.2',
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({ code: 'BOOKING_NOT_ENOUGH_SEATS' });
    expect(tooMany.json().error.message).toContain('4');

    // Cancelling the snorkel hold gives the boat's seats back to the cruise.
    const booking = sold.json();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.booking.id}/cancel`,
      headers: { 'x-booking-key': booking.accessKey },
    });
    expect(cancelled.statusCode).toBeLessThan(300);
    expect(await seatsLeft(cruise, date, '10:00')).toBe(12);
  });

  it('sells exactly 12 seats in all when 200 travellers hold across both tours at once', async () => {
    const date = addDays(today, 12);
    const attempts = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        hold(
          {
            tourId: i % 2 ? cruise : snorkel,
            date,
            startTime: i % 2 ? '10:00' : '09:00',
            adults: 1,
            ...contact(1000 + i),
          },
          `10.3.${Math.floor(i / 250)}.${i % 250}`,
        ),
      ),
    );
    const sold = attempts.filter((r) => r.statusCode === 201);
    expect(sold.length).toBe(12);
    for (const res of attempts.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('BOOKING_SOLD_OUT');
    }
    expect(await seatsLeft(snorkel, date, '09:00')).toBe(0);
    expect(await seatsLeft(cruise, date, '10:00')).toBe(0);
    expect(await seatsLeft(late, date, '13:00')).toBe(12);
    // 200 transactions queue on one boat's lock: slow on a busy machine, never wrong.
  }, 180_000);

  it('takes the boat into account for a walk-in at the counter', async () => {
    const date = addDays(today, 15);
    expect(
      (await hold({ tourId: cruise, date, startTime: '10:00', adults: 10, ...contact(3) }, '10.1.0.3'))
        .statusCode,
    ).toBe(201);
    const walkIn = await call(
      'POST',
      `/api/merchant/tours/${snorkel}/departures/${date}/walk-ins`,
      owner.token,
      {
        startTime: '09:00',
        adults: 3,
        children: 0,
        fullName: 'Luis Pop',
        payment: 'cash',
      },
    );
    expect(walkIn.statusCode).toBe(409);
    expect(await seatsLeft(snorkel, date, '09:00')).toBe(2);
  });
});

describe('guides on departures', () => {
  let snorkel: string;
  let cruise: string;
  let late: string;
  let maria: { id: string; name: string };
  beforeAll(async () => {
    snorkel = await tour('Guided snorkel', ['09:00'], 3);
    cruise = await tour('Guided cruise', ['10:00'], 2);
    late = await tour('Guided fishing', ['13:00'], 2);
    maria = await addResource({ kind: 'guide', name: 'Maria Chen' });
  });

  const assign = (tourId: string, date: string, time: string, guideId: string) =>
    call('POST', `/api/merchant/tours/${tourId}/departures/${date}/guides`, owner.token, { time, guideId });

  it('puts a guide on a departure, and the passenger list names her', async () => {
    const date = addDays(today, 9);
    const res = await assign(snorkel, date, '09:00', maria.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().guides).toEqual([{ id: maria.id, name: 'Maria Chen' }]);
    const list = await call(
      'GET',
      `/api/merchant/tours/${snorkel}/departures/${date}/passengers?time=09:00`,
      owner.token,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().departure.guides).toEqual([{ id: maria.id, name: 'Maria Chen' }]);
  });

  it('refuses a guide on two overlapping departures, and allows one that does not overlap', async () => {
    const date = addDays(today, 10);
    expect((await assign(snorkel, date, '09:00', maria.id)).statusCode).toBe(200);
    const clash = await assign(cruise, date, '10:00', maria.id);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('GUIDE_BUSY');
    expect(clash.json().error.message).toContain('Maria Chen is already guiding Guided snorkel');
    expect((await assign(late, date, '13:00', maria.id)).statusCode).toBe(200);
  });

  it('gives a guide to only one of two overlapping departures asked at once', async () => {
    const date = addDays(today, 11);
    const tries = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        assign(i % 2 ? cruise : snorkel, date, i % 2 ? '10:00' : '09:00', maria.id),
      ),
    );
    for (const res of tries) expect([200, 409]).toContain(res.statusCode);
    const lists = await Promise.all(
      [
        [snorkel, '09:00'],
        [cruise, '10:00'],
      ].map(async ([id, time]) =>
        (
          await call(
            'GET',
            `/api/merchant/tours/${id}/departures/${date}/passengers?time=${time}`,
            owner.token,
          )
        ).json(),
      ),
    );
    expect(lists.filter((l) => l.departure.guides.length > 0)).toHaveLength(1);
  });

  it('does not let another operator use the guide or see the resources', async () => {
    const other = await merchantAccount(t);
    const res = await call(
      'POST',
      `/api/merchant/tours/${snorkel}/departures/${addDays(today, 9)}/guides`,
      other.token,
      {
        time: '09:00',
        guideId: maria.id,
      },
    );
    expect(res.statusCode).toBe(404);
    const list = await call('GET', '/api/merchant/resources', other.token);
    expect(list.json().resources).toEqual([]);
  });
});

describe('the resource form', () => {
  it('refuses a bad capacity and a tour of another operator with the field named', async () => {
    const bad = await call('POST', '/api/merchant/resources', owner.token, {
      kind: 'boat',
      name: 'Skiff',
      capacity: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('capacity');
    const other = await merchantAccount(t);
    const theirs = await t.factories.createTour({ merchantId: other.merchant.id });
    const foreign = await call('POST', '/api/merchant/resources', owner.token, {
      kind: 'boat',
      name: 'Skiff',
      capacity: 6,
      tourIds: [theirs.id],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details[0].field).toBe('tourIds');
  });
});
