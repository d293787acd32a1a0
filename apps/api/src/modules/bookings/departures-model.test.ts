import { addDays, belizeToday, type GuestType } from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { approveTour, caller, merchantAccount, tourInput } from '../merchant-tours/test-kit.ts';

// Departures by date and time, seasons, guest types, group size and pickup zones (decision 030),
// as a traveller's and an operator's API calls see them.
let t: TestApp;
const today = belizeToday();
const every = [0, 1, 2, 3, 4, 5, 6];
const TYPES: GuestType[] = [
  { type: 'adult', percent: 100, min_age: null, max_age: null, takes_seat: true },
  { type: 'child', percent: 70, min_age: 2, max_age: 12, takes_seat: true },
  { type: 'infant', percent: 0, min_age: 0, max_age: 1, takes_seat: false },
  { type: 'resident', percent: 60, min_age: null, max_age: null, takes_seat: true },
];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const contact = (i = 0) => ({ fullName: 'Ana Cruz', email: `ana${i}@example.com`, phone: '+501 600 0000' });

function hold(payload: Record<string, unknown>, from = '10.1.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/bookings', remoteAddress: from, payload });
}

async function availability(tourId: string, from: string, to = from) {
  const res = await t.app.inject({ url: `/api/tours/${tourId}/availability?from=${from}&to=${to}` });
  expect(res.statusCode).toBe(200);
  return res.json().dates as {
    date: string;
    startTime: string;
    price: number;
    status: string;
    seatsLeft: number;
  }[];
}

describe('two departures a day', () => {
  let tourId: string;
  beforeAll(async () => {
    tourId = (
      await t.factories.createTour({
        maxGroupSize: 12,
        sellingPriceCents: 9000,
        standardPriceCents: 9000,
        scheduleDays: every,
        startTime: '09:00',
        departureTimes: [
          { time: '09:00', days: every },
          { time: '14:00', days: every },
        ],
      })
    ).id;
  });

  it('lists each departure of a date with its own seats', async () => {
    const date = addDays(today, 5);
    const dates = await availability(tourId, date);
    expect(dates.map((d) => [d.date, d.startTime, d.seatsLeft])).toEqual([
      [date, '09:00', 12],
      [date, '14:00', 12],
    ]);
  });

  it('sells 9:00 and 14:00 apart and never oversells either under 200 concurrent holds', async () => {
    const date = addDays(today, 20);
    const attempts = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        hold(
          { tourId, date, startTime: i % 2 ? '14:00' : '09:00', adults: 1, ...contact(i) },
          `10.2.${Math.floor(i / 250)}.${i % 250}`,
        ),
      ),
    );
    const sold = (time: string) =>
      attempts.filter((r, i) => r.statusCode === 201 && (i % 2 ? '14:00' : '09:00') === time).length;
    expect(sold('09:00')).toBe(12);
    expect(sold('14:00')).toBe(12);
    for (const res of attempts.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('BOOKING_SOLD_OUT');
    }
    const booked = attempts.filter((r) => r.statusCode === 201).map((r) => r.json().booking);
    expect(new Set(booked.map((b) => b.time))).toEqual(new Set(['09:00', '14:00']));
    const dates = await availability(tourId, date);
    expect(dates.map((d) => [d.startTime, d.status, d.seatsLeft])).toEqual([
      ['09:00', 'sold-out', 0],
      ['14:00', 'sold-out', 0],
    ]);
  });

  it('asks which departure when a date has two, and refuses a time the tour does not depart at', async () => {
    const date = addDays(today, 6);
    const none = await hold({ tourId, date, adults: 2, ...contact() });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details).toEqual([{ field: 'startTime', message: 'Choose a start time' }]);
    const wrong = await hold({ tourId, date, startTime: '11:00', adults: 2, ...contact() });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details[0].field).toBe('startTime');
    const ok = await hold({ tourId, date, startTime: '14:00', adults: 2, ...contact() });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().booking).toMatchObject({ date, time: '14:00', seats: 2, party: '2 adults' });
  });
});

describe('seasons and price rules', () => {
  const seasonFrom = addDays(today, 10);
  const seasonTo = addDays(today, 14);
  let tourId: string;
  beforeAll(async () => {
    tourId = (
      await t.factories.createTour({
        maxGroupSize: 12,
        sellingPriceCents: 9000,
        standardPriceCents: 9000,
        scheduleDays: every,
        startTime: '09:00',
        seasons: [
          {
            name: 'High season',
            from: seasonFrom,
            to: seasonTo,
            times: [
              { time: '09:00', days: every },
              { time: '14:00', days: every },
            ],
            capacity: 10,
            price_cents: 12_000,
          },
        ],
      })
    ).id;
  });

  it('changes the price, the times and the seats on its dates only', async () => {
    const dates = await availability(tourId, addDays(seasonFrom, -1), addDays(seasonTo, 1));
    const byDate = (date: string) => dates.filter((d) => d.date === date);
    expect(byDate(addDays(seasonFrom, -1)).map((d) => [d.startTime, d.price, d.seatsLeft])).toEqual([
      ['09:00', 9000, 12],
    ]);
    expect(byDate(seasonFrom).map((d) => [d.startTime, d.price, d.seatsLeft])).toEqual([
      ['09:00', 12_000, 10],
      ['14:00', 12_000, 10],
    ]);
    expect(byDate(addDays(seasonTo, 1)).map((d) => [d.startTime, d.price])).toEqual([['09:00', 9000]]);

    const inSeason = await hold({
      tourId,
      date: seasonTo,
      startTime: '14:00',
      adults: 2,
      children: 1,
      ...contact(),
    });
    expect(inSeason.statusCode).toBe(201);
    expect(inSeason.json().booking.price.total).toBe(2 * 12_000 + 8400);
    const after = await hold({ tourId, date: addDays(seasonTo, 1), adults: 2, children: 1, ...contact(1) });
    expect(after.statusCode).toBe(201);
    expect(after.json().booking.price.total).toBe(2 * 9000 + 6300);
  });
});

