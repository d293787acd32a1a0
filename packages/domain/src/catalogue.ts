import { m } from './i18n/index.ts';

/** The fixed option lists of the public tour listing (spec section 9, "Listing options"). */

/**
 * An option whose name is a message, read in the page's language each time it is asked for (a name
 * copied at module load would stay English; decision 029).
 */
function option<const S extends string>(slug: S, name: () => string) {
  return {
    slug,
    get name() {
      return name();
    },
  };
}

/** The regions: place names stay as they are, the districts are named in the reader's language. */
export const LOCATIONS = [
  { slug: 'ambergris-caye', name: 'Ambergris Caye' },
  option('cayo-district', m.translation_region_cayo_district),
  { slug: 'orange-walk', name: 'Orange Walk' },
  option('belize-district', m.translation_region_belize_district),
  { slug: 'placencia', name: 'Placencia' },
] as const;
export type LocationSlug = (typeof LOCATIONS)[number]['slug'];
export const LOCATION_SLUGS = LOCATIONS.map((l) => l.slug) as [LocationSlug, ...LocationSlug[]];

/** A region's name in the reader's language, from its id; the stored name for an unknown id. */
export function regionName(id: string, stored: string): string {
  return nameOf(LOCATIONS, id) ?? stored;
}

/**
 * One category list for the whole product (docs/decisions/002-one-category-list.md): the listing's
 * five categories plus the two the merchant form adds.
 */
export const CATEGORIES = [
  option('water-activities', m.tours_category_water_activities),
  option('cave-exploration', m.tours_category_cave_exploration),
  option('cultural', m.tours_category_cultural),
  option('air-tour', m.tours_category_air_tour),
  option('adventure', m.tours_category_adventure),
  option('nature-wildlife', m.tours_category_nature_wildlife),
  option('food-cuisine', m.tours_category_food_cuisine),
] as const;
export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];

export const TOURIST_TYPES = [
  option('relaxed', m.tours_tourist_type_relaxed),
  option('adventurous', m.tours_tourist_type_adventurous),
] as const;
export type TouristType = (typeof TOURIST_TYPES)[number]['slug'];
export const TOURIST_TYPE_SLUGS = TOURIST_TYPES.map((t) => t.slug) as [TouristType, ...TouristType[]];

export const DIFFICULTIES = [
  option('easy', m.tours_difficulty_easy),
  option('moderate', m.tours_difficulty_moderate),
  option('strenuous', m.tours_difficulty_strenuous),
] as const;
export type Difficulty = (typeof DIFFICULTIES)[number]['slug'];
export const DIFFICULTY_SLUGS = DIFFICULTIES.map((d) => d.slug) as [Difficulty, ...Difficulty[]];

export const TOUR_SORTS = [
  option('recommended', m.tours_sort_recommended),
  option('price-asc', m.tours_sort_price_asc),
  option('price-desc', m.tours_sort_price_desc),
  option('rating', m.tours_sort_rating),
  option('duration-asc', m.tours_sort_duration_asc),
  option('duration-desc', m.tours_sort_duration_desc),
] as const;
export type TourSort = (typeof TOUR_SORTS)[number]['slug'];
export const TOUR_SORT_SLUGS = TOUR_SORTS.map((s) => s.slug) as [TourSort, ...TourSort[]];

export const REVIEW_SORTS = [
  option('recent', m.tours_review_sort_recent),
  option('highest', m.tours_review_sort_highest),
  option('lowest', m.tours_review_sort_lowest),
] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number]['slug'];
export const REVIEW_SORT_SLUGS = REVIEW_SORTS.map((s) => s.slug) as [ReviewSort, ...ReviewSort[]];

export const PRICE_RANGE_MAX_DOLLARS = 500;
export const DURATION_RANGE_MAX_HOURS = 10;
export const DEFAULT_PAGE_LIMIT = 10;
export const MAX_PAGE_LIMIT = 50;
export const REVIEWS_PAGE_SIZE = 3;
export const BOOKABLE_DAYS_AHEAD = 60;
export const MAX_ADULTS = 10;
export const MAX_CHILDREN = 10;
/** "Top Rated" badge threshold; rated tours need a few reviews before the badge means anything. */
export const TOP_RATED_MIN_RATING = 4.8;
export const TOP_RATED_MIN_REVIEWS = 5;
/** A departure with this many seats or fewer left says "Only N spots left!". */
export const FEW_SPOTS_LEFT = 3;

/** Card defaults when data are missing (spec section 9). */
export const CARD_DEFAULTS = {
  rating: 4.5,
  reviewCount: 0,
  difficulty: 'easy',
  category: 'water-activities',
  touristType: 'relaxed',
  location: 'Location N/A',
  image: '/images/tour-placeholder.svg',
} as const;

export function nameOf<T extends { slug: string; name: string }>(
  list: readonly T[],
  slug: string | null | undefined,
) {
  return list.find((item) => item.slug === slug)?.name;
}

/**
 * A tour's length as travellers read it, in the page's language: "1 hour", "2.5 hours" up to a day;
 * longer trips in days and nights ("3 days, 2 nights" for a 56-hour expedition).
 */
export function formatDuration(hours: number): string {
  if (hours < 24) return m.tours_duration_hours({ count: Math.round(hours * 10) / 10 });
  const days = Math.ceil(hours / 24 - 1e-9);
  const nights = days - 1;
  return nights === 0 ? m.tours_duration_days({ days }) : m.tours_duration_days_nights({ days, nights });
}
