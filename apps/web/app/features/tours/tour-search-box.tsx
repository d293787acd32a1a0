import type { LocationSlug, TourSuggestion, TourSuggestResponse } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { MapPin, Search } from 'lucide-react';
import { useNavigate } from 'react-router';
import { SearchBox } from '~/components/forms/search-box';
import { useSuggestions } from '~/components/forms/use-suggestions';
import { useHydrated } from '~/components/ui/use-hydrated';
import { useSyncedState } from '~/components/ui/use-synced-state';
import { browserApi } from '~/lib/api-client';
import { localePrefix } from '~/lib/display';
import {
  filtersToSearchParams,
  type ListingFilters,
  type ListingPreset,
  listingHref,
  MAX_QUERY_LENGTH,
} from './listing-params';
import { useListingNavigate } from './use-listing-navigation';

function loadSuggestions(q: string, signal: AbortSignal): Promise<TourSuggestion[]> {
  return browserApi
    .get<TourSuggestResponse>('/api/tours/suggest', { query: { q }, signal })
    .then((body) => body.suggestions);
}

/**
 * Search text goes into the URL as `q`, which makes the page call the search endpoint. A blank or
 * whitespace-only query does nothing. The current filters ride along as hidden fields. Once the
 * page's script runs, the box suggests tours and locations as you type (a combobox); picking a
 * tour opens it, picking a location lists its tours.
 */
export function TourSearchBox({ preset, filters }: { preset: ListingPreset; filters: ListingFilters }) {
  const go = useListingNavigate(preset);
  const navigate = useNavigate();
  const [text, setText] = useSyncedState(filters.q);
  const cleared = { ...filters, q: '', page: 1 };
  const { inputProps, listbox, dismiss } = useSuggestions<TourSuggestion>({
    text,
    enabled: useHydrated(),
    load: loadSuggestions,
    keyOf: (item) => `${item.kind}:${item.id}`,
    render: (item) => (
      <>
        {item.kind === 'location' ? (
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
        ) : (
          <Search aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        )}
        <span className="line-clamp-2 min-w-0 flex-1">{item.text}</span>
        {item.kind === 'location' && (
          <span className="shrink-0 text-xs text-slate-500">{m.tours_suggestion_location()}</span>
        )}
      </>
    ),
    onPick: (item) => {
      if (item.kind === 'tour') {
        setText(item.text);
        navigate(`/tours/${item.id}`);
      } else {
        setText('');
        go({ ...cleared, location: item.id as LocationSlug });
      }
    },
  });
  return (
    <SearchBox
      landmark={m.tours_search_landmark()}
      inputId="tour-search"
      label={m.tours_search_label()}
      action={`${localePrefix()}${preset.path}`}
      query={filters.q}
      text={text}
      onTextChange={setText}
      inputProps={inputProps}
      popup={listbox}
      clearHref={listingHref(preset, cleared)}
      maxLength={MAX_QUERY_LENGTH}
      carried={[...filtersToSearchParams(cleared, preset)]}
      onSearch={(q) => {
        dismiss();
        if (q) go({ ...filters, q, page: 1 });
      }}
    />
  );
}
