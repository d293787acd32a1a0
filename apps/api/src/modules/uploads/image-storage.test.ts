import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestS3, type TestS3 } from '../../test/test-s3.ts';
import {
  approveTour,
  bearer,
  caller,
  merchantAccount,
  multipartBody,
  tourInput,
} from '../merchant-tours/test-kit.ts';
import { createImageStorage, type ImageStorage } from './image-storage.ts';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3?.close());

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const webp = (background: string, width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background } })
    .webp()
    .toBuffer();

const storages: [string, () => ImageStorage][] = [
  [
    'local folder',
    () =>
      createImageStorage(
        loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'belizepass-storage-')) }),
      ),
  ],
  ['S3-compatible bucket', () => createImageStorage(loadConfig({ NODE_ENV: 'test', ...s3.env }))],
];

describe.each(storages)('image storage: %s', (_name, make) => {
  let storage: ImageStorage;
  beforeAll(async () => {
    storage = make();
    await storage.check();
  });
  afterAll(() => storage?.close());

  it('stores bytes under a key, answers with the public address and gives them back with their type', async () => {
    const bytes = await webp('#0e7490');
    expect(await storage.put('tours/put-get.webp', bytes, 'image/webp')).toBe('/uploads/tours/put-get.webp');
    const stored = await storage.get('tours/put-get.webp');
    expect(stored).toMatchObject({ contentType: 'image/webp', contentLength: bytes.length });
    expect(await readAll(stored!.body)).toEqual(bytes);
    expect(await storage.stat('tours/put-get.webp')).toMatchObject({
      contentType: 'image/webp',
      contentLength: bytes.length,
    });
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await storage.get('tours/never-stored.webp')).toBeNull();
    expect(await storage.stat('tours/never-stored.webp')).toBeNull();
  });

  it('removes an object, and removing it again is not an error', async () => {
    await storage.put('reviews/removed.webp', await webp('#e8b04a'), 'image/webp');
    await storage.remove('reviews/removed.webp');
    expect(await storage.get('reviews/removed.webp')).toBeNull();
    await expect(storage.remove('reviews/removed.webp')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the uploads', async () => {
    for (const key of ['../secret.webp', '/tours/a.webp', 'tours/../../a.webp', 'tours/A B.webp']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(
        /Unsafe storage key/,
      );
    }
  });

  it('hands back keys only for the folders uploads write, never for demo images', () => {
    expect(storage.keyFromUrl('/uploads/tours/abc.webp')).toBe('tours/abc.webp');
    expect(storage.keyFromUrl('/uploads/logos/abc.webp')).toBe('logos/abc.webp');
    expect(storage.keyFromUrl('/uploads/demo/reef-1.webp')).toBeNull();
    expect(storage.keyFromUrl('https://elsewhere.example/tours/abc.webp')).toBeNull();
  });
});

describe('S3-compatible bucket', () => {
  it('keeps the content type on the object itself', async () => {
    const storage = createImageStorage(loadConfig({ NODE_ENV: 'test', ...s3.env }));
    const bytes = await webp('#1e3a8a');
    await storage.put('deals/typed.webp', bytes, 'image/webp');
    storage.close();
    expect(await s3.object('deals/typed.webp')).toEqual({ body: bytes, contentType: 'image/webp' });
  });

  it('fails its start-up check with the reason when the bucket does not exist', async () => {
    const storage = createImageStorage(
      loadConfig({ NODE_ENV: 'test', ...s3.env, S3_BUCKET: 'no-such-bucket' }),
    );
    await expect(storage.check()).rejects.toThrow(
      `Object storage: cannot use the bucket no-such-bucket at ${s3.endpoint}: no such bucket`,
    );
    storage.close();
  });
});

