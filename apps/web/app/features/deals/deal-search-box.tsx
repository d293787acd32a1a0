import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import {
  type DealFilters,
  type DealListingView,
  dealSearchParams,
  dealsHref,
  MAX_QUERY_LENGTH,
} from './deal-params';
import { useDealsNavigate } from './use-deals-navigation';

/**
 * Search text goes into the URL as `q`; the current filters ride along as hidden fields, so the
 * form works without JavaScript too. An empty search shows every deal of the view.
 */
export function DealSearchBox({ view, filters }: { view: DealListingView; filters: DealFilters }) {
  const go = useDealsNavigate(view);
  const [text, setText] = useState(filters.q);
  const [seenQ, setSeenQ] = useState(filters.q);
  if (filters.q !== seenQ) {
    setSeenQ(filters.q);
    setText(filters.q);
  }
  const carried = [...dealSearchParams({ ...filters, q: '', page: 1 }, view)];

  return (
    <search aria-label="Deals">
      <form
        method="get"
        action={view.path}
        className="flex w-full gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          go({ ...filters, q: text.trim(), page: 1 });
        }}
      >
        {carried.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="relative flex-1">
          <label htmlFor="deal-search" className="sr-only">
            Search deals
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
          />
          <input
            id="deal-search"
            type="search"
            name="q"
            value={text}
            maxLength={MAX_QUERY_LENGTH}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search deals"
            autoComplete="off"
            className="block min-h-12 w-full rounded-lg border border-slate-300 bg-white py-3 pr-10 pl-10 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none [&::-webkit-search-cancel-button]:appearance-none"
          />
          {filters.q && (
            <Link
              to={dealsHref(view, { ...filters, q: '', page: 1 })}
              preventScrollReset
              aria-label="Clear search"
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:text-slate-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Link>
          )}
        </div>
        <button type="submit" className={buttonClass({ size: 'md' }, 'min-h-12 px-5')}>
          Search
        </button>
      </form>
    </search>
  );
}
