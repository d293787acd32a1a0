import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { addDays, belizeToday } from '@belizepass/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVED_CARD, holdSeats, payBooking, signIn } from '../../test/journeys.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkInBooking } from '../bookings/bookings.repository.ts';
import { completeDepartedBookings } from '../bookings/bookings.service.ts';
import { multipartBody } from '../merchant-tours/test-kit.ts';

let t: TestApp;
let tourId: string;
let tourist: string;
let stranger: string;
let owner: string;
let otherMerchant: string;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function merchant(email: string, businessName: string) {
  const user = await t.factories.createUser({ email, role: 'merchant_admin' });
  const row = await t.factories.createMerchant({
    ownerUserId: user.id,
    businessName,
    adminApproved: true,
    approvedAt: new Date(),
  });
  return { id: row.id, token: (await signIn(t.app, email)).token };
}

beforeAll(async () => {
  t = await createTestApp();
  const reefOps = await merchant('reef-ops@example.com', 'Reef Ops');
  owner = reefOps.token;
  otherMerchant = (await merchant('jungle-ops@example.com', 'Jungle Ops')).token;
  tourId = (await t.factories.createTour({ merchantId: reefOps.id, title: 'Shark Ray Alley' })).id;
  for (const email of ['reviewer@example.com', 'stranger@example.com'])
    await t.factories.createUser({ email });
  tourist = (await signIn(t.app, 'reviewer@example.com')).token;
  stranger = (await signIn(t.app, 'stranger@example.com')).token;
});
afterAll(() => t?.close());

let daysAhead = 1;
async function booking(completed: boolean) {
  const held = await holdSeats(t.app, tourId, {
    token: tourist,
    adults: 1,
    date: addDays(belizeToday(), daysAhead++),
  });
  await payBooking(t.app, held, APPROVED_CARD, tourist);
  if (completed) {
    // Checked in at the dock, then completed once the departure has ended.
    await checkInBooking(t.db, held.id, { checkedInByUserId: null });
    await completeDepartedBookings(t.db, new Date(Date.now() + 40 * 86_400_000));
  }
  return held.id;
}

/** A photo with an EXIF camera model, to see that it is stripped. */
const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#1b8aa6' } })
    .withExif({ IFD0: { Model: 'ReefCam 3000' } })
    .jpeg()
    .toBuffer();

async function upload(bookingId: string, token = tourist) {
  const body = multipartBody([
    { name: 'image', filename: 'reef.jpg', contentType: 'image/jpeg', data: await photo() },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/review/photos`,
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
}

const review = (bookingId: string, payload: object, token = tourist) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/review`, headers: bearer(token), payload });

const publicReviews = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/tours/${tourId}/reviews?limit=50` })).json() as {
    reviews: {
      id: string;
      comment: string;
      photos: { url: string; thumbnailUrl: string }[];
      reply: { text: string } | null;
    }[];
  };

describe('reviews with photos', () => {
  let reviewId: string;

  it('stores photos only for the reviewer of a completed booking, EXIF removed', async () => {
    const upcoming = await booking(false);
    expect((await upload(upcoming)).statusCode).toBe(409);
    const done = await booking(true);
    expect((await upload(done, stranger)).statusCode).toBe(404);

    const stored = await upload(done);
    expect(stored.statusCode).toBe(201);
    const { url, thumbnailUrl } = stored.json() as { url: string; thumbnailUrl: string };
    expect(url).toMatch(/^\/uploads\/reviews\/[a-f0-9]{32}\.webp$/);
    expect(thumbnailUrl).toMatch(/^\/uploads\/reviews\/[a-f0-9]{32}-t\.webp$/);
    const meta = await sharp(
      await readFile(join(t.config.uploadsDir, url.replace('/uploads/', ''))),
    ).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    // Four photos are refused, nothing is written; then the review with one photo is published.
    const four = Array.from({ length: 4 }, () => ({ url, thumbnailUrl }));
    const tooMany = await review(done, { rating: 5, comment: 'Sharks!', photos: four });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details[0]).toMatchObject({
      field: 'photos',
      message: 'At most 3 photos per review',
    });
    const foreign = await review(done, {
      rating: 5,
      comment: 'Sharks!',
      photos: [{ url: 'https://x.example/a.webp', thumbnailUrl }],
    });
    expect(foreign.statusCode).toBe(400);
    expect((await publicReviews()).reviews).toHaveLength(0);

    const created = await review(done, {
      rating: 5,
      comment: 'Nurse sharks everywhere',
      photos: [{ url, thumbnailUrl }],
    });
    expect(created.statusCode).toBe(201);
    reviewId = created.json().id;
    const [published] = (await publicReviews()).reviews;
    expect(published).toMatchObject({ id: reviewId, photos: [{ url, thumbnailUrl }], reply: null });
  });

  it('refuses a review with photos from someone else or on a booking not completed', async () => {
    const done = await booking(true);
    const upcoming = await booking(false);
    const photos = [
      {
        url: `/uploads/reviews/${'a'.repeat(32)}.webp`,
        thumbnailUrl: `/uploads/reviews/${'a'.repeat(32)}-t.webp`,
      },
    ];
    expect((await review(done, { rating: 4, comment: 'Not mine', photos }, stranger)).statusCode).toBe(404);
    expect((await review(upcoming, { rating: 4, comment: 'Too early', photos })).statusCode).toBe(409);
  });

  it("lets only the tour's merchant reply, once per review (edited in place), and shows the reply publicly", async () => {
    const url = `/api/merchant/reviews/${reviewId}/reply`;
    const put = (token: string, text: string) =>
      t.app.inject({ method: 'PUT', url, headers: bearer(token), payload: { text } });

    expect((await put(otherMerchant, 'Not my tour')).statusCode).toBe(404);
    expect((await put(tourist, 'I am no merchant')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url, payload: { text: 'x' } })).statusCode).toBe(401);
    const empty = await put(owner, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0]).toMatchObject({
      field: 'text',
      message: 'Please write your reply',
    });

    expect((await put(owner, 'Thanks for diving with us!')).statusCode).toBe(200);
    const edited = await put(owner, 'Thanks for snorkelling with us, Maria!');
    expect(edited.statusCode).toBe(200);
    expect(edited.json().reply.text).toBe('Thanks for snorkelling with us, Maria!');

    const mine = (await publicReviews()).reviews.find((r) => r.id === reviewId);
    expect(mine?.reply?.text).toBe('Thanks for snorkelling with us, Maria!');
    const detail = (await t.app.inject({ method: 'GET', url: `/api/tours/${tourId}` })).json();
    expect(detail.reviews[0].reply.text).toBe('Thanks for snorkelling with us, Maria!');

    const list = await t.app.inject({ method: 'GET', url: '/api/merchant/reviews', headers: bearer(owner) });
    expect(list.json().reviews.map((r: { id: string }) => r.id)).toEqual([reviewId]);
    const others = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/reviews',
      headers: bearer(otherMerchant),
    });
    expect(others.json().reviews).toEqual([]);
  });
});
