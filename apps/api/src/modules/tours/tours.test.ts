import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addDays, belizeToday, type TourDetail, type TourListResponse, weekdayOf } from '@belizepass/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tours } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const ids: Record<string, string> = {};

async function get<T>(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
}

beforeAll(async () => {
  t = await createTestApp();
  const f = t.factories;
  const reefCo = await f.createMerchant({ businessName: 'Reef Co' });
  ids.holChan = (
    await f.createTour({
      merchantId: reefCo.id,
      title: 'Hol Chan Snorkel Adventure',
      description: 'Snorkel with nurse sharks and rays at Shark Ray Alley.',
      sellingPriceCents: 7500,
      standardPriceCents: 9000,
      durationHours: 4,
      featured: true,
      photos: [
        {
          url: '/uploads/a.webp',
          thumbnailUrl: '/uploads/a-thumb.webp',
          altText: 'Reef',
          isPrimary: true,
          displayOrder: 0,
        },
        { url: '/uploads/b.webp', thumbnailUrl: '/uploads/b-thumb.webp', altText: 'Rays', displayOrder: 1 },
      ],
      reviews: [5, 4, 5, 3, 5, 4, 5].map((rating, i) => ({
        userName: `Guest ${i + 1}`,
        rating,
        comment: `Visit number ${i + 1}`,
        visitedOn: addDays(belizeToday(), -(i + 1) * 3),
      })),
    })
  ).id;
  ids.atm = (
    await f.createTour({
      title: 'ATM Cave Expedition',
      description: 'Swim into Actun Tunichil Muknal to see Maya artefacts.',
      locationId: 'cayo-district',
      category: 'cave-exploration',
      difficulty: 'strenuous',
      touristType: 'adventurous',
      durationHours: 9,
      sellingPriceCents: 13000,
      standardPriceCents: 13000,
      scheduleDays: [1, 3, 5],
      startTime: '07:00',
      maxGroupSize: 8,
    })
  ).id;
  ids.lamanai = (
    await f.createTour({
      title: 'Lamanai River Safari',
      description: 'Boat up the New River to the Lamanai Maya temples.',
      locationId: 'orange-walk',
      category: 'cultural',
      difficulty: 'moderate',
      durationHours: 8,
      sellingPriceCents: 12000,
      standardPriceCents: 12000,
    })
  ).id;
  ids.expedition = (
    await f.createTour({
      title: 'Three-Day Jungle and Ruins Expedition',
      description: 'Caracol, Xunantunich and jungle camping.',
      locationId: 'cayo-district',
      category: 'adventure',
      touristType: 'adventurous',
      durationHours: 72,
      sellingPriceCents: 65000,
      standardPriceCents: 65000,
    })
  ).id;
  ids.draft = (await f.createTour({ title: 'Draft Sunset Sail', active: false })).id;
  ids.unapproved = (await f.createTour({ title: 'Unapproved Zipline', adminApproved: false })).id;
  const pendingMerchant = await f.createMerchant({ adminApproved: false });
  ids.pendingMerchantTour = (
    await f.createTour({ title: 'Pending Operator Kayak', merchantId: pendingMerchant.id })
  ).id;
});

afterAll(() => t?.close());

