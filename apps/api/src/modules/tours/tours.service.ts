import {
  type AvailabilityDay,
  type AvailabilityResponse,
  addDays,
  adultPriceOn,
  availabilityStatus,
  BOOKABLE_DAYS_AHEAD,
  BOOKED_RECENTLY_DAYS,
  belizeTimeNow,
  belizeToday,
  bookedRecentlyShown,
  CATEGORY_SLUGS,
  type CategorySlug,
  type ContentLanguage,
  cancellationPolicyText,
  commissionPercentFor,
  coordinatesOf,
  DURATION_RANGE_MAX_HOURS,
  departuresOn,
  describeWeekdays,
  dollarsToCents,
  guestTypeRule,
  guestUnitCents,
  hasFreeCancellation,
  inLanguage,
  likelyToSellOut,
  merchantNetCents,
  PRICE_RANGE_MAX_DOLLARS,
  REVIEWS_PAGE_SIZE,
  type Review,
  type ReviewListQuery,
  type ReviewListResponse,
  ratingBreakdown,
  regionName,
  SEARCH_COUNT_CAP,
  SELL_OUT_WINDOW_DAYS,
  scheduleTimes,
  type TourDetail,
  type TourListItem,
  type TourListQuery,
  type TourListResponse,
  type TourSignals,
  type TourSuggestQuery,
  type TourSuggestResponse,
  tourDetailSchema,
  tourGuestTypes,
  tourListResponseSchema,
  weekdayOf,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { withinTimeBudget } from '../../db/time-budget.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { EncodedJson } from '../../lib/encoded-json.ts';
import { withLocale } from '../../lib/locale.ts';
import { cached } from '../../lib/versioned-cache.ts';
import { sharedSeatsLeft } from '../resources/resources.service.ts';
import { catalogueCache } from './catalogue-cache.ts';
import { readContentVersion } from './content-version.repository.ts';
import {
  editVariants,
  searchTerms,
  searchWords,
  suggestionWords,
  synonymsOf,
  tsqueryText,
} from './search-text.ts';
import * as searchRepo from './tour-search.repository.ts';
import * as repo from './tours.repository.ts';

const TOUR_NOT_FOUND = () => notFound('TOUR_NOT_FOUND', m.errors_tour_not_found());

/**
 * The catalogue's content version (decision 011): what other modules key their caches of public
 * answers by, so an approval or an edit shows on the next request on every instance.
 */
export const catalogueVersion = (db: Db) => readContentVersion(db);

/**
 * A page of public tours, or of a search's results, as the response's JSON. Whole responses are
 * cached serialised per content version (one tiny query per request while nothing changes, and no
 * re-serialising); a miss runs the page query and, unless the same filters were counted at this
 * version, the count.
 */
export async function listToursJson(
  db: Db,
  query: TourListQuery,
  search?: string,
  language: ContentLanguage = 'en',
  now: Date = new Date(),
): Promise<EncodedJson> {
  if (query.availableOn !== undefined) {
    // Seats change with every booking, which the content version does not follow: not cached.
    const version = await readContentVersion(db);
    return new EncodedJson(
      JSON.stringify(
        tourListResponseSchema.parse(await listTours(db, query, version, search, language, now)),
      ),
    );
  }
  const cache = catalogueCache(db);
  const version = await readContentVersion(db);
  return cached(
    cache.lists,
    JSON.stringify([query, search ?? null, ...(language === 'en' ? [] : [language])]),
    version,
    async () =>
      new EncodedJson(
        JSON.stringify(tourListResponseSchema.parse(await listTours(db, query, version, search, language))),
      ),
  );
}

async function listTours(
  db: Db,
  query: TourListQuery,
  version: number,
  search?: string,
  language: ContentLanguage = 'en',
  now: Date = new Date(),
): Promise<TourListResponse> {
  const item = (row: repo.TourListRow) => toListItem(row, language);
  const filters: repo.TourListFilters = {
    query,
    availableOn: query.availableOn === undefined ? undefined : availableOnFilter(query.availableOn, now),
    maxPriceCents:
      query.maxPrice === undefined || query.maxPrice >= PRICE_RANGE_MAX_DOLLARS
        ? undefined
        : dollarsToCents(query.maxPrice),
    maxDurationHours:
      query.maxDuration === undefined || query.maxDuration >= DURATION_RANGE_MAX_HOURS
        ? undefined
        : query.maxDuration,
  };
  const { page: _page, limit: _limit, sort: _sort, ...filterKey } = query;
  if (search !== undefined) {
    const tsquery = await searchTsquery(db, search);
    if (tsquery === null) return listResponse(query, [], 0);
    const searchFilters = { ...filters, tsquery };
    const countKey = JSON.stringify(['search', filterKey, tsquery]);
    const counts = catalogueCache(db).counts;
    const count = () => repo.countSearchMatches(db, searchFilters, SEARCH_COUNT_CAP);
    const countCached = () => (filters.availableOn ? count() : cached(counts, countKey, version, count));
    if (query.sort === 'recommended') {
      // A first pages' search counts its matches in the same statement, unless the count is known.
      const known = filters.availableOn ? undefined : counts.get(countKey, version);
      const found = await repo.searchPublicTourIds(
        db,
        searchFilters,
        known === undefined ? SEARCH_COUNT_CAP : undefined,
      );
      if (found.total !== undefined && !filters.availableOn) counts.set(countKey, version, found.total);
      const [rows, matches] = await Promise.all([
        publicToursInOrder(db, found.ids),
        known ?? found.total ?? countCached(),
      ]);
      return searchResponse(query, rows.map(item), matches);
    }
    const [rows, matches] = await Promise.all([repo.listPublicTours(db, searchFilters), countCached()]);
    return searchResponse(query, rows.map(item), matches);
  }
  const countKey = JSON.stringify([filterKey, null]);
  const [rows, total] = await Promise.all([
    repo.listPublicTours(db, filters),
    filters.availableOn
      ? repo.countPublicTours(db, filters)
      : cached(catalogueCache(db).counts, countKey, version, () => repo.countPublicTours(db, filters)),
  ]);
  return listResponse(query, rows.map(item), total);
}

/** A search's page: its count is capped at `SEARCH_COUNT_CAP` (more is "1000+"). */
const searchResponse = (query: TourListQuery, items: TourListItem[], matches: number) =>
  listResponse(query, items, Math.min(matches, SEARCH_COUNT_CAP), matches > SEARCH_COUNT_CAP);

/**
 * The text-search query for a search text: every term (a word, or a multi-word synonym) through
 * any of its spellings and synonyms in the catalogue; null when no term has any.
 */
export async function searchTsquery(db: Db, search: string): Promise<string | null> {
  return tsqueryText(await searchOptions(db, searchTerms(searchWords(search))));
}

/** The public tours of `ids` as listing rows, in the order of `ids`. */
export async function publicToursInOrder(db: Db, ids: string[]) {
  const rows = await repo.listPublicToursByIds(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * What each search term may match in the catalogue: its spellings (the word itself, or the
 * catalogue words one edit or a few trigrams away) and the synonyms of those that the catalogue
 * uses (a multi-word synonym only when it has every word). Two look-ups in all.
 */
async function searchOptions(db: Db, terms: string[]): Promise<string[][]> {
  const words = terms.filter((term) => !term.includes(' '));
  const spelt = await searchRepo.catalogueSpellings(db, words, words.map(editVariants));
  const spellings = new Map(words.map((word, i) => [word, spelt[i] ?? []]));
  // Spellings are catalogue words already; a phrase and the synonyms are checked word by word.
  const unchecked = terms.map((term) => [
    ...(spellings.has(term) ? [] : [term]),
    ...synonymsOf(term, spellings.get(term) ?? []),
  ]);
  const known = await searchRepo.knownWords(db, [
    ...new Set(unchecked.flat().flatMap((option) => option.split(' '))),
  ]);
  return terms.map((term, i) => [
    ...(spellings.get(term) ?? []),
    ...unchecked[i]!.filter((option) => option.split(' ').every((word) => known.has(word))),
  ]);
}

/** At most this many of the suggestions are locations. */
const SUGGESTED_LOCATIONS = 2;
/** How many catalogue words the last, partly typed word may be completed to. */
const COMPLETIONS = 5;
/**
 * Each statement of a suggestion's database work may take this long; past it the box gets no
 * suggestions (not cached, so the next keystroke tries again) rather than an error.
 */
export const SUGGESTION_TIME_BUDGET_MS = 500;

/**
 * Suggestions for a search box: the locations with public tours whose name has a word starting
 * with each typed word, then public tours in the recommended order whose title has every typed
 * word, the last one completed from the catalogue's words (or, when no catalogue word starts with
 * it, spelling-corrected like a search word) and the others spelling-corrected with their
 * synonyms. The work is bounded: the words as for a search (`suggestionWords`), and the database
 * time by `SUGGESTION_TIME_BUDGET_MS`. Cached per content version like the listing.
 */
export async function suggestTours(
  db: Db,
  query: TourSuggestQuery,
  language: ContentLanguage = 'en',
): Promise<TourSuggestResponse> {
  const words = suggestionWords(query.q);
  if (words.length === 0) return { suggestions: [] };
  const version = await readContentVersion(db);
  const key = JSON.stringify([words, query.limit, ...(language === 'en' ? [] : [language])]);
  const cache = catalogueCache(db).suggestions;
  const hit = cache.get(key, version);
  if (hit !== undefined) return hit;
  const found = await withinTimeBudget(db, SUGGESTION_TIME_BUDGET_MS, (tx) =>
    findSuggestions(tx, words, query.limit, language),
  );
  if (found === undefined) return { suggestions: [] };
  cache.set(key, version, found);
  return found;
}

async function findSuggestions(
  db: Db,
  words: string[],
  limit: number,
  language: ContentLanguage,
): Promise<TourSuggestResponse> {
  const last = words.at(-1)!;
  const head = searchTerms(words.slice(0, -1));
  // One after another: the statements share the transaction's connection.
  const headOptions = await searchOptions(db, head);
  const completions = await searchRepo.vocabularyCompletions(db, last, COMPLETIONS);
  const locations = await searchRepo.locationsWithPublicTours(db);
  const lastOptions =
    completions.length > 0
      ? completions
      : ((await searchRepo.catalogueSpellings(db, [last], [editVariants(last)]))[0] ?? []);
  const places = locations
    .filter((location) => {
      const nameWords = searchWords(location.name);
      return words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)));
    })
    .slice(0, SUGGESTED_LOCATIONS)
    .map((location) => ({ kind: 'location' as const, text: location.name, id: location.id }));
  const tsquery = tsqueryText([...headOptions, lastOptions], 'A');
  const titles =
    tsquery === null || places.length >= limit
      ? []
      : await searchRepo.matchingTourTitles(db, tsquery, limit - places.length);
  return {
    suggestions: [
      ...places,
      ...titles.map((tour) => ({
        kind: 'tour' as const,
        text: (language === 'es' && tour.title_es) || tour.title,
        id: tour.id,
      })),
    ],
  };
}

