import { addDays, belizeToday } from '@belizepass/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departures } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkInBooking } from '../bookings/bookings.repository.ts';
import { completeDepartedBookings } from '../bookings/bookings.service.ts';
import { auditOf, bookAndPay, call, emailsTo, signIn } from './admin-test-kit.ts';

let t: TestApp;
let admin: string;
const today = belizeToday();
const b: Record<string, { id: string; confirmationCode: string | null; departureDate?: string }> = {};
let tourId: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.factories.createUser({ email: 'admin@example.com', role: 'platform_admin' });
  admin = await signIn(t, 'admin@example.com');
  const merchant = await t.factories.createMerchant({ businessName: 'Placencia Paddlers' });
  tourId = (
    await t.factories.createTour({
      merchantId: merchant.id,
      title: 'Laughing Bird Caye',
      sellingPriceCents: 10_000,
    })
  ).id;
  const other = (await t.factories.createTour({ title: 'Cave tubing', sellingPriceCents: 8_000 })).id;
  b.done = await bookAndPay(t, tourId, {
    fullName: 'Paid Out Pat',
    email: 'pat@example.com',
    date: addDays(today, 1),
  });
  // Checked in at the dock, then completed once the departure ended (a guest never checked in would be a no-show).
  await checkInBooking(t.db, b.done!.id, { checkedInByUserId: null });
  await completeDepartedBookings(t.db, new Date(Date.now() + 3 * 86_400_000));
  b.maria = await bookAndPay(t, tourId, {
    fullName: 'Maria Lopez',
    email: 'maria@example.com',
    adults: 3,
    date: addDays(today, 10),
  });
  b.juan = await bookAndPay(t, other, { fullName: 'Juan Pérez', email: 'juan@example.com', adults: 1 });
  b.hold = await bookAndPay(t, tourId, {
    fullName: 'Holly Hold',
    email: 'holly@example.com',
    pay: false,
    date: addDays(today, 10),
  });
  b.evil = await bookAndPay(t, other, {
    fullName: '=cmd|" /C calc"!A0',
    email: 'evil@example.com',
    adults: 1,
  });
  b.comma = await bookAndPay(t, other, {
    fullName: '@SUM(1+1), "the" boss',
    email: 'comma@example.com',
    adults: 1,
  });
});
afterAll(() => t?.close());

