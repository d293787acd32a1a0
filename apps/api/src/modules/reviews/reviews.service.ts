import type { MerchantReview, MerchantReviewFilter, MerchantReviewListResponse } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { toReview } from '../tours/tours.service.ts';
import * as repo from './reviews.repository.ts';

type Row = NonNullable<Awaited<ReturnType<typeof repo.setReply>>>;

const toMerchantReview = (row: Row): MerchantReview => ({
  ...toReview(row.review),
  tourId: row.review.tourId,
  tourTitle: row.tourTitle,
});

/** The reviews of the merchant's tours (all, or those not replied to yet), newest first, with photos and the reply if any. */
export async function listForMerchant(
  db: Db,
  merchantId: string,
  query: { page: number; limit: number; show?: MerchantReviewFilter },
): Promise<MerchantReviewListResponse> {
  const { rows, total } = await repo.listMerchantReviews(
    db,
    merchantId,
    query.page,
    query.limit,
    query.show === 'not_replied',
  );
  return {
    reviews: rows.map(toMerchantReview),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
  };
}

/** The operator's one public reply to a review of its own tour; posting again edits it. */
export async function reply(db: Db, merchantId: string, reviewId: string, text: string) {
  const row = await repo.setReply(db, merchantId, reviewId, text);
  // Another merchant's review is answered as not found: its existence is not theirs to learn.
  if (!row) throw notFound('REVIEW_NOT_FOUND', m.errors_review_not_found());
  return toMerchantReview(row);
}

/** Whether a review shows the uploaded image at `url` (the upload sweep keeps it then). */
export const isReviewPhotoInUse = (db: Db, url: string) => repo.isPhotoInUse(db, url);
