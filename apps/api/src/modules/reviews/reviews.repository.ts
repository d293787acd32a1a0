import { and, asc, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviewPhotos, reviews, tours } from '../../db/schema/index.ts';
import { reviewColumns } from '../tours/tours.repository.ts';

/** A page of the reviews of the merchant's tours, newest first; `notReplied`: those without a reply only. */
export async function listMerchantReviews(
  db: Db,
  merchantId: string,
  page: number,
  limit: number,
  notReplied = false,
) {
  const where = and(eq(tours.merchantId, merchantId), notReplied ? isNull(reviews.replyText) : undefined);
  const rows = await db
    .select({ review: reviewColumns, tourTitle: tours.title })
    .from(reviews)
    .innerJoin(tours, eq(tours.id, reviews.tourId))
    .where(where)
    .orderBy(desc(reviews.createdAt), asc(reviews.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db
    .select({ total: count() })
    .from(reviews)
    .innerJoin(tours, eq(tours.id, reviews.tourId))
    .where(where);
  return { rows, total: total?.total ?? 0 };
}

/** Sets (or replaces) the reply of a review of one of the merchant's tours; undefined when not theirs. */
export async function setReply(db: Db, merchantId: string, reviewId: string, text: string) {
  const [mine] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .innerJoin(tours, eq(tours.id, reviews.tourId))
    .where(and(eq(reviews.id, reviewId), eq(tours.merchantId, merchantId)));
  if (!mine) return undefined;
  await db.update(reviews).set({ replyText: text, repliedAt: new Date() }).where(eq(reviews.id, reviewId));
  const [row] = await db
    .select({ review: reviewColumns, tourTitle: tours.title })
    .from(reviews)
    .innerJoin(tours, eq(tours.id, reviews.tourId))
    .where(eq(reviews.id, reviewId));
  return row;
}

/** Whether a published review shows the image at `url` (as a photo or its thumbnail). */
export async function isPhotoInUse(db: Db, url: string) {
  const [row] = await db
    .select({ id: reviewPhotos.id })
    .from(reviewPhotos)
    .where(or(eq(reviewPhotos.url, url), eq(reviewPhotos.thumbnailUrl, url)))
    .limit(1);
  return Boolean(row);
}
