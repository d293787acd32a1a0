import {
  DEAL_MESSAGES,
  type Deal,
  type DealListResponse,
  type Pagination,
  textsInCurrency,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { data } from 'react-router';
import { type ApiClient, ApiError } from '~/lib/api-client';
import { formatPrice } from '~/lib/display';
import { DEALS_PAGE_SIZE, type DealFilters, dealsApiPath } from './deal-params';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isDealId = (value: string | undefined): value is string => !!value && UUID.test(value);

/** A deal's texts with their amounts in the reader's currency (one currency on a page). */
const inReadersCurrency = <T>(value: T): T => textsInCurrency(value, (cents) => formatPrice(cents));

function dealNotFound() {
  return data({ message: DEAL_MESSAGES.notFound }, { status: 404 });
}

/** A live deal, or a thrown 404 response for an unknown, ended, unpublished or malformed id. */
export async function loadDealOr404(api: ApiClient, id: string | undefined): Promise<Deal> {
  if (!isDealId(id)) throw dealNotFound();
  try {
    return inReadersCurrency(await api.get<Deal>(`/api/deals/${encodeURIComponent(id)}`));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw dealNotFound();
    throw error;
  }
}

/** The deals of a home-page section, or `failed` when the API could not be reached. */
export type DealSection = { deals: Deal[] } | { failed: true };

export async function loadDealSection(api: ApiClient, path: string): Promise<DealSection> {
  try {
    const { deals } = await api.get<{ deals: Deal[] }>(path);
    return { deals: inReadersCurrency(deals) };
  } catch {
    return { failed: true };
  }
}

export type DealListResult =
  | { ok: true; deals: Deal[]; pagination: Pagination }
  | { ok: false; message: string };

export const loadDealsFailed = () => m.gifts_deal_load_deals_failed();

/** One page of a listing, filtered and paged by the API. */
export async function loadDealListing(api: ApiClient, filters: DealFilters): Promise<DealListResult> {
  try {
    const body = await api.get<DealListResponse>(
      dealsApiPath(filters, { page: filters.page, limit: DEALS_PAGE_SIZE }),
    );
    return { ok: true, deals: inReadersCurrency(body.deals), pagination: body.pagination };
  } catch {
    return { ok: false, message: filters.q ? m.gifts_deal_search_failed() : loadDealsFailed() };
  }
}
