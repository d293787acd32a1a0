import { m } from '@belizepass/domain/i18n';
import { data } from 'react-router';
import { DealListing } from '~/features/deals/deal-listing';
import { categoryView, listingTitle, readDealFilters } from '~/features/deals/deal-params';
import { loadDealListing } from '~/features/deals/deals-api';
import { useFreshPageData } from '~/features/deals/use-fresh-page-data';
import { serverApi } from '~/lib/api-client';
import { cacheableUnless, loaderHeaders, shareMeta } from '~/lib/page';
import type { Route } from './+types/category';

/** /categories/{id}: all, or one of the six deal categories; any other id is a 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const view = categoryView(params.id);
  if (!view) throw data(null, { status: 404 });
  const filters = readDealFilters(new URL(request.url).searchParams, view);
  const result = await loadDealListing(serverApi(context), filters);
  return cacheableUnless(!result.ok, { view, filters, result, renderedAt: Date.now() });
}

export const headers = loaderHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData)
    return [{ title: `${m.tours_page_not_found()} | BelizePass` }, { name: 'robots', content: 'noindex' }];
  const { view, filters } = loaderData;
  // /categories/all lists what /deals lists; a title of its own keeps the two apart in search results.
  const title = listingTitle(
    view.category ? view : { ...view, heading: m.tours_all_deals_by_category() },
    filters,
  );
  return shareMeta({ title, description: view.lead });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  useFreshPageData();
  const { view, filters, result, renderedAt } = loaderData;
  return <DealListing view={view} filters={filters} result={result} renderedAt={renderedAt} />;
}
