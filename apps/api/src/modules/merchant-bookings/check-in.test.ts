import { addDays, alreadyCheckedInMessage, belizeToday } from '@belizepass/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, merchantAccount, seedBooking, touristAccount } from '../merchant-tours/test-kit.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let me: Awaited<ReturnType<typeof merchantAccount>>;
let other: Awaited<ReturnType<typeof merchantAccount>>;
let tourId: string;
let theirTourId: string;
const today = belizeToday();
const NOT_FOUND = 'Booking not found. Please check the confirmation code.';

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  me = await merchantAccount(t);
  other = await merchantAccount(t);
  tourId = (await t.factories.createTour({ merchantId: me.merchant.id, title: 'Cave Tubing' })).id;
  theirTourId = (await t.factories.createTour({ merchantId: other.merchant.id })).id;
});
afterAll(() => t?.close());

const booked = (status: 'confirmed' | 'cancelled' = 'confirmed', tour = tourId) =>
  seedBooking(t, { tourId: tour, date: today, status });
const checkIn = (payload: unknown, token = me.token) =>
  call('POST', '/api/merchant/check-in', token, payload);

describe('check-in access', () => {
  it('is for approved merchants only', async () => {
    const pending = await merchantAccount(t, { adminApproved: false });
    const tourist = await touristAccount(t);
    expect((await call('GET', '/api/merchant/check-in/ABCDEFGH')).statusCode).toBe(401);
    expect((await checkIn({ confirmationCode: 'ABCDEFGH' }, tourist.token)).statusCode).toBe(403);
    expect((await checkIn({ confirmationCode: 'ABCDEFGH' }, pending.token)).statusCode).toBe(403);
  });
});

describe('looking a booking up', () => {
  it('finds the merchant’s own booking whatever the case and spacing of the code', async () => {
    const b = await booked();
    const res = await call(
      'GET',
      `/api/merchant/check-in/${encodeURIComponent(` ${b.confirmationCode!.toLowerCase()} `)}`,
      me.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: b.id,
      confirmationCode: b.confirmationCode,
      tourTitle: 'Cave Tubing',
      status: 'confirmed',
      checkedInAt: null,
    });
  });

  it('says the same for an unknown code and another merchant’s booking', async () => {
    const theirs = await booked('confirmed', theirTourId);
    for (const code of ['ZZZZZZZZ', theirs.confirmationCode!]) {
      const res = await call('GET', `/api/merchant/check-in/${code}`, me.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(NOT_FOUND);
      const post = await checkIn({ confirmationCode: code });
      expect(post.statusCode).toBe(404);
      expect(post.json().error.message).toBe(NOT_FOUND);
    }
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, theirs.id));
    expect(row).toMatchObject({ status: 'confirmed', checkedInAt: null });
  });

  it('asks for a code when none is given', async () => {
    const res = await checkIn({ confirmationCode: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual({
      field: 'confirmationCode',
      message: 'Please enter a confirmation code',
    });
  });
});

describe('checking in', () => {
  it('checks a confirmed booking in once and records who did it; it stays confirmed', async () => {
    const b = await booked();
    const res = await checkIn({ confirmationCode: b.confirmationCode!.toLowerCase() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: b.id, status: 'confirmed' });
    expect(Date.now() - Date.parse(body.checkedInAt)).toBeLessThan(60_000);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row).toMatchObject({ status: 'confirmed', checkedInByUserId: me.user.id });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, b.id), eq(auditLog.action, 'booking.check_in')));
    expect(audit).toHaveLength(1);

    const again = await checkIn({ confirmationCode: b.confirmationCode });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'ALREADY_CHECKED_IN',
      message: alreadyCheckedInMessage(body.checkedInAt),
      details: { checkedInAt: body.checkedInAt },
    });
    expect(again.json().error.message).toMatch(
      /^Already checked in on (Sun|Mon|Tue|Wed|Thu|Fri|Sat), [A-Z][a-z]{2} \d{1,2} at \d{1,2}:\d{2} (AM|PM)\.$/,
    );
  });

  it('answers a retried request with the same clientRequestId with the booking, and nothing new is stored', async () => {
    const b = await booked();
    const request = { confirmationCode: b.confirmationCode, clientRequestId: 'offline-7f3a9c21' };
    const first = await checkIn(request);
    expect(first.statusCode).toBe(200);
    const retry = await checkIn(request);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, b.id), eq(auditLog.action, 'booking.check_in')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.note).toBe('offline-7f3a9c21');
    const otherRequest = await checkIn({ ...request, clientRequestId: 'offline-00000000' });
    expect(otherRequest.statusCode).toBe(409);
    expect(otherRequest.json().error.code).toBe('ALREADY_CHECKED_IN');
  });

  it('lets only one of two simultaneous check-ins through', async () => {
    const b = await booked();
    const results = await Promise.all([
      checkIn({ confirmationCode: b.confirmationCode }),
      checkIn({ confirmationCode: b.confirmationCode }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a cancelled booking', async () => {
    const b = await booked('cancelled');
    const res = await checkIn({ confirmationCode: b.confirmationCode });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'BOOKING_CANCELLED',
      message: 'This booking was cancelled and cannot be checked in.',
    });
  });

  it('refuses a booking whose departure ended without a check-in (a no-show)', async () => {
    const b = await seedBooking(t, { tourId, date: addDays(today, -2), status: 'confirmed' });
    const { completeDepartedBookings } = await import('../bookings/bookings.service.ts');
    await completeDepartedBookings(t.db);
    const res = await checkIn({ confirmationCode: b.confirmationCode });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'BOOKING_NO_SHOW',
      message: 'This departure has ended and the guest was recorded as a no-show.',
    });
  });
});
