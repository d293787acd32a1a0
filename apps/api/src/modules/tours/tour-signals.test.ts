import { addDays, type Booking, belizeToday, type TourDetail, type TourSignals } from '@belizepass/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/index.ts';
import { APPROVED_CARD, holdSeats, payBooking, signIn } from '../../test/journeys.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkInBooking } from '../bookings/bookings.repository.ts';
import { completeDepartedBookings } from '../bookings/bookings.service.ts';
import { seedBooking } from '../merchant-tours/test-kit.ts';

/**
 * The tour's signals are computed from our data (docs/decisions/042-tour-signals.md): each shows
 * only when the rows say so, on the threshold exactly.
 */

let t: TestApp;
const today = belizeToday();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const signalsOf = async (tourId: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/tours/${tourId}/signals` });
  expect(res.statusCode).toBe(200);
  return res.json() as TourSignals;
};
const detailOf = async (tourId: string, language = 'en') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/tours/${tourId}`,
    headers: { 'accept-language': language },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as TourDetail;
};
const seed = (
  tourId: string,
  date: string,
  adults: number,
  status: 'pending' | 'confirmed' | 'cancelled' = 'confirmed',
) => seedBooking(t, { tourId, date, capacity: 10, adults, status });

describe('GET /api/tours/:id/signals: likely to sell out', () => {
  let tourId: string;

  beforeAll(async () => {
    // Daily at 09:00 for 10: the window (today and the next 6 days) holds 6 open departures once
    // today's is closed, 60 seats; 80% of them is 48.
    tourId = (await t.factories.createTour({ title: 'Caye Caulker Sail', maxGroupSize: 10 })).id;
    await t.factories.createDeparture({
      tourId,
      localDate: today,
      startTime: '09:00',
      capacity: 10,
      closed: true,
    });
  });

  it('is false at 47 of 60 seats paid, whatever is held unpaid or sold after the window', async () => {
    for (const n of [1, 2, 3, 4]) await seed(tourId, day(n), 10);
    await seed(tourId, day(5), 7);
    await seed(tourId, day(6), 3, 'pending');
    await seed(tourId, day(7), 10);
    expect((await signalsOf(tourId)).likelyToSellOut).toBe(false);
  });

  it('is true from 48 of 60 seats paid', async () => {
    await seed(tourId, day(5), 1);
    expect((await signalsOf(tourId)).likelyToSellOut).toBe(true);
  });

  it('is false again when a paid booking is cancelled below the threshold', async () => {
    const [one] = await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.localDate, day(5)))
      .limit(1);
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, one!.id));
    expect((await signalsOf(tourId)).likelyToSellOut).toBe(false);
  });

  it('counts departures that have no booking yet at their full capacity', async () => {
    const quiet = (await t.factories.createTour({ title: 'Quiet Lagoon', maxGroupSize: 10 })).id;
    await seed(quiet, day(1), 10);
    await seed(quiet, day(2), 10);
    expect(await signalsOf(quiet)).toEqual({ bookedRecently: null, likelyToSellOut: false });
  });

  it('answers 404 for an unknown tour', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/tours/00000000-0000-4000-8000-000000000000/signals',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/tours/:id/signals: booked N times', () => {
  let tourId: string;
  beforeAll(async () => {
    tourId = (await t.factories.createTour({ title: 'Lamanai River Trip', maxGroupSize: 20 })).id;
  });

  it('hides a count below 3 and shows 3 from the third paid booking', async () => {
    await seed(tourId, day(20), 1);
    await seed(tourId, day(21), 1);
    expect((await signalsOf(tourId)).bookedRecently).toBeNull();
    await seed(tourId, day(22), 1);
    expect((await signalsOf(tourId)).bookedRecently).toBe(3);
  });

  it('counts neither unpaid holds, cancelled bookings nor bookings made more than 30 days ago', async () => {
    await seed(tourId, day(23), 2, 'pending');
    await seed(tourId, day(24), 2, 'cancelled');
    const old = await seed(tourId, day(25), 2);
    await t.db
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(bookings.id, old.id));
    expect((await signalsOf(tourId)).bookedRecently).toBe(3);
  });

  it('counts a booking made 29 days ago, and completed bookings', async () => {
    const recent = await seed(tourId, day(26), 2);
    await t.db
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 29 * 86_400_000), status: 'completed' })
      .where(eq(bookings.id, recent.id));
    expect((await signalsOf(tourId)).bookedRecently).toBe(4);
  });
});

