import { addDays, belizeToday, formatWeekdayDate } from '@belizepass/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookingChanges, bookings, departures } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, merchantAccount, seedBooking } from '../merchant-tours/test-kit.ts';

/** Check-in on the right departure: a code for another day or time is refused until the operator confirms the guest joins. */

let t: TestApp;
let call: ReturnType<typeof caller>;
let me: Awaited<ReturnType<typeof merchantAccount>>;
let other: Awaited<ReturnType<typeof merchantAccount>>;
const today = belizeToday();
const later = addDays(today, 7);
const every = [0, 1, 2, 3, 4, 5, 6];

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  me = await merchantAccount(t);
  other = await merchantAccount(t);
});
afterAll(() => t?.close());

async function twoTimesTour(title: string, merchantId = me.merchant.id, maxGroupSize = 10) {
  return (
    await t.factories.createTour({
      merchantId,
      title,
      maxGroupSize,
      scheduleDays: every,
      startTime: '09:00',
      departureTimes: [
        { time: '09:00', days: every },
        { time: '14:00', days: every },
      ],
    })
  ).id;
}

const checkIn = (payload: unknown, token = me.token) =>
  call('POST', '/api/merchant/check-in', token, payload);
const departureOf = async (tourId: string, date: string, time: string) => {
  const [row] = await t.db
    .select()
    .from(departures)
    .where(
      and(eq(departures.tourId, tourId), eq(departures.localDate, date), eq(departures.startTime, time)),
    );
  return row;
};
const bookingRow = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('a code for another departure', () => {
  it('is refused with 409 WRONG_DEPARTURE naming the departure, and nothing changes', async () => {
    const tourId = await twoTimesTour('Cave Tubing');
    const b = await seedBooking(t, { tourId, date: later, status: 'confirmed', adults: 3 });
    const res = await checkIn({ confirmationCode: b.confirmationCode });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'WRONG_DEPARTURE',
      message: `This booking is for Cave Tubing, ${formatWeekdayDate(later)} at 9:00 AM, not for today.`,
      details: { tourTitle: 'Cave Tubing', date: later, time: '09:00', today, passed: false },
    });
    expect(await bookingRow(b.id)).toMatchObject({
      checkedInAt: null,
      localDate: later,
      status: 'confirmed',
    });
    expect((await departureOf(tourId, later, '09:00'))?.seatsTaken).toBe(3);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, b.id));
    expect(audit).toEqual([]);
  });

  it('is told by the look-up: not for today, and today’s departures of the tour it can join', async () => {
    const tourId = await twoTimesTour('Cave Tubing');
    const b = await seedBooking(t, { tourId, date: later, status: 'confirmed', adults: 2 });
    // Someone already on today's 2 PM departure: 8 of 10 seats left there.
    await seedBooking(t, {
      tourId,
      date: today,
      startTime: '14:00',
      status: 'confirmed',
      adults: 2,
      capacity: 10,
    });
    const res = await call('GET', `/api/merchant/check-in/${b.confirmationCode}`, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: b.id,
      date: later,
      forToday: false,
      expected: false,
      joinable: [
        { date: today, time: '09:00', seatsLeft: 10 },
        { date: today, time: '14:00', seatsLeft: 8 },
      ],
    });
    const todays = await seedBooking(t, { tourId, date: today, status: 'confirmed' });
    const mine = (await call('GET', `/api/merchant/check-in/${todays.confirmationCode}`, me.token)).json();
    expect(mine).toMatchObject({ forToday: true, expected: true, joinable: [] });
    // Checking in the 2 PM departure: the 9 AM booking is today's but not that departure's.
    const at2 = await call(
      'GET',
      `/api/merchant/check-in/${todays.confirmationCode}?date=${today}&time=14:00`,
      me.token,
    );
    expect(at2.json()).toMatchObject({ forToday: true, expected: false, joinable: [{ time: '14:00' }] });
  });

  it('of another time today is refused when the operator checks in a chosen departure', async () => {
    const tourId = await twoTimesTour('Barton Creek');
    const b = await seedBooking(t, { tourId, date: today, startTime: '09:00', status: 'confirmed' });
    const res = await checkIn({
      confirmationCode: b.confirmationCode,
      departure: { date: today, time: '14:00' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'WRONG_DEPARTURE',
      message: `This booking is for Barton Creek, ${formatWeekdayDate(today)} at 9:00 AM, not for the 2:00 PM departure.`,
      details: { date: today, time: '09:00' },
    });
    // Its own departure checks it in.
    const own = await checkIn({
      confirmationCode: b.confirmationCode,
      departure: { date: today, time: '09:00' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('of a past day stays refused, even when the operator asks it to join today’s departure', async () => {
    const tourId = await twoTimesTour('Xunantunich');
    const b = await seedBooking(t, { tourId, date: addDays(today, -1), status: 'confirmed' });
    const look = (await call('GET', `/api/merchant/check-in/${b.confirmationCode}`, me.token)).json();
    expect(look).toMatchObject({ forToday: false, expected: false, joinable: [] });
    for (const body of [
      { confirmationCode: b.confirmationCode },
      { confirmationCode: b.confirmationCode, join: true, departure: { date: today, time: '09:00' } },
    ]) {
      const res = await checkIn(body);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'WRONG_DEPARTURE', details: { passed: true } });
      expect(res.json().error.message).toMatch(/That departure has passed/);
    }
    expect(await bookingRow(b.id)).toMatchObject({ checkedInAt: null, localDate: addDays(today, -1) });
  });

  it('is another merchant’s: not found, join or not', async () => {
    const theirTour = await twoTimesTour('Their Tour', other.merchant.id);
    const b = await seedBooking(t, { tourId: theirTour, date: later, status: 'confirmed' });
    const res = await checkIn({
      confirmationCode: b.confirmationCode,
      join: true,
      departure: { date: today, time: '09:00' },
    });
    expect(res.statusCode).toBe(404);
    expect(await bookingRow(b.id)).toMatchObject({ checkedInAt: null, localDate: later });
  });

  it('asks for today’s departure to join, naming the field', async () => {
    const tourId = await twoTimesTour('Lamanai');
    const b = await seedBooking(t, { tourId, date: later, status: 'confirmed' });
    const none = await checkIn({ confirmationCode: b.confirmationCode, join: true });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details).toContainEqual(expect.objectContaining({ field: 'departure' }));
    const tomorrow = await checkIn({
      confirmationCode: b.confirmationCode,
      join: true,
      departure: { date: addDays(today, 1), time: '09:00' },
    });
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json().error.details).toContainEqual(
      expect.objectContaining({ field: 'departure.date' }),
    );
    expect(await bookingRow(b.id)).toMatchObject({ checkedInAt: null, localDate: later });
  });
});

