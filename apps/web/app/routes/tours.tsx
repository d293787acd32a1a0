import { MESSAGES, type TourListResponse } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Link } from 'react-router';
import { ListingHero } from '~/components/ui/listing-hero';
import { AlsoMatchingSection, loadAlsoMatching } from '~/features/tours/also-matching';
import {
  apiPathFor,
  LISTING_PRESETS,
  type ListingFilters,
  type ListingPreset,
  presetById,
  presetForPath,
  readFilters,
} from '~/features/tours/listing-params';
import { NO_SCRIPT_CSS, TourFilters } from '~/features/tours/tour-filters';
import { type ListingResult, TourResults } from '~/features/tours/tour-results';
import { TourSearchBox } from '~/features/tours/tour-search-box';
import { serverApi } from '~/lib/api-client';
import { routerPath } from '~/lib/display';
import { cacheableUnless, loaderHeaders, shareMeta } from '~/lib/page';
import type { Route } from './+types/tours';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const preset = presetForPath(routerPath(url));
  const filters = readFilters(url.searchParams, preset);
  let result: ListingResult;
  const matching = loadAlsoMatching(serverApi(context), filters.q);
  try {
    const body = await serverApi(context).get<TourListResponse>(apiPathFor(filters, preset));
    result = { ok: true, tours: body.tours, pagination: body.pagination };
  } catch {
    // The page still renders: the banner explains the failure and offers a retry.
    result = { ok: false, message: filters.q ? MESSAGES.searchToursFailed : MESSAGES.loadToursFailed };
  }
  // A page showing the failure banner must not be kept by the server's page cache.
  return cacheableUnless(!result.ok, { presetId: preset.id, filters, result, alsoMatching: await matching });
}

export const headers = loaderHeaders;

function pageTitle(preset: ListingPreset, filters: ListingFilters): string {
  let title = filters.q ? m.tours_search_results_title({ query: filters.q }) : preset.heading();
  if (filters.page > 1) title = m.tours_title_page({ title, page: filters.page });
  return `${title} | BelizePass`;
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  const preset = data ? presetById(data.presetId) : LISTING_PRESETS[0]!;
  const title = data ? pageTitle(preset, data.filters) : `${preset.heading()} | BelizePass`;
  return shareMeta({ title, description: preset.description() });
}

export default function ToursPage({ loaderData }: Route.ComponentProps) {
  const { filters, result, alsoMatching } = loaderData;
  const preset = presetById(loaderData.presetId);
  return (
    <div className="flex-1 bg-slate-50/60">
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <ListingHero heading={preset.heading()} lead={preset.description()} query={filters.q}>
        <TourSearchBox preset={preset} filters={filters} />
      </ListingHero>

      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 md:py-8 lg:px-8">
        <nav aria-label={m.tours_nav_collections()} className="-mx-1 mb-6 overflow-x-auto">
          <ul className="flex gap-2 px-1 pb-1">
            {LISTING_PRESETS.map((p) => (
              <li key={p.id}>
                <Link
                  to={p.path}
                  aria-current={p.id === preset.id ? 'page' : undefined}
                  className={`inline-block rounded-full border px-4 py-1.5 text-sm font-medium whitespace-nowrap ${
                    p.id === preset.id
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700'
                  }`}
                >
                  {p.id === 'tours' ? m.tours_nav_all_tours() : p.heading()}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
          <div className="md:self-start">
            <TourFilters preset={preset} filters={filters} />
          </div>
          <div className="min-w-0">
            <TourResults preset={preset} filters={filters} result={result} />
            {alsoMatching && <AlsoMatchingSection q={filters.q} matching={alsoMatching} />}
          </div>
        </div>
      </div>
    </div>
  );
}
