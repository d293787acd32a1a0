import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  bearer,
  caller,
  type FormPart,
  merchantAccount,
  multipartBody,
  tourInput,
  touristAccount,
} from '../merchant-tours/test-kit.ts';

let t: TestApp;
let me: Awaited<ReturnType<typeof merchantAccount>>;
let other: Awaited<ReturnType<typeof merchantAccount>>;
let pendingToken: string;
let touristToken: string;
let call: ReturnType<typeof caller>;

/** A JPEG a phone would send: sideways (EXIF orientation 6), with camera make and GPS position. */
async function phoneJpeg(width = 400, height = 200) {
  return sharp({ create: { width, height, channels: 3, background: '#2a7ab0' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneCam', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '17/1 15/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '88/1 46/1 0/1',
      },
    })
    .toBuffer();
}

async function pngWithGps(width = 2000, height = 1000) {
  return sharp({ create: { width, height, channels: 4, background: '#e8b04a' } })
    .png()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '16/1 30/1 0/1' } })
    .toBuffer();
}

/** Whether EXIF data carry a GPS directory (tag 0x8825, either byte order). */
function hasGpsDirectory(exif: Buffer | undefined) {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

const filePath = (url: string) => join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));

function upload(token: string | undefined, parts: FormPart[], url = '/api/merchant/upload/image') {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

const imagePart = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): FormPart => ({
  name: 'image',
  filename,
  contentType,
  data,
});

function photoForm(tourId: string, data: Buffer, fields: Record<string, string> = {}) {
  return [
    { name: 'tour_id', value: tourId },
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    imagePart(data),
  ];
}

async function newTour(token = me.token) {
  const res = await call('POST', '/api/merchant/tours', token, tourInput());
  return res.json().tour.id as string;
}

async function tourOf(tourId: string) {
  return (await call('GET', `/api/merchant/tours/${tourId}`, me.token)).json().tour;
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  me = await merchantAccount(t);
  other = await merchantAccount(t);
  pendingToken = (await merchantAccount(t, { adminApproved: false })).token;
  touristToken = (await touristAccount(t)).token;
});
afterAll(() => t?.close());

describe('who may upload', () => {
  it.each(['/api/merchant/upload/image', '/api/merchant/upload/logo', '/api/merchant/upload/deal-image'])(
    '%s: anonymous 401, tourist 403, pending merchant 403',
    async (url) => {
      const parts = photoForm('00000000-0000-4000-8000-000000000000', await phoneJpeg());
      expect((await upload(undefined, parts, url)).statusCode).toBe(401);
      expect((await upload(touristToken, parts, url)).statusCode).toBe(403);
      expect((await upload(pendingToken, parts, url)).statusCode).toBe(403);
    },
  );

  it('answers 404 for another merchant’s tour and stores nothing', async () => {
    const theirs = await newTour(other.token);
    const res = await upload(me.token, photoForm(theirs, await phoneJpeg()));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('TOUR_NOT_FOUND');
    expect(existsSync(join(t.config.uploadsDir, 'tours'))).toBe(false);
  });
});