describe('joining today’s departure at check-in', () => {
  it('moves the party’s seats to today’s departure, records it, and checks the guest in', async () => {
    const tourId = await twoTimesTour('Cave Tubing');
    const b = await seedBooking(t, { tourId, date: later, status: 'confirmed', adults: 2, children: 1 });
    await seedBooking(t, { tourId, date: today, status: 'confirmed', adults: 4 });
    const res = await checkIn({
      confirmationCode: b.confirmationCode,
      clientRequestId: 'join-0001-abcd',
      join: true,
      departure: { date: today, time: '09:00' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: b.id, date: today, time: '09:00', status: 'confirmed' });
    expect(res.json().checkedInAt).not.toBeNull();

    expect((await departureOf(tourId, later, '09:00'))?.seatsTaken).toBe(0);
    expect((await departureOf(tourId, today, '09:00'))?.seatsTaken).toBe(7);
    const row = await bookingRow(b.id);
    expect(row).toMatchObject({ localDate: today, startTime: '09:00', totalCents: b.totalCents });

    const changes = await t.db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, b.id));
    expect(changes).toMatchObject([
      {
        by: 'check_in',
        actorUserId: me.user.id,
        fromDate: later,
        toDate: today,
        toTime: '09:00',
        chargedCents: 0,
        refundedCents: 0,
      },
    ]);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, b.id))).map(
      (a) => a.action,
    );
    expect(actions.sort()).toEqual(['booking.check_in', 'booking.join_at_check_in']);

    const detail = (await call('GET', `/api/merchant/bookings/${b.id}`, me.token)).json();
    const notes = detail.history.map((h: { note?: string }) => h.note).filter(Boolean);
    expect(notes).toContain(
      `Joined the 9:00 AM departure of ${formatWeekdayDate(today)} at check-in (booked for ${formatWeekdayDate(later)}, 9:00 AM). No charge or refund.`,
    );
    expect(detail.history.map((h: { event: string }) => h.event)).toContain('checked_in');

    // The offline queue replaying the same request gets the same booking back.
    const retry = await checkIn({
      confirmationCode: b.confirmationCode,
      clientRequestId: 'join-0001-abcd',
      join: true,
      departure: { date: today, time: '09:00' },
    });
    expect(retry.statusCode).toBe(200);
    expect((await departureOf(tourId, today, '09:00'))?.seatsTaken).toBe(7);
  });

  it('refuses a full departure with 409, and nothing moves', async () => {
    const tourId = await twoTimesTour('Full Boat', me.merchant.id, 4);
    await seedBooking(t, { tourId, date: today, status: 'confirmed', adults: 3, capacity: 4 });
    const b = await seedBooking(t, { tourId, date: later, status: 'confirmed', adults: 2, capacity: 4 });
    const look = (await call('GET', `/api/merchant/check-in/${b.confirmationCode}`, me.token)).json();
    expect(look.joinable).toEqual([{ date: today, time: '14:00', seatsLeft: 4 }]);
    const res = await checkIn({
      confirmationCode: b.confirmationCode,
      join: true,
      departure: { date: today, time: '09:00' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('BOOKING_NOT_ENOUGH_SEATS');
    expect(await bookingRow(b.id)).toMatchObject({ checkedInAt: null, localDate: later });
    expect((await departureOf(tourId, today, '09:00'))?.seatsTaken).toBe(3);
    expect((await departureOf(tourId, later, '09:00'))?.seatsTaken).toBe(2);
    const changes = await t.db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, b.id));
    expect(changes).toEqual([]);
  });

  it('refuses a closed departure', async () => {
    const tourId = await twoTimesTour('Closed Today');
    const b = await seedBooking(t, { tourId, date: later, status: 'confirmed' });
    const close = await call('POST', `/api/merchant/tours/${tourId}/departures/close`, me.token, {
      date: today,
      time: '14:00',
      reason: 'Weather',
    });
    expect(close.statusCode, close.body).toBe(200);
    const res = await checkIn({
      confirmationCode: b.confirmationCode,
      join: true,
      departure: { date: today, time: '14:00' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('BOOKING_DATE_CLOSED');
    expect(await bookingRow(b.id)).toMatchObject({ checkedInAt: null, localDate: later });
  });
});
