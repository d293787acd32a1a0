import {
  addDays,
  belizeToday,
  CURSOR_INVALID,
  encodeCursor,
  PAGE_SIZE_INVALID,
  payoutTotals,
  settleBooking,
} from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bookAndPay, call, giftCardRedemption, redeemedVoucher, signIn } from '../admin/admin-test-kit.ts';
import { completeDepartedBookings } from '../bookings/bookings.service.ts';

// Earnings, the payout preview and the merchant's bookings come a page at a time (keyset paging,
// docs/decisions/027-back-office-at-scale.md); their totals are summed by the database over the
// whole period and must be exactly what the money module's rules give line by line.

interface Line {
  kind: 'booking' | 'voucher' | 'gift_card';
  id: string;
  reference: string | null;
  date: string;
  gross: number;
  commission: number;
  net: number;
  parkFee: number;
  payoutReference: string | null;
}

let t: TestApp;
let admin: string;
let merchantToken: string;
let merchantId: string;
const today = belizeToday();
const day = (n: number) => addDays(today, n);
const at = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00-06:00`);
const period = { from: day(5), to: day(8) };
const refunds: number[] = [];
const walkInCommissions: number[] = [];
let paidReference = '';

beforeAll(async () => {
  t = await createTestApp();
  const f = t.factories;
  await f.createUser({ email: 'admin@example.com', role: 'platform_admin' });
  admin = await signIn(t, 'admin@example.com');
  const owner = await f.createUser({ email: 'pager@example.com', role: 'merchant_admin' });
  merchantId = (await f.createMerchant({ ownerUserId: owner.id, businessName: 'Paging Tours' })).id;
  merchantToken = await signIn(t, 'pager@example.com');
  const reef = await f.createTour({
    merchantId,
    title: 'Reserve snorkel',
    sellingPriceCents: 10_000,
    standardPriceCents: 10_000,
    minGroupSize: 1,
    parkFeeAdultCents: 1_000,
    parkFeeChildCents: 500,
    parkFeePayment: 'online',
  });
  const river = await f.createTour({
    merchantId,
    title: 'River tubing',
    sellingPriceCents: 7_300,
    standardPriceCents: 7_300,
    minGroupSize: 1,
    startTime: '07:30',
  });
  // Someone else's booking in the same days never shows.
  const theirs = await f.createTour({ title: 'Not ours', minGroupSize: 1 });
  await bookAndPay(t, theirs.id, { adults: 1, date: day(5) });

  // Several bookings a day, on two tours (two departures a day), parties with and without children.
  for (const [n, tour, adults, children] of [
    [5, reef, 2, 1],
    [5, reef, 1, 0],
    [5, river, 3, 0],
    [6, reef, 1, 2],
    [6, river, 1, 1],
    [7, reef, 2, 0],
    [7, river, 2, 2],
    [8, reef, 1, 0],
  ] as const) {
    await bookAndPay(t, tour.id, { adults, children, date: day(n) });
  }
  // A full refund and a partial one: cancelled bookings are never earned; their refunds are totalled.
  for (const [n, refundPercent] of [
    [6, 100],
    [7, 50],
  ] as const) {
    const booking = await bookAndPay(t, reef.id, { adults: 2, date: day(n) });
    const cancelled = await call(t, admin, 'POST', `/api/admin/bookings/${booking.id}/cancel`, {
      reason: 'The boat failed its inspection.',
      refundPercent,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    refunds.push(cancelled.json().refund.amount);
  }
  // Walk-ins: paid at the counter, never paid out; the merchant owes the commission on them.
  // Walk-ins carry the admin's direct-booking rate (0 by default): 10% here, so they owe some.
  const { updatedAt: _u, holds: _h, ...saved } = (await call(t, admin, 'GET', '/api/admin/settings')).json();
  const rate = await call(t, admin, 'PUT', '/api/admin/settings', { ...saved, directBookingRate: 10 });
  expect(rate.statusCode, rate.body).toBe(200);
  for (const [n, adults] of [
    [5, 2],
    [8, 1],
  ] as const) {
    const walkIn = await call(
      t,
      merchantToken,
      'POST',
      `/api/merchant/tours/${reef.id}/departures/${day(n)}/walk-ins`,
      { fullName: 'Walk-in Wendy', adults, children: 1, payment: 'cash' },
    );
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    const { paidAmount, parkFee } = walkIn.json().passenger;
    walkInCommissions.push(
      settleBooking({ totalCents: paidAmount, parkFeeCents: parkFee?.amount ?? 0, commissionPercent: 10 })
        .commissionCents,
    );
  }
  await completeDepartedBookings(t.db, new Date(Date.now() + 70 * 86_400_000));
  await redeemedVoucher(t, merchantId, { priceCents: 5_000, netCents: 4_500, redeemedAt: at(day(5), 12) });
  await redeemedVoucher(t, merchantId, { priceCents: 2_500, netCents: 2_250, redeemedAt: at(day(7), 23) });
  await giftCardRedemption(t, merchantId, { amountCents: 3_000, netCents: 2_700, at: at(day(6), 0) });
  await giftCardRedemption(t, merchantId, { amountCents: 1_200, netCents: 1_080, at: at(day(8), 9) });
  // The first two days are paid out: their lines carry the payout's reference.
  const paid = await call(t, admin, 'POST', '/api/admin/payouts', {
    merchantId,
    periodStart: day(5),
    periodEnd: day(6),
  });
  expect(paid.statusCode, paid.body).toBe(201);
  paidReference = paid.json().reference;
}, 60_000);
afterAll(() => t?.close());

/** Every page of a keyset list, following nextCursor; each page checked against `limit`. */
async function allPages<T>(token: string, path: string, params: Record<string, string>, key: string) {
  const pages: { rows: T[]; body: Record<string, unknown> }[] = [];
  let after: string | null = null;
  do {
    const query = new URLSearchParams({ ...params, ...(after ? { after } : {}) });
    const res = await call(t, token, 'GET', `${path}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body[key].length).toBeLessThanOrEqual(Number(params.limit));
    pages.push({ rows: body[key], body });
    after = body.nextCursor;
    expect(pages.length).toBeLessThan(100);
  } while (after);
  return pages;
}

