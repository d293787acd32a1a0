import { randomUUID } from 'node:crypto';
import { addDays, belizeToday } from '@belizepass/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { bookings, emailOutbox, platformSettings } from '../../db/schema/index.ts';
import { runExclusive } from '../../jobs/run-exclusive.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CARD, call, signIn } from '../admin/admin-test-kit.ts';
import { caller, merchantAccount, seedBooking } from '../merchant-tours/test-kit.ts';
import { getPlatformSettings } from '../settings/settings.repository.ts';
import { checkInBooking } from './bookings.repository.ts';
import { completeDepartedBookings } from './bookings.service.ts';

/**
 * The booking lifecycle (docs/decisions/019-booking-lifecycle.md): check-in is a time on a confirmed
 * booking; the completion job ends a booking once its departure (start + duration, Belize time) has
 * ended, as completed (checked in) or no-show (not), once, also with instances racing.
 */

let t: TestApp;
let me: Awaited<ReturnType<typeof merchantAccount>>;
let admin: string;
let tourId: string;
const today = belizeToday();
const day = (n: number) => addDays(today, n);
/** A Belize wall-clock time on a date (UTC-6 all year). */
const belize = (date: string, time: string) => new Date(`${date}T${time}:00-06:00`);
const JOB = 'completing departed bookings';

beforeAll(async () => {
  t = await createTestApp();
  me = await merchantAccount(t);
  await t.factories.createUser({ email: 'staff@example.com', role: 'platform_admin' });
  admin = await signIn(t, 'staff@example.com');
  // 09:00 for 4 hours: each departure ends at 13:00 Belize time.
  tourId = (
    await t.factories.createTour({
      merchantId: me.merchant.id,
      title: 'Blue Hole Day',
      startTime: '09:00',
      durationHours: 4,
      maxGroupSize: 60,
      sellingPriceCents: 10_000,
      standardPriceCents: 10_000,
    })
  ).id;
});
afterAll(() => t?.close());

const statusOf = async (id: string) => {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
};
const checkIn = (code: string | null) =>
  caller(t)('POST', '/api/merchant/check-in', me.token, { confirmationCode: code });
/**
 * The guest checked in on the morning of a departure days ahead (the API checks in today's
 * departures only: check-in-departure.test.ts), as the check-in writes it.
 */
async function arrived(code: string | null) {
  const [row] = await t.db
    .select()
    .from(bookings)
    .where(eq(bookings.confirmationCode, code ?? ''));
  expect(await checkInBooking(t.db, row!.id, { checkedInByUserId: me.user.id })).toBe(true);
}
const seed = (date: string) => seedBooking(t, { tourId, date, capacity: 60, adults: 1, status: 'confirmed' });

