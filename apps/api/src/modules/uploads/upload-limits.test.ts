import { addDays, belizeToday } from '@belizepass/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUploads } from '../../db/schema/index.ts';
import { APPROVED_CARD, holdSeats, payBooking, signIn } from '../../test/journeys.ts';
import { createTestApp } from '../../test/test-app.ts';
import { startTestS3, type TestS3 } from '../../test/test-s3.ts';
import { checkInBooking } from '../bookings/bookings.repository.ts';
import { completeDepartedBookings } from '../bookings/bookings.service.ts';
import { multipartBody } from '../merchant-tours/test-kit.ts';
import { sweepUnusedUploads } from './uploads.service.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A photo of its own colour, so each has its own content-hash name. */
let shade = 0;
const photo = () =>
  sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 20, g: shade++ % 256, b: 120 } },
  })
    .jpeg()
    .toBuffer();

/** An app whose tourists each have a completed booking to review (a review photo needs one). */
async function reviewingApp(env: Record<string, string>) {
  const t = await createTestApp({ env });
  const owner = await t.factories.createUser({ email: 'ops@example.com', role: 'merchant_admin' });
  const merchant = await t.factories.createMerchant({
    ownerUserId: owner.id,
    businessName: 'Reef Ops',
    adminApproved: true,
    approvedAt: new Date(),
  });
  const tourId = (await t.factories.createTour({ merchantId: merchant.id, title: 'Hol Chan' })).id;
  let daysAhead = 1;
  let people = 0;
  return {
    t,
    tourId,
    /** A new tourist with one completed booking: their token and the booking's id. */
    async reviewer() {
      const email = `reviewer-${people++}@example.com`;
      await t.factories.createUser({ email });
      const token = (await signIn(t.app, email)).token;
      const held = await holdSeats(t.app, tourId, {
        token,
        adults: 1,
        date: addDays(belizeToday(), daysAhead++),
      });
      await payBooking(t.app, held, APPROVED_CARD, token);
      await checkInBooking(t.db, held.id, { checkedInByUserId: null });
      await completeDepartedBookings(t.db, new Date(Date.now() + 40 * 86_400_000));
      return { token, bookingId: held.id };
    },
    async upload(reviewer: { token: string; bookingId: string }) {
      const body = multipartBody([
        { name: 'image', filename: 'reef.jpg', contentType: 'image/jpeg', data: await photo() },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/bookings/${reviewer.bookingId}/review/photos`,
        headers: { ...body.headers, ...bearer(reviewer.token) },
        payload: body.payload,
      });
    },
  };
}

type Kit = Awaited<ReturnType<typeof reviewingApp>>;
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

describe('review photo uploads', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await reviewingApp({ UPLOADS_PER_DAY: '2', IMAGE_WORK_CONCURRENCY: '1', IMAGE_WORK_QUEUE: '0' });
  });
  afterAll(() => kit?.t.close());

  it('counts an account’s uploads: past its daily quota it answers 429 naming the image and when to retry', async () => {
    const reviewer = await kit.reviewer();
    expect((await kit.upload(reviewer)).statusCode).toBe(201);
    expect((await kit.upload(reviewer)).statusCode).toBe(201);
    const refused = await kit.upload(reviewer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'UPLOAD_QUOTA_REACHED',
      message: 'You have reached the upload limit (2 images in 24 hours). Please try again later.',
      details: [{ field: 'image', message: expect.stringContaining('upload limit') }],
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    // Another account has its own quota; a day later the first may upload again.
    expect((await kit.upload(await kit.reviewer())).statusCode).toBe(201);
    await kit.t.db
      .update(imageUploads)
      .set({ createdAt: sql`${imageUploads.createdAt} - interval '25 hours'` });
    expect((await kit.upload(reviewer)).statusCode).toBe(201);
  });

  it('answers 503 with Retry-After while the image queue is full, and stores once it is free', async () => {
    const reviewer = await kit.reviewer();
    let release = () => {};
    const busy = kit.t.app.imageWork.run(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      const refused = await kit.upload(reviewer);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json().error).toMatchObject({
        code: 'UPLOADS_BUSY',
        message: 'We are processing many photos right now. Please try again in a few seconds.',
      });
    } finally {
      release();
      await busy;
    }
    // A refused upload did not count toward the quota.
    expect((await kit.upload(reviewer)).statusCode).toBe(201);
    expect((await kit.upload(reviewer)).statusCode).toBe(201);
  });
});

describe.each(['local disk', 'S3 bucket'])('sweeping unused uploads from the %s', (storage) => {
  let kit: Kit;
  let s3: TestS3 | undefined;
  beforeAll(async () => {
    s3 = storage === 'S3 bucket' ? await startTestS3() : undefined;
    kit = await reviewingApp(s3?.env ?? {});
  });
  afterAll(async () => {
    await kit?.t.close();
    await s3?.close();
  });

  it('removes a photo no review used a day after its upload, and keeps one a review shows', async () => {
    const { t } = kit;
    const exists = async (url: string) => (await t.app.imageStorage.stat(keyOf(url))) !== null;
    const abandoned = await kit.upload(await kit.reviewer());
    const reviewer = await kit.reviewer();
    const used = await kit.upload(reviewer);
    const fresh = await kit.upload(await kit.reviewer());
    const [abandonedPhoto, usedPhoto, freshPhoto] = [abandoned, used, fresh].map(
      (res) => res.json() as { url: string; thumbnailUrl: string },
    );
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${reviewer.bookingId}/review`,
      headers: bearer(reviewer.token),
      payload: { rating: 5, comment: 'Turtles and rays', photos: [usedPhoto] },
    });
    expect(review.statusCode).toBe(201);

    // Within the grace period nothing is removed.
    expect(await sweepUnusedUploads({ db: t.db, storage: t.app.imageStorage })).toBe(0);
    expect(await exists(abandonedPhoto!.url)).toBe(true);

    // A day later: the two older uploads are due, the fresh one is not.
    await t.db
      .update(imageUploads)
      .set({ createdAt: sql`${imageUploads.createdAt} - interval '25 hours'` })
      .where(
        sql`${imageUploads.keys} && array[${keyOf(abandonedPhoto!.url)}, ${keyOf(usedPhoto!.url)}]::text[]`,
      );
    expect(await sweepUnusedUploads({ db: t.db, storage: t.app.imageStorage })).toBe(2);
    expect(await exists(abandonedPhoto!.url)).toBe(false);
    expect(await exists(abandonedPhoto!.thumbnailUrl)).toBe(false);
    expect(await exists(usedPhoto!.url)).toBe(true);
    expect(await exists(usedPhoto!.thumbnailUrl)).toBe(true);
    expect(await exists(freshPhoto!.url)).toBe(true);
    const shown = await t.app.inject({ method: 'GET', url: `/api/tours/${kit.tourId}/reviews` });
    expect(shown.json().reviews[0].photos).toEqual([usedPhoto]);
  });
});
