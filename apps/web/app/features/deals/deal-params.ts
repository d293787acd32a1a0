import {
  DEAL_CATEGORIES,
  DEAL_SORTS,
  type DealCategory,
  type DealSort,
  LOCATIONS,
  type LocationSlug,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { pickOption, withQuery } from '~/components/data/list-url';

/** One deals listing page: /deals, /deals/new or /categories/{id}. */
export interface DealListingView {
  path: string;
  heading: string;
  lead: string;
  defaultSort: DealSort;
  /** Set on a category page: the page always lists that category and has no category filter. */
  category?: DealCategory;
  /** A category page (including /categories/all). */
  isCategoryPage: boolean;
}

/** The texts are read when used (getters), in the page's language. */
export const DEALS_VIEW: DealListingView = {
  path: '/deals',
  get heading() {
    return m.gifts_deal_all_deals();
  },
  get lead() {
    return m.gifts_deal_lead_all_deals();
  },
  defaultSort: 'featured',
  isCategoryPage: false,
};

export const NEW_DEALS_VIEW: DealListingView = {
  path: '/deals/new',
  get heading() {
    return m.gifts_deal_new_deals();
  },
  get lead() {
    return m.gifts_deal_lead_new();
  },
  defaultSort: 'new',
  isCategoryPage: false,
};

const CATEGORY_LABELS: Record<DealCategory | 'all', () => string> = {
  all: () => m.gifts_deal_cat_all(),
  restaurants: () => m.gifts_deal_cat_restaurants(),
  hotels: () => m.gifts_deal_cat_hotels(),
  activities: () => m.gifts_deal_cat_activities(),
  wellness: () => m.gifts_deal_cat_wellness(),
  tours: () => m.gifts_deal_cat_tours(),
  services: () => m.gifts_deal_cat_services(),
};

/** A deal category's name in the page's language ('All' for every category). */
export const dealCategoryLabel = (category: DealCategory | 'all') => CATEGORY_LABELS[category]();

const SORT_LABELS: Record<DealSort, () => string> = {
  featured: () => m.gifts_deal_sort_featured(),
  new: () => m.gifts_deal_sort_new(),
  ending: () => m.gifts_deal_sort_ending(),
  'price-asc': () => m.gifts_deal_sort_price_asc(),
  'price-desc': () => m.gifts_deal_sort_price_desc(),
};

/** A deal sort's name in the page's language. */
export const dealSortLabel = (sort: DealSort) => SORT_LABELS[sort]();

const CATEGORY_LEADS: Record<DealCategory | 'all', () => string> = {
  all: () => m.gifts_deal_lead_all(),
  restaurants: () => m.gifts_deal_lead_restaurants(),
  hotels: () => m.gifts_deal_lead_hotels(),
  activities: () => m.gifts_deal_lead_activities(),
  wellness: () => m.gifts_deal_lead_wellness(),
  tours: () => m.gifts_deal_lead_tours(),
  services: () => m.gifts_deal_lead_services(),
};

/** The tabs of the home page and the listings: all deals, then the six categories. */
export const CATEGORY_TABS: readonly { id: DealCategory | 'all'; readonly label: string }[] = (
  ['all', ...DEAL_CATEGORIES.map((c) => c.slug)] as const
).map((id) => ({
  id,
  get label() {
    return dealCategoryLabel(id);
  },
}));

/** The view of `/categories/{id}`, or null for an unknown id. */
export function categoryView(id: string | undefined): DealListingView | null {
  const key = (id ?? '').toLowerCase();
  if (key === 'all') {
    return {
      path: '/categories/all',
      heading: m.gifts_deal_all_deals(),
      lead: CATEGORY_LEADS.all(),
      defaultSort: 'featured',
      isCategoryPage: true,
    };
  }
  const category = DEAL_CATEGORIES.find((c) => c.slug === key);
  if (!category) return null;
  return {
    path: `/categories/${category.slug}`,
    heading: dealCategoryLabel(category.slug),
    lead: CATEGORY_LEADS[category.slug](),
    defaultSort: 'featured',
    category: category.slug,
    isCategoryPage: true,
  };
}

/** Everything the visitor can change on a listing, as read from the page URL. */
export interface DealFilters {
  q: string;
  category?: DealCategory;
  location?: LocationSlug;
  /** Whole dollars; undefined means any price. */
  maxPrice?: number;
  sort: DealSort;
  page: number;
}

export const MAX_QUERY_LENGTH = 100;
export const DEALS_PAGE_SIZE = 12;
/** The price limits offered in the filter, in dollars. */
export const PRICE_LIMITS = [25, 50, 100, 200, 300] as const;
const MAX_PRICE_DOLLARS = 100_000;

function positiveInt(raw: string | null, max: number): number | undefined {
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? Math.min(n, max) : undefined;
}

/** Reads the listing URL; unknown or malformed values fall back to their defaults instead of failing. */
export function readDealFilters(params: URLSearchParams, view: DealListingView): DealFilters {
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    category: view.isCategoryPage ? view.category : pickOption(DEAL_CATEGORIES, params.get('category')),
    location: pickOption(LOCATIONS, params.get('location')),
    maxPrice: positiveInt(params.get('maxPrice'), MAX_PRICE_DOLLARS),
    sort: pickOption(DEAL_SORTS, params.get('sort')) ?? view.defaultSort,
    page: positiveInt(params.get('page'), 10_000) ?? 1,
  };
}

/** The shortest URL query for a set of filters: default values are left out. */
export function dealSearchParams(filters: DealFilters, view: DealListingView): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.category && !view.isCategoryPage) params.set('category', filters.category);
  if (filters.location) params.set('location', filters.location);
  if (filters.maxPrice) params.set('maxPrice', String(filters.maxPrice));
  if (filters.sort !== view.defaultSort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function dealsHref(view: DealListingView, filters: DealFilters): string {
  return withQuery(view.path, dealSearchParams(filters, view));
}

/** The listing with no search or filters, keeping only the sort. */
export function clearedHref(view: DealListingView, filters: DealFilters): string {
  return dealsHref(view, { q: '', sort: filters.sort, page: 1, category: view.category });
}

/** True when a search or filter the visitor can reset narrows the list. */
export function hasActiveFilters(filters: DealFilters, view: DealListingView): boolean {
  return Boolean(
    filters.q || (filters.category && !view.isCategoryPage) || filters.location || filters.maxPrice,
  );
}

/** `GET /api/deals` for the filters; the price limit (whole dollars) is sent as cents. */
export function dealsApiPath(filters: DealFilters, paging: { page: number; limit: number }): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('search', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.location) params.set('location', filters.location);
  if (filters.maxPrice) params.set('maxPrice', String(filters.maxPrice * 100));
  params.set('sort', filters.sort);
  params.set('page', String(paging.page));
  params.set('limit', String(paging.limit));
  return `/api/deals?${params.toString()}`;
}

/** The document title of a listing page. */
export function listingTitle(view: DealListingView, filters: DealFilters): string {
  let title = filters.q
    ? m.gifts_deal_title_search({ query: filters.q })
    : view.category
      ? m.gifts_deal_title_category({ category: view.heading })
      : view.heading;
  if (filters.page > 1) title = m.gifts_deal_title_page({ title, page: filters.page });
  return m.gifts_deal_title_site({ title });
}
