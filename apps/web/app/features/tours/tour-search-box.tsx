import { SearchBox } from '~/components/forms/search-box';
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
  const cleared = { ...filters, q: '', page: 1 };
  return (
    <SearchBox
      landmark="Tours"
      inputId="tour-search"
      label="Search tours"
      action={preset.path}
      query={filters.q}
      clearHref={listingHref(preset, cleared)}
      maxLength={MAX_QUERY_LENGTH}
      carried={[...filtersToSearchParams(cleared, preset)]}
      onSearch={(q) => {
        if (q) go({ ...filters, q, page: 1 });
      }}
    />
  );
}