const lineKey = (l: Line) => `${l.date}|${l.kind}|${l.id}`;
const sumOf = (lines: Line[], pick: (l: Line) => number) => lines.reduce((s, l) => s + pick(l), 0);

describe('earnings a page at a time', () => {
  it('return every line of the period exactly once across the pages, in a stable order', async () => {
    const pages = await allPages<Line>(
      merchantToken,
      '/api/merchant/earnings',
      { ...period, limit: '3' },
      'lines',
    );
    const lines = pages.flatMap((p) => p.rows);
    // 8 completed online bookings, 2 vouchers, 2 counter gift card redemptions.
    expect(lines).toHaveLength(12);
    expect(new Set(lines.map((l) => l.id)).size).toBe(12);
    expect(pages.every((p) => p.body.lineCount === 12)).toBe(true);
    const keys = lines.map(lineKey);
    expect(keys).toEqual([...keys].sort());
    expect(pages.slice(0, -1).every((p) => p.rows.length === 3)).toBe(true);
    expect(pages.at(-1)!.body.nextCursor).toBeNull();
    // One page of them all is the same lines in the same order.
    const whole = (
      await call(
        t,
        merchantToken,
        'GET',
        `/api/merchant/earnings?${new URLSearchParams({ ...period, limit: '50' })}`,
      )
    ).json();
    expect(whole.lines).toEqual(lines);
    expect(whole.nextCursor).toBeNull();
    // The totals describe the whole period on every page.
    for (const page of pages) expect(page.body.totals).toEqual(whole.totals);
  });

  it('total exactly what the money rules give for every line, with refunds, walk-ins and park fees', async () => {
    const pages = await allPages<Line>(
      merchantToken,
      '/api/merchant/earnings',
      { ...period, limit: '5' },
      'lines',
    );
    const lines = pages.flatMap((p) => p.rows);
    const e = pages[0]!.body as {
      totals: Record<string, unknown>;
      paidOut: { amount: number; itemCount: number };
      due: { amount: number; itemCount: number };
    };
    // Each booking line is the booking's settlement: commission on the tour part, the park fee passed on.
    for (const l of lines.filter((x) => x.kind === 'booking')) {
      const split = settleBooking({ totalCents: l.gross, parkFeeCents: l.parkFee, commissionPercent: 10 });
      expect({ commission: l.commission, net: l.net }).toEqual({
        commission: split.commissionCents,
        net: split.merchantNetCents,
      });
    }
    expect(lines.some((l) => l.parkFee > 0)).toBe(true);
    const all = payoutTotals(lines);
    const vouchers = payoutTotals(lines.filter((l) => l.kind === 'voucher'));
    expect(e.totals).toEqual({
      gross: all.gross,
      commission: all.commission,
      net: all.amount,
      parkFees: sumOf(lines, (l) => l.parkFee),
      refunds: refunds.reduce((s, r) => s + r, 0),
      vouchersRedeemed: { count: 2, gross: vouchers.gross, net: vouchers.amount },
      walkInCommissionOwed: walkInCommissions.reduce((s, c) => s + c, 0),
    });
    // Half of the tour part; the park fee is always refunded in full.
    expect(refunds).toEqual([22_000, 10_000 + 2_000]);
    expect(walkInCommissions.every((c) => c > 0)).toBe(true);
    const paid = lines.filter((l) => l.payoutReference === paidReference);
    const due = lines.filter((l) => l.payoutReference === null);
    expect(paid.length + due.length).toBe(lines.length);
    expect(paid.length).toBeGreaterThan(0);
    expect(e.paidOut).toEqual({ amount: payoutTotals(paid).amount, itemCount: paid.length });
    expect(e.due).toEqual({ amount: payoutTotals(due).amount, itemCount: due.length });
  });

  it('download every line of the period as CSV, then the totals', async () => {
    const res = await call(
      t,
      merchantToken,
      'GET',
      `/api/merchant/earnings.csv?${new URLSearchParams(period)}`,
    );
    expect(res.statusCode).toBe(200);
    const rows = res.body.trimEnd().split('\r\n');
    expect(rows).toHaveLength(1 + 12 + 1);
    const e = (
      await call(t, merchantToken, 'GET', `/api/merchant/earnings?${new URLSearchParams(period)}`)
    ).json();
    expect(rows.at(-1)).toContain(
      `,${(e.totals.gross / 100).toFixed(2)},${(e.totals.commission / 100).toFixed(2)},`,
    );
    expect(rows.filter((r) => r.includes(paidReference))).toHaveLength(e.paidOut.itemCount);
  });
});

