import {
  addDays,
  belizeToday,
  LOCATION_SLUGS,
  type TourDetail,
  type TourListResponse,
} from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../db/schema/index.ts';
import { DEMO_TOURS } from '../db/seed/demo-catalogue.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { findUserByEmail } from '../modules/users/users.repository.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_PASSWORD, seedDemo } from './seed-demo.ts';

// The smoke run of the embedded database: the demo data set on PGlite through the public API.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ database: 'pglite' });
  await seedDemo(t.db, { storage: t.app.imageStorage, renderPhotos: false });
});
afterAll(() => t?.close());

const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json() as T;

describe('the demo data set on the embedded database', () => {
  it('creates the four demo accounts with the shared password', async () => {
    const roles: Record<string, string> = {
      'tourist@example.com': 'tourist',
      'merchant@example.com': 'merchant_admin',
      'admin@example.com': 'platform_admin',
      'pending@example.com': 'merchant_admin',
      // A person's own account, on the demo merchant's staff (decision 044).
      'frontdesk@example.com': 'tourist',
      'guide@example.com': 'tourist',
    };
    for (const [email, role] of Object.entries(roles)) {
      const user = await findUserByEmail(t.db, email);
      expect(user?.role).toBe(role);
      expect(await verifyPassword(user!.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it("puts the front desk on the demo merchant's team, where it checks guests in but sees no earnings", async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'frontdesk@example.com', password: DEMO_PASSWORD },
    });
    const { token, user } = login.json();
    expect(user.merchant).toMatchObject({ business_name: 'Sea Star Adventures', role: 'front_desk' });
    const headers = { authorization: `Bearer ${token}` };
    const day = await t.app.inject({ method: 'GET', url: '/api/merchant/departures', headers });
    expect(day.statusCode).toBe(200);
    const earnings = await t.app.inject({ method: 'GET', url: '/api/merchant/earnings', headers });
    expect(earnings.statusCode).toBe(403);
  });

  it("links the demo guide's account to the guide Carlos Bradley, whose departures alone they see", async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'guide@example.com', password: DEMO_PASSWORD },
    });
    expect(login.json().user.merchant).toMatchObject({ business_name: 'Sea Star Adventures', role: 'guide' });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const day = await t.app.inject({ method: 'GET', url: '/api/merchant/departures', headers });
    expect(day.json().guideLinked).toBe(true);
  });

  it('publishes at least 20 tours across the five listing locations, and not the pending one', async () => {
    const all = await get<TourListResponse>('/api/tours?limit=50');
    expect(all.pagination.total).toBeGreaterThanOrEqual(20);
    expect(all.pagination.total).toBe(
      DEMO_TOURS.filter((tour) => tour.publication !== 'pending-approval').length,
    );
    for (const location of LOCATION_SLUGS) {
      const inLocation = await get<TourListResponse>(`/api/tours?location=${location}`);
      expect(inLocation.pagination.total, location).toBeGreaterThanOrEqual(3);
    }
    const pending = DEMO_TOURS.find((tour) => tour.publication === 'pending-approval')!;
    expect(all.tours.map((tour) => tour.title)).not.toContain(pending.title);
  });

  it('finds Hol Chan snorkelling with a typo and shows its full detail', async () => {
    const found = await get<TourListResponse>('/api/tours/search?q=hol%20chan%20snorkle');
    expect(found.tours[0]?.title).toMatch(/Hol Chan/);
    const detail = await get<TourDetail>(`/api/tours/${found.tours[0]!.id}`);
    expect(detail.images.length).toBeGreaterThanOrEqual(3);
    expect(detail.reviews).toHaveLength(3);
    expect(detail.reviewCount).toBeGreaterThanOrEqual(5);
    expect(detail.itinerary.length).toBeGreaterThanOrEqual(4);
    expect(detail.location).toBe('Ambergris Caye');
    // Its meeting point is on the map: the Sea Star dock in San Pedro.
    expect(detail.meetingPointCoordinates).toEqual({ lat: 17.9172, lng: -87.9569 });
  });

  it('places every demo tour’s meeting point near the town its location names', async () => {
    const all = await get<TourListResponse>('/api/tours?limit=50');
    // The nearest of each location's towns, in degrees: a point in the sea or the wrong district fails.
    const towns: Record<string, [number, number]> = {
      'ambergris-caye': [17.922, -87.961],
      'cayo-district': [17.159, -89.069],
      'orange-walk': [18.081, -88.563],
      'belize-district': [17.498, -88.188],
      placencia: [16.514, -88.366],
    };
    for (const tour of all.tours) {
      const detail = await get<TourDetail>(`/api/tours/${tour.id}`);
      const point = detail.meetingPointCoordinates;
      const [lat, lng] = towns[detail.locationId]!;
      expect(point, detail.title).not.toBeNull();
      expect(Math.hypot(point!.lat - lat, point!.lng - lng), detail.title).toBeLessThan(0.1);
    }
  });

  it('reads like a season: testimonials of four and five stars over weeks, each review after its trip', async () => {
    const recent = await get<{ reviews: { rating: number; date: string }[] }>('/api/reviews/recent?limit=12');
    expect(recent.reviews).toHaveLength(12);
    expect(new Set(recent.reviews.map((review) => review.rating))).toEqual(new Set([4, 5]));
    const dates = recent.reviews.map((review) => review.date).sort();
    expect(addDays(dates[0]!, 14) <= dates.at(-1)!).toBe(true);

    const ratings = DEMO_TOURS.flatMap((tour) => tour.reviews.map((review) => review.rating));
    expect(ratings.filter((rating) => rating >= 4).length / ratings.length).toBeGreaterThan(0.85);
    expect(ratings.filter((rating) => rating === 3).length).toBeGreaterThanOrEqual(3);

    const today = belizeToday();
    const rows = await t.db
      .select({ visitedOn: reviews.visitedOn, createdAt: reviews.createdAt })
      .from(reviews);
    expect(rows.length).toBe(ratings.length);
    for (const row of rows) {
      expect(row.visitedOn < today).toBe(true);
      expect(row.createdAt >= new Date(`${addDays(row.visitedOn, 1)}T00:00:00-06:00`)).toBe(true);
    }
    const visited = rows.map((row) => row.visitedOn).sort();
    expect(visited[0]! < addDays(today, -300)).toBe(true);
  });

  it("books the demo tourist's trips weeks before they run", async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'tourist@example.com', password: DEMO_PASSWORD },
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/me/bookings',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    const { bookings } = mine.json() as {
      bookings: { tourDate: string; bookingDate: string; status: string }[];
    };
    expect(bookings.map((booking) => booking.status).sort()).toEqual(['completed', 'confirmed']);
    for (const booking of bookings) {
      const bookedOn = belizeToday(new Date(booking.bookingDate));
      expect(addDays(bookedOn, 7) <= booking.tourDate, `${bookedOn} for ${booking.tourDate}`).toBe(true);
    }
  });
});
