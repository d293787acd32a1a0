import { m } from './i18n/index.ts';
import { REVIEW_REPLY_MESSAGES } from './saved-tours.ts';
import { reviewSchema, tourListItemSchema } from './tours.schema.ts';
import { z } from './zod.ts';

/** `GET /api/me/saved-tours`: the account's saved tours as catalogue cards, newest first. */
export const savedToursResponseSchema = z.object({
  tours: z.array(tourListItemSchema),
  /** Every saved id, including tours no longer published (kept, not shown). */
  ids: z.array(z.uuid()),
});
export type SavedToursResponse = z.infer<typeof savedToursResponseSchema>;

/** `POST /api/me/saved-tours/merge`: the ids a browser saved while signed out. */
export const mergeSavedToursSchema = z.object({
  tourIds: z
    .array(z.uuid({ error: () => m.errors_saved_tour_id() }))
    .max(200, { error: () => m.errors_at_most_200_tours() }),
});

/** `POST /api/saved-tours/cards`: the published tours among the ids a signed-out browser saved. */
export const savedTourCardsResponseSchema = z.object({ tours: z.array(tourListItemSchema) });
export type SavedTourCardsResponse = z.infer<typeof savedTourCardsResponseSchema>;

export const savedTourParamsSchema = z.object({ tourId: z.uuid({ error: () => m.errors_tour_id_uuid() }) });

/** The merchant's reply form (`PUT /api/merchant/reviews/:id/reply`). */
export const reviewReplySchema = z.object({
  text: z
    .string({ error: () => REVIEW_REPLY_MESSAGES.required })
    .trim()
    .min(1, { error: () => REVIEW_REPLY_MESSAGES.required })
    .max(1000, { error: () => REVIEW_REPLY_MESSAGES.tooLong }),
});

/** A review of one of the merchant's tours, for the merchant dashboard. */
export const merchantReviewSchema = reviewSchema.extend({ tourId: z.uuid(), tourTitle: z.string() });
export type MerchantReview = z.infer<typeof merchantReviewSchema>;

export const merchantReviewListResponseSchema = z.object({
  reviews: z.array(merchantReviewSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
  }),
});
export type MerchantReviewListResponse = z.infer<typeof merchantReviewListResponseSchema>;

/** `show`: every review, or only those the operator has not replied to yet. */
export const MERCHANT_REVIEW_FILTERS = ['all', 'not_replied'] as const;
export type MerchantReviewFilter = (typeof MERCHANT_REVIEW_FILTERS)[number];

export const merchantReviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  show: z
    .enum(MERCHANT_REVIEW_FILTERS, { error: 'show must be all or not_replied' })
    .default('all')
    .describe('not_replied: only the reviews without a reply yet'),
});

/** `POST /api/bookings/:id/review/photos`: one stored photo, ready for the review's `photos`. */
export const reviewPhotoUploadResponseSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
});
