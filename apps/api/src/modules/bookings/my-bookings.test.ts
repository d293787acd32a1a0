import { addDays, belizeToday, MY_BOOKINGS_PAGE_SIZE } from '@belizepass/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, seedBooking, touristAccount } from '../merchant-tours/test-kit.ts';

/** `GET /api/me/bookings`: the signed-in tourist's bookings a page at a time, and all their tickets. */

type Status = 'pending' | 'confirmed' | 'completed' | 'no_show' | 'cancelled';
interface Seeded {
  id: string;
  date: string;
  status: Status;
  createdAt: Date;
}

let t: TestApp;
let call: ReturnType<typeof caller>;
let token: string;
const today = belizeToday();
const mine: Seeded[] = [];

/** Booking times that do not follow the tour dates, so "recent" and "upcoming" differ. */
const bookedAt = (n: number) => new Date(Date.UTC(2026, 0, 1) + ((n * 7919) % 1000) * 60_000 + n * 1000);

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const tourist = await touristAccount(t);
  token = tourist.token;
  const other = await touristAccount(t);
  const tourId = (await t.factories.createTour({ title: 'Hol Chan snorkel', maxGroupSize: 8 })).id;

  const plan: [date: string, status: Status][] = [
    // 23 valid tickets: today, 21 days ahead, and two on one day (the tie is broken the same way always).
    [today, 'confirmed'],
    ...Array.from({ length: 21 }, (_, i): [string, Status] => [addDays(today, 1 + i), 'confirmed']),
    [addDays(today, 5), 'confirmed'],
    ...Array.from({ length: 3 }, (_, i): [string, Status] => [addDays(today, 30 + i), 'pending']),
    ...Array.from({ length: 4 }, (_, i): [string, Status] => [addDays(today, 3 + i * 2), 'cancelled']),
    ...Array.from({ length: 8 }, (_, i): [string, Status] => [addDays(today, -1 - i), 'completed']),
    ...Array.from({ length: 3 }, (_, i): [string, Status] => [addDays(today, -10 - i), 'no_show']),
    // Confirmed but past (the completion sweep has not run): not a ticket any more.
    [addDays(today, -20), 'confirmed'],
    [addDays(today, -21), 'confirmed'],
  ];
  for (const [n, [date, status]] of plan.entries()) {
    const seeded = await seedBooking(t, {
      tourId,
      date,
      status: status === 'pending' || status === 'cancelled' ? status : 'confirmed',
      capacity: 50,
      adults: 1,
    });
    const createdAt = bookedAt(n);
    await t.db
      .update(bookings)
      .set({
        userId: tourist.user.id,
        createdAt,
        ...(status === 'completed' || status === 'no_show' ? { status } : {}),
      })
      .where(eq(bookings.id, seeded.id));
    mine.push({ id: seeded.id, date, status, createdAt });
  }
  // Someone else's booking never shows.
  const theirs = await seedBooking(t, { tourId, date: addDays(today, 2), status: 'confirmed', capacity: 50 });
  await t.db.update(bookings).set({ userId: other.user.id }).where(eq(bookings.id, theirs.id));
});
afterAll(async () => {
  await t?.close();
});

interface ListAnswer {
  bookings: { id: string; status: Status; tourDate: string; bookingDate: string; tourName: string }[];
  pagination: { page: number; limit: number; total: number; pages: number };
  tickets: { id: string; status: Status; tourDate: string; price: number; checkedInAt: string | null }[];
}

