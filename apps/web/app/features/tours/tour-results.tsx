import type { Pagination as PaginationData, TourListItem } from '@belizepass/domain';
import { MESSAGES } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { ResultsCount } from '~/components/ui/listing-hero';
import { TitledSection } from '~/components/ui/titled-section';
import { type ListingFilters, type ListingPreset, listingHref } from './listing-params';
import { Pagination } from './pagination';
import { TourCard } from './tour-card';
import { TourSortSelect } from './tour-sort-select';
import { useListingLoading } from './use-listing-navigation';

export type ListingResult =
  | { ok: true; tours: TourListItem[]; pagination: PaginationData }
  | { ok: false; message: string };

/** 'Showing N tours'; a search that counted up to its cap shows 'Showing 1000+ tours'. */
export function showingText(total: number, capped = false): string {
  return capped ? m.tours_showing_capped({ count: total }) : m.tours_showing({ count: total });
}

/** The count, sort, error banner, cards or empty state, and paging of one listing view. */
export function TourResults({
  preset,
  filters,
  result,
}: {
  preset: ListingPreset;
  filters: ListingFilters;
  result: ListingResult;
}) {
  const loading = useListingLoading(preset);
  const here = listingHref(preset, filters);

  return (
    <TitledSection
      id="tour-results-heading"
      title={m.tours_results_heading()}
      className="min-w-0"
      titleClassName="sr-only"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ResultsCount
          text={result.ok ? showingText(result.pagination.total, result.pagination.totalCapped) : ''}
          loading={loading}
          loadingLabel={m.tours_loading()}
        />
        <TourSortSelect preset={preset} filters={filters} />
      </div>

      {!result.ok && (
        <div className="mt-6">
          <Banner
            action={
              <Link to={here} className="font-semibold underline underline-offset-2 hover:no-underline">
                {m.tours_try_again()}
              </Link>
            }
          >
            {result.message}
          </Banner>
        </div>
      )}

      {result.ok && result.tours.length > 0 && (
        <ul
          aria-busy={loading}
          className={`mt-6 grid gap-6 sm:grid-cols-2 ${loading ? 'opacity-60 transition-opacity' : ''}`}
        >
          {result.tours.map((tour, i) => (
            <li key={tour.id}>
              <TourCard tour={tour} priority={i === 0} date={filters.availableOn} />
            </li>
          ))}
        </ul>
      )}

      {result.ok && result.tours.length === 0 && result.pagination.total === 0 && (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
          <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <h3 className="mt-4 text-xl font-semibold text-slate-900">{MESSAGES.noToursFound}</h3>
          <p className="mt-2 text-slate-600">{MESSAGES.noToursHint}</p>
          <ButtonLink to={preset.path} className="mt-6">
            {m.tours_clear_all_filters()}
          </ButtonLink>
        </div>
      )}

      {result.ok && result.tours.length === 0 && result.pagination.total > 0 && (
        <div className="mt-6">
          <Banner
            tone="info"
            action={<Link to={listingHref(preset, { ...filters, page: 1 })}>{m.tours_first_page()}</Link>}
          >
            {m.tours_no_more_on_page()}
          </Banner>
        </div>
      )}

      {result.ok && (
        <Pagination
          page={result.pagination.page}
          pages={result.pagination.pages}
          hrefFor={(page) => listingHref(preset, { ...filters, page })}
        />
      )}
    </TitledSection>
  );
}
