import { CATEGORIES, formatDuration, nameOf, type TourDetail } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Clock, Gauge, MapPin } from 'lucide-react';
import { englishLang, InEnglishNote } from '~/components/ui/in-english';
import { SaveTourButton } from '~/features/saved-tours/save-tour-button';
import { StarRating } from './star-rating';
import { TourBadge } from './tour-badges';
import { isTopRated } from './tour-card';
import { difficultyName } from './tour-format';

/** Title, location badge and the key facts of a tour. */
export function TourHeader({ tour }: { tour: TourDetail }) {
  const category = nameOf(CATEGORIES, tour.category);
  return (
    <header>
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
          <MapPin aria-hidden="true" className="size-4" />
          {tour.location}
        </span>
        {category && (
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
            {category}
          </span>
        )}
        {tour.featured && <TourBadge kind="popular">{m.tours_badge_popular()}</TourBadge>}
        {isTopRated(tour.rating, tour.reviewCount) && (
          <TourBadge kind="top">{m.tours_badge_top_rated()}</TourBadge>
        )}
        {tour.freeCancellation && <TourBadge kind="free">{m.policy_free_cancellation()}</TourBadge>}
      </div>
      <div className="mt-3 flex items-start justify-between gap-3">
        <h1
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl lg:text-4xl"
          {...englishLang(tour.untranslated, 'title')}
        >
          {tour.title}
        </h1>
        <SaveTourButton tourId={tour.id} title={tour.title} className="shrink-0 border border-slate-200" />
      </div>
      <InEnglishNote untranslated={tour.untranslated} field="title" className="mt-1" />
      <ul className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-slate-700">
        {[
          {
            key: 'difficulty',
            Icon: Gauge,
            label: m.tours_fact_difficulty(),
            value: difficultyName(tour.difficulty),
          },
          {
            key: 'duration',
            Icon: Clock,
            label: m.tours_fact_duration(),
            value: formatDuration(tour.duration),
          },
        ].map(({ key, Icon, label, value }) => (
          <li key={key} className="inline-flex items-center gap-1.5">
            <Icon aria-hidden="true" className="size-5 text-brand-600" />
            <span>
              <span className="sr-only">{label}: </span>
              {value}
            </span>
          </li>
        ))}
        <li>
          <a href="#reviews" className="hover:underline">
            <StarRating rating={tour.rating ?? 0} reviewCount={tour.reviewCount} className="text-base" />
          </a>
        </li>
      </ul>
    </header>
  );
}