describe('GET /api/tours', () => {
  it('lists only published tours of approved, active merchants in the spec envelope', async () => {
    const { status, body } = await get<TourListResponse>('/api/tours');
    expect(status).toBe(200);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 4, pages: 1 });
    const titles = body.tours.map((tour) => tour.title);
    expect(titles).not.toContain('Draft Sunset Sail');
    expect(titles).not.toContain('Unapproved Zipline');
    expect(titles).not.toContain('Pending Operator Kayak');
    const holChan = body.tours.find((tour) => tour.id === ids.holChan)!;
    expect(holChan).toMatchObject({
      merchant: { business_name: 'Reef Co' },
      location: { id: 'ambergris-caye', name: 'Ambergris Caye' },
      standard_price: 9000,
      platform_selling_price: 7500,
      merchant_net_rate: 6750,
      duration_hours: 4,
      photos: ['/uploads/a.webp', '/uploads/b.webp'],
      thumbnail: '/uploads/a-thumb.webp',
      reviewCount: 7,
      rating: 4.43,
      schedule_details: 'Daily',
      admin_approved: true,
      active: true,
      featured: true,
    });
  });

  it('puts featured tours first in the recommended order', async () => {
    const { body } = await get<TourListResponse>('/api/tours');
    expect(body.tours[0]?.id).toBe(ids.holChan);
  });

  it.each([
    ['location=cayo-district', ['ATM Cave Expedition', 'Three-Day Jungle and Ruins Expedition']],
    ['category=cultural', ['Lamanai River Safari']],
    ['difficulty=strenuous', ['ATM Cave Expedition']],
    ['touristType=adventurous&location=cayo-district&maxDuration=9', ['ATM Cave Expedition']],
    ['maxPrice=100', ['Hol Chan Snorkel Adventure']],
    [
      'maxPrice=500',
      [
        'ATM Cave Expedition',
        'Hol Chan Snorkel Adventure',
        'Lamanai River Safari',
        'Three-Day Jungle and Ruins Expedition',
      ],
    ],
    ['maxDuration=8', ['Hol Chan Snorkel Adventure', 'Lamanai River Safari']],
    ['length=day-trip', ['ATM Cave Expedition', 'Lamanai River Safari']],
    ['length=multi-day', ['Three-Day Jungle and Ruins Expedition']],
    ['featured=true', ['Hol Chan Snorkel Adventure']],
  ])('filters with %s', async (query, expected) => {
    const { status, body } = await get<TourListResponse>(`/api/tours?${query}`);
    expect(status).toBe(200);
    expect(body.tours.map((tour) => tour.title).sort()).toEqual(expected);
    expect(body.pagination.total).toBe(expected.length);
  });

  it.each([
    [
      'price-asc',
      [
        'Hol Chan Snorkel Adventure',
        'Lamanai River Safari',
        'ATM Cave Expedition',
        'Three-Day Jungle and Ruins Expedition',
      ],
    ],
    [
      'price-desc',
      [
        'Three-Day Jungle and Ruins Expedition',
        'ATM Cave Expedition',
        'Lamanai River Safari',
        'Hol Chan Snorkel Adventure',
      ],
    ],
    [
      'duration-asc',
      [
        'Hol Chan Snorkel Adventure',
        'Lamanai River Safari',
        'ATM Cave Expedition',
        'Three-Day Jungle and Ruins Expedition',
      ],
    ],
    [
      'duration-desc',
      [
        'Three-Day Jungle and Ruins Expedition',
        'ATM Cave Expedition',
        'Lamanai River Safari',
        'Hol Chan Snorkel Adventure',
      ],
    ],
  ])('sorts by %s', async (sort, expected) => {
    const { body } = await get<TourListResponse>(`/api/tours?sort=${sort}`);
    expect(body.tours.map((tour) => tour.title)).toEqual(expected);
  });

  it('sorts rated tours first when sorting by rating', async () => {
    const { body } = await get<TourListResponse>('/api/tours?sort=rating');
    expect(body.tours[0]?.id).toBe(ids.holChan);
  });

  it('pages through results, with an empty page past the end', async () => {
    const first = await get<TourListResponse>('/api/tours?sort=price-asc&limit=3');
    expect(first.body.pagination).toEqual({ page: 1, limit: 3, total: 4, pages: 2 });
    const second = await get<TourListResponse>('/api/tours?sort=price-asc&limit=3&page=2');
    expect(second.body.tours.map((tour) => tour.title)).toEqual(['Three-Day Jungle and Ruins Expedition']);
    const beyond = await get<TourListResponse>('/api/tours?limit=3&page=5');
    expect(beyond.status).toBe(200);
    expect(beyond.body.tours).toEqual([]);
    expect(beyond.body.pagination.total).toBe(4);
  });

  it.each([
    ['location=narnia', 'location'],
    ['category=skydiving', 'category'],
    ['maxPrice=501', 'maxPrice'],
    ['maxPrice=cheap', 'maxPrice'],
    ['maxDuration=-1', 'maxDuration'],
    ['sort=random', 'sort'],
    ['page=0', 'page'],
    ['limit=51', 'limit'],
    ['featured=yes', 'featured'],
  ])('rejects %s with a 400 naming the parameter', async (query, field) => {
    const { status, body } = await get<{
      error: { code: string; message: string; details: { field: string }[] };
    }>(`/api/tours?${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toContain(field);
    expect(body.error.details[0]?.field).toBe(field);
  });
});

describe('GET /api/tours/search', () => {
  it('finds a tour despite a typo', async () => {
    const { status, body } = await get<TourListResponse>('/api/tours/search?q=snorkle');
    expect(status).toBe(200);
    expect(body.tours[0]?.id).toBe(ids.holChan);
  });

  it('matches the location name and the description, case-insensitively', async () => {
    const byLocation = await get<TourListResponse>('/api/tours/search?q=ORANGE%20WALK');
    expect(byLocation.body.tours.map((tour) => tour.id)).toContain(ids.lamanai);
    const byDescription = await get<TourListResponse>('/api/tours/search?q=artefacts');
    expect(byDescription.body.tours.map((tour) => tour.id)).toEqual([ids.atm]);
  });

  it('applies filters to search results and never returns unpublished tours', async () => {
    const filtered = await get<TourListResponse>('/api/tours/search?q=cave&location=orange-walk');
    expect(filtered.body.tours).toEqual([]);
    const hidden = await get<TourListResponse>('/api/tours/search?q=zipline');
    expect(hidden.body.tours.map((tour) => tour.id)).not.toContain(ids.unapproved);
  });

  it('rejects a blank query', async () => {
    for (const q of ['', '%20%20']) {
      const { status, body } = await get<{ error: { details: { field: string }[] } }>(
        `/api/tours/search?q=${q}`,
      );
      expect(status).toBe(400);
      expect(body.error.details[0]?.field).toBe('q');
    }
    expect((await get('/api/tours/search')).status).toBe(400);
  });
});

describe('GET /api/tours/:id', () => {
  it('returns the detail entity with money in cents and the three most recent reviews', async () => {
    const { status, body } = await get<TourDetail>(`/api/tours/${ids.holChan}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: ids.holChan,
      title: 'Hol Chan Snorkel Adventure',
      location: 'Ambergris Caye',
      price: 7500,
      originalPrice: 9000,
      duration: 4,
      groupSize: { min: 1, max: 8 },
      merchant: { name: 'Reef Co', reviews: 7, rating: 4.43 },
      images: [
        { url: '/uploads/a.webp', thumbnailUrl: '/uploads/a-thumb.webp', alt: 'Reef' },
        { url: '/uploads/b.webp', thumbnailUrl: '/uploads/b-thumb.webp', alt: 'Rays' },
      ],
    });
    expect(body.reviews.map((r) => r.userName)).toEqual(['Guest 1', 'Guest 2', 'Guest 3']);
  });

  it('has no original price when the tour is not discounted', async () => {
    const { body } = await get<TourDetail>(`/api/tours/${ids.atm}`);
    expect(body.originalPrice).toBeNull();
  });

  it('answers 404 for unpublished and unknown tours, 400 for a malformed id', async () => {
    for (const id of [
      ids.draft,
      ids.unapproved,
      ids.pendingMerchantTour,
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const { status, body } = await get<{ error: { code: string; message: string } }>(`/api/tours/${id}`);
      expect(status).toBe(404);
      expect(body.error).toEqual({ code: 'TOUR_NOT_FOUND', message: 'Tour Not Found' });
    }
    expect((await get('/api/tours/not-a-uuid')).status).toBe(400);
  });

  it('sends the same JSON brotli- or gzip-compressed, and a changed tour in every encoding', async () => {
    const url = `/api/tours/${ids.atm}`;
    const plain = await t.app.inject({ url });
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(accept);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
    await t.db.update(tours).set({ title: 'ATM Cave Expedition at Dawn' }).where(eq(tours.id, ids.atm!));
    const changed = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(JSON.parse(brotliDecompressSync(changed.rawPayload).toString()).title).toBe(
      'ATM Cave Expedition at Dawn',
    );
    await t.db.update(tours).set({ title: 'ATM Cave Expedition' }).where(eq(tours.id, ids.atm!));
  });
});

