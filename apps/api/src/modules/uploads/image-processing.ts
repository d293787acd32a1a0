import { createHash } from 'node:crypto';
import { m } from '@belizepass/domain/i18n';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import type { ImageStorage } from './image-storage.ts';

/** Formats accepted by content, whatever the file is called. SVG is refused (it can carry scripts). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Refuses decompression bombs: about 50 megapixels, far above any camera photo worth showing. */
const MAX_INPUT_PIXELS = 50_000_000;
export const TOUR_IMAGE_WIDTHS = { large: 1600, thumbnail: 480 } as const;
export const LOGO_SIZE = 256;
export const DEAL_IMAGE_WIDTH = 1600;

const unsupported = (message: string) => new AppError(415, 'UNSUPPORTED_IMAGE', message);

export interface StoredImage {
  url: string;
  key: string;
  width: number;
  height: number;
}

/** Checks the bytes really are a photo in an accepted format (the name and declared type are ignored). */
export async function inspectImage(body: Buffer) {
  let metadata: Metadata;
  try {
    metadata = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw unsupported(m.errors_not_an_image());
  }
  if (metadata.format === 'svg') throw unsupported(m.errors_svg_refused());
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw unsupported(m.errors_not_an_image());
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw unsupported(m.errors_image_too_many_pixels());
  }
  return metadata;
}

/**
 * Turns the photo upright by its EXIF orientation, then re-encodes it as WebP: sharp writes no
 * metadata unless asked, so EXIF (including GPS position) and other embedded data are dropped.
 */
async function encode(body: Buffer, shape: (image: Sharp) => Sharp, quality: number) {
  try {
    return await shape(sharp(body, { limitInputPixels: MAX_INPUT_PIXELS }).rotate())
      .webp({ quality, effort: 4 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw unsupported(m.errors_not_an_image());
  }
}

async function store(storage: ImageStorage, folder: string, suffix: string, data: Buffer) {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
  const key = `${folder}/${hash}${suffix}.webp`;
  return { key, url: await storage.put(key, data, 'image/webp') };
}

/** A tour photo: a large WebP (at most 1600 wide) and a thumbnail (at most 480 wide). */
export async function storeTourImage(storage: ImageStorage, body: Buffer) {
  await inspectImage(body);
  const widthAtMost = (width: number) => (image: Sharp) => image.resize({ width, withoutEnlargement: true });
  const large = await encode(body, widthAtMost(TOUR_IMAGE_WIDTHS.large), 80);
  const thumbnail = await encode(body, widthAtMost(TOUR_IMAGE_WIDTHS.thumbnail), 72);
  const largeStored = await store(storage, 'tours', '', large.data);
  const thumbStored = await store(storage, 'tours', '-t', thumbnail.data);
  return {
    large: { ...largeStored, width: large.info.width, height: large.info.height } satisfies StoredImage,
    thumbnail: {
      ...thumbStored,
      width: thumbnail.info.width,
      height: thumbnail.info.height,
    } satisfies StoredImage,
  };
}

/** A review photo: a WebP at most 1600 wide and a thumbnail at most 480 wide, like a tour photo. */
export async function storeReviewImage(storage: ImageStorage, body: Buffer) {
  await inspectImage(body);
  const widthAtMost = (width: number) => (image: Sharp) => image.resize({ width, withoutEnlargement: true });
  const large = await encode(body, widthAtMost(TOUR_IMAGE_WIDTHS.large), 80);
  const thumbnail = await encode(body, widthAtMost(TOUR_IMAGE_WIDTHS.thumbnail), 72);
  const largeStored = await store(storage, 'reviews', '', large.data);
  const thumbStored = await store(storage, 'reviews', '-t', thumbnail.data);
  return { url: largeStored.url, thumbnailUrl: thumbStored.url };
}

/** A business logo: a square 256 x 256 WebP, cropped to the centre. */
export async function storeLogo(storage: ImageStorage, body: Buffer): Promise<StoredImage> {
  await inspectImage(body);
  const square = await encode(
    body,
    (image) => image.resize({ width: LOGO_SIZE, height: LOGO_SIZE, fit: 'cover', position: 'centre' }),
    85,
  );
  const stored = await store(storage, 'logos', '', square.data);
  return { ...stored, width: square.info.width, height: square.info.height };
}

/** A deal's picture: one WebP at most 1600 wide, in its own proportions (cards crop it to fit). */
export async function storeDealImage(storage: ImageStorage, body: Buffer): Promise<StoredImage> {
  await inspectImage(body);
  const image = await encode(
    body,
    (image) => image.resize({ width: DEAL_IMAGE_WIDTH, withoutEnlargement: true }),
    80,
  );
  const stored = await store(storage, 'deals', '', image.data);
  return { ...stored, width: image.info.width, height: image.info.height };
}
