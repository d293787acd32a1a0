import { addDays, belizeToday, formatShortDate } from '@belizepass/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, merchantAccount, seedBooking, signIn, touristAccount } from '../merchant-tours/test-kit.ts';

// The operator's "Move guest": the dates it may choose, and the move in every booking's history.
let t: TestApp;
let call: ReturnType<typeof caller>;
let me: Awaited<ReturnType<typeof merchantAccount>>;
let tourist: Awaited<ReturnType<typeof touristAccount>>;
let admin: string;
let tourId: string;
const today = belizeToday();
const CARD = { cardName: 'Maria Lopez', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' };
let keys = 0;
const key = () => `move-options-${keys++}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  me = await merchantAccount(t);
  tourist = await touristAccount(t);
  await t.factories.createUser({ email: 'staff-move@example.com', role: 'platform_admin' });
  admin = await signIn(t, 'staff-move@example.com');
  tourId = (
    await t.factories.createTour({
      merchantId: me.merchant.id,
      title: 'Caye Caulker Snorkel',
      sellingPriceCents: 10_000,
      standardPriceCents: 10_000,
      maxGroupSize: 8,
      startTime: '09:00',
    })
  ).id;
});
afterAll(() => t?.close());

/** A booking of `adults` made and paid by card through the API, as the tourist. */
async function paidBooking(date: string, adults: number) {
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
    headers: { 'x-booking-key': accessKey, 'idempotency-key': key() },
    payload: CARD,
  });
  expect(paid.statusCode).toBe(200);
  return booking.id as string;
}

describe('GET /api/merchant/bookings/:id/move-options', () => {
  it('lists the other dates with seats for the whole party, not the booking’s own date nor a fuller one', async () => {
    const from = addDays(today, 10);
    const tight = addDays(today, 12);
    await seedBooking(t, { tourId, date: tight, capacity: 8, status: 'confirmed', adults: 6 });
    const id = await paidBooking(from, 3);

    const res = await call('GET', `/api/merchant/bookings/${id}/move-options`, me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ bookingId: id, date: from, adults: 3, children: 0, allowed: true });
    const dates = body.dates.map((d: { date: string }) => d.date);
    expect(dates).not.toContain(from);
    // Two seats left on that date: not enough for a party of three.
    expect(dates).not.toContain(tight);
    expect(body.dates).toContainEqual({ date: addDays(today, 11), seatsLeft: 8 });
  });

  it('tells another merchant the booking does not exist, refuses a tourist and asks a visitor to sign in', async () => {
    const id = await paidBooking(addDays(today, 14), 1);
    const other = await merchantAccount(t);
    const url = `/api/merchant/bookings/${id}/move-options`;
    const theirs = await call('GET', url, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('BOOKING_NOT_FOUND');
    expect((await call('GET', url, tourist.token)).statusCode).toBe(403);
    expect((await call('GET', url)).statusCode).toBe(401);
  });

  it('says a checked-in booking cannot be moved', async () => {
    const id = await paidBooking(addDays(today, 15), 1);
    const detail = (await call('GET', `/api/merchant/bookings/${id}`, me.token)).json();
    // Checked in on the morning of its departure (the API checks in today's departures only).
    await t.db.update(bookings).set({ checkedInAt: new Date() }).where(eq(bookings.id, detail.id));
    const res = await call('GET', `/api/merchant/bookings/${id}/move-options`, me.token);
    expect(res.json().allowed).toBe(false);
  });
});

describe('a move in the booking’s history', () => {
  it('shows on the merchant’s, the admin’s and the tourist’s booking alike', async () => {
    const from = addDays(today, 20);
    const to = addDays(today, 21);
    const id = await paidBooking(from, 2);
    const moved = await call('POST', `/api/merchant/bookings/${id}/move`, me.token, { date: to });
    expect(moved.statusCode).toBe(200);

    const line = `Rescheduled from ${formatShortDate(from)} to ${formatShortDate(to)} by the operator. No charge or refund.`;
    const merchantView = (await call('GET', `/api/merchant/bookings/${id}`, me.token)).json();
    const adminView = (await call('GET', `/api/admin/bookings/${id}`, admin)).json();
    const touristView = (await call('GET', `/api/bookings/${id}`, tourist.token)).json();
    for (const view of [merchantView, adminView, touristView]) {
      expect(view.date).toBe(to);
      expect(view.history).toContainEqual(expect.objectContaining({ event: 'rescheduled', note: line }));
      // After booked and paid, in time order.
      expect(view.history.map((e: { event: string }) => e.event)).toEqual(['booked', 'paid', 'rescheduled']);
    }
    // The admin's list says where the booking came from.
    const list = (
      await call('GET', `/api/admin/bookings?search=${merchantView.confirmationCode}`, admin)
    ).json();
    expect(list.bookings).toEqual([expect.objectContaining({ id, date: to, rescheduledFrom: from })]);
  });
});