const list = async (query = '') => {
  const res = await call(t, admin, 'GET', `/api/admin/bookings${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { bookings: Record<string, unknown>[]; total: number };
};
const namesOf = (body: { bookings: Record<string, unknown>[] }) => body.bookings.map((x) => x.customerName);

describe('listing bookings', () => {
  it('shows newest first with tour, merchant, customer and money', async () => {
    const body = await list();
    expect(body.total).toBe(6);
    expect(namesOf(body)[0]).toBe('@SUM(1+1), "the" boss');
    expect(body.bookings.find((x) => x.id === b.maria!.id)).toEqual({
      id: b.maria!.id,
      confirmationCode: b.maria!.confirmationCode,
      tourTitle: 'Laughing Bird Caye',
      merchantName: 'Placencia Paddlers',
      customerName: 'Maria Lopez',
      customerEmail: 'maria@example.com',
      date: addDays(today, 10),
      time: '09:00',
      status: 'confirmed',
      checkedInAt: null,
      total: 30_000,
      paidAt: expect.any(String),
      payoutId: null,
      rescheduledFrom: null,
    });
    expect(namesOf(await list('?sortDirection=asc'))[0]).toBe('Paid Out Pat');
  });

  it('searches by booking id prefix, confirmation code, tourist name or tour name; filters by status', async () => {
    expect(namesOf(await list(`?search=${b.juan!.id.slice(0, 8)}`))).toEqual(['Juan Pérez']);
    expect(namesOf(await list(`?search=${b.maria!.confirmationCode!.toLowerCase()}`))).toEqual([
      'Maria Lopez',
    ]);
    expect(namesOf(await list('?search=pérez'))).toEqual(['Juan Pérez']);
    expect(namesOf(await list('?search=laughing&sortDirection=asc'))).toEqual([
      'Paid Out Pat',
      'Maria Lopez',
      'Holly Hold',
    ]);
    // A search's count covers every match, on any page, also past the last one.
    expect(await list('?search=laughing&limit=2')).toMatchObject({ total: 3 });
    const second = await list('?search=laughing&limit=2&page=2&sortDirection=asc');
    expect(namesOf(second)).toEqual(['Holly Hold']);
    expect(second).toMatchObject({ total: 3 });
    expect(await list('?search=laughing&limit=2&page=3')).toMatchObject({ bookings: [], total: 3 });
    expect(await list('?search=nobody-like-this')).toMatchObject({ bookings: [], total: 0 });
    expect(namesOf(await list('?status=pending'))).toEqual(['Holly Hold']);
    expect(namesOf(await list('?status=completed'))).toEqual(['Paid Out Pat']);
    expect(await list('?limit=4&page=2')).toMatchObject({ total: 6 });
    expect((await list('?limit=4&page=2')).bookings).toHaveLength(2);
    const bad = await call(t, admin, 'GET', '/api/admin/bookings?status=refunded');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('status');
  });
});

describe('booking detail', () => {
  it('adds payments, refund, gift card part, commission and net', async () => {
    const res = await call(t, admin, 'GET', `/api/admin/bookings/${b.maria!.id}`);
    expect(res.json()).toMatchObject({
      adults: 3,
      children: 0,
      payments: [
        {
          kind: 'charge',
          status: 'approved',
          amount: 30_000,
          brand: 'VISA',
          last4: '4242',
          provider: 'demo',
        },
      ],
      refund: null,
      giftCardAmount: 0,
      commissionPercent: 10,
      commission: 3_000,
      net: 27_000,
    });
    expect(
      (await call(t, admin, 'GET', '/api/admin/bookings/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});

describe('cancelling a booking as staff', () => {
  const seatsTaken = async (date: string) => {
    const rows = await t.db.select().from(departures).where(eq(departures.localDate, date));
    return rows.filter((r) => r.tourId === tourId).reduce((sum, r) => sum + r.seatsTaken, 0);
  };

  it('validates the reason and the refund percent', async () => {
    for (const [payload, field] of [
      [{}, 'reason'],
      [{ reason: ' ' }, 'reason'],
      [{ reason: 'Storm', refundPercent: 101 }, 'refundPercent'],
      [{ reason: 'Storm', refundPercent: 12.5 }, 'refundPercent'],
      [{ reason: 'Storm', refundPercent: '50' }, 'refundPercent'],
    ] as const) {
      const res = await call(t, admin, 'POST', `/api/admin/bookings/${b.maria!.id}/cancel`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].field).toBe(field);
    }
  });

  it('refunds the chosen percent through the payment provider, frees the seats, emails and audits', async () => {
    const date = addDays(today, 10);
    expect(await seatsTaken(date)).toBe(3 + 2);
    const res = await call(t, admin, 'POST', `/api/admin/bookings/${b.maria!.id}/cancel`, {
      reason: 'Tropical storm warning: the boat cannot sail.',
      refundPercent: 50,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'cancelled_by_staff',
      refund: { amount: 15_000, percent: 50 },
      payments: [
        { kind: 'charge', amount: 30_000 },
        { kind: 'refund', status: 'approved', amount: 15_000, provider: 'demo' },
      ],
    });
    expect(await seatsTaken(date)).toBe(2);
    const mail = (await emailsTo(t, 'maria@example.com')).at(-1)!;
    expect(mail.subject).toMatch(/^Booking cancelled: Laughing Bird Caye/);
    expect(mail.textBody).toContain('Tropical storm warning');
    expect(mail.textBody).toContain('$150.00');
    const [entry] = await auditOf(t, b.maria!.id);
    expect(entry).toMatchObject({
      action: 'booking.cancel',
      entityType: 'booking',
      before: { status: 'confirmed' },
      after: { status: 'cancelled', refundCents: 15_000, refundPercent: 50 },
      note: 'Tropical storm warning: the boat cannot sail.',
    });
    const again = await call(t, admin, 'POST', `/api/admin/bookings/${b.maria!.id}/cancel`, {
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'BOOKING_NOT_CANCELLABLE',
      message: 'A cancelled booking cannot be cancelled',
    });
  });

  it("refuses to cancel a completed booking, naming its status in the reader's language", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${b.done!.id}/cancel`,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'es' },
      payload: { reason: 'Demasiado tarde' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'BOOKING_NOT_CANCELLABLE',
      message: 'Una reserva con estado «completada» no se puede cancelar',
    });
  });

  it('refunds everything by default and cancels a pending hold without a refund', async () => {
    const full = await call(t, admin, 'POST', `/api/admin/bookings/${b.juan!.id}/cancel`, {
      reason: 'Guide is ill',
    });
    expect(full.json()).toMatchObject({ refund: { amount: 8_000, percent: 100 } });
    const hold = await call(t, admin, 'POST', `/api/admin/bookings/${b.hold!.id}/cancel`, {
      reason: 'Duplicate booking',
    });
    expect(hold.json()).toMatchObject({ status: 'cancelled', refund: null, payments: [] });
    expect(await seatsTaken(addDays(today, 10))).toBe(0);
  });

  it('refuses a booking that was paid out to its merchant (409)', async () => {
    const payout = await call(t, admin, 'POST', '/api/admin/payouts', {
      merchantId: (await call(t, admin, 'GET', `/api/admin/bookings/${b.done!.id}`)).json().merchantId,
      periodStart: today,
      periodEnd: addDays(today, 30),
    });
    expect(payout.statusCode, payout.body).toBe(201);
    const res = await call(t, admin, 'POST', `/api/admin/bookings/${b.done!.id}/cancel`, {
      reason: 'Complaint',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('BOOKING_PAID_OUT');
  });
});

