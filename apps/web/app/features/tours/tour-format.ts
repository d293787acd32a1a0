import { DIFFICULTIES, formatClockTime, nameOf } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';

export function formatReviewCount(count: number): string {
  return m.tours_review_count({ count });
}

export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

export function difficultyName(slug: string | null | undefined): string {
  return nameOf(DIFFICULTIES, slug) ?? m.tours_difficulty_easy();
}

/** "07:30" -> "7:30 AM" (the domain's clock format); anything else is shown as given. */
export function formatStartTime(time: string): string {
  return /^\d{1,2}:\d{2}/.test(time) ? formatClockTime(time) : time;
}
