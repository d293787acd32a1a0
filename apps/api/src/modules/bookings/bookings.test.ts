import { addDays, belizeToday, weekdayOf } from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSmtp } from '../../test/test-smtp.ts';
import { checkInBooking } from './bookings.repository.ts';
import { completeDepartedBookings, expireLapsedHolds } from './bookings.service.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let tourId: string;
let tinyTourId: string;
let touristToken: string;
let otherToken: string;
const today = belizeToday();
/** Each booking in these tests gets its own departure day (all far enough ahead for a full refund). */
let dayOffset = 8;
const nextDay = () => addDays(today, dayOffset++);
const CARD = { cardName: 'Maria Lopez', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' };

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  tourId = (
    await t.factories.createTour({
      sellingPriceCents: 10_000,
      standardPriceCents: 10_000,
      maxGroupSize: 8,
      startTime: '09:00',
    })
  ).id;
  tinyTourId = (await t.factories.createTour({ title: 'Private sail', maxGroupSize: 8, startTime: '09:00' }))
    .id;
  for (const email of ['maria@example.com', 'other@example.com']) {
    await t.factories.createUser({ email });
  }
  const login = async (email: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'belize-demo-2026' },
      })
    ).json().token as string;
  touristToken = await login('maria@example.com');
  otherToken = await login('other@example.com');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const form = (overrides: Record<string, unknown> = {}) => ({
  tourId,
  adults: 2,
  children: 1,
  fullName: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '+1 555 0100',
  ...overrides,
  date: 'date' in overrides ? overrides.date : nextDay(),
});

async function book(overrides: Record<string, unknown> = {}, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: form(overrides),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return res;
}

