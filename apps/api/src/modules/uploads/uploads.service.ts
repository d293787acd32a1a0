import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RenderGate } from '../../plugins/render-gate.ts';
import { isDealImageInUse } from '../deals/deals.service.ts';
import { isReviewPhotoInUse } from '../reviews/reviews.service.ts';
import { type ImageStorage, PUBLIC_PREFIX } from './image-storage.ts';
import * as repo from './uploads.repository.ts';

/**
 * The daily quota counts the last 24 hours; an upload's row is kept that long, and the keys it left
 * waiting (a review photo, a deal image) are removed after it unless a review or deal uses them.
 */
export const UPLOAD_WINDOW_HOURS = 24;
/** How long a busy upload is asked to wait before trying again. */
export const UPLOAD_RETRY_SECONDS = 5;
const SWEEP_BATCH = 500;

export interface UploadContext {
  db: Db;
  /** The image work of this process: a few at once, a few waiting, the rest refused. */
  imageWork: RenderGate;
  uploadsPerDay: number;
}

/** Who an upload counts against: the signed-in account, or a guest's booking. */
export const uploader = {
  account: (userId: string) => `user:${userId}`,
  booking: (bookingId: string) => `booking:${bookingId}`,
};

function quotaReached(limit: number, retryAfterSeconds: number) {
  const message = m.errors_upload_quota_reached({ limit });
  return new AppError(429, 'UPLOAD_QUOTA_REACHED', message, [{ field: 'image', message }], retryAfterSeconds);
}

const busy = () =>
  new AppError(503, 'UPLOADS_BUSY', m.errors_uploads_busy(), undefined, UPLOAD_RETRY_SECONDS);

/**
 * Runs the image work of one upload within its uploader's daily quota (429 past it) and this
 * process's image queue (503 with Retry-After when the queue is full), then counts the upload.
 * `waitingKeys` names what the result stored that no row uses yet, for the sweep.
 */
export async function processUpload<T>(
  ctx: UploadContext,
  who: string,
  work: () => Promise<T>,
  waitingKeys: (result: T) => string[] = () => [],
): Promise<T> {
  const recent = await repo.recentUploads(ctx.db, who, UPLOAD_WINDOW_HOURS);
  if (recent.total >= ctx.uploadsPerDay) {
    const freeAt = (recent.oldest?.getTime() ?? Date.now()) + UPLOAD_WINDOW_HOURS * 3_600_000;
    throw quotaReached(ctx.uploadsPerDay, Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)));
  }
  const result = await ctx.imageWork.run(work);
  if (result === 'shed') throw busy();
  await repo.recordUpload(ctx.db, { uploader: who, keys: waitingKeys(result) });
  return result;
}

/** Whether a review or a deal shows the stored image under `key`. */
async function isInUse(db: Db, key: string) {
  const url = `${PUBLIC_PREFIX}${key}`;
  return (await isReviewPhotoInUse(db, url)) || (await isDealImageInUse(db, url));
}

/**
 * Removes the review photos and deal images that nothing used a day after their upload. Uploads are
 * claimed (deleted, SKIP LOCKED) before their files are looked at, so every instance may run this and
 * each upload is swept once; the storage is called with no transaction open. Returns the files removed.
 */
export async function sweepUnusedUploads(
  ctx: { db: Db; storage: ImageStorage },
  graceHours = UPLOAD_WINDOW_HOURS,
) {
  let removed = 0;
  for (;;) {
    const claimed = await repo.claimUploadsOlderThan(ctx.db, graceHours, SWEEP_BATCH);
    for (const key of new Set(claimed.flat())) {
      // The same bytes uploaded again later wait under the same content-hash key.
      if ((await repo.isKeyStillWaiting(ctx.db, key)) || (await isInUse(ctx.db, key))) continue;
      await ctx.storage.remove(key);
      removed++;
    }
    if (claimed.length < SWEEP_BATCH) return removed;
  }
}
