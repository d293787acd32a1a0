import { m } from '@belizepass/domain/i18n';
import { Star } from 'lucide-react';
import { formatRating, formatReviewCount } from './tour-format';

/** A star, the average and the number of reviews; "New" when a tour has no reviews yet. */
export function StarRating({
  rating,
  reviewCount,
  className = '',
}: {
  rating: number;
  reviewCount: number;
  className?: string;
}) {
  if (reviewCount === 0) {
    return (
      <span className={`inline-flex items-center gap-1 text-sm text-slate-600 ${className}`}>
        <Star aria-hidden="true" className="size-4 text-slate-400" />
        {m.tours_rating_new()}
      </span>
    );
  }
  return (
    <span className={`inline-flex items-center gap-1 text-sm ${className}`}>
      <Star aria-hidden="true" className="size-4 fill-sun-400 text-sun-400" />
      <span className="font-semibold text-slate-900">
        <span className="sr-only">{m.tours_rated_before()} </span>
        {formatRating(rating)}
        <span className="sr-only"> {m.tours_rated_after()}</span>
      </span>
      <span className="text-slate-600">({formatReviewCount(reviewCount)})</span>
    </span>
  );
}

/** Five stars for one review's score. */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center" role="img" aria-label={m.tours_review_stars({ rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`size-4 ${n <= rating ? 'fill-sun-400 text-sun-400' : 'text-slate-300'}`}
        />
      ))}
    </span>
  );
}
