import { m } from '@belizepass/domain/i18n';
import { Link } from 'react-router';
import { ListingHero } from '~/components/ui/listing-hero';
import { DEALS_NO_SCRIPT_CSS, DealFilters } from './deal-filters';
import { CATEGORY_TABS } from './deal-params';
import { type DealListingProps, DealResults } from './deal-results';
import { DealSearchBox } from './deal-search-box';
import { useNow } from './ends-in';

/** Built when rendered: the labels are in the page's language. */
const listingLinks = () => [
  { to: '/deals', label: m.gifts_deal_all_deals() },
  { to: '/deals/new', label: m.gifts_deal_new_deals() },
  ...CATEGORY_TABS.filter((tab) => tab.id !== 'all').map((tab) => ({
    to: `/categories/${tab.id}`,
    label: tab.label,
  })),
];

/** Links between the deal listings: all, newest and the six categories. */
function ListingNav({ current }: { current: string }) {
  return (
    <nav aria-label={m.gifts_deal_categories_nav()} className="-mx-1 mb-6 overflow-x-auto">
      <ul className="flex gap-2 px-1 pb-1">
        {listingLinks().map((link) => {
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
}: DealListingProps & { renderedAt: number }) {
  const now = useNow(renderedAt);
  return (
    <div className="flex-1 bg-slate-50/60">
      <noscript>
        <style>{DEALS_NO_SCRIPT_CSS}</style>
      </noscript>
      <ListingHero
        eyebrow={view.isCategoryPage ? m.gifts_deal_by_category() : undefined}
        heading={view.heading}
        lead={view.lead}
        query={filters.q}
      >
        <DealSearchBox view={view} filters={filters} />
      </ListingHero>
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
