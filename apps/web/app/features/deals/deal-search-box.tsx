import { m } from '@belizepass/domain/i18n';
import { SearchBox } from '~/components/forms/search-box';
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
  const cleared = { ...filters, q: '', page: 1 };
  return (
    <SearchBox
      landmark={m.gifts_deal_search_landmark()}
      inputId="deal-search"
      label={m.gifts_deal_search_label()}
      action={view.path}
      query={filters.q}
      clearHref={dealsHref(view, cleared)}
      maxLength={MAX_QUERY_LENGTH}
      carried={[...dealSearchParams(cleared, view)]}
      onSearch={(q) => go({ ...filters, q, page: 1 })}
    />
  );
}
