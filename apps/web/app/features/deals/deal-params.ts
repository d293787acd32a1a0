import {
  DEAL_CATEGORIES,
  DEAL_SORTS,
  type DealCategory,
  type DealSort,
  LOCATIONS,
  type LocationSlug,
} from '@belizepass/domain';
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

export const DEALS_VIEW: DealListingView = {
  path: '/deals',
  heading: 'All Deals',
  lead: 'Offers from Belizean restaurants, hotels, spas and tour operators: buy a voucher online, show it on the day, enjoy.',
  defaultSort: 'featured',
  isCategoryPage: false,
};

export const NEW_DEALS_VIEW: DealListingView = {
  path: '/deals/new',
  heading: 'New Deals',
  lead: 'The latest offers from Belizean businesses, newest first.',
  defaultSort: 'new',
  isCategoryPage: false,
};

const CATEGORY_LEADS: Record<DealCategory | 'all', string> = {
  all: 'Every offer on BelizePass in one place: tours, restaurants, hotels, wellness and local services.',
  restaurants:
    'Dining deals from Belizean kitchens: seafood by the sea in San Pedro, tacos in Orange Walk, and more.',
  hotels: 'Stays at resorts, lodges and guesthouses, from the cayes to the Cayo rainforest.',
  activities: 'Things to do across Belize: snorkelling, caving, zip-lining, wildlife and culture.',
  wellness: 'Spa treatments, massages and herbal baths to unwind between adventures.',
  tours: 'Guided tours run by licensed Belizean operators, sold as vouchers at local prices.',
  services: 'Local services for visitors, such as airport transfers and golf cart rental.',
};

/** The tabs of the home page and the listings: all deals, then the six categories. */
export const CATEGORY_TABS: readonly { id: DealCategory | 'all'; label: string }[] = [
  { id: 'all', label: 'All' },
  ...DEAL_CATEGORIES.map((c) => ({ id: c.slug, label: c.name })),
];

/** The view of `/categories/{id}`, or null for an unknown id. */
export function categoryView(id: string | undefined): DealListingView | null {
  const key = (id ?? '').toLowerCase();
  if (key === 'all') {
    return {
      path: '/categories/all',
      heading: 'All Deals',
      lead: CATEGORY_LEADS.all,
      defaultSort: 'featured',
      isCategoryPage: true,
    };
  }
  const category = DEAL_CATEGORIES.find((c) => c.slug === key);
  if (!category) return null;
  return {
    path: `/categories/${category.slug}`,
    heading: category.name,
    lead: CATEGORY_LEADS[category.slug],
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
    ? `Deals matching “${filters.q}”`
    : view.category
      ? `${view.heading} – Deals by Category`
      : view.heading;
  if (filters.page > 1) title += ` – Page ${filters.page}`;
  return `${title} | BelizePass`;
}