/** The "available on" day, which must be within the bookable window (as the availability's range). */
function availableOnFilter(date: string, now: Date): NonNullable<repo.TourListFilters['availableOn']> {
  const today = belizeToday(now);
  const lastDay = addDays(today, BOOKABLE_DAYS_AHEAD - 1);
  if (date < today || date > lastDay) {
    throw badRequest(`availableOn must be between ${today} and ${lastDay}`, [
      { field: 'availableOn', message: m.errors_must_be_between({ from: today, to: lastDay }) },
    ]);
  }
  return { date, weekday: weekdayOf(date), today: date === today, nowTime: belizeTimeNow(now) };
}

function listResponse(
  query: TourListQuery,
  tours: TourListItem[],
  total: number,
  totalCapped = false,
): TourListResponse {
  return {
    tours,
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      pages: Math.ceil(total / query.limit),
      ...(totalCapped ? { totalCapped } : {}),
    },
  };
}

/**
 * A tour's operator-written texts in the answer's language (decision 029): the Spanish where written,
 * else the English, with `untranslated` naming the English ones on a Spanish answer only (an English
 * answer is as it always was).
 */
function texts<
  T extends Record<string, { en: string; es: string | null }>,
  L extends Record<string, { en: string[]; es: string[] | null }>,
>(language: ContentLanguage, fields: T, lists?: L) {
  const { values, untranslated } = inLanguage(language, fields, lists);
  return { values, extra: language === 'es' ? { untranslated } : {} };
}

