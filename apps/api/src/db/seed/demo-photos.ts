import sharp from 'sharp';
import type { SceneKind } from './demo-types.ts';
import { renderScene } from './scenes.ts';

export const PHOTO_SIZES = {
  full: { width: 1200, height: 800 },
  thumbnail: { width: 480, height: 320 },
} as const;

/** What the demo photos need of the image storage (modules/uploads/image-storage.ts has it all). */
export interface DemoPhotoStore {
  stat(key: string): Promise<unknown>;
  put(key: string, body: Buffer, contentType: string): Promise<unknown>;
}

/**
 * Draws a demo photo and its thumbnail as WebP images under `demo/` in the image storage (once;
 * images already there are kept, so every instance of a fleet finds the same ones) and returns their
 * public addresses.
 */
export async function renderDemoPhoto(
  storage: DemoPhotoStore,
  name: string,
  scene: SceneKind,
  variant: number,
) {
  const keys = { url: `demo/${name}.webp`, thumbnailUrl: `demo/${name}-thumb.webp` };
  const svg = Buffer.from(renderScene(scene, variant));
  const draw = async (key: string, size: { width: number; height: number }, quality: number) => {
    if (await storage.stat(key)) return;
    const webp = await sharp(svg).resize(size).webp({ quality, effort: 2 }).toBuffer();
    await storage.put(key, webp, 'image/webp');
  };
  await draw(keys.url, PHOTO_SIZES.full, 74);
  await draw(keys.thumbnailUrl, PHOTO_SIZES.thumbnail, 70);
  return { url: `/uploads/${keys.url}`, thumbnailUrl: `/uploads/${keys.thumbnailUrl}` };
}