describe('exporting bookings', () => {
  it('writes CSV with proper quoting and neutralised formulas, filtered like the list', async () => {
    const res = await call(t, admin, 'GET', '/api/admin/bookings/export.csv?status=confirmed');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="belizepass-bookings-[\d-]+\.csv"$/,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Booking ID,Confirmation code,Tour,Merchant,Customer,Customer email,Date,Time,Status,Total (USD),Commission (USD),Merchant net (USD),Paid at,Payout ID',
    );
    expect(lines).toHaveLength(3);
    expect(res.body).toContain(`"'@SUM(1+1), ""the"" boss",comma@example.com`);
    expect(res.body).toContain(`"'=cmd|"" /C calc""!A0",evil@example.com`);
    expect(res.body).toContain(',confirmed,80.00,8.00,72.00,');
    expect(res.body).not.toMatch(/(^|,)"?[=@]/m);
    const searched = await call(t, admin, 'GET', '/api/admin/bookings/export.csv?search=laughing');
    expect(searched.body.trimEnd().split('\r\n')).toHaveLength(4);
  });

  it("writes the headers in the request's language (Accept-Language), the cells as data", async () => {
    const url = '/api/admin/bookings/export.csv?status=confirmed';
    const spanish = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'es-419,es;q=0.9,en;q=0.5' },
    });
    expect(spanish.statusCode).toBe(200);
    const [header, ...rows] = spanish.body.trimEnd().split('\r\n');
    expect(header).toBe(
      'ID de reserva,Código de confirmación,Tour,Comercio,Cliente,Correo del cliente,Fecha,Hora,Estado,Importe total (USD),Comisión (USD),Neto del comercio (USD),Pagada el,ID del pago',
    );
    expect(spanish.body).toContain(',confirmed,80.00,8.00,72.00,');
    const english = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
    });
    const [englishHeader, ...englishRows] = english.body.trimEnd().split('\r\n');
    expect(englishHeader).toBe(
      'Booking ID,Confirmation code,Tour,Merchant,Customer,Customer email,Date,Time,Status,Total (USD),Commission (USD),Merchant net (USD),Paid at,Payout ID',
    );
    expect(englishRows).toEqual(rows);
  });
});
