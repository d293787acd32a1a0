import { addDays, belizeToday } from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bookAndPay, call, giftCardRedemption, redeemedVoucher, signIn } from '../admin/admin-test-kit.ts';
import { completeDepartedBookings } from '../bookings/bookings.service.ts';

let t: TestApp;
let admin: string;
let merchantToken: string;
let merchantId: string;
const today = belizeToday();
const day = (n: number) => addDays(today, n);
const at = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00-06:00`);
const period = { from: day(5), to: day(6) };

beforeAll(async () => {
  t = await createTestApp();
  const f = t.factories;
  await f.createUser({ email: 'admin@example.com', role: 'platform_admin' });
  admin = await signIn(t, 'admin@example.com');
  const owner = await f.createUser({ email: 'owner@example.com', role: 'merchant_admin' });
  merchantId = (await f.createMerchant({ ownerUserId: owner.id, businessName: 'Earning Tours' })).id;
  merchantToken = await signIn(t, 'owner@example.com');
  const tour = await f.createTour({
    merchantId,
    title: 'Reserve snorkel',
    sellingPriceCents: 10_000,
    parkFeeAdultCents: 1_000,
    parkFeeChildCents: 1_000,
    parkFeePayment: 'online',
  });
  await bookAndPay(t, tour.id, { adults: 2, date: day(5) }); // 22,000: commission 2,000, net 20,000
  await bookAndPay(t, tour.id, { adults: 1, date: day(6) }); // 11,000: commission 1,000, net 10,000
  await bookAndPay(t, tour.id, { adults: 1, date: day(20) }); // later: only in the next payout
  await completeDepartedBookings(t.db, new Date(Date.now() + 70 * 86_400_000));
  await redeemedVoucher(t, merchantId, { priceCents: 5_000, netCents: 4_500, redeemedAt: at(day(5), 12) });
  await giftCardRedemption(t, merchantId, { amountCents: 3_000, netCents: 2_700, at: at(day(6), 10) });
});
afterAll(() => t?.close());

const earnings = (p = period) =>
  call(t, merchantToken, 'GET', `/api/merchant/earnings?${new URLSearchParams(p)}`);
const preview = () =>
  call(
    t,
    admin,
    'GET',
    `/api/admin/payouts/preview?${new URLSearchParams({ merchantId, periodStart: period.from, periodEnd: period.to })}`,
  );

describe('merchant earnings', () => {
  it("equal the admin's payout preview of the same period, with the totals and lines", async () => {
    const res = await earnings();
    expect(res.statusCode).toBe(200);
    const e = res.json();
    const p = (await preview()).json();
    expect(e.due).toEqual({ amount: p.amount, itemCount: p.itemCount });
    expect(e.due).toEqual({ amount: 20_000 + 10_000 + 4_500 + 2_700, itemCount: 4 });
    expect(e.totals).toEqual({
      gross: 22_000 + 11_000 + 5_000 + 3_000,
      commission: 2_000 + 1_000 + 500 + 300,
      net: 37_200,
      parkFees: 3_000,
      refunds: 0,
      vouchersRedeemed: { count: 1, gross: 5_000, net: 4_500 },
      walkInCommissionOwed: 0,
    });
    expect(e.totals.net + e.totals.commission).toBe(e.totals.gross);
    expect(e.nextPayout).toEqual({ amount: 37_200 + 10_000, itemCount: 5 });
    expect(e.paidOut).toEqual({ amount: 0, itemCount: 0 });
    expect(e.lines).toHaveLength(4);
    expect(e.lines[0]).toMatchObject({
      kind: 'booking',
      gross: 22_000,
      commission: 2_000,
      net: 20_000,
      parkFee: 2_000,
    });
    expect(e.commissionPercent).toBe(10);
  });

  it('download as CSV in the request’s language: Spanish for `accept-language: es`, English otherwise', async () => {
    const download = (language: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/merchant/earnings.csv?${new URLSearchParams(period)}`,
        headers: { authorization: `Bearer ${merchantToken}`, 'accept-language': language },
      });
    const spanish = (await download('es')).body.trim().split(/\r?\n/);
    expect(spanish[0]).toBe(
      'Fecha,Tipo,Referencia,Descripción,Bruto (USD),Comisión (USD),Neto (USD),Tarifa del parque (USD),Liquidación',
    );
    expect(spanish).toHaveLength(1 + 4 + 1);
    expect(spanish.slice(1, -1).join('\n')).toMatch(/,reserva,/);
    expect(spanish.slice(1, -1).join('\n')).toMatch(/,Tarjeta de regalo canjeada en el mostrador,/);
    expect(spanish.slice(1, -1).every((line) => line.endsWith(',pendiente'))).toBe(true);
    expect(spanish.at(-1)).toContain(`,total,,${period.from} a ${period.to},`);

    const english = (await download('en')).body.trim().split(/\r?\n/);
    expect(english[0]).toBe(
      'Date,Kind,Reference,Description,Gross (USD),Commission (USD),Net (USD),Park fee (USD),Payout',
    );
    expect(english.slice(1, -1).join('\n')).toMatch(/,booking,/);
    expect(english.slice(1, -1).join('\n')).toMatch(/,Gift card redeemed at the counter,/);
    expect(english.slice(1, -1).every((line) => line.endsWith(',due'))).toBe(true);
    expect(english.at(-1)).toContain(`,total,,${period.from} to ${period.to},`);
  });

  it('after a payout, show it as paid with its reference, and nothing due', async () => {
    const paid = await call(t, admin, 'POST', '/api/admin/payouts', {
      merchantId,
      periodStart: period.from,
      periodEnd: period.to,
    });
    expect(paid.statusCode).toBe(201);
    const e = (await earnings()).json();
    expect(e.due).toEqual({ amount: 0, itemCount: 0 });
    expect((await preview()).json()).toMatchObject({ amount: 0, itemCount: 0 });
    expect(e.paidOut).toEqual({ amount: 37_200, itemCount: 4 });
    expect(e.payouts).toEqual([
      expect.objectContaining({ reference: paid.json().reference, amount: 37_200, status: 'paid' }),
    ]);
    expect(
      e.lines.every((l: { payoutReference: string }) => l.payoutReference === paid.json().reference),
    ).toBe(true);
    expect(e.nextPayout).toEqual({ amount: 10_000, itemCount: 1 });
  });

  it('download as CSV, one row per line and the totals', async () => {
    const res = await call(
      t,
      merchantToken,
      'GET',
      `/api/merchant/earnings.csv?${new URLSearchParams(period)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toContain(
      `belizepass-earnings-${period.from}-to-${period.to}.csv`,
    );
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Gross (USD)');
    expect(lines).toHaveLength(1 + 4 + 1);
    expect(lines.at(-1)).toContain('372.00');
  });

  it('refuse a period that ends before it starts, and other callers', async () => {
    const bad = await earnings({ from: day(6), to: day(5) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'to' })]),
    );
    expect(
      (await call(t, undefined, 'GET', `/api/merchant/earnings?${new URLSearchParams(period)}`)).statusCode,
    ).toBe(401);
    expect(
      (await call(t, admin, 'GET', `/api/merchant/earnings?${new URLSearchParams(period)}`)).statusCode,
    ).toBe(403);
  });
});
