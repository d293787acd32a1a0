import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { Config, ObjectStorageSettings } from '../../config.ts';

/** What is known about a stored object without reading it. */
export interface StoredObjectInfo {
  contentType: string;
  contentLength: number;
  etag?: string;
  lastModified?: Date;
}

/** A stored object being read: its bytes as a stream, and what is known about them. */
export interface StoredObject extends StoredObjectInfo {
  body: Readable;
}

/**
 * Where uploaded images live. Keys are relative paths such as `tours/3f2a….webp`; every key is
 * served at `/uploads/<key>` whichever storage holds it.
 */
export interface ImageStorage {
  /** Says where the images are kept, for the start-up log. */
  readonly description: string;
  /**
   * A folder on this machine holding every key as a file, which the web process serves directly;
   * undefined when the images live elsewhere and are read through `get`.
   */
  readonly localRoot: string | undefined;
  /** Stores the bytes under `key` and returns the public address they are served at. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** The object's bytes and type, or null when nothing is stored under `key`. */
  get(key: string): Promise<StoredObject | null>;
  /** What is known about the object, or null when nothing is stored under `key`. */
  stat(key: string): Promise<StoredObjectInfo | null>;
  /**
   * Removes a stored object, best effort: removing a missing one is not an error, and a failure is
   * logged, not thrown (callers remove files after their database change has committed, or while
   * cleaning up after one that failed; a leftover file costs only its bytes).
   */
  remove(key: string): Promise<void>;
  /** The key behind a public address this storage handed out, or null for any other address. */
  keyFromUrl(url: string): string | null;
  /** Checks the storage can be used (the bucket answers); throws with the reason otherwise. */
  check(): Promise<void>;
  /** Releases connections; the storage is not used afterwards. */
  close(): void;
}

export const PUBLIC_PREFIX = '/uploads/';
/** Only the folders uploads write; demo photos under uploads/demo are never removed. */
const MANAGED_FOLDERS = ['tours/', 'logos/', 'deals/', 'reviews/'];
/** The names served under /uploads/: image files in plain folders. */
const SERVED_KEY = /^[\w/-]+\.(webp|png|jpe?g)$/;
const TYPES_BY_EXTENSION: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

function isSafeKey(key: string) {
  const clean = normalize(key);
  return (
    clean === key && !key.startsWith('/') && !key.split(sep).includes('..') && /^[a-z0-9/_.-]+$/.test(key)
  );
}

function assertSafeKey(key: string) {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}

/** Whether `/uploads/<key>` names something the server may serve (an image key, no way out of the folder). */
export function isServedKey(key: string) {
  return SERVED_KEY.test(key) && isSafeKey(key);
}

const typeOf = (key: string) => TYPES_BY_EXTENSION[extname(key)] ?? 'application/octet-stream';

function keyFromManagedUrl(url: string) {
  if (!url.startsWith(PUBLIC_PREFIX)) return null;
  const key = url.slice(PUBLIC_PREFIX.length);
  return MANAGED_FOLDERS.some((folder) => key.startsWith(folder)) ? key : null;
}

/** Files under DATA_DIR/uploads, served by the web process at /uploads/. One instance only. */
export class LocalDiskImageStorage implements ImageStorage {
  readonly description: string;

  constructor(
    private readonly root: string,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.description = `the folder ${root}`;
  }

  get localRoot() {
    return this.root;
  }

  async put(key: string, body: Buffer, _contentType: string) {
    assertSafeKey(key);
    const path = join(this.root, key);
    await mkdir(dirname(path), { recursive: true });
    // Content-hash names: the same key always holds the same bytes, so rewriting is harmless.
    await writeFile(path, body);
    return `${PUBLIC_PREFIX}${key}`;
  }

  async stat(key: string) {
    assertSafeKey(key);
    const info = await stat(join(this.root, key)).catch(() => null);
    if (!info?.isFile()) return null;
    return { contentType: typeOf(key), contentLength: info.size, lastModified: info.mtime };
  }

  async get(key: string) {
    const info = await this.stat(key);
    return info ? { ...info, body: createReadStream(join(this.root, key)) } : null;
  }

  async remove(key: string) {
    assertSafeKey(key);
    await rm(join(this.root, key), { force: true }).catch((error: unknown) =>
      this.log?.warn({ err: error, key }, 'Could not remove an uploaded image'),
    );
  }

  keyFromUrl(url: string) {
    return keyFromManagedUrl(url);
  }

  async check() {
    await mkdir(this.root, { recursive: true });
  }

  close() {}
}

/** The HTTP status of a failed S3 call, when the service answered. */
const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, ...): every instance reads and writes the
 * same objects, and the web process streams them at /uploads/ (plugins/web.ts).
 */
export class S3ImageStorage implements ImageStorage {
  readonly description: string;
  readonly localRoot = undefined;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    settings: ObjectStorageSettings,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.bucket = settings.bucket;
    this.description = `the bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ` in ${settings.region}`}`;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // A storage that does not answer fails the upload or the image instead of holding it open;
      // the SDK retries throttling and network errors itself (3 attempts by default).
      requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
    });
  }

  async put(key: string, body: Buffer, contentType: string) {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
    return `${PUBLIC_PREFIX}${key}`;
  }

  async stat(key: string) {
    assertSafeKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        contentType: head.ContentType ?? typeOf(key),
        contentLength: head.ContentLength ?? 0,
        etag: head.ETag,
        lastModified: head.LastModified,
      };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async get(key: string) {
    assertSafeKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? typeOf(key),
        contentLength: object.ContentLength ?? 0,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      // A missing bucket is a configuration fault, not a missing image.
      if (statusOf(error) === 404 && (error as Error).name !== 'NoSuchBucket') return null;
      throw error;
    }
  }

  async remove(key: string) {
    assertSafeKey(key);
    try {
      // Deleting a key that is not there succeeds in S3.
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      this.log?.warn({ err: error, key, bucket: this.bucket }, 'Could not remove an uploaded image');
    }
  }

  keyFromUrl(url: string) {
    return keyFromManagedUrl(url);
  }

  async check() {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = statusOf(error);
      const reason =
        status === 404
          ? 'no such bucket'
          : status === 403 || status === 401
            ? 'access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
            : error instanceof Error
              ? error.message || error.name
              : String(error);
      throw new Error(`Object storage: cannot use ${this.description}: ${reason}`);
    }
  }

  close() {
    this.client.destroy();
  }
}

/** The one place that picks the storage: the S3 bucket when configured, else DATA_DIR/uploads. */
export function createImageStorage(
  config: Pick<Config, 'uploadsDir' | 'objectStorage'>,
  log?: FastifyBaseLogger,
): ImageStorage {
  return config.objectStorage
    ? new S3ImageStorage(config.objectStorage, log)
    : new LocalDiskImageStorage(config.uploadsDir, log);
}
