import { m } from '@belizepass/domain/i18n';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { ResultsCount } from '~/components/ui/listing-hero';
import { TitledSection } from '~/components/ui/titled-section';
import { Pagination } from '~/features/tours/pagination';
import { DealGrid } from './deal-grid';
import {
  clearedHref,
  type DealFilters,
  type DealListingView,
  dealsHref,
  hasActiveFilters,
} from './deal-params';
import type { DealListResult } from './deals-api';
import { useDealsLoading } from './use-deals-navigation';

export function showingText(total: number): string {
  return m.gifts_deal_showing({ count: total });
}

function EmptyState({ view, filters }: { view: DealListingView; filters: DealFilters }) {
  const filtered = hasActiveFilters(filters, view);
  return (
    <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <h3 className="mt-4 text-xl font-semibold text-slate-900">{m.gifts_deal_none_found()}</h3>
      <p className="mt-2 text-slate-600">
        {filtered ? m.gifts_deal_none_filtered() : m.gifts_deal_none_here()}
      </p>
      {filtered ? (
        <ButtonLink to={clearedHref(view, filters)} className="mt-6">
          {m.gifts_deal_clear_all_filters()}
        </ButtonLink>
      ) : (
        <ButtonLink to="/deals" className="mt-6">
          {m.gifts_deal_browse_all()}
        </ButtonLink>
      )}
    </div>
  );
}

/** What a deals listing shows: its view, the filters from the URL and the loaded page. */
export interface DealListingProps {
  view: DealListingView;
  filters: DealFilters;
  result: DealListResult;
}

/** The count, error banner, cards or empty state, and paging of one listing page. */
export function DealResults({ view, filters, result, now }: DealListingProps & { now: number }) {
  const loading = useDealsLoading(view);
  return (
    <TitledSection
      id="deal-results-heading"
      title={m.gifts_deal_results()}
      className="min-w-0"
      titleClassName="sr-only"
    >
      <ResultsCount
        text={result.ok ? showingText(result.pagination.total) : ''}
        loading={loading}
        loadingLabel={m.gifts_deal_loading()}
      />

      {!result.ok && (
        <div className="mt-4">
          <Banner
            action={
              <Link
                to={dealsHref(view, filters)}
                reloadDocument
                className="font-semibold underline underline-offset-2 hover:no-underline"
              >
                {m.gifts_deal_try_again()}
              </Link>
            }
          >
            {result.message}
          </Banner>
        </div>
      )}

      {result.ok && result.deals.length > 0 && (
        <div className="mt-4">
          <DealGrid deals={result.deals} now={now} eagerCount={3} busy={loading} />
        </div>
      )}

      {result.ok && result.pagination.total === 0 && <EmptyState view={view} filters={filters} />}

      {result.ok && result.deals.length === 0 && result.pagination.total > 0 && (
        <div className="mt-6">
          <Banner
            tone="info"
            action={<Link to={dealsHref(view, { ...filters, page: 1 })}>{m.gifts_deal_first_page()}</Link>}
          >
            {m.gifts_deal_no_more_on_page()}
          </Banner>
        </div>
      )}

      {result.ok && (
        <Pagination
          page={filters.page}
          pages={result.pagination.pages}
          hrefFor={(page) => dealsHref(view, { ...filters, page })}
        />
      )}
    </TitledSection>
  );
}