describe('GET /api/tours/:id/reviews', () => {
  it('pages reviews three at a time in the chosen order', async () => {
    const page2 = await get<{ reviews: { userName: string }[]; pagination: unknown }>(
      `/api/tours/${ids.holChan}/reviews?page=2`,
    );
    expect(page2.body.reviews.map((r) => r.userName)).toEqual(['Guest 4', 'Guest 5', 'Guest 6']);
    expect(page2.body.pagination).toEqual({ page: 2, limit: 3, total: 7, pages: 3 });
    const lowest = await get<{ reviews: { rating: number }[] }>(
      `/api/tours/${ids.holChan}/reviews?sort=lowest`,
    );
    expect(lowest.body.reviews.map((r) => r.rating)).toEqual([3, 4, 4]);
    const highest = await get<{ reviews: { rating: number }[] }>(
      `/api/tours/${ids.holChan}/reviews?sort=highest`,
    );
    expect(highest.body.reviews.map((r) => r.rating)).toEqual([5, 5, 5]);
  });

  it('rejects an unknown sort and hides reviews of unpublished tours', async () => {
    expect((await get(`/api/tours/${ids.holChan}/reviews?sort=best`)).status).toBe(400);
    expect((await get(`/api/tours/${ids.draft}/reviews`)).status).toBe(404);
  });
});