function toListItem(row: repo.TourListRow, language: ContentLanguage = 'en'): TourListItem {
  const { values, extra } = texts(language, {
    title: { en: row.title, es: row.titleEs },
    description: { en: row.description, es: row.descriptionEs },
  });
  return {
    id: row.id,
    merchant_id: row.merchantId,
    location_id: row.locationId,
    title: values.title,
    description: values.description,
    duration_hours: row.durationHours,
    difficulty: row.difficulty,
    standard_price: row.standardPriceCents,
    merchant_net_rate: merchantNetCents(
      row.sellingPriceCents,
      commissionPercentFor({
        platformPercent: row.platformCommissionPercent,
        merchantPercent: row.merchantCommissionPercent,
      }),
    ),
    platform_selling_price: row.sellingPriceCents,
    min_group_size: row.minGroupSize,
    max_group_size: row.maxGroupSize,
    schedule_type: row.scheduleType,
    schedule_details: describeWeekdays(row.scheduleDays),
    admin_approved: row.adminApproved,
    active: row.active,
    featured: row.featured,
    photos: row.photos,
    thumbnail: row.thumbnail,
    rating: row.ratingAverage,
    reviewCount: row.reviewCount,
    category: asCategory(row.category),
    touristType: row.touristType,
    merchant: { id: row.merchantId, business_name: row.businessName },
    location: { id: row.locationId, name: regionName(row.locationId, row.locationName) },
    cancellation_tiers: row.cancellationTiers,
    freeCancellation: hasFreeCancellation(row.cancellationTiers),
    ...extra,
  };
}

