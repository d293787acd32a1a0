import { addDays, belizeToday } from '@belizepass/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, demoProviderRefunds, departures, payments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, merchantAccount, seedBooking, touristAccount } from '../merchant-tours/test-kit.ts';
import { moveBookingByOperator, rescheduleBooking } from './reschedule.service.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let me: Awaited<ReturnType<typeof merchantAccount>>;
let tourist: Awaited<ReturnType<typeof touristAccount>>;
let tourId: string;
const today = belizeToday();
const CARD = { cardName: 'Maria Lopez', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' };
let keyCounter = 0;
const idem = () => `reschedule-test-${keyCounter++}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  me = await merchantAccount(t);
  tourist = await touristAccount(t);
  tourId = (
    await t.factories.createTour({
      merchantId: me.merchant.id,
      title: 'Lamanai River Trip',
      sellingPriceCents: 10_000,
      standardPriceCents: 10_000,
      maxGroupSize: 8,
      startTime: '09:00',
    })
  ).id;
});
afterAll(() => t?.close());

const reschedule = (id: string, body: Record<string, unknown>, key = idem()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/reschedule`,
    headers: { authorization: `Bearer ${tourist.token}`, 'idempotency-key': key },
    payload: body,
  });

const seatsOn = async (ids: string[]) =>
  t.db
    .select({ id: departures.id, localDate: departures.localDate, seatsTaken: departures.seatsTaken })
    .from(departures)
    .where(inArray(departures.id, ids));