describe('the payout preview a page at a time', () => {
  it('sums every unpaid line of the period and pages through them once each', async () => {
    const pages = await allPages<Line>(
      admin,
      '/api/admin/payouts/preview',
      { merchantId, periodStart: period.from, periodEnd: period.to, limit: '2' },
      'lines',
    );
    const lines = pages.flatMap((p) => p.rows);
    expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
    expect(lines.every((l) => l.payoutReference === null && l.date >= day(7))).toBe(true);
    const totals = payoutTotals(lines);
    expect(pages[0]!.body).toMatchObject({
      amount: totals.amount,
      itemCount: lines.length,
      gross: totals.gross,
      commission: totals.commission,
    });
    const earnings = (
      await call(t, merchantToken, 'GET', `/api/merchant/earnings?${new URLSearchParams(period)}`)
    ).json();
    expect(earnings.due).toEqual({ amount: totals.amount, itemCount: lines.length });
  });
});

describe("the merchant's bookings a page at a time", () => {
  it('list every booking exactly once across the pages, in the order of one long page', async () => {
    const whole = (await call(t, merchantToken, 'GET', '/api/merchant/bookings?limit=1000')).json();
    // 8 bookings, 2 cancelled, 2 walk-ins.
    expect(whole.bookings).toHaveLength(12);
    expect(whole.nextCursor).toBeNull();
    const pages = await allPages<{ id: string }>(
      merchantToken,
      '/api/merchant/bookings',
      { limit: '5' },
      'bookings',
    );
    expect(pages).toHaveLength(3);
    expect(pages.flatMap((p) => p.rows.map((b) => b.id))).toEqual(
      whole.bookings.map((b: { id: string }) => b.id),
    );
    expect(pages.every((p) => (p.body.dates as string[]).length === 4)).toBe(true);
    const completed = await allPages<{ status: string }>(
      merchantToken,
      '/api/merchant/bookings',
      { status: 'cancelled', limit: '1' },
      'bookings',
    );
    expect(completed.flatMap((p) => p.rows.map((b) => b.status))).toEqual(['cancelled', 'cancelled']);
  });

  it('answer 50 bookings when no limit is asked', async () => {
    const res = await call(t, merchantToken, 'GET', '/api/merchant/bookings');
    expect(res.json().bookings).toHaveLength(12);
  });
});

describe('a cursor or page size that is not one', () => {
  const uuid = '00000000-0000-4000-8000-000000000000';
  const earningsUrl = (q: Record<string, string>) =>
    `/api/merchant/earnings?${new URLSearchParams({ ...period, ...q })}`;
  const previewUrl = (q: Record<string, string>) =>
    `/api/admin/payouts/preview?${new URLSearchParams({ merchantId, periodStart: period.from, periodEnd: period.to, ...q })}`;
  const bookingsUrl = (q: Record<string, string>) => `/api/merchant/bookings?${new URLSearchParams(q)}`;
  const cases: [string, (q: Record<string, string>) => string][] = [
    ['earnings', earningsUrl],
    ['payout preview', previewUrl],
    ['bookings', bookingsUrl],
  ];

  it.each([
    ['not base64', 'not a cursor!'],
    ['not JSON', encodeURIComponent('bm90IGpzb24')],
    ['the wrong parts', encodeCursor(['2026-01-01', uuid])],
    ['a date that is none', encodeCursor(['2026-02-30', 'booking', uuid])],
    ['an unknown kind', encodeCursor(['2026-01-01', 'refund', uuid])],
    ['not an id', encodeCursor(['2026-01-01', 'booking', 'x'])],
  ])('%s: 400 naming after', async (_, after) => {
    for (const [name, url] of cases) {
      const token = name === 'payout preview' ? admin : merchantToken;
      const res = await call(t, token, 'GET', url({ after: decodeURIComponent(after) }));
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'after', message: CURSOR_INVALID }],
      });
    }
  });

  it('a page size out of range: 400 naming limit', async () => {
    for (const limit of ['0', '1001', '2.5', 'all']) {
      for (const [name, url] of cases) {
        const token = name === 'payout preview' ? admin : merchantToken;
        const res = await call(t, token, 'GET', url({ limit }));
        expect(res.statusCode, `${name} ${limit}`).toBe(400);
        expect(res.json().error.details).toEqual([{ field: 'limit', message: PAGE_SIZE_INVALID }]);
      }
    }
  });
});
