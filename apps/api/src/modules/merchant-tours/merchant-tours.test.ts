import { addDays, belizeToday } from '@belizepass/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, departures, tours } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  approveTour,
  caller,
  type Method,
  merchantAccount,
  outboxTo,
  seedBooking,
  signIn,
  tourInput,
  touristAccount,
} from './test-kit.ts';

let t: TestApp;
let me: Awaited<ReturnType<typeof merchantAccount>>;
let other: Awaited<ReturnType<typeof merchantAccount>>;
let pendingToken: string;
let touristToken: string;
const today = belizeToday();

beforeAll(async () => {
  t = await createTestApp();
  me = await merchantAccount(t);
  other = await merchantAccount(t, { businessName: 'Cayo Jungle Trails' });
  pendingToken = (await merchantAccount(t, { adminApproved: false })).token;
  touristToken = (await touristAccount(t)).token;
});
afterAll(() => t?.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);

async function createTour(overrides = {}, token = me.token) {
  const res = await call('POST', '/api/merchant/tours', token, tourInput(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().tour;
}

describe('who may use the merchant tour endpoints', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/merchant/tours'],
    ['POST', '/api/merchant/tours', tourInput()],
    ['PUT', `/api/merchant/tours/${someId}`, tourInput()],
    ['DELETE', `/api/merchant/tours/${someId}`],
    ['PATCH', `/api/merchant/tours/${someId}/status`, { active: true }],
    ['PATCH', `/api/merchant/tours/${someId}/featured`, { featured: true }],
    ['PATCH', `/api/merchant/tours/${someId}/photos/${someId}`, { is_primary: true }],
    ['DELETE', `/api/merchant/tours/${someId}/photos/${someId}`],
  ];
  it.each(routes)('%s %s: anonymous 401, tourist 403, pending merchant 403', async (method, url, payload) => {
    const m = method as Method;
    expect((await call(m, url, undefined, payload)).statusCode).toBe(401);
    expect((await call(m, url, touristToken, payload)).statusCode).toBe(403);
    const pending = await call(m, url, pendingToken, payload);
    expect(pending.statusCode).toBe(403);
    expect(pending.json().error.code).toBe('MERCHANT_PENDING_APPROVAL');
  });
});

describe('creating and listing tours', () => {
  it('creates a tour awaiting approval, in cents, with formatted duration and availability', async () => {
    const tour = await createTour({ original_price: 15_000, featured: true });
    expect(tour).toMatchObject({
      title: 'Lamanai River Safari',
      price: 12_500,
      original_price: 15_000,
      child_price: 8_750,
      duration: '7.5 hours',
      duration_hours: 7.5,
      location: 'Orange Walk',
      location_id: 'orange-walk',
      availability: 'Mon/Wed/Fri',
      maxParticipants: 12,
      min_group_size: 1,
      languages: ['English'],
      status: 'active',
      featured: true,
      admin_approved: false,
      approval: 'pending',
      image: null,
      photos: [],
      rating: null,
      reviewCount: 0,
      upcomingBookings: 0,
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, tour.id), eq(auditLog.action, 'tour.create')));
    expect(audit?.actorUserId).toBe(me.user.id);
    const staffMail = await outboxTo(t, 'support@belizepass.bz');
    expect(staffMail.map((m) => m.subject)).toContainEqual(
      expect.stringContaining('Tour awaiting approval: Lamanai River Safari'),
    );
  });

  it('keeps a new tour away from the public until it is approved', async () => {
    const tour = await createTour({ title: 'Secret Sinkhole Swim' });
    const list = await call('GET', '/api/tours?limit=50');
    expect(list.json().tours.map((x: { id: string }) => x.id)).not.toContain(tour.id);
    expect((await call('GET', `/api/tours/${tour.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/tours/${tour.id}/availability`)).statusCode).toBe(404);

    await approveTour(t, tour.id);
    expect((await call('GET', `/api/tours/${tour.id}`)).statusCode).toBe(200);
    const after = await call('GET', '/api/tours?limit=50');
    expect(after.json().tours.map((x: { id: string }) => x.id)).toContain(tour.id);
    const mine = await call('GET', '/api/merchant/tours', me.token);
    expect(mine.json().tours.find((x: { id: string }) => x.id === tour.id).approval).toBe('approved');
  });

  it.each([
    [{ title: '  ' }, 'title', 'Tour title is required'],
    [{ description: '' }, 'description', 'Description is required'],
    [{ price: undefined }, 'price', 'Price is required'],
    [{ price: 0 }, 'price', 'Price must be a positive number'],
    [{ price: -5 }, 'price', 'Price must be a positive number'],
    [{ duration_hours: undefined }, 'duration_hours', 'Duration is required'],
    [{ location_id: undefined }, 'location_id', 'Location is required'],
    [{ category: 'underwater-basket-weaving' }, 'category', 'Category is required'],
    [{ schedule_days: [] }, 'schedule_days', 'Availability is required'],
    [{ maxParticipants: undefined }, 'maxParticipants', 'Maximum participants is required'],
    [{ maxParticipants: 0 }, 'maxParticipants', 'Maximum participants must be a positive number'],
    [{ maxParticipants: 2.5 }, 'maxParticipants', 'Maximum participants must be a positive number'],
    [{ original_price: 100 }, 'original_price', 'Original price must be at least the price'],
    [{ start_time: '25:00' }, 'start_time', 'Start time must be HH:MM (24-hour)'],
  ])('rejects %j with the spec message on %s', async (overrides, field, message) => {
    const res = await call('POST', '/api/merchant/tours', me.token, tourInput(overrides as never));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual({ field, message });
  });

  it('lists only the merchant’s own tours, newest first, filtered by search, status and category', async () => {
    const own = await createTour({
      title: 'Barton Creek Canoe',
      category: 'adventure',
      location_id: 'cayo-district',
      status: 'draft',
    });
    await createTour({ title: 'Someone else’s Canoe' }, other.token);
    const all = (await call('GET', '/api/merchant/tours', me.token)).json().tours;
    expect(all[0].id).toBe(own.id);
    expect(all.every((x: { title: string }) => !x.title.startsWith('Someone'))).toBe(true);

    const search = (await call('GET', '/api/merchant/tours?search=canoe', me.token)).json().tours;
    expect(search.map((x: { id: string }) => x.id)).toEqual([own.id]);
    const byLocation = (await call('GET', '/api/merchant/tours?search=cayo', me.token)).json().tours;
    expect(byLocation.map((x: { id: string }) => x.id)).toContain(own.id);
    const drafts = (await call('GET', '/api/merchant/tours?status=draft', me.token)).json().tours;
    expect(drafts.every((x: { status: string }) => x.status === 'draft')).toBe(true);
    expect(drafts.map((x: { id: string }) => x.id)).toContain(own.id);
    const adventure = (await call('GET', '/api/merchant/tours?category=adventure', me.token)).json().tours;
    expect(adventure.map((x: { id: string }) => x.id)).toEqual([own.id]);
  });

  it.each(['status=paused', 'category=Water%20Activity', `search=${'x'.repeat(101)}`])(
    'answers 400 for the bad query %s',
    async (query) => {
      const res = await call('GET', `/api/merchant/tours?${query}`, me.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    },
  );
});