/** A booking made and paid by card through the API, as the tourist. */
async function paidBooking(date: string, adults: number, children = 0, tour = tourId) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { authorization: `Bearer ${tourist.token}` },
    payload: {
      tourId: tour,
      date,
      adults,
      children,
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

describe('reschedule under contention', () => {
  it('200 concurrent moves into a departure with 8 free seats move exactly 8; the rest get a 409 and keep their seats', async () => {
    const target = addDays(today, 10);
    // 200 one-seat bookings on 25 other departures, 8 each (full).
    const seeded: { id: string; departureId: string }[] = [];
    for (let day = 0; day < 25; day++) {
      for (let i = 0; i < 8; i++) {
        const b = await seedBooking(t, {
          tourId,
          date: addDays(today, 20 + day),
          capacity: 8,
          status: 'confirmed',
          adults: 1,
        });
        seeded.push({ id: b.id, departureId: b.departureId });
      }
    }
    await t.db
      .update(bookings)
      .set({ userId: tourist.user.id })
      .where(
        inArray(
          bookings.id,
          seeded.map((b) => b.id),
        ),
      );
    const sources = [...new Set(seeded.map((b) => b.departureId))];
    expect((await seatsOn(sources)).every((d) => d.seatsTaken === 8)).toBe(true);

    const results = await Promise.all(
      seeded.map((b) => reschedule(b.id, { date: target, adults: 1, children: 0 })),
    );
    const moved = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(moved).toHaveLength(8);
    expect(refused).toHaveLength(192);
    for (const r of refused) {
      expect(r.json().error.code).toBe('BOOKING_SOLD_OUT');
      expect(r.json().error.message).toMatch(/Your booking was not changed/);
    }
    expect(moved.every((r) => r.json().date === target)).toBe(true);

    const [targetDeparture] = await t.db
      .select()
      .from(departures)
      .where(and(eq(departures.tourId, tourId), eq(departures.localDate, target)));
    expect(targetDeparture!.seatsTaken).toBe(8);
    // The old departures gave back exactly the 8 moved seats.
    const after = await seatsOn(sources);
    expect(after.reduce((sum, d) => sum + d.seatsTaken, 0)).toBe(200 - 8);
    const movedIds = new Set(moved.map((r) => r.json().id as string));
    for (const d of after) {
      const leaving = seeded.filter((b) => b.departureId === d.id && movedIds.has(b.id)).length;
      expect(d.seatsTaken).toBe(8 - leaving);
    }
    // Each seat on every departure belongs to a confirmed booking on it.
    const rows = await t.db.select().from(bookings).where(eq(bookings.tourId, tourId));
    for (const d of [...after, targetDeparture!]) {
      const held = rows
        .filter((b) => b.departureId === d.id && b.status === 'confirmed')
        .reduce((sum, b) => sum + b.adults + b.children, 0);
      expect(held).toBe(d.seatsTaken);
    }
  }, 120_000);
});

describe('the price difference', () => {
  it('a larger party is charged the exact difference; a smaller one refunded it by the policy tier; totals and payments match', async () => {
    const id = await paidBooking(addDays(today, 50), 2);
    const up = await reschedule(id, { date: addDays(today, 51), adults: 3, children: 1, ...CARD });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({
      date: addDays(today, 51),
      adults: 3,
      children: 1,
      price: { adults: 30_000, children: 7_000, total: 37_000 },
    });
    expect(up.json().changes).toEqual([
      expect.objectContaining({
        fromDate: addDays(today, 50),
        toDate: addDays(today, 51),
        by: 'tourist',
        chargedAmount: 17_000,
        refundedAmount: 0,
      }),
    ]);

    const down = await reschedule(id, { date: addDays(today, 51), adults: 1, children: 0 });
    expect(down.statusCode).toBe(200);
    // 51 days ahead the policy refunds 95%: $256.50 of the $270 difference; the booking keeps the rest.
    expect(down.json().price.total).toBe(11_350);
    expect(down.json().changes[1]).toMatchObject({ chargedAmount: 0, refundedAmount: 25_650 });

    const rows = await t.db.select().from(payments).where(eq(payments.bookingId, id));
    const charges = rows
      .filter((p) => p.kind === 'charge' && p.status === 'approved')
      .map((p) => p.amountCents);
    const refunds = rows.filter((p) => p.kind === 'refund');
    expect(charges.sort((a, b) => a - b)).toEqual([17_000, 20_000]);
    // $256.50 back by card: the $170 difference charge in full, then $86.50 of the first charge.
    expect(refunds.map((p) => [p.amountCents, p.status]).sort()).toEqual([
      [17_000, 'approved'],
      [8_650, 'approved'],
    ]);
    const gateway = await t.db
      .select()
      .from(demoProviderRefunds)
      .where(
        inArray(
          demoProviderRefunds.idempotencyKey,
          refunds.map((r) => r.idempotencyKey),
        ),
      );
    expect(gateway.reduce((sum, r) => sum + r.amountCents, 0)).toBe(25_650);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(booking).toMatchObject({ totalCents: 11_350, adults: 1, children: 0 });
    expect(booking!.commissionCents! + booking!.merchantNetCents!).toBe(11_350);
    // What was paid, less what was refunded, is the booking's total.
    expect(20_000 + 17_000 - 25_650).toBe(booking!.totalCents);
  });

  it("the quote asked before the change is what the change then settles: the new date's season price, a smaller party's refund", async () => {
    const every = [0, 1, 2, 3, 4, 5, 6];
    const seasonFrom = addDays(today, 40);
    const seasonal = (
      await t.factories.createTour({
        merchantId: me.merchant.id,
        title: 'Caye Caulker Snorkel',
        sellingPriceCents: 10_000,
        standardPriceCents: 10_000,
        maxGroupSize: 8,
        scheduleDays: every,
        startTime: '09:00',
        seasons: [
          {
            name: 'High season',
            from: seasonFrom,
            to: addDays(seasonFrom, 3),
            times: [{ time: '09:00', days: every }],
            capacity: 8,
            price_cents: 13_000,
          },
        ],
      })
    ).id;
    const id = await paidBooking(addDays(today, 35), 2, 0, seasonal);
    const quote = (query: string, token: string | null = tourist.token) =>
      t.app.inject({
        url: `/api/bookings/${id}/reschedule-quote?${query}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    const up = await quote(`date=${seasonFrom}&adults=2&children=0`);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toEqual({ totalCents: 26_000, chargeCents: 6_000, refundCents: 0 });
    const moved = await reschedule(id, { date: seasonFrom, adults: 2, children: 0, ...CARD });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().price.total).toBe(26_000);
    expect(moved.json().changes[0]).toMatchObject({ chargedAmount: 6_000, refundedAmount: 0 });

    const down = await quote(`date=${seasonFrom}&adults=1&children=0`);
    expect(down.statusCode).toBe(200);
    expect(down.json().chargeCents).toBe(0);
    expect(down.json().refundCents).toBeGreaterThan(0);
    const smaller = await reschedule(id, { date: seasonFrom, adults: 1, children: 0 });
    expect(smaller.statusCode).toBe(200);
    expect(smaller.json().price.total).toBe(down.json().totalCents);
    expect(smaller.json().changes[1].refundedAmount).toBe(down.json().refundCents);

    // The date it is on already, with its party: nothing to quote, named on the field.
    const same = await quote(`date=${seasonFrom}&adults=1&children=0`);
    expect(same.statusCode).toBe(400);
    expect(same.json().error.details[0].field).toBe('date');
    const badParty = await quote(`date=${seasonFrom}&adults=0&children=0`);
    expect(badParty.statusCode).toBe(400);
    expect(badParty.json().error.details[0].field).toBe('adults');
    // Someone else's booking is not found.
    expect((await quote(`date=${addDays(seasonFrom, 1)}&adults=1&children=0`, null)).statusCode).toBe(404);
  });

  it('a higher total without a card is refused and nothing moves', async () => {
    const id = await paidBooking(addDays(today, 52), 1);
    const res = await reschedule(id, { date: addDays(today, 52), adults: 2, children: 0 });
    expect(res.statusCode).toBe(400);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(booking).toMatchObject({ adults: 1, totalCents: 10_000 });
  });

  it('a declined card changes nothing', async () => {
    const id = await paidBooking(addDays(today, 53), 1);
    const res = await reschedule(id, {
      date: addDays(today, 54),
      adults: 2,
      children: 0,
      ...CARD,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(res.statusCode).toBe(402);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(booking).toMatchObject({ adults: 1, totalCents: 10_000, localDate: addDays(today, 53) });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/bookings/${id}`,
          headers: { authorization: `Bearer ${tourist.token}` },
        })
      ).json().changes,
    ).toEqual([]);
  });
});

