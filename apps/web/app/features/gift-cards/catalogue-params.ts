import { GIFT_CARD_CATEGORY_SLUGS, type GiftCardCategory } from '@belizepass/domain';
import { toQueryString } from '~/lib/api-client';

export const CATALOGUE_PATH = '/giftcards';
export const MAX_SEARCH_LENGTH = 100;

export interface CatalogueFilters {
  search: string;
  category: GiftCardCategory;
}

const isCategory = (value: string | null): value is GiftCardCategory =>
  (GIFT_CARD_CATEGORY_SLUGS as readonly string[]).includes(value ?? '');

/** The filters in the address bar (`?q=&category=`); anything unknown falls back to all cards. */
export function readCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  const category = params.get('category');
  return {
    search: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    category: isCategory(category) ? category : 'all',
  };
}

export function catalogueHref(filters: CatalogueFilters): string {
  return `${CATALOGUE_PATH}${toQueryString({
    q: filters.search,
    category: filters.category === 'all' ? undefined : filters.category,
  })}`;
}