describe('GET /api/tours/:id/availability', () => {
  const today = belizeToday();

  it('covers the next 60 days in Belize time by default, from the weekly schedule', async () => {
    const { status, body } = await get<{
      from: string;
      to: string;
      dates: { date: string; status: string; seatsLeft: number }[];
    }>(`/api/tours/${ids.atm}/availability`);
    expect(status).toBe(200);
    expect(body.from).toBe(today);
    expect(body.to).toBe(addDays(today, 59));
    expect(body.dates).toHaveLength(60);
    for (const day of body.dates.slice(1)) {
      const runs = [1, 3, 5].includes(weekdayOf(day.date));
      expect(day.status).toBe(runs ? 'available' : 'not-running');
      expect(day.seatsLeft).toBe(runs ? 8 : 0);
    }
  });

  it('subtracts seats taken and reports closed and sold-out departures', async () => {
    const days = [1, 2, 3, 4, 5, 6, 7]
      .map((n) => addDays(today, n))
      .filter((d) => [1, 3, 5].includes(weekdayOf(d)));
    const [few, soldOut, closed] = days as [string, string, string];
    const base = { tourId: ids.atm!, startTime: '07:00', capacity: 8 };
    await t.factories.createDeparture({ ...base, localDate: few, seatsTaken: 6 });
    await t.factories.createDeparture({ ...base, localDate: soldOut, seatsTaken: 8 });
    await t.factories.createDeparture({
      ...base,
      localDate: closed,
      closed: true,
      closedReason: 'Flooded river',
    });
    const { body } = await get<{ dates: { date: string; status: string; seatsLeft: number }[] }>(
      `/api/tours/${ids.atm}/availability?from=${addDays(today, 1)}&to=${addDays(today, 7)}`,
    );
    const byDate = new Map(body.dates.map((d) => [d.date, d]));
    expect(byDate.get(few)).toMatchObject({ status: 'few-left', seatsLeft: 2 });
    expect(byDate.get(soldOut)).toMatchObject({ status: 'sold-out', seatsLeft: 0 });
    expect(byDate.get(closed)).toMatchObject({ status: 'closed', seatsLeft: 0 });
  });

  it('lists on an "available on" day only the tours with seats that day, by schedule and departures', async () => {
    const { body: availability } = await get<{ dates: { date: string; status: string }[] }>(
      `/api/tours/${ids.atm}/availability?from=${addDays(today, 1)}&to=${addDays(today, 14)}`,
    );
    const statuses = new Set(availability.dates.map((d) => d.status));
    // The fortnight holds running, not running, few-left, sold-out and closed days of the ATM tour.
    expect([...statuses].sort()).toEqual(['available', 'closed', 'few-left', 'not-running', 'sold-out']);
    for (const day of availability.dates) {
      const { status, body } = await get<TourListResponse>(
        `/api/tours?location=cayo-district&availableOn=${day.date}&limit=50`,
      );
      expect(status).toBe(200);
      const titles = body.tours.map((tour) => tour.title);
      const bookable = day.status === 'available' || day.status === 'few-left';
      expect(titles.includes('ATM Cave Expedition'), `${day.date} ${day.status}`).toBe(bookable);
      // The expedition runs every day and has no departures: always listed.
      expect(titles).toContain('Three-Day Jungle and Ruins Expedition');
      expect(body.pagination.total).toBe(body.tours.length);
    }
    const search = await get<TourListResponse>(
      `/api/tours/search?q=cave&availableOn=${availability.dates.find((d) => d.status === 'sold-out')!.date}`,
    );
    expect(search.body.tours.map((tour) => tour.title)).not.toContain('ATM Cave Expedition');
  });

  it.each([addDays(today, -1), addDays(today, 60), '2026-02-30', 'tomorrow'])(
    'rejects availableOn=%s',
    async (day) => {
      const { status, body } = await get<{ error: { details: { field: string }[] } }>(
        `/api/tours?availableOn=${day}`,
      );
      expect(status).toBe(400);
      expect(body.error.details[0]?.field).toBe('availableOn');
    },
  );

  it.each([
    [`from=${addDays(today, -1)}`, 'from'],
    [`to=${addDays(today, 60)}`, 'to'],
    [`from=${addDays(today, 5)}&to=${addDays(today, 2)}`, 'to'],
    ['from=2026-02-30', 'from'],
  ])('rejects %s', async (query, field) => {
    const { status, body } = await get<{ error: { details: { field: string }[] } }>(
      `/api/tours/${ids.atm}/availability?${query}`,
    );
    expect(status).toBe(400);
    expect(body.error.details[0]?.field).toBe(field);
  });
});

describe('GET /api/reviews/recent', () => {
  it('returns well-rated reviews of published tours with the tour title', async () => {
    const { body } = await get<{ reviews: { rating: number; tourTitle: string }[] }>(
      '/api/reviews/recent?limit=4',
    );
    expect(body.reviews).toHaveLength(4);
    for (const review of body.reviews) {
      expect(review.rating).toBeGreaterThanOrEqual(4);
      expect(review.tourTitle).toBe('Hol Chan Snorkel Adventure');
    }
  });
});

describe('the API surface', () => {
  it('reports database reachability on /api/health', async () => {
    const { status, body } = await get<{ status: string; database: { reachable: boolean } }>('/api/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', database: { reachable: true } });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { status, body } = await get<{ error: { code: string } }>('/api/nope');
    expect(status).toBe(404);
    expect(body.error.code).toBe('NOT_FOUND');
  });

  it('publishes OpenAPI that lists the catalogue routes', async () => {
    const { status, body } = await get<{ paths: Record<string, unknown> }>('/api/docs/json');
    expect(status).toBe(200);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/tours',
        '/api/tours/search',
        '/api/tours/{id}',
        '/api/tours/{id}/availability',
      ]),
    );
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