describe('GET /api/tours/:id: what every tour sold here is, and its rating breakdown', () => {
  it('says instant confirmation and mobile ticket, and counts the reviews per star', async () => {
    const tourId = (
      await t.factories.createTour({
        title: 'Xunantunich Ruins',
        reviews: [5, 4, 5, 3, 5, 1].map((rating, i) => ({
          userName: `Guest ${i}`,
          rating,
          comment: 'Seen',
          visitedOn: day(-(i + 2)),
        })),
      })
    ).id;
    const tour = await detailOf(tourId);
    expect(tour.instantConfirmation).toBe(true);
    expect(tour.mobileTicket).toBe(true);
    expect(tour.ratingBreakdown).toEqual([
      { stars: 5, count: 3 },
      { stars: 4, count: 1 },
      { stars: 3, count: 1 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ]);
    // Reviews written without a booking (the demo's) are not verified.
    expect(tour.reviews.every((r) => !r.verified)).toBe(true);
  });
});

describe('verified booking', () => {
  it('marks a review verified only when written from a completed booking', async () => {
    const tourId = (
      await t.factories.createTour({
        title: 'Blue Creek Cave',
        reviews: [{ userName: 'Seeded', rating: 4, comment: 'Imported review', visitedOn: day(-5) }],
      })
    ).id;
    await t.factories.createUser({ email: 'cave-guest@example.com' });
    const token = (await signIn(t.app, 'cave-guest@example.com')).token;
    const held = await holdSeats(t.app, tourId, { token, adults: 1, date: day(1) });
    await payBooking(t.app, held, APPROVED_CARD, token);
    const write = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/bookings/${held.id}/review`,
        headers: { authorization: `Bearer ${token}` },
        payload: { rating: 5, comment: 'The cathedral chamber took our breath away.' },
      });
    // Confirmed, not completed: no review yet, so nothing can claim to be verified.
    expect((await write()).statusCode).toBeGreaterThanOrEqual(400);
    await checkInBooking(t.db, held.id, { checkedInByUserId: null });
    await completeDepartedBookings(t.db, new Date(Date.now() + 3 * 86_400_000));
    expect((await write()).statusCode).toBe(201);
    const reviews = (await detailOf(tourId)).reviews.map((r) => [r.userName, r.verified]);
    expect(reviews).toEqual(expect.arrayContaining([['Seeded', false]]));
    expect(reviews.filter(([, verified]) => verified)).toHaveLength(1);
  });
});

describe('guide language at booking', () => {
  let tourId: string;
  let single: string;
  beforeAll(async () => {
    tourId = (await t.factories.createTour({ title: 'Cockscomb Hike', languages: ['English', 'Spanish'] }))
      .id;
    single = (await t.factories.createTour({ title: 'Monkey River', languages: ['Kriol'] })).id;
  });
  const book = (id: string, guideLanguage?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        tourId: id,
        date: day(10),
        adults: 1,
        children: 0,
        fullName: 'Ana Pop',
        email: 'ana@example.com',
        phone: '+501 620 0000',
        ...(guideLanguage === undefined ? {} : { guideLanguage }),
      },
    });

  it('refuses a language the tour is not guided in with 400 on guideLanguage, writing nothing', async () => {
    const before = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.tourId, tourId));
    const res = await book(tourId, 'German');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      expect.objectContaining({
        field: 'guideLanguage',
        message: "Choose one of the tour's guide languages",
      }),
    ]);
    const after = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.tourId, tourId));
    expect(after).toHaveLength(before.length);
  });

  it('keeps the language chosen, as the tour names it, on the booking', async () => {
    const res = await book(tourId, 'spanish');
    expect(res.statusCode).toBe(201);
    const { booking } = res.json() as { booking: Booking };
    expect(booking.guideLanguage).toBe('Spanish');
  });

  it("takes the tour's only language, and leaves none chosen when several were offered and none picked", async () => {
    expect(((await book(single)).json() as { booking: Booking }).booking.guideLanguage).toBe('Kriol');
    expect(((await book(tourId)).json() as { booking: Booking }).booking.guideLanguage).toBeNull();
  });
});
