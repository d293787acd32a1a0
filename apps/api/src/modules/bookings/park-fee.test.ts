import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, demoProviderRefunds, payments } from '../../db/schema/index.ts';
import { APPROVED_CARD, nextBookableDay } from '../../test/journeys.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { approveTour, caller, merchantAccount, tourInput } from '../merchant-tours/test-kit.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let merchant: Awaited<ReturnType<typeof merchantAccount>>;
let tourId: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  merchant = await merchantAccount(t, { businessName: 'Hol Chan Snorkel Co.' });
});
afterAll(() => t?.close());

describe('park and reserve fees', () => {
  it('the merchant sets the fee per adult and child and how it is paid; bad values are field errors', async () => {
    for (const [field, value] of [
      ['park_fee_adult', -1],
      ['park_fee_adult', 12.5],
      ['park_fee_child', 20_001],
      ['park_fee_payment', 'card'],
    ] as const) {
      const res = await call('POST', '/api/merchant/tours', merchant.token, tourInput({ [field]: value }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
    const created = await call(
      'POST',
      '/api/merchant/tours',
      merchant.token,
      tourInput({
        title: 'Hol Chan and Shark Ray Alley',
        price: 10_000,
        schedule_days: [0, 1, 2, 3, 4, 5, 6],
        park_fee_adult: 1_000,
        park_fee_child: 500,
        park_fee_payment: 'online',
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().tour).toMatchObject({
      park_fee_adult: 1_000,
      park_fee_child: 500,
      park_fee_payment: 'online',
    });
    tourId = created.json().tour.id;
    await approveTour(t, tourId);
    const pub = await t.app.inject({ method: 'GET', url: `/api/tours/${tourId}` });
    expect(pub.json().parkFee).toEqual({ adult: 1_000, child: 500, payment: 'online' });
  });

  it('is its own line, without commission, passed to the merchant in full and refunded in full', async () => {
    // 2 adults x $100 + 1 child x $70 = $270, plus the fee 2 x $10 + $5 = $25 paid online.
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        tourId,
        date: nextBookableDay(),
        adults: 2,
        children: 1,
        fullName: 'Maria Lopez',
        email: 'maria@example.com',
        phone: '+501 610 0100',
      },
    });
    expect(held.statusCode).toBe(201);
    const { booking, accessKey } = held.json();
    expect(booking.price).toEqual({
      adults: 20_000,
      children: 7_000,
      pickupFee: 0,
      parkFee: { amount: 2_500, payment: 'online' },
      total: 29_500,
    });
    const headers = { 'x-booking-key': accessKey };
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/pay`,
      headers: { ...headers, 'idempotency-key': 'park-fee-pay-1' },
      payload: APPROVED_CARD,
    });
    expect(paid.statusCode).toBe(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    // Commission 10% of the tour part only ($270): $27. The merchant gets the rest, fee included.
    expect(row).toMatchObject({
      totalCents: 29_500,
      parkFeeCents: 2_500,
      commissionCents: 2_700,
      merchantNetCents: 26_800,
    });
    const detail = await call('GET', `/api/merchant/bookings/${booking.id}`, merchant.token);
    expect(detail.json()).toMatchObject({
      commissionAmount: 2_700,
      merchantNetAmount: 26_800,
      parkFee: { amount: 2_500, payment: 'online' },
    });

    // Cancelled more than 7 days ahead: 95% of $270 ($256.50) plus the whole fee ($25).
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/refund-quote`,
      headers,
    });
    expect(quote.json()).toMatchObject({ percent: 95, amount: 28_150 });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers,
    });
    expect(cancelled.json().refund).toEqual({ amount: 28_150, percent: 95 });
    const refund = (await t.db.select().from(payments).where(eq(payments.bookingId, booking.id))).find(
      (p) => p.kind === 'refund',
    );
    expect(refund).toMatchObject({ status: 'approved', amountCents: 28_150 });
    const made = await t.db
      .select()
      .from(demoProviderRefunds)
      .where(eq(demoProviderRefunds.idempotencyKey, `refund:${booking.id}`));
    expect(made[0]?.amountCents).toBe(28_150);
  });

  it('a fee paid in cash at check-in is shown but not charged', async () => {
    const cash = await call(
      'POST',
      '/api/merchant/tours',
      merchant.token,
      tourInput({
        title: 'Actun Tunichil Muknal cave',
        price: 12_000,
        schedule_days: [0, 1, 2, 3, 4, 5, 6],
        park_fee_adult: 2_500,
        park_fee_child: 2_500,
        park_fee_payment: 'cash',
      }),
    );
    await approveTour(t, cash.json().tour.id);
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        tourId: cash.json().tour.id,
        date: nextBookableDay(),
        adults: 2,
        children: 0,
        fullName: 'Maria Lopez',
        email: 'maria@example.com',
        phone: '+501 610 0100',
      },
    });
    expect(held.json().booking.price).toEqual({
      adults: 24_000,
      children: 0,
      pickupFee: 0,
      parkFee: { amount: 5_000, payment: 'cash' },
      total: 24_000,
    });
  });
});