async function list(query = ''): Promise<ListAnswer> {
  const res = await call('GET', `/api/me/bookings${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every page of a filter and sort, one after the other. */
async function allPages(query: string) {
  const first = await list(`?${query}`);
  const ids = first.bookings.map((b) => b.id);
  for (let page = 2; page <= first.pagination.pages; page++) {
    ids.push(...(await list(`?${query}&page=${page}`)).bookings.map((b) => b.id));
  }
  return ids;
}

const newestFirst = (a: Seeded, b: Seeded) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id);

describe('a page of my bookings', () => {
  it(`answers ${MY_BOOKINGS_PAGE_SIZE} a page with the totals, the last page holding the rest`, async () => {
    expect(mine).toHaveLength(43);
    const first = await list();
    expect(first.bookings).toHaveLength(MY_BOOKINGS_PAGE_SIZE);
    expect(first.pagination).toEqual({ page: 1, limit: MY_BOOKINGS_PAGE_SIZE, total: 43, pages: 3 });
    expect((await list('?page=2')).bookings).toHaveLength(20);
    const last = await list('?page=3');
    expect(last.bookings).toHaveLength(3);
    expect(last.pagination).toEqual({ page: 3, limit: 20, total: 43, pages: 3 });
    // Past the last page: no rows, the same totals.
    const beyond = await list('?page=4');
    expect(beyond.bookings).toEqual([]);
    expect(beyond.pagination).toMatchObject({ page: 4, total: 43, pages: 3 });
    // Blank values are the defaults.
    expect((await list('?status=&sort=&page=')).bookings).toEqual(first.bookings);
  });

  it('sorts upcoming tours soonest first (today included), then past ones most recent first', async () => {
    const upcoming = mine
      .filter((b) => b.date >= today)
      .sort((a, b) => a.date.localeCompare(b.date) || newestFirst(a, b));
    const past = mine
      .filter((b) => b.date < today)
      .sort((a, b) => b.date.localeCompare(a.date) || newestFirst(a, b));
    const ids = await allPages('sort=upcoming');
    expect(ids).toEqual([...upcoming, ...past].map((b) => b.id));
    expect(new Set(ids).size).toBe(43);
    expect(await allPages('')).toEqual(ids);
  });

  it('sorts by booking time, most recent first', async () => {
    const ids = await allPages('sort=recent');
    expect(ids).toEqual([...mine].sort(newestFirst).map((b) => b.id));
    const first = await list('?sort=recent');
    const times = first.bookings.map((b) => b.bookingDate);
    expect(times).toEqual([...times].sort().reverse());
  });

  it.each([
    ['confirmed', 25],
    ['pending', 3],
    ['completed', 8],
    ['no_show', 3],
    ['cancelled', 4],
  ] as const)('filters by status %s (%i bookings), on every page', async (status, count) => {
    const answer = await list(`?status=${status}`);
    expect(answer.pagination).toMatchObject({ total: count, pages: Math.ceil(count / 20) });
    const ids = await allPages(`status=${status}`);
    expect(ids.sort()).toEqual(
      mine
        .filter((b) => b.status === status)
        .map((b) => b.id)
        .sort(),
    );
    expect(answer.bookings.every((b) => b.status === status)).toBe(true);
    expect((await list('?status=all')).pagination.total).toBe(43);
  });

  it('names every valid ticket whatever the page, filter or sort', async () => {
    const valid = mine
      .filter((b) => b.status === 'confirmed' && b.date >= today)
      .sort((a, b) => a.date.localeCompare(b.date));
    expect(valid).toHaveLength(23);
    for (const query of ['', '?page=3', '?status=cancelled', '?sort=recent&page=2']) {
      const answer = await list(query);
      expect(answer.tickets.map((ticket) => ticket.id).sort()).toEqual(valid.map((b) => b.id).sort());
      // Soonest first.
      expect(answer.tickets.map((ticket) => ticket.tourDate)).toEqual(valid.map((b) => b.date));
    }
    const lastPage = await list('?page=3');
    const onPage = new Set(lastPage.bookings.map((b) => b.id));
    expect(lastPage.tickets.filter((ticket) => !onPage.has(ticket.id))).toHaveLength(23);
    expect(lastPage.tickets[0]).toMatchObject({
      status: 'confirmed',
      tourDate: today,
      price: 10_000,
      checkedInAt: null,
    });
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=-1', 'page'],
    ['?page=two', 'page'],
    ['?page=1.5', 'page'],
    ['?status=bogus', 'status'],
    ['?sort=cheapest', 'sort'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await call('GET', `/api/me/bookings${query}`, token);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details.map((d: { field: string }) => d.field)).toEqual([field]);
    expect(error.message).toContain(field);
  });

  it('is for signed-in users only', async () => {
    expect((await call('GET', '/api/me/bookings')).statusCode).toBe(401);
  });
});