function pay(id: string, key: string, idempotencyKey: string, card = CARD) {
  return t.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/pay`,
    payload: card,
    headers: { 'x-booking-key': key, 'idempotency-key': idempotencyKey },
  });
}

describe('creating a booking', () => {
  it('holds seats for 15 minutes at the price the server computes (child 70%)', async () => {
    const res = await book();
    expect(res.statusCode).toBe(201);
    const { booking, accessKey } = res.json();
    expect(accessKey).toBeTruthy();
    expect(booking).toMatchObject({
      status: 'pending',
      confirmationCode: null,
      adults: 2,
      children: 1,
      price: { adults: 20_000, children: 7_000, total: 27_000 },
    });
    const holdMinutes = (Date.parse(booking.holdExpiresAt) - Date.now()) / 60_000;
    expect(holdMinutes).toBeGreaterThan(14);
    expect(holdMinutes).toBeLessThanOrEqual(15);
  });

  it.each([
    [{ fullName: ' ' }, 'fullName', 'Full name is required'],
    [{ email: 'nope' }, 'email', 'Email is invalid'],
    [{ phone: '' }, 'phone', 'Phone number is required'],
    [{ date: '' }, 'date', 'Date is required'],
    [{ adults: 0 }, 'adults', 'At least 1 adult is required'],
    [{ date: addDays(today, -1) }, 'date', 'Date must be today or later'],
    [{ date: addDays(today, 60) }, 'date', 'Dates can be booked up to 60 days ahead'],
    [{ adults: 8, children: 1 }, 'adults', 'The group size for this tour is at most 8'],
  ])('rejects %j with the message on %s', async (overrides, field, message) => {
    const res = await book(overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual({ field, message });
  });

  it('refuses dates the tour does not run on and unknown tours', async () => {
    const weekdayTour = await t.factories.createTour({ scheduleDays: [1, 2, 3, 4, 5] });
    let sunday = addDays(today, 1);
    while (weekdayOf(sunday) !== 0) sunday = addDays(sunday, 1);
    const res = await book({ tourId: weekdayTour.id, date: sunday });
    expect(res.json().error.details).toContainEqual({
      field: 'date',
      message: 'This tour does not run on this date',
    });
    expect((await book({ tourId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('never oversells: 200 concurrent buyers for 8 seats leave exactly 8 taken', async () => {
    const date = addDays(today, 57);
    const attempts = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        book({ tourId: tinyTourId, date, adults: 1, children: 0, email: `buyer${i}@example.com` }),
      ),
    );
    const codes = attempts.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(8);
    expect(codes.filter((c) => c === 409)).toHaveLength(192);
    for (const res of attempts.filter((r) => r.statusCode === 409)) {
      expect(res.json().error).toMatchObject({ code: 'BOOKING_SOLD_OUT', message: 'Sold out for this date' });
    }
    const availability = await t.app.inject({
      method: 'GET',
      url: `/api/tours/${tinyTourId}/availability?from=${date}&to=${date}`,
    });
    expect(availability.json().dates[0]).toMatchObject({ status: 'sold-out', seatsLeft: 0 });
  });
});

describe('paying', () => {
  it('confirms once with a short unambiguous code, even when the request is repeated', async () => {
    const { booking, accessKey } = (await book()).json();
    const first = await pay(booking.id, accessKey, 'key-approve-1');
    expect(first.statusCode).toBe(200);
    const paid = first.json();
    expect(paid.status).toBe('confirmed');
    expect(paid.confirmationCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(paid.payment).toEqual({ brand: 'VISA', last4: '4242' });

    const retry = await pay(booking.id, accessKey, 'key-approve-1');
    const doubleClick = await pay(booking.id, accessKey, 'key-approve-2');
    expect(retry.json().confirmationCode).toBe(paid.confirmationCode);
    expect(doubleClick.json().confirmationCode).toBe(paid.confirmationCode);
    const { payments } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const charges = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(charges).toHaveLength(1);
    expect(JSON.stringify(charges)).not.toContain('4242424242424242');

    await t.app.deliverOutbox();
    const mail = smtp.lastTo('maria@example.com');
    expect(mail?.subject).toContain(paid.confirmationCode);
    expect(mail?.text).toContain(`/confirmation/${booking.id}?key=`);
    expect(mail?.attachments[0]).toMatchObject({
      filename: `belizepass-${paid.confirmationCode}.png`,
      contentType: 'image/png',
    });
  });

  it('declines the decline test card with the spec message and lets the tourist try again', async () => {
    const { booking, accessKey } = (await book()).json();
    const declined = await pay(booking.id, accessKey, 'key-decline-1', {
      ...CARD,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Payment processing failed. Please try again.');
    expect((await pay(booking.id, accessKey, 'key-decline-1')).statusCode).toBe(402);
    expect((await pay(booking.id, accessKey, 'key-decline-2')).json().status).toBe('confirmed');
  });

  it('checks the card like a gateway', async () => {
    const { booking, accessKey } = (await book()).json();
    const res = await pay(booking.id, accessKey, 'key-invalid-1', {
      ...CARD,
      cardNumber: '4242 4242 4242 4241',
      cvv: '1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { field: 'cardNumber', message: 'Card number is invalid' },
      { field: 'cvv', message: 'CVV must be 3 or 4 digits' },
    ]);
    const missingKey = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/pay`,
      payload: CARD,
      headers: { 'x-booking-key': accessKey },
    });
    expect(missingKey.statusCode).toBe(400);
  });

  it('releases the seats of an expired hold and refuses to charge it', async () => {
    const date = addDays(today, 58);
    const { booking, accessKey } = (await book({ tourId: tinyTourId, date, adults: 8, children: 0 })).json();
    expect((await book({ tourId: tinyTourId, date, adults: 1, children: 0 })).statusCode).toBe(409);
    const expired = await expireLapsedHolds(t.db, new Date(Date.now() + 16 * 60_000));
    expect(expired).toBeGreaterThanOrEqual(1);
    expect((await pay(booking.id, accessKey, 'key-expired-1')).statusCode).toBe(409);
    expect((await book({ tourId: tinyTourId, date, adults: 1, children: 0 })).statusCode).toBe(201);
  });
});