describe('the 24-hour limit', () => {
  it('refuses the tourist within 24 hours of departure and lets the operator move the party as it is', async () => {
    const date = addDays(today, 5);
    const id = await paidBooking(date, 2);
    const ctx = { db: t.db, payments: t.app.payments, publicUrl: '' };
    const nearly = new Date(Date.parse(`${date}T09:00:00-06:00`) - 10 * 3_600_000);
    await expect(
      rescheduleBooking(
        ctx,
        id,
        { userId: tourist.user.id },
        {
          date: addDays(today, 6),
          adults: 2,
          children: 0,
          cardName: '',
          cardNumber: '',
          expiryDate: '',
          cvv: '',
        },
        idem(),
        nearly,
      ),
    ).rejects.toMatchObject({ statusCode: 409, code: 'RESCHEDULE_TOO_LATE' });

    const moved = await moveBookingByOperator(
      ctx,
      { userId: me.user.id, merchantId: me.merchant.id },
      id,
      addDays(today, 6),
      nearly,
    );
    expect(moved).toMatchObject({ date: addDays(today, 6), adults: 2, price: { total: 20_000 } });
    expect(moved.changes).toEqual([
      expect.objectContaining({ by: 'operator', chargedAmount: 0, refundedAmount: 0 }),
    ]);
  });

  it('over HTTP: the operator moves its own guest; another merchant gets 404; a tourist cannot', async () => {
    const id = await paidBooking(addDays(today, 7), 1);
    const other = await merchantAccount(t);
    const to = addDays(today, 8);
    expect(
      (await call('POST', `/api/merchant/bookings/${id}/move`, other.token, { date: to })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/merchant/bookings/${id}/move`, tourist.token, { date: to })).statusCode,
    ).toBe(403);
    const res = await call('POST', `/api/merchant/bookings/${id}/move`, me.token, { date: to });
    expect(res.statusCode).toBe(200);
    expect(res.json().date).toBe(to);
    const list = await call('GET', '/api/me/bookings', tourist.token);
    expect(list.json().bookings.find((b: { id: string }) => b.id === id)).toMatchObject({
      tourDate: to,
      rescheduledFrom: addDays(today, 7),
    });
  });

  it('a full date is a clear 409 and nothing changes', async () => {
    const full = addDays(today, 9);
    await seedBooking(t, { tourId, date: full, capacity: 8, status: 'confirmed', adults: 8 });
    const id = await paidBooking(addDays(today, 11), 2);
    const res = await reschedule(id, { date: full, adults: 2, children: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Sold out for this date. Your booking was not changed.');
  });
});

describe('cancelling after a reschedule', () => {
  it('refunds from both card charges, each within what it paid', async () => {
    const id = await paidBooking(addDays(today, 56), 1);
    expect(
      (await reschedule(id, { date: addDays(today, 56), adults: 3, children: 0, ...CARD })).statusCode,
    ).toBe(200);
    const cancelled = await call('POST', `/api/bookings/${id}/cancel`, tourist.token);
    expect(cancelled.statusCode).toBe(200);
    // 95% of $300, rounded down: from the $200 difference charge first, then the first $100 charge.
    expect(cancelled.json().refund).toEqual({ amount: 28_500, percent: 95 });
    const refunds = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, id), eq(payments.kind, 'refund')));
    expect(refunds.map((r) => [r.amountCents, r.status]).sort()).toEqual([
      [20_000, 'approved'],
      [8_500, 'approved'],
    ]);
  });
});
