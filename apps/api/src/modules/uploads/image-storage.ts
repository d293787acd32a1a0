import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Config } from '../../config.ts';

/** Where uploaded images live. Keys are relative paths such as `tours/3f2a….webp`. */
export interface ImageStorage {
  /** Stores the bytes under `key` and returns the public address they are served at. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes a stored object; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** The key behind a public address this storage handed out, or null for any other address. */
  keyFromUrl(url: string): string | null;
}

const PUBLIC_PREFIX = '/uploads/';
/** Only the folders this storage writes; demo photos under uploads/demo are never touched. */
const MANAGED_FOLDERS = ['tours/', 'logos/', 'deals/', 'reviews/'];

function assertSafeKey(key: string) {
  const clean = normalize(key);
  if (clean !== key || key.startsWith('/') || key.split(sep).includes('..') || !/^[a-z0-9/_.-]+$/.test(key)) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

/** Files under DATA_DIR/uploads, served by the web process at /uploads/. */
export class LocalDiskImageStorage implements ImageStorage {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer, _contentType: string) {
    assertSafeKey(key);
    const path = join(this.root, key);
    await mkdir(dirname(path), { recursive: true });
    // Content-hash names: the same key always holds the same bytes, so rewriting is harmless.
    await writeFile(path, body);
    return `${PUBLIC_PREFIX}${key}`;
  }

  async remove(key: string) {
    assertSafeKey(key);
    await rm(join(this.root, key), { force: true });
  }

  keyFromUrl(url: string) {
    if (!url.startsWith(PUBLIC_PREFIX)) return null;
    const key = url.slice(PUBLIC_PREFIX.length);
    return MANAGED_FOLDERS.some((folder) => key.startsWith(folder)) ? key : null;
  }
}

/** The one place that picks the storage; an S3-compatible implementation plugs in here. */
export function createImageStorage(config: Pick<Config, 'uploadsDir'>): ImageStorage {
  return new LocalDiskImageStorage(config.uploadsDir);
}
