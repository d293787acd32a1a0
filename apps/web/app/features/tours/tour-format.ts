import { DIFFICULTIES, nameOf } from '@belizepass/domain';

export function formatReviewCount(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

export function difficultyName(slug: string | null | undefined): string {
  return nameOf(DIFFICULTIES, slug) ?? 'Easy';
}

/** "07:30" -> "7:30 AM". */
export function formatStartTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${match[2]} ${suffix}`;
}
