import {
  DAY_TRIP_MIN_HOURS,
  MULTI_DAY_MIN_HOURS,
  PAID_BOOKING_STATUSES,
  type ReviewSort,
  TOP_RATED_MIN_RATING,
  TOP_RATED_MIN_REVIEWS,
  type TourListQuery,
  type TourSort,
} from '@belizepass/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  lte,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  departures,
  locations,
  merchants,
  reviewPhotos,
  reviews,
  tourPhotos,
  tours,
} from '../../db/schema/index.ts';
import { platformCommissionPercentColumn } from '../settings/settings.repository.ts';
import { bilingualTsquery } from './tour-search.repository.ts';

/**
 * Only approved, active tours of approved, active merchants are public. Written without parameters so
 * that the planner matches the partial indexes (`where admin_approved and active`).
 */
const isPublic = sql`${tours.adminApproved} and ${tours.active} and ${merchants.adminApproved} and ${merchants.active}`;

const listColumns = {
  id: tours.id,
  merchantId: tours.merchantId,
  locationId: tours.locationId,
  locationName: locations.name,
  businessName: merchants.businessName,
  merchantCommissionPercent: merchants.commissionPercent,
  platformCommissionPercent: platformCommissionPercentColumn,
  title: tours.title,
  description: tours.description,
  titleEs: tours.titleEs,
  descriptionEs: tours.descriptionEs,
  durationHours: tours.durationHours,
  difficulty: tours.difficulty,
  standardPriceCents: tours.standardPriceCents,
  sellingPriceCents: tours.sellingPriceCents,
  minGroupSize: tours.minGroupSize,
  maxGroupSize: tours.maxGroupSize,
  scheduleType: tours.scheduleType,
  scheduleDays: tours.scheduleDays,
  adminApproved: tours.adminApproved,
  active: tours.active,
  featured: tours.featured,
  ratingAverage: tours.ratingAverage,
  reviewCount: tours.reviewCount,
  category: tours.category,
  touristType: tours.touristType,
  cancellationTiers: tours.cancellationTiers,
  photos: sql<
    string[]
  >`coalesce((select array_agg(${tourPhotos.url} order by ${tourPhotos.displayOrder}) from ${tourPhotos} where ${tourPhotos.tourId} = ${tours.id}), '{}')`,
  thumbnail: sql<
    string | null
  >`(select ${tourPhotos.thumbnailUrl} from ${tourPhotos} where ${tourPhotos.tourId} = ${tours.id} order by ${tourPhotos.isPrimary} desc, ${tourPhotos.displayOrder} limit 1)`,
};
function filterConditions(filters: TourListQuery, maxPriceCents?: number, maxDurationHours?: number): SQL[] {
  const conditions: SQL[] = [isPublic];
  if (filters.location) conditions.push(eq(tours.locationId, filters.location));
  if (filters.category) conditions.push(eq(tours.category, filters.category));
  if (filters.touristType) conditions.push(eq(tours.touristType, filters.touristType));
  if (filters.difficulty) conditions.push(eq(tours.difficulty, filters.difficulty));
  if (maxPriceCents !== undefined) conditions.push(lte(tours.sellingPriceCents, maxPriceCents));
  if (maxDurationHours !== undefined) conditions.push(lte(tours.durationHours, maxDurationHours));
  if (filters.length === 'day-trip') {
    conditions.push(
      gte(tours.durationHours, DAY_TRIP_MIN_HOURS),
      lt(tours.durationHours, MULTI_DAY_MIN_HOURS),
    );
  }
  if (filters.length === 'multi-day') conditions.push(gte(tours.durationHours, MULTI_DAY_MIN_HOURS));
  if (filters.featured !== undefined) conditions.push(eq(tours.featured, filters.featured));
  if (filters.topRated) {
    conditions.push(
      gte(tours.ratingAverage, TOP_RATED_MIN_RATING),
      gte(tours.reviewCount, TOP_RATED_MIN_REVIEWS),
    );
  }
  return conditions;
}

