import { addDays, belizeToday } from '@belizepass/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, departures, payments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, merchantAccount, outboxTo, touristAccount } from '../merchant-tours/test-kit.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let me: Awaited<ReturnType<typeof merchantAccount>>;
let tourId: string;
const today = belizeToday();
const CARD = { cardName: 'Guest', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' };

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  me = await merchantAccount(t);
  tourId = (
    await t.factories.createTour({
      merchantId: me.merchant.id,
      title: 'Placencia Lagoon Kayak',
      startTime: '09:00',
      maxGroupSize: 10,
      sellingPriceCents: 10_000,
      standardPriceCents: 10_000,
    })
  ).id;
});
afterAll(() => t?.close());

/** A guest books through the public API, and pays unless told not to. */
async function guestBooks(
  date: string,
  email: string,
  options: { adults?: number; pay?: boolean; tour?: string; language?: string } = {},
) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: options.language ? { 'accept-language': options.language } : {},
    payload: {
      tourId: options.tour ?? tourId,
      date,
      adults: options.adults ?? 2,
      children: 1,
      fullName: email.split('@')[0],
      email,
      phone: '+501 600 1111',
    },
  });
  expect(created.statusCode).toBe(201);
  const { booking, accessKey } = created.json();
  if (options.pay === false) return booking;
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/pay`,
    payload: CARD,
    headers: { 'x-booking-key': accessKey, 'idempotency-key': `pay-${booking.id}` },
  });
  expect(paid.statusCode).toBe(200);
  return paid.json();
}

describe('closing a date', () => {
  it('cancels every booking on it with a full refund, frees the seats and emails each guest', async () => {
    const date = addDays(today, 6);
    const ana = await guestBooks(date, 'ana@example.com');
    const ben = await guestBooks(date, 'ben@example.com', { adults: 3 });
    const holding = await guestBooks(date, 'cleo@example.com', { adults: 1, pay: false });
    const otherDay = await guestBooks(addDays(today, 7), 'dan@example.com');

    const res = await call('POST', `/api/merchant/tours/${tourId}/departures/close`, me.token, {
      date,
      reason: 'Small craft warning from the Coast Guard',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      cancelledBookings: 3,
      refundedAmount: ana.price.total + ben.price.total,
      departure: {
        date,
        time: '09:00',
        closed: true,
        closedReason: 'Small craft warning from the Coast Guard',
        seatsTaken: 0,
        bookingCount: 0,
      },
    });

    for (const paid of [ana, ben]) {
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, paid.id));
      expect(row).toMatchObject({
        status: 'cancelled',
        cancelReason: 'departure_closed',
        refundCents: paid.price.total,
        refundPercent: 100,
      });
      const refunds = await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, paid.id), eq(payments.kind, 'refund')));
      expect(refunds).toEqual([
        expect.objectContaining({
          amountCents: paid.price.total,
          status: 'approved',
          idempotencyKey: `refund:${paid.id}`,
        }),
      ]);
    }
    const [hold] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, holding.booking?.id ?? holding.id));
    expect(hold?.status).toBe('cancelled');
    const [untouched] = await t.db.select().from(bookings).where(eq(bookings.id, otherDay.id));
    expect(untouched?.status).toBe('confirmed');

    for (const [email, refund] of [
      ['ana@example.com', '$270.00'],
      ['ben@example.com', '$370.00'],
    ] as const) {
      const mail = (await outboxTo(t, email)).filter((m) => m.subject.startsWith('Cancelled:'));
      expect(mail).toHaveLength(1);
      expect(mail[0]!.textBody).toContain('Small craft warning from the Coast Guard');
      expect(mail[0]!.textBody).toContain(`full refund of ${refund}`);
      // A guest without an account rebooks from the tour's page.
      expect(mail[0]!.textBody).toMatch(
        new RegExp(`Choose another date for the same party: \\S*/tours/${tourId}`),
      );
    }
    const cleo = (await outboxTo(t, 'cleo@example.com')).filter((m) => m.subject.startsWith('Cancelled:'));
    expect(cleo).toHaveLength(1);
    expect(cleo[0]!.textBody).toContain('You were not charged');
    expect(
      (await outboxTo(t, 'dan@example.com')).filter((m) => m.subject.startsWith('Cancelled:')),
    ).toHaveLength(0);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'departure.close'), eq(auditLog.entityId, body.departure.id)));
    expect(audit).toMatchObject({
      actorUserId: me.user.id,
      note: 'Small craft warning from the Coast Guard',
    });

    const availability = await call('GET', `/api/tours/${tourId}/availability?from=${date}&to=${date}`);
    expect(availability.json().dates[0]).toMatchObject({ date, status: 'closed', seatsLeft: 0 });
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        tourId,
        date,
        adults: 1,
        fullName: 'Late',
        email: 'late@example.com',
        phone: '+501 600 2222',
      },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('BOOKING_DATE_CLOSED');
  });

  it('closes a date nobody booked (creating its departure) and lists it', async () => {
    const date = addDays(today, 12);
    const res = await call('POST', `/api/merchant/tours/${tourId}/departures/close`, me.token, {
      date,
      reason: 'Guide at a family wedding',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      cancelledBookings: 0,
      refundedAmount: 0,
      departure: { date, closed: true, capacity: 10 },
    });
    const [row] = await t.db
      .select()
      .from(departures)
      .where(and(eq(departures.tourId, tourId), eq(departures.localDate, date)));
    expect(row?.closed).toBe(true);
  });

  it('lists the next 60 days’ departures that have bookings or are closed', async () => {
    const booked = addDays(today, 20);
    await guestBooks(booked, 'eve@example.com');
    const res = await call('GET', `/api/merchant/tours/${tourId}/departures`, me.token);
    expect(res.statusCode).toBe(200);
    const list = res.json().departures;
    expect(list.map((d: { date: string }) => d.date)).toEqual([
      addDays(today, 6),
      addDays(today, 7),
      addDays(today, 12),
      booked,
    ]);
    expect(list.at(-1)).toMatchObject({
      date: booked,
      time: '09:00',
      capacity: 10,
      seatsTaken: 3,
      closed: false,
      closedReason: null,
      bookingCount: 1,
    });
    expect(list[0]).toMatchObject({ closed: true, bookingCount: 0, seatsTaken: 0 });
    const ranged = await call(
      'GET',
      `/api/merchant/tours/${tourId}/departures?from=${addDays(today, 10)}&to=${addDays(today, 15)}`,
      me.token,
    );
    expect(ranged.json().departures.map((d: { date: string }) => d.date)).toEqual([addDays(today, 12)]);
  });

  it('names the tour by its Spanish title to a guest who booked in Spanish, by its English one otherwise', async () => {
    const river = (
      await t.factories.createTour({
        merchantId: me.merchant.id,
        title: 'Lamanai River Safari',
        titleEs: 'Safari por el río a Lamanai',
        startTime: '09:00',
        maxGroupSize: 10,
      })
    ).id;
    const date = addDays(today, 9);
    await guestBooks(date, 'lucia@example.com', { tour: river, language: 'es' });
    await guestBooks(date, 'liam@example.com', { tour: river, language: 'en' });
    const res = await call('POST', `/api/merchant/tours/${river}/departures/close`, me.token, {
      date,
      reason: 'High water on the New River',
    });
    expect(res.statusCode).toBe(200);
    const [spanish] = (await outboxTo(t, 'lucia@example.com')).filter((m) =>
      m.subject.startsWith('Cancelado:'),
    );
    const [english] = (await outboxTo(t, 'liam@example.com')).filter((m) =>
      m.subject.startsWith('Cancelled:'),
    );
    expect(spanish?.subject).toContain('Safari por el río a Lamanai');
    expect(spanish?.textBody).toContain('Safari por el río a Lamanai');
    expect(english?.subject).toContain('Lamanai River Safari');
    expect(english?.textBody).not.toContain('Safari por el río');
  });

  it('checks the date and the reason', async () => {
    const url = `/api/merchant/tours/${tourId}/departures/close`;
    const past = await call('POST', url, me.token, { date: addDays(today, -1), reason: 'Too late' });
    expect(past.json().error.details).toContainEqual({
      field: 'date',
      message: 'Choose today or a later date',
    });
    const short = await call('POST', url, me.token, { date: addDays(today, 3), reason: 'no' });
    expect(short.json().error.details).toContainEqual({
      field: 'reason',
      message: 'Give a reason of at least 3 characters',
    });
    const tourist = await touristAccount(t);
    expect(
      (await call('POST', url, tourist.token, { date: addDays(today, 3), reason: 'Weather' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', url, undefined, { date: addDays(today, 3), reason: 'Weather' })).statusCode,
    ).toBe(401);
  });
});
