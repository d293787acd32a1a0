import { addDays, belizeToday } from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, merchantAccount, signIn } from '../merchant-tours/test-kit.ts';

/**
 * Money told right to the operator: a walk-in paid at the counter reads as such on the bookings list,
 * the booking's page, the passenger list and its CSV; a cancelled booking owes nothing; walk-ins carry
 * the admin's direct-booking rate (none by default).
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let me: Awaited<ReturnType<typeof merchantAccount>>;
let admin: string;
let tourId: string;
const day = addDays(belizeToday(), 6);
const CARD = { cardName: 'Guest', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' };
// Tour $80 an adult, child 70% ($56); park fee $10 an adult, $5 a child.
const TOUR_PART = 2 * 8_000 + 5_600;
const PARK_FEE = 2 * 1_000 + 500;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  me = await merchantAccount(t);
  await t.factories.createUser({ email: 'admin@example.com', role: 'platform_admin' });
  admin = await signIn(t, 'admin@example.com');
  tourId = (
    await t.factories.createTour({
      merchantId: me.merchant.id,
      title: 'Lamanai River Trip',
      startTime: '08:00',
      minGroupSize: 1,
      maxGroupSize: 30,
      sellingPriceCents: 8_000,
      standardPriceCents: 8_000,
      parkFeeAdultCents: 1_000,
      parkFeeChildCents: 500,
      parkFeePayment: 'cash',
    })
  ).id;
});
afterAll(() => t?.close());

const walkIn = (fullName: string, payment: 'cash' | 'card', on = day) =>
  call('POST', `/api/merchant/tours/${tourId}/departures/${on}/walk-ins`, me.token, {
    fullName,
    adults: 2,
    children: 1,
    payment,
  });
const passengerList = (on = day) =>
  call('GET', `/api/merchant/tours/${tourId}/departures/${on}/passengers`, me.token);

async function settings(change: object) {
  const saved = (await call('GET', '/api/admin/settings', admin)).json();
  const { updatedAt: _u, holds: _h, ...body } = saved;
  return call('PUT', '/api/admin/settings', admin, { ...body, ...change });
}

describe('a walk-in paid at the counter', () => {
  let cashId: string;
  let cashCode: string;

  beforeAll(async () => {
    const cash = await walkIn('Tessa Walker', 'cash');
    expect(cash.statusCode, cash.body).toBe(201);
    cashId = cash.json().passenger.bookingId;
    cashCode = cash.json().passenger.confirmationCode;
    expect((await walkIn('Carlos Card', 'card')).statusCode).toBe(201);
  });

  it('reads cash at the counter, paid, park fee paid at the counter on the passenger list', async () => {
    const body = (await passengerList()).json();
    const tessa = body.passengers.find((p: { customerName: string }) => p.customerName === 'Tessa Walker');
    expect(tessa).toMatchObject({
      payment: 'counter_cash',
      paymentStatus: 'paid',
      paidAmount: TOUR_PART + PARK_FEE,
      parkFee: { amount: PARK_FEE, payment: 'counter', state: 'paid_at_counter' },
    });
    const carlos = body.passengers.find((p: { customerName: string }) => p.customerName === 'Carlos Card');
    expect(carlos).toMatchObject({ payment: 'counter_card', paymentStatus: 'paid' });
    // Nothing of it was paid online, and there is no cash to collect at the dock.
    expect(body.totals).toMatchObject({
      parkFeeOnline: 0,
      parkFeeCounter: 2 * PARK_FEE,
      parkFeeCashToCollect: 0,
    });
  });

  it('reads the same on the bookings list and the booking page, with its history', async () => {
    const list = (await call('GET', `/api/merchant/bookings?date=${day}`, me.token)).json();
    const row = list.bookings.find((b: { id: string }) => b.id === cashId);
    expect(row).toMatchObject({
      paymentMethod: 'counter_cash',
      paymentStatus: 'paid',
      parkFee: { payment: 'counter', state: 'paid_at_counter' },
    });
    const detail = (await call('GET', `/api/merchant/bookings/${cashId}`, me.token)).json();
    expect(detail).toMatchObject({
      paymentMethod: 'counter_cash',
      paymentStatus: 'paid',
      paidAmount: TOUR_PART + PARK_FEE,
      refundAmount: 0,
    });
    const texts = detail.history.map((h: { note?: string }) => h.note ?? '').join(' | ');
    expect(texts).toContain('Paid $241.00 in cash at the counter');
    expect(texts).not.toMatch(/by card|online/);
  });

  it('reads the same in the passenger CSV', async () => {
    const res = await call('GET', `/api/merchant/tours/${tourId}/departures/${day}/passengers.csv`, me.token);
    expect(res.statusCode).toBe(200);
    const line = res.body.split('\n').find((l) => l.includes(cashCode));
    expect(line).toContain('Cash at the counter');
    expect(line).toContain('Paid at the counter');
    expect(line).not.toContain('Paid online');
    expect(res.body.split('\n')[0]).toContain('Payment status');
  });
});

describe('a cancelled booking', () => {
  it('owes nothing: no park fee to collect, on the list and on its page', async () => {
    const on = addDays(belizeToday(), 8);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        tourId,
        date: on,
        adults: 2,
        fullName: 'Gone Guest',
        email: 'gone@example.com',
        phone: '+501 600 1111',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { booking, accessKey } = created.json();
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/pay`,
      payload: CARD,
      headers: { 'x-booking-key': accessKey, 'idempotency-key': `pay-${booking.id}` },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // Live, it asks for the cash park fee at check-in.
    const live = (await call('GET', `/api/merchant/bookings/${booking.id}`, me.token)).json();
    expect(live.parkFee).toEqual({ amount: 2_000, payment: 'cash', state: 'to_collect' });
    expect(live.paymentMethod).toBe('online');

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { 'x-booking-key': accessKey },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const detail = (await call('GET', `/api/merchant/bookings/${booking.id}`, me.token)).json();
    expect(detail.status).toBe('cancelled');
    expect(detail.parkFee).toBeNull();
    expect(['refunded', 'partially_refunded', 'paid']).toContain(detail.paymentStatus);
    expect(detail.commissionAmount).toBeNull();
    const list = (await call('GET', '/api/merchant/bookings?status=cancelled', me.token)).json();
    expect(list.bookings.find((b: { id: string }) => b.id === booking.id).parkFee).toBeNull();
    expect((await passengerList(on)).json().totals.parkFeeCashToCollect).toBe(0);
  });
});

describe('the direct-booking rate', () => {
  it('is 0 by default: a walk-in owes no commission', async () => {
    const on = addDays(belizeToday(), 10);
    expect((await call('GET', '/api/admin/settings', admin)).json().directBookingRate).toBe(0);
    const res = await walkIn('Default Dan', 'cash', on);
    const detail = (
      await call('GET', `/api/merchant/bookings/${res.json().passenger.bookingId}`, me.token)
    ).json();
    expect(detail.commissionAmount).toBe(0);
    const earnings = (await call('GET', `/api/merchant/earnings?from=${on}&to=${on}`, me.token)).json();
    expect(earnings.totals.walkInCommissionOwed).toBe(0);
    expect(earnings.directBookingPercent).toBe(0);
    expect((await passengerList(on)).json().departure.directBookingPercent).toBe(0);
  });

  it('set to 5%: the next walk-in owes 5% of its tour part, shown on earnings', async () => {
    const on = addDays(belizeToday(), 11);
    const saved = await settings({ directBookingRate: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().directBookingRate).toBe(5);
    const res = await walkIn('Rate Rita', 'card', on);
    const detail = (
      await call('GET', `/api/merchant/bookings/${res.json().passenger.bookingId}`, me.token)
    ).json();
    // 5% of the tour part; the park fee carries none.
    expect(detail.commissionAmount).toBe(Math.round(TOUR_PART * 0.05));
    const earnings = (await call('GET', `/api/merchant/earnings?from=${on}&to=${on}`, me.token)).json();
    expect(earnings.totals.walkInCommissionOwed).toBe(Math.round(TOUR_PART * 0.05));
    expect(earnings.directBookingPercent).toBe(5);
    await settings({ directBookingRate: 0 });
  });

  it('refuses a rate out of range with a 400 naming the field, and keeps the saved one', async () => {
    const bad = await settings({ directBookingRate: 101 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toContainEqual(expect.objectContaining({ field: 'directBookingRate' }));
    expect((await call('GET', '/api/admin/settings', admin)).json().directBookingRate).toBe(0);
  });
});
