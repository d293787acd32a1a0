import { addDays, belizeToday } from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { completeDepartedBookings } from '../bookings/bookings.service.ts';
import {
  caller,
  type Method,
  merchantAccount,
  seedBooking,
  touristAccount,
} from '../merchant-tours/test-kit.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let me: Awaited<ReturnType<typeof merchantAccount>>;
let other: Awaited<ReturnType<typeof merchantAccount>>;
let pendingToken: string;
let touristToken: string;
const today = belizeToday();
const seeded: Record<string, Awaited<ReturnType<typeof seedBooking>>> = {};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  me = await merchantAccount(t);
  other = await merchantAccount(t);
  pendingToken = (await merchantAccount(t, { adminApproved: false })).token;
  touristToken = (await touristAccount(t)).token;
  const reef = await t.factories.createTour({
    merchantId: me.merchant.id,
    title: 'Reef Snorkel',
    startTime: '09:00',
  });
  const caves = await t.factories.createTour({
    merchantId: me.merchant.id,
    title: 'ATM Cave',
    startTime: '07:30',
  });
  const theirs = await t.factories.createTour({ merchantId: other.merchant.id, title: 'Their Tour' });
  seeded.soon = await seedBooking(t, {
    tourId: reef.id,
    date: addDays(today, 2),
    status: 'confirmed',
    children: 1,
  });
  seeded.later = await seedBooking(t, {
    tourId: caves.id,
    date: addDays(today, 9),
    startTime: '07:30',
    status: 'confirmed',
  });
  seeded.cancelled = await seedBooking(t, { tourId: reef.id, date: addDays(today, 5), status: 'cancelled' });
  seeded.hold = await seedBooking(t, { tourId: reef.id, date: addDays(today, 3), status: 'pending' });
  seeded.past = await seedBooking(t, { tourId: reef.id, date: addDays(today, -4), status: 'confirmed' });
  seeded.theirs = await seedBooking(t, { tourId: theirs.id, date: addDays(today, 2), status: 'confirmed' });
  await completeDepartedBookings(t.db);
});
afterAll(() => t?.close());

describe('who may see merchant bookings', () => {
  it.each([
    ['GET', '/api/merchant/bookings'],
    ['GET', '/api/merchant/bookings/00000000-0000-4000-8000-000000000000'],
  ])('%s %s: anonymous 401, tourist 403, pending merchant 403', async (method, url) => {
    expect((await call(method as Method, url)).statusCode).toBe(401);
    expect((await call(method as Method, url, touristToken)).statusCode).toBe(403);
    expect((await call(method as Method, url, pendingToken)).statusCode).toBe(403);
  });
});

describe('bookings list', () => {
  it('lists upcoming paid bookings of the merchant’s own tours, soonest first, never holds', async () => {
    const res = await call('GET', '/api/merchant/bookings', me.token);
    expect(res.statusCode).toBe(200);
    const { bookings, dates } = res.json();
    expect(bookings.map((b: { id: string }) => b.id)).toEqual([
      seeded.soon!.id,
      seeded.cancelled!.id,
      seeded.later!.id,
    ]);
    expect(dates).toEqual([addDays(today, 2), addDays(today, 5), addDays(today, 9)]);
    expect(bookings[0]).toEqual({
      id: seeded.soon!.id,
      confirmationCode: seeded.soon!.confirmationCode,
      tourId: seeded.soon!.tourId,
      tourTitle: 'Reef Snorkel',
      date: addDays(today, 2),
      time: '09:00',
      status: 'confirmed',
      customerName: 'Maria Lopez',
      adults: 2,
      children: 1,
      party: '2 adults, 1 child',
      residents: 0,
      pickup: null,
      totalAmount: 27_000,
      paymentMethod: 'online',
      paymentStatus: 'paid',
      parkFee: null,
      specialRequirements: 'Vegetarian lunch',
      guideLanguage: null,
      checkedInAt: null,
      source: 'online',
    });
  });

  it('filters by date and status, and shows the past (a guest never checked in is a no-show)', async () => {
    const byDate = (await call('GET', `/api/merchant/bookings?date=${addDays(today, 9)}`, me.token)).json();
    expect(byDate.bookings.map((b: { id: string }) => b.id)).toEqual([seeded.later!.id]);
    expect(byDate.dates).toHaveLength(3);
    const cancelled = (await call('GET', '/api/merchant/bookings?status=cancelled', me.token)).json();
    expect(cancelled.bookings.map((b: { id: string }) => b.id)).toEqual([seeded.cancelled!.id]);
    expect(cancelled.dates).toEqual([addDays(today, 5)]);
    const past = (await call('GET', '/api/merchant/bookings?scope=past', me.token)).json();
    expect(past.bookings.map((b: { id: string; status: string }) => [b.id, b.status])).toEqual([
      [seeded.past!.id, 'no_show'],
    ]);
    for (const bad of ['scope=soon', 'status=pending', 'date=tomorrow']) {
      expect((await call('GET', `/api/merchant/bookings?${bad}`, me.token)).statusCode).toBe(400);
    }
  });
});

describe('booking detail', () => {
  it('shows the guest, the money and the history', async () => {
    const res = await call('GET', `/api/merchant/bookings/${seeded.soon!.id}`, me.token);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id: seeded.soon!.id,
      customerEmail: 'maria@example.com',
      customerPhone: '+501 610 1234',
      hotel: 'Ramon’s Village',
      paymentStatus: 'paid',
      paidAmount: 27_000,
      refundAmount: 0,
      giftCardAmount: 0,
      commissionAmount: 2_700,
      merchantNetAmount: 24_300,
      cancelReason: null,
    });
    expect(detail.history.map((h: { event: string }) => h.event)).toEqual(['booked', 'paid']);
    expect(detail.history[1].note).toBe('Paid $270.00 by Visa ending 4242');
  });

  it('shows a cancelled booking’s refund and no net: a cancelled booking is never paid out', async () => {
    const detail = (await call('GET', `/api/merchant/bookings/${seeded.cancelled!.id}`, me.token)).json();
    expect(detail).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'partially_refunded',
      paidAmount: 20_000,
      refundAmount: 10_000,
      commissionAmount: null,
      merchantNetAmount: null,
      cancelReason: 'Cancelled by the guest',
    });
    expect(detail.history.at(-1)).toMatchObject({
      event: 'cancelled',
      note: 'Cancelled by the guest. Refunded $100.00',
    });
  });

  it('answers 404 for another merchant’s booking, a hold and an unknown id', async () => {
    for (const id of [seeded.theirs!.id, seeded.hold!.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await call('GET', `/api/merchant/bookings/${id}`, me.token);
      expect(res.statusCode).toBe(404);
    }
    expect((await call('GET', '/api/merchant/bookings/nope', me.token)).statusCode).toBe(400);
  });
});
