import {
  addDays,
  BOOKABLE_DAYS_AHEAD,
  belizeToday,
  CATEGORIES,
  type CategorySlug,
  DEFAULT_PAGE_LIMIT,
  DIFFICULTIES,
  type Difficulty,
  DURATION_RANGE_MAX_HOURS,
  isIsoDate,
  LOCATIONS,
  type LocationSlug,
  PRICE_RANGE_MAX_DOLLARS,
  TOUR_SORTS,
  TOURIST_TYPES,
  type TouristType,
  type TourLength,
  type TourSort,
} from '@belizepass/domain';
import { m, pathWithoutLocale } from '@belizepass/domain/i18n';
import { pickOption, withQuery } from '~/components/data/list-url';

/** The five listing views share one page; each adds its own fixed filter and heading. */
export interface ListingPreset {
  id: 'tours' | 'tours-popular' | 'tours-day-trips' | 'tours-multi-day' | 'tours-top';
  path: string;
  /** Texts in the page's language: functions, since no language is known at module load. */
  heading: () => string;
  description: () => string;
  query: { featured?: 'true'; topRated?: 'true'; length?: TourLength };
  defaultSort: TourSort;
}

export const LISTING_PRESETS: readonly ListingPreset[] = [
  {
    id: 'tours',
    path: '/tours',
    heading: () => m.tours_preset_all_heading(),
    description: () => m.tours_preset_all_description(),
    query: {},
    defaultSort: 'recommended',
  },
  {
    id: 'tours-popular',
    path: '/tours/popular',
    heading: () => m.tours_preset_popular_heading(),
    description: () => m.tours_preset_popular_description(),
    query: { featured: 'true' },
    defaultSort: 'recommended',
  },
  {
    id: 'tours-day-trips',
    path: '/tours/day-trips',
    heading: () => m.tours_preset_day_trips_heading(),
    description: () => m.tours_preset_day_trips_description(),
    query: { length: 'day-trip' },
    defaultSort: 'recommended',
  },
  {
    id: 'tours-multi-day',
    path: '/tours/multi-day',
    heading: () => m.tours_preset_multi_day_heading(),
    description: () => m.tours_preset_multi_day_description(),
    query: { length: 'multi-day' },
    defaultSort: 'recommended',
  },
  {
    id: 'tours-top',
    path: '/tours/top',
    heading: () => m.tours_preset_top_heading(),
    description: () => m.tours_preset_top_description(),
    query: { topRated: 'true' },
    defaultSort: 'rating',
  },
];

const DEFAULT_PRESET = LISTING_PRESETS[0]!;

export function presetById(id: ListingPreset['id']): ListingPreset {
  return LISTING_PRESETS.find((p) => p.id === id) ?? DEFAULT_PRESET;
}

/** The view of an address, in either language (`/es/tours/top` is the Spanish `/tours/top`). */
export function presetForPath(pathname: string): ListingPreset {
  const path = pathWithoutLocale(pathname).replace(/\/+$/, '') || '/';
  return LISTING_PRESETS.find((p) => p.path === path) ?? DEFAULT_PRESET;
}

/** Everything the visitor can change on the listing, as read from the page URL. */
export interface ListingFilters {
  q: string;
  location?: LocationSlug;
  category?: CategorySlug;
  touristType?: TouristType;
  difficulty?: Difficulty;
  /** Dollars; PRICE_RANGE_MAX_DOLLARS means no upper limit. */
  maxPrice: number;
  /** Hours; DURATION_RANGE_MAX_HOURS means no upper limit. */
  maxDuration: number;
  /** Only tours with seats on this day (YYYY-MM-DD, Belize). */
  availableOn?: string;
  sort: TourSort;
  page: number;
}

export const MAX_QUERY_LENGTH = 100;
/** The price slider moves in steps of this many dollars. */
export const PRICE_STEP_DOLLARS = 10;

/** The days the "available on" filter accepts: today and the bookable days ahead, in Belize. */
export function availableOnRange(now: Date = new Date()): { min: string; max: string } {
  const min = belizeToday(now);
  return { min, max: addDays(min, BOOKABLE_DAYS_AHEAD - 1) };
}

function dayIn(raw: string | null): string | undefined {
  if (!raw || !isIsoDate(raw)) return undefined;
  const { min, max } = availableOnRange();
  return raw >= min && raw <= max ? raw : undefined;
}

function intIn(raw: string | null, min: number, max: number, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.round(n)));
}

/** Reads the listing URL; unknown or malformed values fall back to their defaults instead of failing. */
export function readFilters(params: URLSearchParams, preset: ListingPreset): ListingFilters {
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    location: pickOption(LOCATIONS, params.get('location')),
    category: pickOption(CATEGORIES, params.get('category')),
    touristType: pickOption(TOURIST_TYPES, params.get('touristType')),
    difficulty: pickOption(DIFFICULTIES, params.get('difficulty')),
    maxPrice: intIn(params.get('maxPrice'), 0, PRICE_RANGE_MAX_DOLLARS, PRICE_RANGE_MAX_DOLLARS),
    maxDuration: intIn(params.get('maxDuration'), 0, DURATION_RANGE_MAX_HOURS, DURATION_RANGE_MAX_HOURS),
    availableOn: dayIn(params.get('availableOn')),
    sort: pickOption(TOUR_SORTS, params.get('sort')) ?? preset.defaultSort,
    page: intIn(params.get('page'), 1, 10_000, 1),
  };
}

/** The shortest URL query for a set of filters: default values are left out. */
export function filtersToSearchParams(filters: ListingFilters, preset: ListingPreset): URLSearchParams {
  const params = narrowingParams({ ...filters, q: filters.q.trim() });
  if (filters.sort !== preset.defaultSort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The search text and the filters that narrow the list, leaving out those at their widest. */
function narrowingParams(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const key of ['location', 'category', 'touristType', 'difficulty'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.maxPrice < PRICE_RANGE_MAX_DOLLARS) params.set('maxPrice', String(filters.maxPrice));
  if (filters.maxDuration < DURATION_RANGE_MAX_HOURS) params.set('maxDuration', String(filters.maxDuration));
  if (filters.availableOn) params.set('availableOn', filters.availableOn);
  return params;
}

export function listingHref(preset: ListingPreset, filters: ListingFilters): string {
  return withQuery(preset.path, filtersToSearchParams(filters, preset));
}

/** True when any filter the visitor can reset is narrowing the list. */
export function hasActiveFilters(filters: ListingFilters): boolean {
  return Boolean(
    filters.q ||
      filters.location ||
      filters.category ||
      filters.touristType ||
      filters.difficulty ||
      filters.maxPrice < PRICE_RANGE_MAX_DOLLARS ||
      filters.maxDuration < DURATION_RANGE_MAX_HOURS ||
      filters.availableOn,
  );
}

/** The API call for a listing view: the search endpoint when there is search text. */
export function apiPathFor(filters: ListingFilters, preset: ListingPreset): string {
  const params = narrowingParams(filters);
  for (const [key, value] of Object.entries(preset.query)) params.set(key, value);
  if (filters.sort !== 'recommended') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  params.set('limit', String(DEFAULT_PAGE_LIMIT));
  return `${filters.q ? '/api/tours/search' : '/api/tours'}?${params.toString()}`;
}