describe('who can see a booking', () => {
  it('is the key holder or the signed-in owner; anyone else gets 404', async () => {
    const { booking, accessKey } = (await book({}, touristToken)).json();
    const get = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}`, headers });
    expect((await get({ 'x-booking-key': accessKey })).statusCode).toBe(200);
    expect((await get({ authorization: `Bearer ${touristToken}` })).statusCode).toBe(200);
    expect((await get({})).statusCode).toBe(404);
    expect((await get({ 'x-booking-key': 'guessed' })).statusCode).toBe(404);
    expect((await get({ authorization: `Bearer ${otherToken}` })).statusCode).toBe(404);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/me/bookings',
      headers: { authorization: `Bearer ${touristToken}` },
    });
    expect(mine.json().bookings.map((b: { id: string }) => b.id)).toContain(booking.id);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/me/bookings',
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(theirs.json().bookings).toEqual([]);
  });
});

describe("the tour's texts in the reader's language", () => {
  it('shows the Spanish title and meeting instructions to a Spanish request, the English to an English one', async () => {
    const river = (
      await t.factories.createTour({
        title: 'Lamanai River Safari',
        titleEs: 'Safari por el río a Lamanai',
        meetingPoint: 'Orange Walk dock',
        meetingPointEs: 'Muelle de Orange Walk',
        bringItems: ['Sunscreen'],
        maxGroupSize: 8,
        startTime: '09:00',
      })
    ).id;
    const plain = (
      await t.factories.createTour({ title: 'Private sail', maxGroupSize: 8, startTime: '09:00' })
    ).id;
    const headers = (language: string) => ({
      authorization: `Bearer ${touristToken}`,
      'accept-language': language,
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: form({ tourId: river }),
      headers: headers('es'),
    });
    expect(created.statusCode).toBe(201);
    const { booking } = created.json();
    expect(booking.tourTitle).toBe('Safari por el río a Lamanai');

    const detail = async (language: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}`, headers: headers(language) })
      ).json();
    expect(await detail('es')).toMatchObject({
      tourTitle: 'Safari por el río a Lamanai',
      merchantInfo: {
        meetingPoint: 'Muelle de Orange Walk',
        instructions: 'Llega 15 minutos antes, por favor. Lleva: Sunscreen.',
      },
    });
    expect(await detail('en')).toMatchObject({
      tourTitle: 'Lamanai River Safari',
      merchantInfo: {
        meetingPoint: 'Orange Walk dock',
        instructions: 'Please arrive 15 minutes early. Bring: Sunscreen.',
      },
    });

    const other = (await book({ tourId: plain }, touristToken)).json().booking;
    const list = async (language: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/me/bookings', headers: headers(language) });
      const rows = res.json().bookings as { id: string; tourName: string }[];
      return [booking.id, other.id].map((id) => rows.find((row) => row.id === id)?.tourName);
    };
    // A tour with no Spanish title keeps its English one.
    expect(await list('es')).toEqual(['Safari por el río a Lamanai', 'Private sail']);
    expect(await list('en')).toEqual(['Lamanai River Safari', 'Private sail']);
  });
});

describe('cancelling', () => {
  it('refunds a paid booking by the policy tier and gives the seats back', async () => {
    const date = addDays(today, 59);
    const { booking, accessKey } = (await book({ tourId: tinyTourId, date, adults: 8, children: 0 })).json();
    await pay(booking.id, accessKey, 'key-cancel-1');
    const headers = { 'x-booking-key': accessKey };
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/refund-quote`,
      headers,
    });
    expect(quote.json()).toMatchObject({ percent: 95, amount: Math.floor((8 * 8500 * 95) / 100) });
    const res = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/cancel`, headers });
    expect(res.json()).toMatchObject({ status: 'cancelled', refund: { percent: 95, amount: 64_600 } });
    expect((await book({ tourId: tinyTourId, date, adults: 8, children: 0 })).statusCode).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/cancel`, headers });
    expect(again.statusCode).toBe(409);
  });
});

describe('reviews after the tour', () => {
  it('accepts one verified review once the booking is completed, and updates the rating', async () => {
    const { booking, accessKey } = (await book()).json();
    await pay(booking.id, accessKey, 'key-review-1');
    const headers = { 'x-booking-key': accessKey };
    const review = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/review`, headers, payload });
    expect((await review({ rating: 5, comment: 'Wonderful reef!' })).statusCode).toBe(409);

    // Checked in: still not reviewable until the departure has ended.
    await checkInBooking(t.db, booking.id, { checkedInByUserId: null });
    expect((await review({ rating: 5, comment: 'Wonderful reef!' })).statusCode).toBe(409);
    const dayAfter = new Date(Date.parse(`${booking.date}T12:00:00-06:00`) + 24 * 3_600_000);
    expect(await completeDepartedBookings(t.db, dayAfter)).toBeGreaterThanOrEqual(1);
    expect((await review({ rating: 0, comment: 'x' })).statusCode).toBe(400);
    const created = await review({ rating: 4, comment: 'Wonderful reef!' });
    expect(created.statusCode).toBe(201);
    expect((await review({ rating: 5, comment: 'Again' })).statusCode).toBe(409);

    const tour = (await t.app.inject({ method: 'GET', url: `/api/tours/${tourId}` })).json();
    expect(tour.reviewCount).toBe(1);
    expect(tour.rating).toBe(4);
    expect(tour.reviews[0]).toMatchObject({
      userName: 'Maria Lopez',
      comment: 'Wonderful reef!',
      verified: true,
    });
  });
});