const rating = sql`${tours.ratingAverage} desc nulls last`;
const ORDER: Record<TourSort, SQL[]> = {
  recommended: [sql`${tours.featured} desc`, rating, sql`${tours.reviewCount} desc`],
  'price-asc': [sql`${tours.sellingPriceCents} asc`],
  'price-desc': [sql`${tours.sellingPriceCents} desc`],
  rating: [rating, sql`${tours.reviewCount} desc`],
  'duration-asc': [sql`${tours.durationHours} asc`],
  'duration-desc': [sql`${tours.durationHours} desc`],
};

/**
 * The tour has a departure on `date` with seats: one of the start times of the date's season (or of
 * the weekly pattern) runs that weekday, its departure is not closed or full, and, today, its start
 * time has not passed (`nowTime`, Belize). The rule of `getAvailability`, in SQL; the weekday test on
 * `schedule_days` (every weekday any time runs) comes first so most tours are ruled out by it alone.
 */
function runsWithSeats(on: { date: string; weekday: number; today: boolean; nowTime: string }): SQL {
  const times = sql`coalesce(
    (select s.value -> 'times' from jsonb_array_elements(${tours.seasons}) s
      where s.value ->> 'from' <= ${on.date} and ${on.date} <= s.value ->> 'to'
        and jsonb_typeof(s.value -> 'times') = 'array'
      limit 1),
    ${tours.departureTimes})`;
  return sql`${on.weekday}::smallint = any(${tours.scheduleDays})
    and ${tours.maxGroupSize} > 0
    and exists (
      select 1 from jsonb_array_elements(${times}) t
      where t.value -> 'days' @> to_jsonb(${on.weekday}::int)
        ${on.today ? sql`and t.value ->> 'time' > ${on.nowTime}` : sql``}
        and not exists (
          select 1 from ${departures}
          where ${departures.tourId} = ${tours.id}
            and ${departures.localDate} = ${on.date}
            and ${departures.startTime} = t.value ->> 'time'
            and (${departures.closed} or ${departures.seatsTaken} >= ${departures.capacity})
        )
    )`;
}

export interface TourListFilters {
  query: TourListQuery;
  /** The "available on" day with what it needs to know about now. */
  availableOn?: { date: string; weekday: number; today: boolean; nowTime: string };
  /** Undefined when the price filter is at "no upper limit". */
  maxPriceCents?: number;
  maxDurationHours?: number;
  /**
   * A text-search query (tsquery syntax, matched in English and Spanish: `bilingualTsquery`) over
   * the tours' weighted search vectors; results are ranked by relevance when the sort is "recommended".
   */
  tsquery?: string;
}

/** The tours' search vector (title A, location B, description C), kept by a trigger (migration 0010). */
const searchVector = sql`${tours}.search_vector`;

function whereOf(filters: TourListFilters) {
  const conditions = filterConditions(filters.query, filters.maxPriceCents, filters.maxDurationHours);
  if (filters.availableOn) conditions.push(runsWithSeats(filters.availableOn));
  if (filters.tsquery !== undefined) {
    conditions.push(sql`${searchVector} @@ ${bilingualTsquery(filters.tsquery)}`);
  }
  return and(...conditions);
}