describe('editing a tour', () => {
  it('keeps an approved tour public: its category changes at once, its title, price and location wait for approval', async () => {
    const tour = await createTour({
      title: 'Hopkins Drumming Night',
      location_id: 'belize-district',
      category: 'cultural',
    });
    await approveTour(t, tour.id);
    const res = await call(
      'PUT',
      `/api/merchant/tours/${tour.id}`,
      me.token,
      tourInput({
        title: 'Garifuna Drumming Workshop',
        location_id: 'placencia',
        category: 'food-cuisine',
        price: 9_000,
      }),
    );
    expect(res.statusCode).toBe(200);
    // The merchant sees what it proposed, and that it waits.
    expect(res.json().tour).toMatchObject({
      title: 'Garifuna Drumming Workshop',
      location: 'Placencia',
      category: 'food-cuisine',
      price: 9_000,
      admin_approved: true,
      revision: { status: 'pending', fields: ['title', 'price', 'child_price', 'location_id'] },
    });
    const publicTour = (await call('GET', `/api/tours/${tour.id}`)).json();
    expect(publicTour).toMatchObject({
      title: 'Hopkins Drumming Night',
      location: 'Belize District',
      category: 'food-cuisine',
    });

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, tour.id), eq(auditLog.action, 'tour.update')));
    expect(audit?.before).toEqual({ category: 'cultural' });
    expect(audit?.after).toEqual({ category: 'food-cuisine' });
    const [submitted] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, tour.id), eq(auditLog.action, 'tour.revision_submit')));
    expect(submitted?.before).toEqual({
      title: 'Hopkins Drumming Night',
      sellingPriceCents: 12_500,
      standardPriceCents: 12_500,
      locationId: 'belize-district',
    });
    expect(submitted?.after).toEqual({
      title: 'Garifuna Drumming Workshop',
      sellingPriceCents: 9_000,
      standardPriceCents: 9_000,
      locationId: 'placencia',
    });

    const [row] = await t.db.select({ doc: tours.searchDocument }).from(tours).where(eq(tours.id, tour.id));
    expect(row?.doc).toContain('hopkins drumming night belize district');
  });

  it('moves future departures to a new group size, never below seats taken', async () => {
    // A tour waiting for approval: its edits apply at once (an approved one's on approval).
    const tour = await createTour({ schedule_days: [0, 1, 2, 3, 4, 5, 6], start_time: '09:00' });
    const date = addDays(today, 5);
    await seedBooking(t, { tourId: tour.id, date, status: 'confirmed', adults: 5, capacity: 12 });
    await seedBooking(t, { tourId: tour.id, date: addDays(today, -2), status: 'confirmed' });
    const listed = (await call('GET', `/api/merchant/tours/${tour.id}`, me.token)).json().tour;
    expect(listed.upcomingBookings).toBe(1);
    await call(
      'PUT',
      `/api/merchant/tours/${tour.id}`,
      me.token,
      tourInput({ maxParticipants: 3, schedule_days: [0, 1, 2, 3, 4, 5, 6], start_time: '09:00' }),
    );
    const [dep] = await t.db
      .select()
      .from(departures)
      .where(and(eq(departures.tourId, tour.id), eq(departures.localDate, date)));
    expect(dep).toMatchObject({ capacity: 5, seatsTaken: 5 });
    // A new start time: the booked departure keeps its 9:00 until the operator moves its guests.
    const startTime = await call(
      'PUT',
      `/api/merchant/tours/${tour.id}`,
      me.token,
      tourInput({ maxParticipants: 3, schedule_days: [0, 1, 2, 3, 4, 5, 6], start_time: '10:00' }),
    );
    expect(startTime.statusCode).toBe(200);
    expect(startTime.json().tour.departures_to_move).toEqual([{ date, time: '09:00', guests: 5 }]);
  });

  it('answers 404 (not 403) for another merchant’s tour on every tour endpoint', async () => {
    const theirs = await createTour({ title: 'Their tour' }, other.token);
    const base = `/api/merchant/tours/${theirs.id}`;
    for (const [method, url, payload] of [
      ['GET', base],
      ['PUT', base, tourInput()],
      ['DELETE', base],
      ['PATCH', `${base}/status`, { active: false }],
      ['PATCH', `${base}/featured`, { featured: true }],
      ['GET', `${base}/departures`],
      ['POST', `${base}/departures/close`, { date: addDays(today, 3), reason: 'Weather' }],
    ] as const) {
      const res = await call(method, url, me.token, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.code).toBe('TOUR_NOT_FOUND');
    }
    const [row] = await t.db.select().from(tours).where(eq(tours.id, theirs.id));
    expect(row).toMatchObject({ title: 'Their tour', active: true, featured: false });
  });
});