function asCategory(value: string): CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(value) ? (value as CategorySlug) : 'water-activities';
}

/**
 * One published tour as the response's JSON in the answer's language, cached per content version
 * like the listing.
 */
export async function getTourJson(
  db: Db,
  id: string,
  language: ContentLanguage = 'en',
): Promise<EncodedJson> {
  const cache = catalogueCache(db);
  const version = await readContentVersion(db);
  const key = language === 'en' ? id : `${id}:${language}`;
  const hit = cache.details.get(key, version);
  if (hit !== undefined) return hit;
  const found = await repo.findPublicTour(db, id);
  if (!found) throw TOUR_NOT_FOUND();
  const { merchant } = found;
  const [photos, merchantScore, firstReviews, stars] = await Promise.all([
    repo.listTourPhotos(db, id),
    cached(cache.merchantScores, merchant.id, version, () => repo.merchantRating(db, merchant.id)),
    repo.listReviews(db, id, 'recent', 1, REVIEWS_PAGE_SIZE),
    repo.ratingCounts(db, id),
  ]);
  const json = new EncodedJson(
    JSON.stringify(
      tourDetailSchema.parse(tourDetail(found, photos, merchantScore, firstReviews.rows, stars, language)),
    ),
  );
  cache.details.set(key, version, json);
  return json;
}