describe('refused files', () => {
  it('refuses an image over 10 MB with 413', async () => {
    const tourId = await newTour();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 7);
    const res = await upload(me.token, photoForm(tourId, big));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'The image is larger than 10 MB. Please choose a smaller file.',
    });
  });

  it('checks the content, not the name: a text file called photo.png is refused with 415', async () => {
    const tourId = await newTour();
    const res = await upload(me.token, [
      { name: 'tour_id', value: tourId },
      imagePart(Buffer.from('just some notes, not a picture'), 'photo.png', 'image/png'),
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_IMAGE');
    expect(res.json().error.message).toMatch(/not an image/);
  });

  it('refuses SVG with 415 and says why', async () => {
    const tourId = await newTour();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script><rect width="40" height="40"/></svg>',
    );
    const res = await upload(me.token, [
      { name: 'tour_id', value: tourId },
      imagePart(svg, 'logo.svg', 'image/svg+xml'),
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(
      'SVG images are not accepted. Please choose a JPG, PNG, WebP or GIF photo.',
    );
  });

  it('asks for the image when none is sent and checks the fields', async () => {
    const tourId = await newTour();
    const missing = await upload(me.token, [{ name: 'tour_id', value: tourId }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toContainEqual({
      field: 'image',
      message: 'Tour image is required',
    });
    const badId = await upload(me.token, photoForm('not-a-uuid', await phoneJpeg()));
    expect(badId.json().error.details).toContainEqual({
      field: 'tour_id',
      message: 'Tour id must be a UUID',
    });
    const badFlag = await upload(me.token, photoForm(tourId, await phoneJpeg(), { is_primary: 'yes' }));
    expect(badFlag.statusCode).toBe(400);
    const json = await call('POST', '/api/merchant/upload/image', me.token, { tour_id: tourId });
    expect(json.statusCode).toBe(415);
  });
});

describe('stored photos', () => {
  it('turns a phone JPEG upright and stores WebP without EXIF or GPS, at its real size', async () => {
    const tourId = await newTour();
    const original = await phoneJpeg(400, 200);
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsDirectory(before.exif)).toBe(true);

    const res = await upload(
      me.token,
      photoForm(tourId, original, { alt_text: 'Boat at the dock', is_primary: 'true', display_order: '0' }),
    );
    expect(res.statusCode).toBe(201);
    const { image } = res.json();
    expect(image).toMatchObject({
      r2_url: expect.stringMatching(/^\/uploads\/tours\/[0-9a-f]{32}\.webp$/),
      alt_text: 'Boat at the dock',
      is_primary: true,
      display_order: 0,
      width: 200,
      height: 400,
    });
    const stored = await readFile(filePath(image.r2_url));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneCam'))).toBe(false);
    expect(stored.includes(Buffer.from('Exif'))).toBe(false);

    const tour = await tourOf(tourId);
    expect(tour.image).toBe(image.r2_url);
    expect(tour.photos[0]).toMatchObject({ id: image.id, width: 200, height: 400 });
  });

  it('makes a large PNG a 1600-wide WebP and a 480-wide thumbnail, both without GPS', async () => {
    const tourId = await newTour();
    const res = await upload(me.token, photoForm(tourId, await pngWithGps(2000, 1000)));
    expect(res.statusCode).toBe(201);
    expect(res.json().image).toMatchObject({ width: 1600, height: 800, is_primary: true });
    const [photo] = (await tourOf(tourId)).photos;
    const large = await sharp(await readFile(filePath(photo.r2_url))).metadata();
    const thumb = await sharp(await readFile(filePath(photo.thumbnail_url))).metadata();
    expect(large).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(thumb).toMatchObject({ format: 'webp', width: 480, height: 240 });
    expect(large.exif).toBeUndefined();
    expect(thumb.exif).toBeUndefined();
  });

  it('reads the form in any order (file first)', async () => {
    const tourId = await newTour();
    const res = await upload(me.token, [imagePart(await phoneJpeg()), { name: 'tour_id', value: tourId }]);
    expect(res.statusCode).toBe(201);
  });

  it('keeps one primary photo per tour, and edits and removes photos', async () => {
    const tourId = await newTour();
    const first = (await upload(me.token, photoForm(tourId, await phoneJpeg(300, 300)))).json().image;
    const second = (
      await upload(
        me.token,
        photoForm(tourId, await pngWithGps(800, 600), { is_primary: 'false', display_order: '1' }),
      )
    ).json().image;
    expect(first.is_primary).toBe(true);
    expect(second.is_primary).toBe(false);
    const third = (
      await upload(
        me.token,
        photoForm(tourId, await phoneJpeg(500, 250), { is_primary: 'true', display_order: '2' }),
      )
    ).json().image;
    let tour = await tourOf(tourId);
    expect(tour.image).toBe(third.r2_url);
    expect(tour.photos.filter((p: { is_primary: boolean }) => p.is_primary)).toHaveLength(1);

    const patched = await call('PATCH', `/api/merchant/tours/${tourId}/photos/${second.id}`, me.token, {
      is_primary: true,
      alt_text: 'Sunset over the lagoon',
      display_order: 0,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().photo).toMatchObject({
      is_primary: true,
      alt_text: 'Sunset over the lagoon',
      display_order: 0,
    });
    tour = await tourOf(tourId);
    expect(tour.photos.map((p: { id: string; is_primary: boolean }) => [p.id, p.is_primary])).toEqual([
      [second.id, true],
      [first.id, false],
      [third.id, false],
    ]);

    const unset = await call('PATCH', `/api/merchant/tours/${tourId}/photos/${second.id}`, me.token, {
      is_primary: false,
    });
    expect(unset.statusCode).toBe(409);
    expect(unset.json().error.code).toBe('PRIMARY_PHOTO_REQUIRED');

    const removed = await call('DELETE', `/api/merchant/tours/${tourId}/photos/${second.id}`, me.token);
    expect(removed.statusCode).toBe(204);
    expect(existsSync(filePath(second.r2_url))).toBe(false);
    tour = await tourOf(tourId);
    expect(tour.photos).toHaveLength(2);
    expect(tour.photos[0]).toMatchObject({ id: first.id, is_primary: true });

    const theirs = await newTour(other.token);
    expect(
      (await call('DELETE', `/api/merchant/tours/${theirs}/photos/${first.id}`, me.token)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/merchant/tours/${tourId}/photos/${second.id}`, me.token)).statusCode,
    ).toBe(404);
  });

  it('removes the files of a deleted tour, but not a file another tour still shows', async () => {
    const a = await newTour();
    const b = await newTour();
    const same = await phoneJpeg(320, 160);
    const onA = (await upload(me.token, photoForm(a, same))).json().image;
    const onB = (await upload(me.token, photoForm(b, same))).json().image;
    expect(onA.r2_url).toBe(onB.r2_url);
    expect((await call('DELETE', `/api/merchant/tours/${a}`, me.token)).statusCode).toBe(204);
    expect(existsSync(filePath(onB.r2_url))).toBe(true);
    expect((await call('DELETE', `/api/merchant/tours/${b}`, me.token)).statusCode).toBe(204);
    expect(existsSync(filePath(onB.r2_url))).toBe(false);
  });
});

describe('business logo', () => {
  it('stores a square 256 WebP and shows it on the profile', async () => {
    const res = await upload(
      me.token,
      [imagePart(await pngWithGps(900, 300), 'logo.png', 'image/png')],
      '/api/merchant/upload/logo',
    );
    expect(res.statusCode).toBe(200);
    const { logo_url } = res.json();
    expect(logo_url).toMatch(/^\/uploads\/logos\/[0-9a-f]{32}\.webp$/);
    const meta = await sharp(await readFile(filePath(logo_url))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect((await call('GET', '/api/merchant/profile', me.token)).json().logo_url).toBe(logo_url);

    const replaced = await upload(
      me.token,
      [imagePart(await phoneJpeg(256, 256))],
      '/api/merchant/upload/logo',
    );
    expect(replaced.statusCode).toBe(200);
    expect(existsSync(filePath(logo_url))).toBe(false);
    const svg = await upload(
      me.token,
      [imagePart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'l.svg', 'image/svg+xml')],
      '/api/merchant/upload/logo',
    );
    expect(svg.statusCode).toBe(415);
  });
});

describe('deal image', () => {
  const dealImage = (parts: FormPart[], token = me.token) =>
    upload(token, parts, '/api/merchant/upload/deal-image');

  it('stores a phone photo upright as WebP without EXIF or GPS, usable as a deal’s image', async () => {
    const res = await dealImage([imagePart(await phoneJpeg(400, 200))]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      url: expect.stringMatching(/^\/uploads\/deals\/[0-9a-f]{32}\.webp$/),
      width: 200,
      height: 400,
    });
    const meta = await sharp(await readFile(filePath(body.url))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(meta.exif).toBeUndefined();

    const deal = await call('POST', '/api/merchant/deals', me.token, {
      title: 'Sunset sail for two',
      description: 'Two hours on the water at golden hour.',
      category: 'activities',
      location_id: 'ambergris-caye',
      price: 5000,
      originalPrice: 8000,
      validUntil: '2099-12-31',
      quantityAvailable: 20,
      imageUrl: body.url,
    });
    expect(deal.statusCode).toBe(201);
  });

  it('makes a large PNG at most 1600 wide and drops its GPS position', async () => {
    const res = await dealImage([imagePart(await pngWithGps(2000, 1000), 'deal.png', 'image/png')]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 1600, height: 800 });
    const meta = await sharp(await readFile(filePath(res.json().url))).metadata();
    expect(meta.format).toBe('webp');
    expect(hasGpsDirectory(meta.exif)).toBe(false);
  });

  it('refuses what the other uploads refuse, with the same errors', async () => {
    const big = await dealImage([imagePart(Buffer.alloc(10 * 1024 * 1024 + 1, 7))]);
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('FILE_TOO_LARGE');
    const text = await dealImage([imagePart(Buffer.from('not a picture'), 'deal.png', 'image/png')]);
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('UNSUPPORTED_IMAGE');
    const svg = await dealImage([
      imagePart(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>',
        ),
        'd.svg',
        'image/svg+xml',
      ),
    ]);
    expect(svg.statusCode).toBe(415);
    expect(svg.json().error.message).toMatch(/^SVG images are not accepted/);
    const missing = await dealImage([{ name: 'caption', value: 'no file' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toContainEqual({
      field: 'image',
      message: 'Please choose an image to upload',
    });
    const json = await call('POST', '/api/merchant/upload/deal-image', me.token, {});
    expect(json.statusCode).toBe(415);
  });
});
