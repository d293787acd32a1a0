import { addDays, belizeToday, CANCELLATION_PRESETS, type CancellationTier } from '@belizepass/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  approveTour,
  caller,
  merchantAccount,
  tourInput,
  touristAccount,
} from '../merchant-tours/test-kit.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let me: Awaited<ReturnType<typeof merchantAccount>>;
let tourist: Awaited<ReturnType<typeof touristAccount>>;
const today = belizeToday();
const CARD = { cardName: 'Maria Lopez', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' };
let keyCounter = 0;
const idem = () => `policy-test-${keyCounter++}-${Date.now()}`;
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  me = await merchantAccount(t);
  tourist = await touristAccount(t);
});
afterAll(() => t?.close());

/** A Belize date and start time about `hours` from now (a minute more, rounded down to the minute). */
function departureIn(hours: number) {
  const local = new Date(Date.now() + hours * 3_600_000 + 60_000 - 6 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** A public daily tour at `time` with these tiers (the platform's default when none). */
async function tourWith(time: string, priceCents: number, tiers?: CancellationTier[]) {
  const tour = await t.factories.createTour({
    merchantId: me.merchant.id,
    title: 'Lamanai River Trip',
    sellingPriceCents: priceCents,
    standardPriceCents: priceCents,
    minGroupSize: 1,
    maxGroupSize: 8,
    scheduleDays: ALL_DAYS,
    startTime: time,
    ...(tiers ? { cancellationTiers: tiers } : {}),
  });
  return tour.id;
}

/** A booking made and paid by card through the API, as the tourist. */
async function paidBooking(tourId: string, date: string, adults: number) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { authorization: `Bearer ${tourist.token}` },
    payload: {
      tourId,
      date,
      adults,
      children: 0,
      fullName: 'Maria Lopez',
      email: tourist.user.email,
      phone: '+501 610 1234',
    },
  });
  expect(created.statusCode).toBe(201);
  const { booking, accessKey } = created.json();
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/pay`,
    headers: { 'x-booking-key': accessKey, 'idempotency-key': idem() },
    payload: CARD,
  });
  expect(paid.statusCode).toBe(200);
  return booking.id as string;
}

const reschedule = (id: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/reschedule`,
    headers: { authorization: `Bearer ${tourist.token}`, 'idempotency-key': idem() },
    payload: body,
  });

const quoteOf = async (id: string) =>
  (await call('GET', `/api/bookings/${id}/refund-quote`, tourist.token)).json();

/** Every refund the booking has been given (gift cards aside: these bookings are paid by card). */
async function refundedTotal(id: string) {
  const rows = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, id), eq(payments.kind, 'refund')));
  return rows.reduce((sum, r) => sum + r.amountCents, 0);
}

describe('rescheduling never beats the refund policy', () => {
  it('33 hours ahead (50% tier), a move to a far date with a smaller party, then a cancel, refund what cancelling at once would have', async () => {
    const at = departureIn(33);
    const tourId = await tourWith(at.time, 9_250);
    const id = await paidBooking(tourId, at.date, 4);
    const atOnce = await quoteOf(id);
    expect(atOnce).toMatchObject({ percent: 50, amount: 18_500, capped: false });

    const moved = await reschedule(id, { date: addDays(today, 40), adults: 2, children: 0 });
    expect(moved.statusCode).toBe(200);
    // The two seats given up are refunded by the tier of this moment (50% of $185), not in full.
    expect(moved.json().changes[0]).toMatchObject({ chargedAmount: 0, refundedAmount: 9_250 });
    // Far from the new date the tier is 95%, but the refund stays within what cancelling gave.
    expect(await quoteOf(id)).toMatchObject({ amount: 9_250, capped: true });

    const cancelled = await call('POST', `/api/bookings/${id}/cancel`, tourist.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().refund.amount).toBe(9_250);
    expect(await refundedTotal(id)).toBe(atOnce.amount);
  });

  it('a move of the same party to a far date keeps the refund cancelling gave at the time of the move', async () => {
    const at = departureIn(33);
    const tourId = await tourWith(at.time, 9_250);
    const id = await paidBooking(tourId, at.date, 4);
    expect(await quoteOf(id)).toMatchObject({ amount: 18_500 });
    expect((await reschedule(id, { date: addDays(today, 45), adults: 4, children: 0 })).statusCode).toBe(200);
    const cancelled = await call('POST', `/api/bookings/${id}/cancel`, tourist.token);
    expect(cancelled.json().refund.amount).toBe(18_500);
    expect(await refundedTotal(id)).toBe(18_500);
  });

  it('a larger party paid by a move can be cancelled for its own tier on top of what cancelling gave', async () => {
    const at = departureIn(33);
    const tourId = await tourWith(at.time, 10_000);
    const id = await paidBooking(tourId, at.date, 1);
    const atOnce = await quoteOf(id);
    expect(atOnce.amount).toBe(5_000);
    const up = await reschedule(id, { date: addDays(today, 45), adults: 3, children: 0, ...CARD });
    expect(up.json().changes[0]).toMatchObject({ chargedAmount: 20_000, refundedAmount: 0 });
    const cancelled = await call('POST', `/api/bookings/${id}/cancel`, tourist.token);
    // 95% of $300 far from the new date is $285; capped at $50 + the $200 just paid.
    expect(cancelled.json().refund.amount).toBe(25_000);
    expect((await refundedTotal(id)) - 20_000).toBeLessThanOrEqual(atOnce.amount);
  });
});