describe('a tour that runs only in its season', () => {
  it('is offered on "available on" dates of its season only, at the season\'s time', async () => {
    const from = addDays(today, 20);
    const to = addDays(today, 30);
    const title = `Winter sunset sail ${Date.now()}`;
    const tourId = (
      await t.factories.createTour({
        title,
        scheduleDays: every,
        startTime: '17:30',
        departureTimes: [],
        seasons: [
          {
            name: 'Winter',
            from,
            to,
            times: [{ time: '17:30', days: every }],
            capacity: null,
            price_cents: null,
          },
        ],
      })
    ).id;
    const found = async (date: string) =>
      (
        await t.app.inject({
          url: `/api/tours?availableOn=${date}&limit=50&search=${encodeURIComponent(title)}`,
        })
      )
        .json()
        .tours.map((tour: { id: string }) => tour.id);
    expect(await found(addDays(from, 1))).toContain(tourId);
    expect(await found(addDays(to, 1))).not.toContain(tourId);
    const dates = await availability(tourId, addDays(from, -1), from);
    expect(dates.map((d) => [d.date, d.startTime, d.status])).toEqual([
      [addDays(from, -1), '17:30', 'not-running'],
      [from, '17:30', 'available'],
    ]);
  });
});

describe('guest types, group size and pickup', () => {
  let tourId: string;
  beforeAll(async () => {
    tourId = (
      await t.factories.createTour({
        maxGroupSize: 12,
        minGroupSize: 2,
        sellingPriceCents: 9000,
        standardPriceCents: 9000,
        parkFeeAdultCents: 1000,
        parkFeeChildCents: 500,
        parkFeePayment: 'online',
        guestTypes: TYPES,
        pickupMode: 'zones',
        pickupZones: [
          { id: 'san-pedro', name: 'San Pedro town', minutes_before: 30, fee_cents: 0 },
          { id: 'north', name: 'North Ambergris resorts', minutes_before: 45, fee_cents: 1500 },
        ],
      })
    ).id;
  });

  it('prices a Belize resident at their rate and an infant on a lap free and seatless', async () => {
    const date = addDays(today, 9);
    const res = await hold({
      tourId,
      date,
      adults: 1,
      residents: 1,
      infants: 1,
      pickupZoneId: 'north',
      hotel: 'Grand Caribe',
      ...contact(),
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json().booking;
    expect(booking.party).toBe('1 adult, 1 infant, 1 Belize resident');
    expect(booking.seats).toBe(2);
    expect(booking.guests).toEqual([
      { type: 'adult', count: 1, unitPrice: 9000 },
      { type: 'infant', count: 1, unitPrice: 0 },
      { type: 'resident', count: 1, unitPrice: 5400 },
    ]);
    // Park fee online for the two grown-ups, none for the infant; the zone's pickup fee once.
    expect(booking.price).toMatchObject({ pickupFee: 1500, parkFee: { amount: 2000, payment: 'online' } });
    expect(booking.price.total).toBe(9000 + 5400 + 2000 + 1500);
    expect(booking.pickup).toEqual({ zone: 'North Ambergris resorts', time: '08:15', hotel: 'Grand Caribe' });
    const [day] = await availability(tourId, date);
    expect(day?.seatsLeft).toBe(10);
  });

  it('refuses one adult on a minimum-2 tour, naming the field and the minimum', async () => {
    const res = await hold({
      tourId,
      date: addDays(today, 9),
      adults: 1,
      pickupZoneId: 'san-pedro',
      hotel: 'Ramon’s',
      ...contact(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { field: 'adults', message: 'This tour needs at least 2 guests' },
    ]);
  });

  it('refuses a guest type the tour does not sell, a missing zone and a zone without a hotel', async () => {
    const base = { tourId, date: addDays(today, 9), adults: 2, ...contact() };
    const senior = await hold({ ...base, seniors: 1, pickupZoneId: 'san-pedro', hotel: 'X' });
    expect(senior.json().error.details[0]).toMatchObject({ field: 'seniors' });
    const noZone = await hold(base);
    expect(noZone.json().error.details).toEqual([
      { field: 'pickupZoneId', message: 'Choose where to be picked up' },
    ]);
    const noHotel = await hold({ ...base, pickupZoneId: 'san-pedro' });
    expect(noHotel.json().error.details[0]).toMatchObject({ field: 'hotel' });
    const unknown = await hold({ ...base, pickupZoneId: 'belize-city', hotel: 'X' });
    expect(unknown.json().error.details[0]).toMatchObject({ field: 'pickupZoneId' });
  });

  it('shows the tour page the guest types with their rule and the pickup zones', async () => {
    const res = await t.app.inject({ url: `/api/tours/${tourId}` });
    const tour = res.json();
    expect(
      tour.guestTypes.map((g: { type: string; price: number; rule: string }) => [g.type, g.price, g.rule]),
    ).toEqual([
      ['adult', 9000, ''],
      ['child', 6300, 'Ages 2-12'],
      ['infant', 0, 'Ages 0-1, on a lap, no seat'],
      ['resident', 5400, 'ID checked at check-in'],
    ]);
    expect(tour.pickup.zones.map((z: { name: string }) => z.name)).toEqual([
      'San Pedro town',
      'North Ambergris resorts',
    ]);
    expect(tour.groupSize).toEqual({ min: 2, max: 12 });
  });
});

describe('the operator sets the schedule', () => {
  it('creates a tour with two daily times, a high season and a resident rate', async () => {
    const { token } = await merchantAccount(t);
    const call = caller(t);
    const res = await call(
      'POST',
      '/api/merchant/tours',
      token,
      tourInput({
        departure_times: [
          { time: '14:00', days: every },
          { time: '09:00', days: every },
        ],
        seasons: [
          {
            name: 'High season',
            from: '2026-12-15',
            to: '2027-04-30',
            price_cents: 15_000,
            times: null,
            capacity: null,
          },
        ],
        guest_types: TYPES,
      }),
    );
    expect(res.statusCode).toBe(201);
    const tour = res.json().tour;
    expect(tour.departure_times.map((d: { time: string }) => d.time)).toEqual(['09:00', '14:00']);
    expect(tour.start_time).toBe('09:00');
    expect(tour.schedule_days).toEqual(every);
    expect(tour.seasons[0]).toMatchObject({ name: 'High season', price_cents: 15_000 });
    expect(tour.guest_types.map((g: { type: string }) => g.type)).toEqual([
      'adult',
      'child',
      'infant',
      'resident',
    ]);
  });

  it('refuses overlapping seasons with a 400 naming both ranges', async () => {
    const { token } = await merchantAccount(t);
    const res = await caller(t)(
      'POST',
      '/api/merchant/tours',
      token,
      tourInput({
        seasons: [
          { name: 'High season', from: '2026-12-15', to: '2027-04-30', price_cents: 15_000 },
          { name: 'Easter', from: '2027-03-20', to: '2027-04-05', price_cents: 17_000 },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error.details)).toContain(
      'Seasons overlap: High season (2026-12-15 – 2027-04-30) and Easter (2027-03-20 – 2027-04-05)',
    );
  });

  it('keeps a booked departure at its time when the time leaves the schedule, and says which to move', async () => {
    const { token } = await merchantAccount(t);
    const call = caller(t);
    const created = await call(
      'POST',
      '/api/merchant/tours',
      token,
      tourInput({
        departure_times: [
          { time: '09:00', days: every },
          { time: '14:00', days: every },
        ],
      }),
    );
    const tourId = created.json().tour.id;
    await approveTour(t, tourId);
    const date = addDays(today, 12);
    const booked = await hold({ tourId, date, startTime: '14:00', adults: 2, ...contact() });
    expect(booked.statusCode).toBe(201);
    const updated = await call(
      'PUT',
      `/api/merchant/tours/${tourId}`,
      token,
      tourInput({ departure_times: [{ time: '09:30', days: every }] }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().tour.departures_to_move).toEqual([{ date, time: '14:00', guests: 2 }]);
  });

  it('closes one departure of a date and leaves the other on sale', async () => {
    const { token, merchant } = await merchantAccount(t);
    const tourId = (
      await t.factories.createTour({
        merchantId: merchant.id,
        scheduleDays: every,
        startTime: '09:00',
        departureTimes: [
          { time: '09:00', days: every },
          { time: '14:00', days: every },
        ],
      })
    ).id;
    const date = addDays(today, 15);
    const closed = await caller(t)('POST', `/api/merchant/tours/${tourId}/departures/close`, token, {
      date,
      time: '14:00',
      reason: 'Small craft warning in the afternoon',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const dates = await availability(tourId, date);
    expect(dates.map((d) => [d.startTime, d.status])).toEqual([
      ['09:00', 'available'],
      ['14:00', 'closed'],
    ]);
    const refused = await hold({ tourId, date, startTime: '14:00', adults: 2, ...contact() });
    expect(refused.statusCode).toBe(409);
    expect((await hold({ tourId, date, startTime: '09:00', adults: 2, ...contact(1) })).statusCode).toBe(201);
  });
});
