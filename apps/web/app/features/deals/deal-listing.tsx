import { Link } from 'react-router';
import { DEALS_NO_SCRIPT_CSS, DealFilters } from './deal-filters';
import { CATEGORY_TABS, type DealListingView, type DealFilters as Filters } from './deal-params';
import { DealResults } from './deal-results';
import { DealSearchBox } from './deal-search-box';
import type { DealListResult } from './deals-api';
import { useNow } from './ends-in';

const LISTING_LINKS = [
  { to: '/deals', label: 'All Deals' },
  { to: '/deals/new', label: 'New Deals' },
  ...CATEGORY_TABS.filter((tab) => tab.id !== 'all').map((tab) => ({
    to: `/categories/${tab.id}`,
    label: tab.label,
  })),
];

/** Links between the deal listings: all, newest and the six categories. */
function ListingNav({ current }: { current: string }) {
  return (
    <nav aria-label="Deal categories" className="-mx-1 mb-6 overflow-x-auto">
      <ul className="flex gap-2 px-1 pb-1">
        {LISTING_LINKS.map((link) => {
          const active = link.to === current || (current === '/categories/all' && link.to === '/deals');
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  active
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700'
                }`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A deals listing page: heading and search, the listing links, filters and results. */
export function DealListing({
  view,
  filters,
  result,
  renderedAt,
}: {
  view: DealListingView;
  filters: Filters;
  result: DealListResult;
  renderedAt: number;
}) {
  const now = useNow(renderedAt);
  return (
    <div className="flex-1 bg-slate-50/60">
      <noscript>
        <style>{DEALS_NO_SCRIPT_CSS}</style>
      </noscript>
      <div className="bg-linear-to-br from-brand-700 to-sea-500 text-white">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
          {view.isCategoryPage && (
            <p className="text-sm font-semibold tracking-wide text-white/80 uppercase">Deals by category</p>
          )}
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{view.heading}</h1>
          <p className="mt-2 max-w-2xl text-white/90">{view.lead}</p>
          <div className="mt-6 max-w-2xl">
            <DealSearchBox view={view} filters={filters} />
          </div>
          {filters.q && (
            <p className="mt-3 text-sm text-white/90">
              Results for <span className="font-semibold">“{filters.q}”</span>
            </p>
          )}
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 md:py-8 lg:px-8">
        <ListingNav current={view.path} />
        <DealFilters view={view} filters={filters} />
        <div className="mt-6">
          <DealResults view={view} filters={filters} result={result} now={now} />
        </div>
      </div>
    </div>
  );
}
