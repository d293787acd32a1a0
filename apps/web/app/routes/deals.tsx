import { m } from '@belizepass/domain/i18n';
import { DealListing } from '~/features/deals/deal-listing';
import {
  DEALS_VIEW,
  type DealListingView,
  listingTitle,
  NEW_DEALS_VIEW,
  readDealFilters,
} from '~/features/deals/deal-params';
import { loadDealListing } from '~/features/deals/deals-api';
import { serverApi } from '~/lib/api-client';
import { routerPath } from '~/lib/display';
import { cacheableUnless, loaderHeaders, shareMeta } from '~/lib/page';
import type { Route } from './+types/deals';

function viewFor(pathname: string): DealListingView {
  return pathname.replace(/\/+$/, '') === NEW_DEALS_VIEW.path ? NEW_DEALS_VIEW : DEALS_VIEW;
}

/** /deals and /deals/new: filters in the URL, applied on the server; not kept by the page cache. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const view = viewFor(routerPath(url));
  const filters = readDealFilters(url.searchParams, view);
  const result = await loadDealListing(serverApi(context), filters);
  return cacheableUnless(!result.ok, { view, filters, result, renderedAt: Date.now() });
}

export const headers = loaderHeaders;

export function meta({ loaderData, location }: Route.MetaArgs) {
  const view = loaderData?.view ?? viewFor(location.pathname);
  const title = loaderData
    ? listingTitle(view, loaderData.filters)
    : m.gifts_deal_title_site({ title: view.heading });
  return shareMeta({ title, description: view.lead });
}

export default function DealsPage({ loaderData }: Route.ComponentProps) {
  const { view, filters, result, renderedAt } = loaderData;
  return <DealListing view={view} filters={filters} result={result} renderedAt={renderedAt} />;
}
