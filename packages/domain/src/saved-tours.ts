import { m } from './i18n/index.ts';

/** Saved tours (the heart): texts and the browser's list, without schemas (public pages load this). */

/** Where a signed-out browser keeps the ids it saved, until sign-in merges them into the account. */
export const SAVED_TOURS_STORAGE_KEY = 'bp_saved_tours';
/** How many tours one account (or browser) keeps; the oldest go first beyond it. */
export const MAX_SAVED_TOURS = 200;

export const saveTourLabel = (title: string, saved: boolean) =>
  saved ? m.tours_unsave_tour({ title }) : m.tours_save_tour({ title });

/** Review photos: how many one review carries. */
export const MAX_REVIEW_PHOTOS = 3;
export const REVIEW_PHOTO_MESSAGES = {
  get tooMany() {
    return m.errors_review_photos_too_many({ max: MAX_REVIEW_PHOTOS });
  },
  get notOurs() {
    return m.errors_review_photo_not_ours();
  },
};
export const REVIEW_REPLY_MESSAGES = {
  get required() {
    return m.errors_review_reply_required();
  },
  get tooLong() {
    return m.errors_at_most_1000_characters();
  },
};
/** Addresses the review photo upload hands out (content-hash names under /uploads/reviews/). */
export const REVIEW_PHOTO_URL = /^\/uploads\/reviews\/[a-f0-9]{32}(-t)?\.webp$/;
export const reviewPhotoAlt = (name: string) => m.tours_review_photo_alt({ name });
export const replyHeading = (merchantName: string) => m.tours_review_reply_heading({ name: merchantName });
