/** The fixed option lists of the public tour listing (spec section 9, "Listing options"). */

export const LOCATIONS = [
  { slug: 'ambergris-caye', name: 'Ambergris Caye' },
  { slug: 'cayo-district', name: 'Cayo District' },
  { slug: 'orange-walk', name: 'Orange Walk' },
  { slug: 'belize-district', name: 'Belize District' },
  { slug: 'placencia', name: 'Placencia' },
] as const;
export type LocationSlug = (typeof LOCATIONS)[number]['slug'];
export const LOCATION_SLUGS = LOCATIONS.map((l) => l.slug) as [LocationSlug, ...LocationSlug[]];

/**
 * One category list for the whole product (docs/decisions/002-one-category-list.md): the listing's
 * five categories plus the two the merchant form adds.
 */
export const CATEGORIES = [
  { slug: 'water-activities', name: 'Water Activities' },
  { slug: 'cave-exploration', name: 'Cave Exploration' },
  { slug: 'cultural', name: 'Cultural' },
  { slug: 'air-tour', name: 'Air Tour' },
  { slug: 'adventure', name: 'Adventure' },
  { slug: 'nature-wildlife', name: 'Nature & Wildlife' },
  { slug: 'food-cuisine', name: 'Food & Cuisine' },
] as const;
export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];

export const TOURIST_TYPES = [
  { slug: 'relaxed', name: 'Relaxed' },
  { slug: 'adventurous', name: 'Adventurous' },
] as const;
export type TouristType = (typeof TOURIST_TYPES)[number]['slug'];
export const TOURIST_TYPE_SLUGS = TOURIST_TYPES.map((t) => t.slug) as [TouristType, ...TouristType[]];

export const DIFFICULTIES = [
  { slug: 'easy', name: 'Easy' },
  { slug: 'moderate', name: 'Moderate' },
  { slug: 'strenuous', name: 'Strenuous' },
] as const;
export type Difficulty = (typeof DIFFICULTIES)[number]['slug'];
export const DIFFICULTY_SLUGS = DIFFICULTIES.map((d) => d.slug) as [Difficulty, ...Difficulty[]];

export const TOUR_SORTS = [
  { slug: 'recommended', name: 'Recommended' },
  { slug: 'price-asc', name: 'Price: Low to High' },
  { slug: 'price-desc', name: 'Price: High to Low' },
  { slug: 'rating', name: 'Highest Rated' },
  { slug: 'duration-asc', name: 'Duration: Shortest First' },
  { slug: 'duration-desc', name: 'Duration: Longest First' },
] as const;
export type TourSort = (typeof TOUR_SORTS)[number]['slug'];
export const TOUR_SORT_SLUGS = TOUR_SORTS.map((s) => s.slug) as [TourSort, ...TourSort[]];

export const REVIEW_SORTS = [
  { slug: 'recent', name: 'Most Recent' },
  { slug: 'highest', name: 'Highest Rating' },
  { slug: 'lowest', name: 'Lowest Rating' },
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
 * A tour's length as travellers read it: "1 hour", "2.5 hours" up to a day; longer trips in days and
 * nights ("3 days, 2 nights" for a 56-hour expedition).
 */
export function formatDuration(hours: number): string {
  if (hours < 24) {
    const rounded = Math.round(hours * 10) / 10;
    return `${rounded} ${rounded === 1 ? 'hour' : 'hours'}`;
  }
  const days = Math.ceil(hours / 24 - 1e-9);
  const nights = days - 1;
  const dayText = `${days} ${days === 1 ? 'day' : 'days'}`;
  return nights === 0 ? dayText : `${dayText}, ${nights} ${nights === 1 ? 'night' : 'nights'}`;
}