describe("refunds follow the tour's tiers", () => {
  const tiers = [
    { minHoursBefore: 48, percent: 100 },
    { minHoursBefore: 24, percent: 60 },
    { minHoursBefore: 0, percent: 0 },
  ];

  it('a cancellation 30 hours ahead on a tour with 100% from 48 h and 60% from 24 h refunds 60%', async () => {
    const at = departureIn(30);
    const tourId = await tourWith(at.time, 10_000, tiers);
    const id = await paidBooking(tourId, at.date, 2);
    expect(await quoteOf(id)).toMatchObject({ percent: 60, amount: 12_000, cancellation_tiers: tiers });
    const cancelled = await call('POST', `/api/bookings/${id}/cancel`, tourist.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().refund).toEqual({ amount: 12_000, percent: 60 });
    expect(await refundedTotal(id)).toBe(12_000);
  });

  it('a booking keeps the tiers it was sold under when the operator changes the policy', async () => {
    const at = departureIn(30);
    const created = await call('POST', '/api/merchant/tours', me.token, {
      ...tourInput({ schedule_days: ALL_DAYS, start_time: at.time, min_group_size: 1 }),
      cancellation_tiers: CANCELLATION_PRESETS.flexible,
    });
    expect(created.statusCode).toBe(201);
    const tour = created.json().tour;
    expect(tour.cancellation_tiers).toEqual(CANCELLATION_PRESETS.flexible);
    await approveTour(t, tour.id);
    const id = await paidBooking(tour.id, at.date, 1);
    expect((await call('GET', `/api/bookings/${id}`, tourist.token)).json().cancellation_tiers).toEqual(
      CANCELLATION_PRESETS.flexible,
    );

    const edited = await call('PUT', `/api/merchant/tours/${tour.id}`, me.token, {
      ...tourInput({ schedule_days: ALL_DAYS, start_time: at.time, min_group_size: 1 }),
      cancellation_tiers: CANCELLATION_PRESETS.strict,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().tour.cancellation_tiers).toEqual(CANCELLATION_PRESETS.strict);

    // Sold as flexible: a full refund 30 hours ahead, though the tour is strict now.
    const cancelled = await call('POST', `/api/bookings/${id}/cancel`, tourist.token);
    expect(cancelled.json().refund).toEqual({ amount: 12_500, percent: 100 });
  });
});

describe('the policy as the API takes and gives it', () => {
  it('refuses tiers whose refund grows toward departure, naming the field; nothing is written', async () => {
    const before = (await call('GET', '/api/merchant/tours', me.token)).json().tours.length;
    const res = await call('POST', '/api/merchant/tours', me.token, {
      ...tourInput(),
      cancellation_tiers: [
        { minHoursBefore: 48, percent: 50 },
        { minHoursBefore: 24, percent: 100 },
        { minHoursBefore: 0, percent: 0 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { field: 'cancellation_tiers.1.percent', message: 'A refund may not grow as departure comes closer' },
    ]);
    const tooMany = await call('POST', '/api/merchant/tours', me.token, {
      ...tourInput(),
      cancellation_tiers: Array.from({ length: 7 }, (_, i) => ({ minHoursBefore: (6 - i) * 24, percent: 0 })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details[0].field).toBe('cancellation_tiers');
    expect((await call('GET', '/api/merchant/tours', me.token)).json().tours.length).toBe(before);
  });

  it('a tour created without tiers gets the platform default; the public list and page give the tiers, the text and the badge', async () => {
    const plain = await call(
      'POST',
      '/api/merchant/tours',
      me.token,
      tourInput({ title: 'Crooked Tree Birding' }),
    );
    expect(plain.statusCode).toBe(201);
    expect(plain.json().tour.cancellation_tiers).toEqual(CANCELLATION_PRESETS.standard);

    const free = await call('POST', '/api/merchant/tours', me.token, {
      ...tourInput({ title: 'Placencia Lagoon Kayak' }),
      cancellation_tiers: CANCELLATION_PRESETS.flexible,
    });
    await approveTour(t, plain.json().tour.id);
    await approveTour(t, free.json().tour.id);

    const page = (await call('GET', `/api/tours/${free.json().tour.id}`)).json();
    expect(page).toMatchObject({ freeCancellation: true, cancellation_tiers: CANCELLATION_PRESETS.flexible });
    expect(page.cancellationPolicy).toMatch(/^24 hours or more before departure: full refund/);
    const es = await t.app.inject({
      method: 'GET',
      url: `/api/tours/${free.json().tour.id}`,
      headers: { 'accept-language': 'es' },
    });
    expect(es.json().cancellationPolicy).toMatch(/^Con 24 horas o más de anticipación: reembolso total/);

    const list = (await call('GET', '/api/tours?limit=50')).json().tours as {
      id: string;
      freeCancellation: boolean;
    }[];
    expect(list.find((tour) => tour.id === free.json().tour.id)?.freeCancellation).toBe(true);
    expect(list.find((tour) => tour.id === plain.json().tour.id)?.freeCancellation).toBe(false);
  });
});