function tourDetail(
  { tour, merchant, locationName }: NonNullable<Awaited<ReturnType<typeof repo.findPublicTour>>>,
  photos: Awaited<ReturnType<typeof repo.listTourPhotos>>,
  merchantScore: { reviews: number; rating: number | null },
  reviews: Parameters<typeof toReview>[0][],
  stars: { rating: number; count: number }[],
  language: ContentLanguage,
): TourDetail {
  const { values, extra } = texts(
    language,
    {
      title: { en: tour.title, es: tour.titleEs },
      description: { en: tour.description, es: tour.descriptionEs },
      meetingPoint: { en: tour.meetingPoint, es: tour.meetingPointEs },
      transport: { en: tour.transport, es: tour.transportEs },
      safetyInfo: { en: tour.safetyInfo, es: tour.safetyInfoEs },
    },
    {
      itinerary: { en: tour.itinerary, es: tour.itineraryEs },
      inclusions: { en: tour.inclusions, es: tour.inclusionsEs },
      exclusions: { en: tour.exclusions, es: tour.exclusionsEs },
      bringItems: { en: tour.bringItems, es: tour.bringItemsEs },
    },
  );
  return {
    id: tour.id,
    title: values.title,
    location: regionName(tour.locationId, locationName),
    locationId: tour.locationId,
    price: tour.sellingPriceCents,
    originalPrice: tour.standardPriceCents > tour.sellingPriceCents ? tour.standardPriceCents : null,
    parkFee:
      tour.parkFeeAdultCents > 0 || tour.parkFeeChildCents > 0
        ? { adult: tour.parkFeeAdultCents, child: tour.parkFeeChildCents, payment: tour.parkFeePayment }
        : null,
    images: photos.map((p) => ({ url: p.url, thumbnailUrl: p.thumbnailUrl, alt: p.altText || values.title })),
    rating: tour.ratingAverage,
    reviewCount: tour.reviewCount,
    duration: tour.durationHours,
    difficulty: tour.difficulty,
    category: asCategory(tour.category),
    touristType: tour.touristType,
    featured: tour.featured,
    description: values.description,
    itinerary: values.itinerary,
    inclusions: values.inclusions,
    exclusions: values.exclusions,
    bringItems: values.bringItems,
    meetingPoint: values.meetingPoint,
    meetingPointCoordinates: coordinatesOf(tour.meetingPointLat, tour.meetingPointLng),
    startTime: tour.startTime,
    startTimes: scheduleTimes(tour),
    schedule: describeWeekdays(tour.scheduleDays),
    departureTimes: tour.departureTimes,
    seasons: tour.seasons.map((s) => ({
      name: s.name,
      from: s.from,
      to: s.to,
      times: s.times,
      price: s.price_cents,
    })),
    guestTypes: tourGuestTypes(tour.guestTypes).map((g) => ({
      type: g.type,
      percent: g.percent,
      price: guestUnitCents(tour.sellingPriceCents, g.percent),
      minAge: g.min_age,
      maxAge: g.max_age,
      takesSeat: g.takes_seat,
      rule: guestTypeRule(g),
    })),
    pickup: {
      mode: tour.pickupMode,
      zones: tour.pickupZones.map((z) => ({
        id: z.id,
        name: z.name,
        minutesBefore: z.minutes_before,
        fee: z.fee_cents,
      })),
    },
    transport: values.transport,
    safetyInfo: values.safetyInfo,
    groupSize: { min: tour.minGroupSize, max: tour.maxGroupSize },
    languages: tour.languages,
    cancellationPolicy: withLocale(language, () => cancellationPolicyText(tour.cancellationTiers)),
    cancellation_tiers: tour.cancellationTiers,
    freeCancellation: hasFreeCancellation(tour.cancellationTiers),
    // Every booking sold here is confirmed when its payment succeeds (no operator approval step) and
    // its ticket is a QR code on the phone (docs/decisions/042-tour-signals.md).
    instantConfirmation: true,
    mobileTicket: true,
    faq: tour.faq.map((entry) =>
      language === 'es'
        ? { question: entry.question_es || entry.question, answer: entry.answer_es || entry.answer }
        : { question: entry.question, answer: entry.answer },
    ),
    merchant: {
      id: merchant.id,
      name: merchant.businessName,
      logo: merchant.logoUrl,
      rating: merchantScore.rating,
      reviews: merchantScore.reviews,
    },
    ratingBreakdown: ratingBreakdown(stars),
    reviews: reviews.map(toReview),
    ...extra,
  };
}

