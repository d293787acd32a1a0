import {
  CARD_DEFAULTS,
  formatDuration,
  TOP_RATED_MIN_RATING,
  TOP_RATED_MIN_REVIEWS,
  type TourListItem,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { englishLang } from '~/components/ui/in-english';
import { SaveTourButton } from '~/features/saved-tours/save-tour-button';
import { formatPrice } from '~/lib/display';
import { StarRating } from './star-rating';
import { TourBadge } from './tour-badges';

export function isTopRated(rating: number | null, reviewCount: number): boolean {
  return rating !== null && rating >= TOP_RATED_MIN_RATING && reviewCount >= TOP_RATED_MIN_REVIEWS;
}

/** The photo a card shows: the tour's 480 px thumbnail. */
export function cardImage(tour: TourListItem): string {
  return tour.thumbnail || tour.photos[0] || CARD_DEFAULTS.image;
}

/**
 * One tour in a grid. The title link stretches over the whole card, so the card is a single link.
 * The first card of a page is `priority`: its photo is likely the largest thing on a phone's screen,
 * so it loads eagerly at high priority (React also preloads it from the document's head).
 */
export function TourCard({
  tour,
  priority = false,
  date,
}: {
  tour: TourListItem;
  priority?: boolean;
  /** The day the traveller is looking for ("available on"): the tour page opens on it. */
  date?: string;
}) {
  const image = cardImage(tour);
  const location = tour.location?.name || m.tours_location_unknown();
  const reviewCount = tour.reviewCount ?? CARD_DEFAULTS.reviewCount;
  const rating = tour.rating ?? CARD_DEFAULTS.rating;
  const saving = tour.standard_price - tour.platform_selling_price;
  const topRated = isTopRated(tour.rating, reviewCount);

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2 hover:shadow-md">
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-100">
        <img
          src={image}
          alt={tour.title}
          width={480}
          height={320}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
        />
        {/* The badges keep clear of the heart in the top right corner. */}
        <div className="absolute top-3 right-14 left-3 flex flex-wrap gap-1.5">
          {saving > 0 && (
            <TourBadge kind="save">{m.tours_badge_save({ amount: formatPrice(saving) })}</TourBadge>
          )}
          {tour.featured && <TourBadge kind="popular">{m.tours_badge_popular()}</TourBadge>}
          {topRated && <TourBadge kind="top">{m.tours_badge_top_rated()}</TourBadge>}
          {tour.freeCancellation && <TourBadge kind="free">{m.policy_free_cancellation()}</TourBadge>}
        </div>
        <SaveTourButton tourId={tour.id} title={tour.title} className="absolute! top-2 right-2" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
          {location}
        </p>
        <h3
          className="text-lg leading-snug font-semibold text-slate-900"
          {...englishLang(tour.untranslated, 'title')}
        >
          <Link
            to={date ? `/tours/${tour.id}?date=${date}` : `/tours/${tour.id}`}
            prefetch="intent"
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none group-hover:text-brand-700"
          >
            {tour.title}
          </Link>
        </h3>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {formatDuration(tour.duration_hours)}
          </span>
          <StarRating rating={rating} reviewCount={reviewCount} />
        </div>
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <p>
            <span className="text-2xl font-bold text-slate-900">
              {formatPrice(tour.platform_selling_price)}
            </span>
            <span className="text-sm text-slate-600"> {m.tours_per_person()}</span>
            {saving > 0 && (
              <s className="ml-2 text-sm text-slate-500">
                <span className="sr-only">{m.tours_regular_price()} </span>
                {formatPrice(tour.standard_price)}
              </s>
            )}
          </p>
        </div>
      </div>
    </article>
  );
}