/** A guest booking made and paid through the API; its id and access key. */
async function bookAndPay(date: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: {
      tourId,
      date,
      adults: 1,
      children: 0,
      fullName: 'Rosa Chan',
      email: 'rosa@example.com',
      phone: '+501 600 1111',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { booking, accessKey } = created.json();
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/pay`,
    payload: CARD,
    headers: { 'x-booking-key': accessKey, 'idempotency-key': randomUUID() },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { id: booking.id as string, code: paid.json().confirmationCode as string, key: accessKey as string };
}

// The race ends the earliest departure (tomorrow); every other test uses later days, so a sweep at
// a given time ends only what the test expects.
describe('the completion job with instances racing (PostgreSQL)', () => {
  let second: Database | undefined;
  beforeAll(async () => {
    if (t.database.kind !== 'postgres') return;
    // A second instance: its own pool of connections to the same database.
    const { rows } = await t.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    url.pathname = `/${rows[0]!.name}`;
    second = await openDatabase({ databaseUrl: url.toString() });
  });
  afterAll(() => second?.close());

  it('ends each booking once, with one staff note per booking ended', async (context) => {
    if (!second) return context.skip();
    await t.db.update(platformSettings).set({ notifyCompletedBookings: true });
    const booked = [];
    for (let i = 0; i < 30; i++) booked.push(await seed(day(1)));
    const checkedIn = booked.filter((_, i) => i % 3 === 0).map((b) => b.id);
    for (const id of checkedIn) await checkInBooking(t.db, id, { checkedInByUserId: me.user.id });
    const ids = booked.map((b) => b.id);
    const end = belize(day(1), '13:00');

    // Two instances through the scheduler's path (advisory lock) and two sweeps called directly on
    // separate pools (no lock: the conditional update alone keeps it once), all at the same time.
    const outcomes = await Promise.all([
      runExclusive(t.db, JOB, (tx) => completeDepartedBookings(tx, end)),
      runExclusive(second.db, JOB, (tx) => completeDepartedBookings(tx, end)),
      completeDepartedBookings(t.db, end),
      completeDepartedBookings(second.db, end),
    ]);
    const ended = outcomes.map((o) => (typeof o === 'number' ? o : o.ran ? o.result : 0));
    expect(ended.reduce((a, b) => a + b, 0)).toBe(30);

    const rows = await t.db.select().from(bookings).where(inArray(bookings.id, ids));
    for (const row of rows) {
      expect(row.status).toBe(checkedIn.includes(row.id) ? 'completed' : 'no_show');
      expect(row.endedAt).toEqual(end);
    }

    // Running again (on either instance) ends nothing more.
    expect(await completeDepartedBookings(second.db, new Date(end.getTime() + 60_000))).toBe(0);
    expect(await completeDepartedBookings(t.db, new Date(end.getTime() + 60_000))).toBe(0);

    // The staff notes of all sweeps together count each booking once: 10 completed, 20 no-shows.
    const { platformEmail } = await getPlatformSettings(t.db);
    const notes = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, platformEmail));
    const count = (pattern: RegExp) =>
      notes.reduce((sum, note) => sum + Number(pattern.exec(note.subject)?.[1] ?? 0), 0);
    expect(count(/(\d+) bookings? completed/)).toBe(10);
    expect(count(/(\d+) no-shows?/)).toBe(20);
    await t.db.update(platformSettings).set({ notifyCompletedBookings: false });
  });
});

describe('check-in', () => {
  it('records the time on the booking and leaves it confirmed', async () => {
    const b = await seed(day(30));
    await arrived(b.confirmationCode);
    const row = await statusOf(b.id);
    expect(row).toMatchObject({ status: 'confirmed', checkedInByUserId: me.user.id, endedAt: null });
    expect(row.checkedInAt).not.toBeNull();

    const detail = (await caller(t)('GET', `/api/merchant/bookings/${b.id}`, me.token)).json();
    expect(detail.status).toBe('confirmed');
    expect(detail.history.map((e: { event: string }) => e.event)).toEqual(['booked', 'paid', 'checked_in']);
  });
});

describe('the completion job', () => {
  it('ends a departure only once start + duration has passed in Belize time', async () => {
    const date = day(31);
    const guest = await seed(date);
    const absent = await seed(date);
    await arrived(guest.confirmationCode);

    // Started at 09:00, still running at 12:59: both stay confirmed.
    await completeDepartedBookings(t.db, belize(date, '12:59'));
    expect((await statusOf(guest.id)).status).toBe('confirmed');
    expect((await statusOf(absent.id)).status).toBe('confirmed');

    // Ended at 13:00: the checked-in guest is completed, the one never checked in a no-show.
    expect(await completeDepartedBookings(t.db, belize(date, '13:00'))).toBe(2);
    expect(await statusOf(guest.id)).toMatchObject({ status: 'completed', endedAt: belize(date, '13:00') });
    expect(await statusOf(absent.id)).toMatchObject({ status: 'no_show', endedAt: belize(date, '13:00') });

    // The operator and the admin see the no-show, with its place in the history.
    const merchantView = (await caller(t)('GET', `/api/merchant/bookings/${absent.id}`, me.token)).json();
    expect(merchantView).toMatchObject({ status: 'no_show', merchantNetAmount: 9_000 });
    expect(merchantView.history.map((e: { event: string }) => e.event)).toEqual([
      'booked',
      'paid',
      'no_show',
    ]);
    const list = (
      await caller(t)('GET', `/api/merchant/bookings?scope=upcoming&status=no_show`, me.token)
    ).json();
    expect(list.bookings.map((b: { id: string }) => b.id)).toContain(absent.id);
    const adminView = (await call(t, admin, 'GET', `/api/admin/bookings/${absent.id}`)).json();
    expect(adminView).toMatchObject({ status: 'no_show', checkedInAt: null });
    expect(adminView.history.at(-1)).toMatchObject({ event: 'no_show' });
    const passengers = (
      await caller(t)('GET', `/api/merchant/tours/${tourId}/departures/${date}/passengers`, me.token)
    ).json();
    expect(passengers.passengers.map((p: { status: string }) => p.status).sort()).toEqual([
      'completed',
      'no_show',
    ]);

    // A no-show cannot be checked in afterwards, a completed one says it was checked in.
    expect((await checkIn(absent.confirmationCode)).json().error.code).toBe('BOOKING_NO_SHOW');
    expect((await checkIn(guest.confirmationCode)).json().error.code).toBe('ALREADY_CHECKED_IN');
  });
});

describe('payouts', () => {
  it('pay completed bookings and no-shows, not a checked-in booking whose departure has not ended', async () => {
    const [ended, noShow] = [await seed(day(40)), await seed(day(40))];
    const running = await seed(day(41));
    await arrived(ended.confirmationCode);
    await arrived(running.confirmationCode);
    // The day-41 departure has started (09:00) but not ended (13:00).
    await completeDepartedBookings(t.db, belize(day(41), '10:00'));
    expect((await statusOf(running.id)).status).toBe('confirmed');

    const period = { merchantId: me.merchant.id, periodStart: day(40), periodEnd: day(41) };
    const preview = await call(t, admin, 'GET', `/api/admin/payouts/preview?${new URLSearchParams(period)}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(
      preview
        .json()
        .lines.filter((l: { kind: string }) => l.kind === 'booking')
        .map((l: { id: string }) => l.id)
        .sort(),
    ).toEqual([ended.id, noShow.id].sort());
    expect(preview.json().amount).toBe(2 * 9_000);

    const made = await call(t, admin, 'POST', '/api/admin/payouts', period);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ amount: 18_000, itemCount: 2 });
    expect((await statusOf(ended.id)).payoutId).toBe(made.json().id);
    expect((await statusOf(noShow.id)).payoutId).toBe(made.json().id);
    expect((await statusOf(running.id)).payoutId).toBeNull();
  });
});

describe('reviews', () => {
  it('are refused before completion (even checked in) and for a no-show, accepted once completed', async () => {
    const date = day(45);
    const guest = await bookAndPay(date);
    const absent = await bookAndPay(date);
    const review = (b: { id: string; key: string }) =>
      t.app.inject({
        method: 'POST',
        url: `/api/bookings/${b.id}/review`,
        headers: { 'x-booking-key': b.key },
        payload: { rating: 5, comment: 'The Blue Hole from the air!' },
      });

    await arrived(guest.code);
    const early = await review(guest);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('BOOKING_NOT_COMPLETED');
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${guest.id}`,
      headers: { 'x-booking-key': guest.key },
    });
    expect(mine.json()).toMatchObject({ status: 'confirmed', checkedInAt: expect.any(String) });

    await completeDepartedBookings(t.db, belize(date, '13:00'));
    const refused = await review(absent);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('BOOKING_NO_SHOW');
    expect((await review(guest)).statusCode).toBe(201);
  });
});