/** One page of public tours in the chosen order (page 1 of each order is an index scan). */
export async function listPublicTours(db: Db, filters: TourListFilters) {
  const { query, tsquery } = filters;
  // The query is parsed once (an init plan) rather than once per ranked row.
  const order =
    query.sort === 'recommended' && tsquery !== undefined
      ? [sql`ts_rank_cd(${searchVector}, (select ${bilingualTsquery(tsquery)})) desc`, ...ORDER.recommended]
      : ORDER[query.sort];
  return db
    .select(listColumns)
    .from(tours)
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .innerJoin(locations, eq(locations.id, tours.locationId))
    .where(whereOf(filters))
    .orderBy(...order, asc(tours.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

/**
 * How many of a search's matches, the first in the recommended order, are ranked by relevance: the
 * rest follow in the recommended order. Ranking reads each candidate's search vector, so this caps
 * the work of a search that matches tens of thousands of tours.
 */
export const SEARCH_RANK_POOL = 200;

/** The recommended order over the narrow search table `s` (its index `tour_search_public_recommended_idx`). */
const searchStaticOrder = sql.raw(
  's.featured desc, s.rating_average desc nulls last, s.review_count desc, s.tour_id',
);

/**
 * The public tours matching a search, with the other filters, from the narrow search table `s`
 * (tour id, public flag, recommended-order keys and search vector); the tours and merchants rows
 * are joined only when a filter needs them.
 */
function searchMatches(filters: TourListFilters & { tsquery: string }): SQL {
  const match = sql`s.is_public and s.search_vector @@ ${bilingualTsquery(filters.tsquery)}`;
  const { query } = filters;
  const filtered =
    filters.availableOn !== undefined ||
    filters.maxPriceCents !== undefined ||
    filters.maxDurationHours !== undefined ||
    query.location !== undefined ||
    query.category !== undefined ||
    query.touristType !== undefined ||
    query.difficulty !== undefined ||
    query.length !== undefined ||
    query.featured !== undefined ||
    query.topRated === true;
  const keys = sql.raw('s.tour_id, s.featured, s.rating_average, s.review_count');
  if (!filtered) return sql`select ${keys} from tour_search s where ${match}`;
  const { tsquery: _tsquery, ...rest } = filters;
  return sql`select ${keys} from tour_search s
    join ${tours} on ${tours.id} = s.tour_id
    join ${merchants} on ${merchants.id} = ${tours.merchantId}
    where ${match} and ${whereOf(rest)}`;
}

/**
 * The ids of one page of a search's results in the recommended order: the first
 * `SEARCH_RANK_POOL` matches by the recommended order, ranked by relevance (`ts_rank_cd`, the
 * query parsed once), then the other matches in the recommended order. With `countCap`, a
 * non-empty page within the ranked pool also counts the matches up to `countCap` + 1 from the
 * matches it has found already (`total`), so the search's index is not read a second time.
 */
export async function searchPublicTourIds(
  db: Db,
  filters: TourListFilters & { tsquery: string },
  countCap?: number,
): Promise<{ ids: string[]; total?: number }> {
  const { limit, page } = filters.query;
  const offset = (page - 1) * limit;
  const ids: string[] = [];
  let total: number | undefined;
  if (offset < SEARCH_RANK_POOL) {
    // The matches are found first (materialized: the GIN index, work in proportion to the matches
    // in the narrow table) and only then ordered: a walk of the recommended-order index filtering
    // every row is far slower for a search matching 1% of the catalogue, and the planner's
    // estimates for OR groups of synonyms do not tell the two apart.
    const counted =
      countCap === undefined
        ? sql`null::int`
        : sql`(select count(*)::int from (select 1 from matches limit ${countCap + 1}) c)`;
    const ranked = await db.execute<{ id: string; total: number | null }>(sql`
      with matches as materialized (${searchMatches(filters)})
      select s.tour_id::text as id, ${counted} as total from (
        select * from matches s order by ${searchStaticOrder} limit ${SEARCH_RANK_POOL}
      ) s
      join tour_search v on v.tour_id = s.tour_id
      order by ts_rank_cd(v.search_vector, (select ${bilingualTsquery(filters.tsquery)})) desc,
        ${searchStaticOrder}
      limit ${limit} offset ${offset}`);
    ids.push(...ranked.rows.map((row) => row.id));
    total = ranked.rows[0]?.total ?? undefined;
  }
  const tailLimit = offset + limit - Math.max(offset, SEARCH_RANK_POOL);
  if (ids.length === limit || tailLimit <= 0) return { ids, total };
  if (offset < SEARCH_RANK_POOL && ids.length < SEARCH_RANK_POOL - offset) return { ids, total };
  const tail = await db.execute<{ id: string }>(sql`
    with matches as materialized (${searchMatches(filters)})
    select s.tour_id::text as id from matches s
    order by ${searchStaticOrder}
    limit ${tailLimit} offset ${Math.max(offset, SEARCH_RANK_POOL)}`);
  return { ids: [...ids, ...tail.rows.map((row) => row.id)], total };
}

/**
 * How many public tours match a search, counted up to `cap` + 1 (the count reads at most that many
 * rows of the narrow search table).
 */
export async function countSearchMatches(
  db: Db,
  filters: TourListFilters & { tsquery: string },
  cap: number,
): Promise<number> {
  const result = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from (${searchMatches(filters)} limit ${cap + 1}) s`);
  return result.rows[0]?.total ?? 0;
}

/** The public tours among `ids` as listing rows (in no particular order). */
export async function listPublicToursByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select(listColumns)
    .from(tours)
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .innerJoin(locations, eq(locations.id, tours.locationId))
    .where(and(isPublic, inArray(tours.id, ids)));
}

/** How many public tours match; without filters an index-only scan of a narrow partial index. */
export async function countPublicTours(db: Db, filters: TourListFilters) {
  const [row] = await db
    .select({ total: count() })
    .from(tours)
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .where(whereOf(filters));
  return row?.total ?? 0;
}

/** Every column of a tour but the lower-cased search copy of its texts. */
const { searchDocument: _searchDocument, ...tourColumns } = getTableColumns(tours);

export async function findPublicTour(db: Db, id: string) {
  const [row] = await db
    .select({
      tour: tourColumns,
      locationName: locations.name,
      merchant: {
        id: merchants.id,
        businessName: merchants.businessName,
        logoUrl: merchants.logoUrl,
      },
    })
    .from(tours)
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .innerJoin(locations, eq(locations.id, tours.locationId))
    .where(and(eq(tours.id, id), isPublic));
  return row;
}

export async function listTourPhotos(db: Db, tourId: string) {
  return db
    .select()
    .from(tourPhotos)
    .where(eq(tourPhotos.tourId, tourId))
    .orderBy(desc(tourPhotos.isPrimary), asc(tourPhotos.displayOrder));
}

/** Review count and average over all public tours of a merchant. */
export async function merchantRating(db: Db, merchantId: string) {
  const [row] = await db
    .select({
      reviews: sql<number>`coalesce(sum(${tours.reviewCount}), 0)::int`,
      rating: sql<
        number | null
      >`round(sum(${tours.ratingAverage} * ${tours.reviewCount}) / nullif(sum(${tours.reviewCount}), 0), 2)::float8`,
    })
    .from(tours)
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .where(and(eq(tours.merchantId, merchantId), isPublic));
  return { reviews: row?.reviews ?? 0, rating: row?.rating ?? null };
}

const REVIEW_ORDER: Record<ReviewSort, SQL[]> = {
  recent: [desc(reviews.visitedOn), desc(reviews.createdAt)],
  highest: [desc(reviews.rating), desc(reviews.visitedOn)],
  lowest: [asc(reviews.rating), desc(reviews.visitedOn)],
};

/**
 * A review with its photos (in order) as one JSON array. The outer id is written qualified: in a
 * one-table select a column renders unqualified and would bind to the photo's own id.
 */
export const reviewColumns = {
  ...getTableColumns(reviews),
  photos: sql<
    { url: string; thumbnailUrl: string }[]
  >`coalesce((select json_agg(json_build_object('url', ${reviewPhotos.url}, 'thumbnailUrl', ${reviewPhotos.thumbnailUrl}) order by ${reviewPhotos.position}) from ${reviewPhotos} where ${reviewPhotos.reviewId} = "reviews"."id"), '[]'::json)`,
};

export async function listReviews(db: Db, tourId: string, sort: ReviewSort, page: number, limit: number) {
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .where(eq(reviews.tourId, tourId))
    .orderBy(...REVIEW_ORDER[sort], asc(reviews.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [totalRow] = await db.select({ total: count() }).from(reviews).where(eq(reviews.tourId, tourId));
  return { rows, total: totalRow?.total ?? 0 };
}

export async function recentPublicReviews(db: Db, limit: number, minRating: number) {
  return db
    .select({ review: reviewColumns, tourTitle: tours.title })
    .from(reviews)
    .innerJoin(tours, eq(tours.id, reviews.tourId))
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .where(and(isPublic, gte(reviews.rating, minRating)))
    .orderBy(desc(reviews.visitedOn), asc(reviews.id))
    .limit(limit);
}

/** How many reviews of the tour gave each number of stars (only the numbers given). */
export async function ratingCounts(db: Db, tourId: string) {
  return db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(eq(reviews.tourId, tourId))
    .groupBy(reviews.rating);
}

/** The tour's paid bookings made since `since` (an index-only count, bookings_tour_paid_created_idx). */
export async function countPaidBookingsSince(db: Db, tourId: string, since: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.tourId, tourId),
        // Paid (confirmed, completed, no-show), as the index's predicate says it.
        notInArray(bookings.status, ['pending', 'cancelled']),
        gte(bookings.createdAt, since),
      ),
    );
  return row?.total ?? 0;
}

/** The tour's departures from `from` to `to` with the seats their paid bookings take. */
export async function departuresWithPaidSeats(db: Db, tourId: string, from: string, to: string) {
  return db
    .select({
      localDate: departures.localDate,
      startTime: departures.startTime,
      capacity: departures.capacity,
      closed: departures.closed,
      paidSeats: sql<number>`coalesce(sum(${bookings.seats}) filter (where ${inArray(bookings.status, [...PAID_BOOKING_STATUSES])}), 0)::int`,
    })
    .from(departures)
    .leftJoin(bookings, eq(bookings.departureId, departures.id))
    .where(and(eq(departures.tourId, tourId), gte(departures.localDate, from), lte(departures.localDate, to)))
    .groupBy(departures.id);
}

export async function listDepartures(db: Db, tourId: string, from: string, to: string) {
  return db
    .select()
    .from(departures)
    .where(
      and(eq(departures.tourId, tourId), gte(departures.localDate, from), lte(departures.localDate, to)),
    );
}

export type TourListRow = Awaited<ReturnType<typeof listPublicTours>>[number];

export type NewTour = Omit<typeof tours.$inferInsert, 'searchDocument'>;

/** Inserts a tour with the search document its title, location and description make. */
export async function insertTour(db: Db, values: NewTour) {
  const location = await db
    .select({ name: locations.name })
    .from(locations)
    .where(eq(locations.id, values.locationId));
  const searchDocument = [values.title, location[0]?.name ?? '', values.description].join(' ').toLowerCase();
  // A tour given as one start time on its weekdays (fixtures, older clients) departs so.
  const departureTimes = values.departureTimes ?? [
    { time: values.startTime, days: [...values.scheduleDays] },
  ];
  const [row] = await db
    .insert(tours)
    .values({ ...values, departureTimes, searchDocument })
    .returning();
  return row!;
}

export async function insertTourPhotos(db: Db, photos: (typeof tourPhotos.$inferInsert)[]) {
  if (photos.length === 0) return [];
  return db.insert(tourPhotos).values(photos).returning();
}

/** Adds reviews and brings the tour's rating and review count up to date in the same statement set. */
export async function insertReviews(
  db: Db,
  tourId: string,
  rows: (Omit<typeof reviews.$inferInsert, 'tourId'> & {
    photos?: { url: string; thumbnailUrl: string }[];
  })[],
) {
  return db.transaction(async (tx) => {
    const inserted = rows.length
      ? await tx
          .insert(reviews)
          .values(rows.map(({ photos: _photos, ...r }) => ({ ...r, tourId })))
          .returning()
      : [];
    const photos = inserted.flatMap((review, i) =>
      (rows[i]?.photos ?? []).map((photo, position) => ({ reviewId: review.id, position, ...photo })),
    );
    if (photos.length) await tx.insert(reviewPhotos).values(photos);
    await tx
      .update(tours)
      .set({
        reviewCount: sql`(select count(*) from ${reviews} where ${reviews.tourId} = ${tourId})::int`,
        ratingAverage: sql`(select round(avg(${reviews.rating}), 2) from ${reviews} where ${reviews.tourId} = ${tourId})`,
      })
      .where(eq(tours.id, tourId));
    return inserted;
  });
}

export async function upsertDeparture(db: Db, values: typeof departures.$inferInsert) {
  const [row] = await db
    .insert(departures)
    .values(values)
    .onConflictDoUpdate({
      target: [departures.tourId, departures.localDate, departures.startTime],
      set: {
        capacity: values.capacity,
        seatsTaken: values.seatsTaken,
        closed: values.closed,
        closedReason: values.closedReason,
      },
    })
    .returning();
  return row!;
}

/** Every public tour's id and last change, for the sitemap. */
export async function listPublicTourStamps(db: Db) {
  return db
    .select({ id: tours.id, updatedAt: tours.updatedAt })
    .from(tours)
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .where(isPublic)
    .orderBy(asc(tours.createdAt), asc(tours.id));
}
