import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import {
  filtersToSearchParams,
  type ListingFilters,
  type ListingPreset,
  listingHref,
  MAX_QUERY_LENGTH,
} from './listing-params';
import { useListingNavigate } from './use-listing-navigation';

/**
 * Search text goes into the URL as `q`, which makes the page call the search endpoint. A blank or
 * whitespace-only query does nothing. The current filters ride along as hidden fields.
 */
export function TourSearchBox({ preset, filters }: { preset: ListingPreset; filters: ListingFilters }) {
  const go = useListingNavigate(preset);
  const [text, setText] = useState(filters.q);
  const [seenQ, setSeenQ] = useState(filters.q);
  if (filters.q !== seenQ) {
    setSeenQ(filters.q);
    setText(filters.q);
  }

  const carried = [...filtersToSearchParams({ ...filters, q: '', page: 1 }, preset)];

  return (
    <search aria-label="Tours">
      <form
        method="get"
        action={preset.path}
        className="flex w-full gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const q = text.trim();
          if (!q) return;
          go({ ...filters, q, page: 1 });
        }}
      >
        {carried.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="relative flex-1">
          <label htmlFor="tour-search" className="sr-only">
            Search tours
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
          />
          <input
            id="tour-search"
            type="search"
            name="q"
            value={text}
            maxLength={MAX_QUERY_LENGTH}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search tours"
            autoComplete="off"
            className="block w-full rounded-lg border border-slate-300 bg-white py-3 pr-10 pl-10 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none [&::-webkit-search-cancel-button]:appearance-none"
          />
          {filters.q && (
            <Link
              to={listingHref(preset, { ...filters, q: '', page: 1 })}
              preventScrollReset
              aria-label="Clear search"
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:text-slate-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Link>
          )}
        </div>
        <button type="submit" className={buttonClass({ size: 'md' }, 'px-5')}>
          Search
        </button>
      </form>
    </search>
  );
}
