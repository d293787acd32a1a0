import {
  formatShortDate,
  REVIEW_SORTS,
  REVIEWS_PAGE_SIZE,
  type Review,
  type ReviewSort,
  replyHeading,
  reviewPhotoAlt,
  type TourDetail,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { BadgeCheck, MessageSquare } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { optionsOf, SelectBox } from '~/components/ui/select-box';
import { Spinner } from '~/components/ui/spinner';
import { browserApi } from '~/lib/api-client';
import { DetailSection } from './detail-section';
import { ReviewStars, StarRating } from './star-rating';
import { fetchReviews } from './tour-api';
import { RatingBreakdown } from './tour-signals';

// The full-screen viewer loads only when a review photo is opened.
const GalleryViewer = lazy(() => import('./gallery-viewer').then((m) => ({ default: m.GalleryViewer })));

/**
 * A review's photos as thumbnails (lazy-loaded). Each is a link to the full photo, so it works
 * without JavaScript; with it, the tour gallery's viewer opens on it (Escape closes, arrows move).
 */
function ReviewPhotos({ review }: { review: Review }) {
  const [open, setOpen] = useState<number | null>(null);
  const alt = reviewPhotoAlt(review.userName);
  const images = review.photos.map((photo) => ({ url: photo.url, thumbnailUrl: photo.thumbnailUrl, alt }));
  return (
    <>
      <ul
        aria-label={m.tours_review_photos_by({ name: review.userName })}
        className="mt-3 flex flex-wrap gap-2"
      >
        {images.map((image, i) => (
          <li key={image.url}>
            <a
              href={image.url}
              onClick={(event) => {
                event.preventDefault();
                setOpen(i);
              }}
              className="block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <img
                src={image.thumbnailUrl}
                alt={image.alt}
                width={96}
                height={72}
                loading="lazy"
                decoding="async"
                className="h-18 w-24 object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <GalleryViewer
            images={images}
            index={open}
            title={alt}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}

function ReviewItem({
  review,
  merchantName,
  ref,
}: {
  review: Review;
  merchantName: string;
  ref?: React.Ref<HTMLElement>;
}) {
  return (
    <article
      ref={ref}
      tabIndex={-1}
      className="rounded-xl border border-slate-200 bg-white p-4 focus:outline-none"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          {review.userName}
          {review.verified && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {m.tours_verified_booking()}
            </span>
          )}
        </h3>
        <time dateTime={review.date} className="text-sm text-slate-500">
          {formatShortDate(review.date)}
        </time>
      </div>
      <div className="mt-1">
        <ReviewStars rating={review.rating} />
      </div>
      <p className="mt-2 whitespace-pre-line text-slate-700">{review.comment}</p>
      {review.photos.length > 0 && <ReviewPhotos review={review} />}
      {review.reply && (
        <section className="mt-3 rounded-lg border-l-4 border-brand-500 bg-slate-50 p-3">
          <h4 className="text-sm font-semibold text-slate-900">{replyHeading(merchantName)}</h4>
          <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{review.reply.text}</p>
        </section>
      )}
    </article>
  );
}

/**
 * Reviews three at a time. The first three arrive with the page (which is page-cached, the same for
 * every visitor); Load More and the sort order are live calls to the reviews endpoint through
 * `browserApi` (docs/decisions/016-web-data-flow.md), so the page keeps its place and focus.
 */
export function TourReviews({
  tourId,
  merchantName,
  initialReviews,
  reviewCount,
  rating,
  breakdown,
}: {
  tourId: string;
  merchantName: string;
  initialReviews: Review[];
  reviewCount: number;
  rating: number | null;
  breakdown: TourDetail['ratingBreakdown'];
}) {
  const [sort, setSort] = useState<ReviewSort>('recent');
  const [reviews, setReviews] = useState(() => initialReviews.slice(0, REVIEWS_PAGE_SIZE));
  const [page, setPage] = useState(1);
  const [total, setTotal] = useState(reviewCount);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const latest = useRef(0);
  const lastRequest = useRef<{ sort: ReviewSort; page: number }>({ sort: 'recent', page: 1 });
  const items = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (focusFrom === null) return;
    items.current[focusFrom]?.focus();
    setFocusFrom(null);
  }, [focusFrom]);

  const load = async (nextSort: ReviewSort, nextPage: number) => {
    const call = ++latest.current;
    lastRequest.current = { sort: nextSort, page: nextPage };
    setStatus('loading');
    try {
      const body = await fetchReviews(browserApi, tourId, nextSort, nextPage);
      if (call !== latest.current) return;
      const before = nextPage === 1 ? 0 : reviews.length;
      setReviews((current) => {
        if (nextPage === 1) return body.reviews;
        const seen = new Set(current.map((r) => r.id));
        return [...current, ...body.reviews.filter((r) => !seen.has(r.id))];
      });
      setPage(nextPage);
      setTotal(body.pagination.total);
      setStatus('idle');
      if (nextPage > 1 && body.reviews.length > 0) setFocusFrom(before);
    } catch {
      if (call === latest.current) setStatus('error');
    }
  };

  const hasMore = reviews.length < total;

  return (
    <DetailSection id="reviews" title={m.tours_reviews()}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        {rating !== null && reviewCount > 0 ? (
          <div className="w-full max-w-sm">
            <StarRating rating={rating} reviewCount={reviewCount} className="text-base" />
            <RatingBreakdown breakdown={breakdown} />
          </div>
        ) : (
          <p className="text-slate-600">{m.tours_no_reviews()}</p>
        )}
        {reviewCount > 1 && (
          <div>
            <label htmlFor="review-sort" className="block text-sm font-medium text-slate-700">
              {m.tours_sort_reviews()}
            </label>
            <SelectBox
              id="review-sort"
              value={sort}
              onChange={(e) => {
                const next = e.target.value as ReviewSort;
                setSort(next);
                void load(next, 1);
              }}
              options={optionsOf(REVIEW_SORTS)}
            />
          </div>
        )}
      </div>

      {reviews.length > 0 && (
        <ul aria-label={m.tours_reviews()} aria-busy={status === 'loading'} className="mt-4 space-y-3">
          {reviews.map((review, i) => (
            <li key={review.id}>
              <ReviewItem
                review={review}
                merchantName={merchantName}
                ref={(el) => {
                  items.current[i] = el;
                }}
              />
            </li>
          ))}
        </ul>
      )}

      <div className="mt-4 flex flex-wrap items-center gap-3" aria-live="polite">
        {status === 'error' && (
          <>
            <p className="text-red-700">
              <MessageSquare aria-hidden="true" className="mr-1 inline size-4" />
              {m.tours_reviews_failed()}
            </p>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void load(lastRequest.current.sort, lastRequest.current.page)}
            >
              {m.tours_reviews_try_again()}
            </Button>
          </>
        )}
        {status === 'loading' && <Spinner label={m.tours_reviews_loading()} className="size-5" />}
        {reviews.length > 0 && (
          <p className="text-sm text-slate-600">
            {m.tours_reviews_showing({ shown: reviews.length, total })}
          </p>
        )}
      </div>
      {hasMore && (
        <Button
          variant="secondary"
          className="mt-3"
          disabled={status === 'loading'}
          onClick={() => void load(sort, page + 1)}
        >
          {m.tours_load_more()}
        </Button>
      )}
    </DetailSection>
  );
}
