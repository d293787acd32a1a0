import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { SceneKind } from './demo-types.ts';
import { renderScene } from './scenes.ts';

export const PHOTO_SIZES = {
  full: { width: 1200, height: 800 },
  thumbnail: { width: 480, height: 320 },
} as const;

/**
 * Draws a demo photo and its thumbnail as WebP files under `uploads/demo` (once; existing files
 * are kept) and returns their public addresses.
 */
export async function renderDemoPhoto(uploadsDir: string, name: string, scene: SceneKind, variant: number) {
  const dir = join(uploadsDir, 'demo');
  await mkdir(dir, { recursive: true });
  const files = { url: `${name}.webp`, thumbnailUrl: `${name}-thumb.webp` };
  const svg = Buffer.from(renderScene(scene, variant));
  if (!existsSync(join(dir, files.url))) {
    await sharp(svg).resize(PHOTO_SIZES.full).webp({ quality: 74, effort: 2 }).toFile(join(dir, files.url));
  }
  if (!existsSync(join(dir, files.thumbnailUrl))) {
    await sharp(svg)
      .resize(PHOTO_SIZES.thumbnail)
      .webp({ quality: 70, effort: 2 })
      .toFile(join(dir, files.thumbnailUrl));
  }
  return { url: `/uploads/demo/${files.url}`, thumbnailUrl: `/uploads/demo/${files.thumbnailUrl}` };
}