describe('object storage configuration', () => {
  const load = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'test', ...env });

  it('is off without S3_BUCKET: images go to DATA_DIR/uploads', () => {
    expect(load({})().objectStorage).toBeUndefined();
  });

  it('takes the bucket, endpoint, region, keys and path style', () => {
    expect(load(s3.env)().objectStorage).toEqual({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    // Without keys the AWS SDK's own chain finds them (AWS_* variables, shared files, instance role).
    expect(load({ S3_BUCKET: 'photos', S3_REGION: 'auto' })().objectStorage).toEqual({
      bucket: 'photos',
      endpoint: undefined,
      region: 'auto',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('refuses half a configuration at start, naming the variables', () => {
    expect(load({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'us-east-1' })).toThrow(
      'Invalid environment: S3_BUCKET: required when S3_ENDPOINT, S3_REGION is set',
    );
    expect(load({ S3_BUCKET: 'photos' })).toThrow(
      'Invalid environment: S3_REGION: required with S3_BUCKET (for example us-east-1, or auto for Cloudflare R2)',
    );
    expect(load({ S3_BUCKET: 'photos', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'Invalid environment: S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID',
    );
    expect(load({ S3_BUCKET: 'photos', S3_REGION: 'auto', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      'Invalid environment: S3_ACCESS_KEY_ID: required with S3_SECRET_ACCESS_KEY',
    );
    expect(load({ S3_BUCKET: 'Photos_Bucket', S3_REGION: 'auto' })).toThrow(/S3_BUCKET: a bucket name/);
    expect(load({ S3_BUCKET: 'photos', S3_REGION: 'auto', S3_ENDPOINT: 'ftp://files' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(load({ S3_BUCKET: 'photos', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});

describe('uploads with object storage', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof merchantAccount>>;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp({ env: s3.env, serveUploads: true });
    call = caller(t);
    me = await merchantAccount(t);
  });
  afterAll(() => t?.close());

  function uploadPhoto(tourId: string, image: Buffer) {
    const body = multipartBody([
      { name: 'tour_id', value: tourId },
      { name: 'image', filename: 'photo.webp', contentType: 'image/webp', data: image },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/merchant/upload/image',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(me.token) },
    });
  }

  async function newTour() {
    return (await call('POST', '/api/merchant/tours', me.token, tourInput())).json().tour.id as string;
  }

  const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

  it('writes a tour photo to the bucket, not the data folder, and serves it at its /uploads/ address', async () => {
    const tourId = await newTour();
    const res = await uploadPhoto(tourId, await webp('#2a7ab0', 300, 200));
    expect(res.statusCode).toBe(201);
    const url: string = res.json().image.r2_url;
    expect(url).toMatch(/^\/uploads\/tours\/[0-9a-f]{32}\.webp$/);
    const inBucket = await s3.object(keyOf(url));
    expect(inBucket?.contentType).toBe('image/webp');
    expect(existsSync(join(t.config.uploadsDir, 'tours'))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload).toEqual(inBucket?.body);
    expect(Number(served.headers['content-length'])).toBe(inBucket?.body.length);

    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(Number(head.headers['content-length'])).toBe(inBucket?.body.length);
    expect(head.rawPayload.length).toBe(0);

    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 for a key the bucket does not hold and for addresses outside the uploads', async () => {
    for (const url of [
      '/uploads/tours/00000000000000000000000000000000.webp',
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/tours/notes.txt',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('removes a deleted photo’s objects from the bucket', async () => {
    const tourId = await newTour();
    const image = (await uploadPhoto(tourId, await webp('#b45309', 320, 160))).json().image;
    const [photo] = (await call('GET', `/api/merchant/tours/${tourId}`, me.token)).json().tour.photos;
    expect(await s3.object(keyOf(photo.thumbnail_url))).not.toBeNull();
    const removed = await call('DELETE', `/api/merchant/tours/${tourId}/photos/${image.id}`, me.token);
    expect(removed.statusCode).toBe(204);
    expect(await s3.object(keyOf(image.r2_url))).toBeNull();
    expect(await s3.object(keyOf(photo.thumbnail_url))).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: image.r2_url })).statusCode).toBe(404);
  });

  it('removes the objects of a photo whose row could not be written', async () => {
    // An approved tour's photos are counted inside the transaction, after the files are stored.
    const tourId = await newTour();
    await approveTour(t, tourId);
    for (let i = 0; i < 20; i++) {
      const res = await uploadPhoto(tourId, await webp(`#10${String(i).padStart(2, '0')}40`));
      expect(res.statusCode).toBe(201);
    }
    const before = await s3.keys('tours/');
    const refused = await uploadPhoto(tourId, await webp('#f0f0f0', 64, 48));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('TOO_MANY_PHOTOS');
    expect(await s3.keys('tours/')).toEqual(before);
  });
});