export function toReview(row: {
  id: string;
  userName: string;
  visitedOn: string;
  rating: number;
  comment: string;
  bookingId: string | null;
  photos: { url: string; thumbnailUrl: string }[];
  replyText: string | null;
  repliedAt: Date | null;
}): Review {
  return {
    id: row.id,
    userName: row.userName,
    date: row.visitedOn,
    rating: row.rating,
    comment: row.comment,
    verified: row.bookingId !== null,
    photos: row.photos,
    reply:
      row.replyText !== null && row.repliedAt
        ? { text: row.replyText, at: row.repliedAt.toISOString() }
        : null,
  };
}

/** The public tours among `ids` as catalogue cards, in the order of `ids` (unpublished ones left out). */
export async function publicTourCards(
  db: Db,
  ids: string[],
  language: ContentLanguage = 'en',
): Promise<TourListItem[]> {
  const rows = await repo.listPublicToursByIds(db, ids);
  const byId = new Map(rows.map((row) => [row.id, toListItem(row, language)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Whether a tour is published (saving one needs it). */
export async function isPublicTour(db: Db, id: string) {
  return (await repo.findPublicTour(db, id)) !== undefined;
}

export async function listTourReviews(
  db: Db,
  tourId: string,
  query: ReviewListQuery,
): Promise<ReviewListResponse> {
  if (!(await repo.findPublicTour(db, tourId))) throw TOUR_NOT_FOUND();
  const { rows, total } = await repo.listReviews(db, tourId, query.sort, query.page, query.limit);
  return {
    reviews: rows.map(toReview),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
  };
}

export async function recentReviews(db: Db, limit: number) {
  const rows = await repo.recentPublicReviews(db, limit, 4);
  return {
    reviews: rows.map((r) => ({ ...toReview(r.review), tourId: r.review.tourId, tourTitle: r.tourTitle })),
  };
}

/**
 * The signals that move with every booking, read apart from the cached tour (bookings do not bump
 * the content version): paid bookings of the last 30 days and whether the open departures of the
 * next 7 days are at least 80% paid for (docs/decisions/042-tour-signals.md).
 */
export async function getTourSignals(db: Db, tourId: string, now: Date = new Date()): Promise<TourSignals> {
  const found = await repo.findPublicTour(db, tourId);
  if (!found) throw TOUR_NOT_FOUND();
  const { tour } = found;
  const today = belizeToday(now);
  const last = addDays(today, SELL_OUT_WINDOW_DAYS - 1);
  const since = new Date(now.getTime() - BOOKED_RECENTLY_DAYS * 24 * 60 * 60 * 1000);
  const [booked, rows] = await Promise.all([
    repo.countPaidBookingsSince(db, tourId, since),
    repo.departuresWithPaidSeats(db, tourId, today, last),
  ]);
  const existing = new Map(rows.map((d) => [`${d.localDate} ${d.startTime}`, d]));
  const nowTime = belizeTimeNow(now);
  const open: { capacity: number; paidSeats: number }[] = [];
  for (let date = today; date <= last; date = addDays(date, 1)) {
    for (const { time, capacity } of departuresOn(tour, date)) {
      const departure = existing.get(`${date} ${time}`);
      if (departure?.closed || (date === today && nowTime >= time)) continue;
      open.push({ capacity: departure?.capacity ?? capacity, paidSeats: departure?.paidSeats ?? 0 });
    }
  }
  return { bookedRecently: bookedRecentlyShown(booked), likelyToSellOut: likelyToSellOut(open) };
}

/**
 * Seats left per date from the tour's weekly schedule and capacity, less what departures have
 * taken; a departure whose start time has passed today can no longer be booked.
 */
export async function getAvailability(
  db: Db,
  tourId: string,
  range: { from?: string; to?: string },
  now: Date = new Date(),
): Promise<AvailabilityResponse> {
  const today = belizeToday(now);
  const lastDay = addDays(today, BOOKABLE_DAYS_AHEAD - 1);
  const from = range.from ?? today;
  const to = range.to ?? lastDay;
  if (from < today)
    throw badRequest(`from must be today (${today}) or later`, [
      { field: 'from', message: m.errors_must_be_date_or_later({ date: today }) },
    ]);
  if (to > lastDay)
    throw badRequest(`to must be ${lastDay} or earlier`, [
      { field: 'to', message: m.errors_must_be_date_or_earlier({ date: lastDay }) },
    ]);
  if (to < from)
    throw badRequest('to must not be before from', [{ field: 'to', message: m.errors_to_before_from() }]);

  const found = await repo.findPublicTour(db, tourId);
  if (!found) throw TOUR_NOT_FOUND();
  const { tour } = found;
  const booked = new Map(
    (await repo.listDepartures(db, tourId, from, to)).map((d) => [`${d.localDate} ${d.startTime}`, d]),
  );
  const nowTime = belizeTimeNow(now);
  // Seats left on a boat, vehicle or room the tour shares with other tours (decision 043).
  const slots: { localDate: string; startTime: string }[] = [];
  for (let date = from; date <= to; date = addDays(date, 1))
    for (const { time } of departuresOn(tour, date)) slots.push({ localDate: date, startTime: time });
  const shared = await sharedSeatsLeft(db, tourId, slots);

  const dates: AvailabilityDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const planned = departuresOn(tour, date);
    const price = adultPriceOn(
      { priceCents: tour.sellingPriceCents, seasons: tour.seasons, priceRules: tour.priceRules },
      date,
    );
    if (planned.length === 0) {
      dates.push({
        date,
        startTime: tour.startTime,
        price,
        status: 'not-running',
        seatsLeft: 0,
        capacity: 0,
      });
      continue;
    }
    for (const { time, capacity: planCapacity } of planned) {
      const departure = booked.get(`${date} ${time}`);
      const capacity = departure?.capacity ?? planCapacity;
      const closed = (departure?.closed ?? false) || (date === today && nowTime >= time);
      const sharedLeft = shared.get(`${date} ${time}`) ?? Number.POSITIVE_INFINITY;
      const seatsLeft = closed
        ? 0
        : Math.max(0, Math.min(capacity - (departure?.seatsTaken ?? 0), sharedLeft));
      dates.push({
        date,
        startTime: time,
        price,
        status: availabilityStatus({ runs: true, closed, seatsLeft }),
        seatsLeft,
        capacity,
      });
    }
  }
  return { tourId, from, to, dates };
}

/**
 * A tour added as given, with its photos and reviews, without the operator's form or the staff's
 * approval: the demo data set and test fixtures. Operators add tours through merchant-tours.
 */
export async function addTour(
  db: Db,
  values: repo.NewTour,
  extras: {
    photos?: Omit<Parameters<typeof repo.insertTourPhotos>[1][number], 'tourId'>[];
    reviews?: Parameters<typeof repo.insertReviews>[2];
  } = {},
) {
  const tour = await repo.insertTour(db, values);
  await repo.insertTourPhotos(
    db,
    (extras.photos ?? []).map((photo) => ({ ...photo, tourId: tour.id })),
  );
  if (extras.reviews?.length) await repo.insertReviews(db, tour.id, extras.reviews);
  return tour;
}

/** A departure's capacity or closure set as given (demo data, test fixtures). */
export function setDeparture(db: Db, values: Parameters<typeof repo.upsertDeparture>[1]) {
  return repo.upsertDeparture(db, values);
}
