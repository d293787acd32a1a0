import {
  DEAL_MESSAGES,
  type Deal,
  type DealListResponse,
  MAX_PAGE_LIMIT,
  type Pagination,
} from '@belizepass/domain';
import { data } from 'react-router';
import { ApiError, type ApiFetch, getJson } from '~/lib/api';
import { DEALS_PAGE_SIZE, type DealFilters, dealsApiPath } from './deal-params';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isDealId = (value: string | undefined): value is string => !!value && UUID.test(value);

function dealNotFound() {
  return data({ message: DEAL_MESSAGES.notFound }, { status: 404 });
}

/** A live deal, or a thrown 404 response for an unknown, ended, unpublished or malformed id. */
export async function loadDealOr404(apiFetch: ApiFetch, id: string | undefined): Promise<Deal> {
  if (!isDealId(id)) throw dealNotFound();
  try {
    return await getJson<Deal>(apiFetch, `/api/deals/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw dealNotFound();
    throw error;
  }
}

/** The deals of a home-page section, or `failed` when the API could not be reached. */
export type DealSection = { deals: Deal[] } | { failed: true };

export async function loadDealSection(apiFetch: ApiFetch, path: string): Promise<DealSection> {
  try {
    const { deals } = await getJson<{ deals: Deal[] }>(apiFetch, path);
    return { deals };
  } catch {
    return { failed: true };
  }
}

export type DealListResult =
  | { ok: true; deals: Deal[]; pagination: Pagination; incomplete: boolean }
  | { ok: false; message: string };

export const LOAD_DEALS_FAILED = 'We could not load deals. Please try again.';
export const SEARCH_DEALS_FAILED = 'We could not search deals. Please try again.';

/** Pages read at most when a price limit is set (the API filters everything else itself). */
const PRICE_SCAN_PAGES = 20;

/**
 * One page of a listing. The deals API has no price filter, so with a price limit the loader reads
 * the matching deals in the chosen order (at most PRICE_SCAN_PAGES x MAX_PAGE_LIMIT of them), keeps
 * those within the limit and pages them itself; `incomplete` says when there were more to read.
 */
export async function loadDealListing(apiFetch: ApiFetch, filters: DealFilters): Promise<DealListResult> {
  try {
    if (!filters.maxPrice) {
      const body = await getJson<DealListResponse>(
        apiFetch,
        dealsApiPath(filters, { page: filters.page, limit: DEALS_PAGE_SIZE }),
      );
      return { ok: true, deals: body.deals, pagination: body.pagination, incomplete: false };
    }
    const read = (page: number) =>
      getJson<DealListResponse>(apiFetch, dealsApiPath(filters, { page, limit: MAX_PAGE_LIMIT }));
    const first = await read(1);
    const pages = Math.min(first.pagination.pages, PRICE_SCAN_PAGES);
    const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => read(i + 2)));
    const limitCents = filters.maxPrice * 100;
    const matching = [first, ...rest].flatMap((body) => body.deals).filter((d) => d.price <= limitCents);
    const start = (filters.page - 1) * DEALS_PAGE_SIZE;
    return {
      ok: true,
      deals: matching.slice(start, start + DEALS_PAGE_SIZE),
      pagination: {
        page: filters.page,
        limit: DEALS_PAGE_SIZE,
        total: matching.length,
        pages: Math.ceil(matching.length / DEALS_PAGE_SIZE),
      },
      incomplete: first.pagination.pages > PRICE_SCAN_PAGES,
    };
  } catch {
    return { ok: false, message: filters.q ? SEARCH_DEALS_FAILED : LOAD_DEALS_FAILED };
  }
}