describe('where the tour meets', () => {
  it('keeps the pin the merchant places, shows it on the public tour, and clears it', async () => {
    const tour = await createTour({
      meeting_point: 'Maya Trails office, Burns Avenue, San Ignacio',
      meeting_point_lat: 17.1588,
      meeting_point_lng: -89.0696,
    });
    expect(tour).toMatchObject({ meeting_point_lat: 17.1588, meeting_point_lng: -89.0696 });
    await approveTour(t, tour.id);
    const publicTour = (await call('GET', `/api/tours/${tour.id}`)).json();
    expect(publicTour).toMatchObject({
      meetingPoint: 'Maya Trails office, Burns Avenue, San Ignacio',
      meetingPointCoordinates: { lat: 17.1588, lng: -89.0696 },
    });

    // Moved to the dock, on an approved tour: the move waits for review; the public keeps the old point.
    const moved = await call(
      'PUT',
      `/api/merchant/tours/${tour.id}`,
      me.token,
      tourInput({ meeting_point_lat: 17.9172, meeting_point_lng: -87.9569 }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().tour.revision.fields).toEqual(
      expect.arrayContaining(['meeting_point_lat', 'meeting_point_lng']),
    );
    expect((await call('GET', `/api/tours/${tour.id}`)).json().meetingPointCoordinates).toEqual({
      lat: 17.1588,
      lng: -89.0696,
    });

    const cleared = await call(
      'PUT',
      `/api/merchant/tours/${tour.id}`,
      me.token,
      tourInput({ meeting_point_lat: null, meeting_point_lng: null }),
    );
    expect(cleared.json().tour).toMatchObject({ meeting_point_lat: null, meeting_point_lng: null });
    expect((await call('GET', `/api/tours/${tour.id}`)).json().meetingPointCoordinates).toEqual({
      lat: 17.1588,
      lng: -89.0696,
    });
  });

  it.each([
    [
      { meeting_point_lat: 19.43, meeting_point_lng: -99.13 },
      'meeting_point_lat',
      'Latitude must be in Belize (between 15.8 and 18.6)',
    ],
    [
      { meeting_point_lat: 17.5, meeting_point_lng: -90.1 },
      'meeting_point_lng',
      'Longitude must be in Belize (between -89.3 and -87.4)',
    ],
    [{ meeting_point_lat: 17.5 }, 'meeting_point_lng', 'Enter a longitude with the latitude, or clear both'],
    [
      { meeting_point_lat: '17.5', meeting_point_lng: -88.2 },
      'meeting_point_lat',
      'Latitude must be a number',
    ],
  ])('refuses %j with a 400 naming %s, and saves nothing', async (overrides, field, message) => {
    const title = `Nowhere tour ${field} ${message.length}`;
    const res = await call(
      'POST',
      '/api/merchant/tours',
      me.token,
      tourInput({ title, ...overrides } as never),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details).toContainEqual({ field, message });
    const mine = (
      await call('GET', `/api/merchant/tours?search=${encodeURIComponent(title)}`, me.token)
    ).json();
    expect(mine.tours).toEqual([]);
  });
});

describe('status and featured toggles', () => {
  it('sets active/draft and featured, and reports them', async () => {
    const tour = await createTour({ status: 'draft' });
    const on = await call('PATCH', `/api/merchant/tours/${tour.id}/status`, me.token, { active: true });
    expect(on.json()).toEqual({ id: tour.id, status: 'active', active: true });
    const off = await call('PATCH', `/api/merchant/tours/${tour.id}/status`, me.token, { active: false });
    expect(off.json()).toEqual({ id: tour.id, status: 'draft', active: false });
    const featured = await call('PATCH', `/api/merchant/tours/${tour.id}/featured`, me.token, {
      featured: true,
    });
    expect(featured.json()).toEqual({ id: tour.id, featured: true });
    const listed = (await call('GET', '/api/merchant/tours', me.token))
      .json()
      .tours.find((x: { id: string }) => x.id === tour.id);
    expect(listed).toMatchObject({ status: 'draft', featured: true });
    const bad = await call('PATCH', `/api/merchant/tours/${tour.id}/status`, me.token, { active: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('hides a deactivated approved tour from the public', async () => {
    const tour = await createTour();
    await approveTour(t, tour.id);
    expect((await call('GET', `/api/tours/${tour.id}`)).statusCode).toBe(200);
    await call('PATCH', `/api/merchant/tours/${tour.id}/status`, me.token, { active: false });
    expect((await call('GET', `/api/tours/${tour.id}`)).statusCode).toBe(404);
  });
});

describe('deleting a tour', () => {
  it('deletes a tour nobody booked', async () => {
    const tour = await createTour();
    const res = await call('DELETE', `/api/merchant/tours/${tour.id}`, me.token);
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(tours).where(eq(tours.id, tour.id))).toHaveLength(0);
    expect((await call('DELETE', `/api/merchant/tours/${tour.id}`, me.token)).statusCode).toBe(404);
  });

  it('refuses while upcoming bookings exist, then keeps a tour with past bookings', async () => {
    const tour = await createTour({ schedule_days: [0, 1, 2, 3, 4, 5, 6] });
    await seedBooking(t, { tourId: tour.id, date: addDays(today, -3), status: 'confirmed' });
    const upcoming = await seedBooking(t, { tourId: tour.id, date: addDays(today, 4), status: 'confirmed' });
    const refused = await call('DELETE', `/api/merchant/tours/${tour.id}`, me.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'TOUR_HAS_BOOKINGS',
      message: 'This tour has upcoming bookings. Deactivate it instead, or cancel those departures first.',
    });

    const closed = await call('POST', `/api/merchant/tours/${tour.id}/departures/close`, me.token, {
      date: upcoming.localDate,
      reason: 'Boat engine repairs',
    });
    expect(closed.statusCode).toBe(200);
    const kept = await call('DELETE', `/api/merchant/tours/${tour.id}`, me.token);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().error).toMatchObject({
      code: 'TOUR_HAS_HISTORY',
      message:
        'This tour has past bookings, so it is kept for your records. Deactivate it to hide it from tourists.',
    });
  });

  it('deletes a tour whose only bookings are lapsed unpaid holds', async () => {
    const tour = await createTour();
    await approveTour(t, tour.id);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        tourId: tour.id,
        date: (() => {
          let d = addDays(today, 2);
          while (![1, 3, 5].includes(new Date(`${d}T00:00:00Z`).getUTCDay())) d = addDays(d, 1);
          return d;
        })(),
        adults: 1,
        fullName: 'Lapsed Guest',
        email: 'lapsed@example.com',
        phone: '+501 600 0000',
      },
    });
    expect(guest.statusCode).toBe(201);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${guest.json().booking.id}/cancel`,
      headers: { 'x-booking-key': guest.json().accessKey },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await call('DELETE', `/api/merchant/tours/${tour.id}`, me.token)).statusCode).toBe(204);
  });
});

it('signs the same merchant in again with the same access', async () => {
  const token = await signIn(t, me.user.email);
  expect((await call('GET', '/api/merchant/tours', token)).statusCode).toBe(200);
});
