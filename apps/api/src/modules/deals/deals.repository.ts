import type { DealListQuery } from '@belizepass/domain';
import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deals, locations, merchants, tours, vouchers } from '../../db/schema/index.ts';
import { likePattern } from '../gift-cards/gift-cards.repository.ts';
import { searchWords } from '../tours/search-text.ts';

export type DealRecord = typeof deals.$inferSelect;

/** The merchant's average rating over its published tours' reviews, and their number. */
const merchantRating = sql<string | null>`(
  select round(sum(${tours.ratingAverage} * ${tours.reviewCount}) / nullif(sum(${tours.reviewCount}), 0), 2)
  from ${tours}
  where ${tours.merchantId} = ${deals.merchantId} and ${tours.adminApproved} and ${tours.active}
)`;
const merchantReviewCount = sql<number>`(
  select coalesce(sum(${tours.reviewCount}), 0)::int
  from ${tours}
  where ${tours.merchantId} = ${deals.merchantId} and ${tours.adminApproved} and ${tours.active}
)`;
const discount = sql`((${deals.originalPriceCents} - ${deals.priceCents}) * 100 / nullif(${deals.originalPriceCents}, 0))`;

const dealColumns = {
  deal: deals,
  merchantName: merchants.businessName,
  locationName: locations.name,
  rating: merchantRating,
  reviewCount: merchantReviewCount,
};
export type DealRow = {
  deal: DealRecord;
  merchantName: string;
  locationName: string;
  rating: string | null;
  reviewCount: number;
};

const fromDeals = (db: Db) =>
  db
    .select(dealColumns)
    .from(deals)
    .innerJoin(merchants, eq(merchants.id, deals.merchantId))
    .innerJoin(locations, eq(locations.id, deals.locationId));

/** Approved, active, not past its last day, of an approved and active merchant. */
export const isLive = (today: string) =>
  and(
    eq(deals.adminApproved, true),
    eq(deals.active, true),
    gte(deals.validUntil, today),
    eq(merchants.adminApproved, true),
    eq(merchants.active, true),
  );

/** Words shorter than this must be typed right: a short word is similar to too many others. */
const FUZZY_MIN_LENGTH = 4;
/**
 * How alike a misspelt word and a word of the deal must be (pg_trgm `word_similarity`, 0 to 1):
 * "snorkle" is 0.63 alike "snorkel", "tubing" and "cave" are far below.
 */
const FUZZY_SIMILARITY = 0.6;

/**
 * A deal matches a search when one of its texts contains the search as typed, or when every word
 * of the search is in one of its texts, as typed or misspelt (trigram similarity, as the tour
 * search's spelling correction, decision 026): "snorkle" finds the snorkel deals.
 */
const searchMatches = (search: string) => {
  const texts = [deals.title, deals.description, deals.titleEs, deals.descriptionEs, merchants.businessName];
  const phrase = likePattern(search);
  const words = searchWords(search);
  const allText = sql`concat_ws(' ', ${deals.title}, ${deals.description}, ${deals.titleEs}, ${deals.descriptionEs}, ${merchants.businessName})`;
  const wordMatches = words.map((word) =>
    or(
      ...texts.map((column) => ilike(column, likePattern(word))),
      word.length >= FUZZY_MIN_LENGTH
        ? sql`word_similarity(${word}, lower(${allText})) >= ${FUZZY_SIMILARITY}`
        : undefined,
    ),
  );
  return or(
    ...texts.map((column) => ilike(column, phrase)),
    words.length > 0 ? and(...wordMatches) : undefined,
  );
};

const SORTS: Record<DealListQuery['sort'], SQL[]> = {
  featured: [desc(deals.featured), sql`${discount} desc`, desc(deals.createdAt)],
  new: [desc(deals.createdAt)],
  ending: [asc(deals.validUntil), desc(deals.createdAt)],
  'price-asc': [asc(deals.priceCents), desc(deals.createdAt)],
  'price-desc': [desc(deals.priceCents), desc(deals.createdAt)],
};

export async function listPublicDeals(db: Db, query: DealListQuery, today: string) {
  const where = and(
    isLive(today),
    query.category ? eq(deals.category, query.category) : undefined,
    query.location ? eq(deals.locationId, query.location) : undefined,
    query.search ? searchMatches(query.search) : undefined,
    query.maxPrice !== undefined ? lte(deals.priceCents, query.maxPrice) : undefined,
  );
  const rows = await fromDeals(db)
    .where(where)
    .orderBy(...SORTS[query.sort], asc(deals.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db
    .select({ n: count() })
    .from(deals)
    .innerJoin(merchants, eq(merchants.id, deals.merchantId))
    .where(where);
  return { rows: rows as DealRow[], total: total?.n ?? 0 };
}

export async function featuredDeals(db: Db, today: string, limit: number) {
  return (await fromDeals(db)
    .where(isLive(today))
    .orderBy(...SORTS.featured, asc(deals.id))
    .limit(limit)) as DealRow[];
}

/** Most vouchers sold since `since`; ties by all-time sales. */
export async function trendingDeals(db: Db, today: string, since: Date, limit: number) {
  const recent = sql`(select count(*) from ${vouchers} where ${vouchers.dealId} = ${deals.id} and ${vouchers.createdAt} >= ${since.toISOString()})`;
  return (await fromDeals(db)
    .where(isLive(today))
    .orderBy(sql`${recent} desc`, desc(deals.soldCount), desc(deals.createdAt), asc(deals.id))
    .limit(limit)) as DealRow[];
}

export async function liveCategoryCounts(db: Db, today: string) {
  return db
    .select({ category: deals.category, n: count() })
    .from(deals)
    .innerJoin(merchants, eq(merchants.id, deals.merchantId))
    .where(isLive(today))
    .groupBy(deals.category);
}

/** One deal with its merchant and location; `today` limits it to live deals. */
export async function findDealRow(db: Db, id: string, filter: { today?: string; merchantId?: string } = {}) {
  const [row] = await fromDeals(db).where(
    and(
      eq(deals.id, id),
      filter.today ? isLive(filter.today) : undefined,
      filter.merchantId ? eq(deals.merchantId, filter.merchantId) : undefined,
    ),
  );
  return row as DealRow | undefined;
}

export async function findDeal(db: Db, id: string) {
  const [row] = await db.select().from(deals).where(eq(deals.id, id));
  return row;
}

export async function listDealsOfMerchant(db: Db, merchantId: string) {
  return (await fromDeals(db)
    .where(eq(deals.merchantId, merchantId))
    .orderBy(desc(deals.createdAt))) as DealRow[];
}

export async function insertDeal(db: Db, values: typeof deals.$inferInsert) {
  const [row] = await db.insert(deals).values(values).returning();
  return row!;
}

export async function updateDeal(db: Db, id: string, values: Partial<typeof deals.$inferInsert>) {
  const [row] = await db
    .update(deals)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(deals.id, id))
    .returning();
  return row;
}

export async function lockDeal(db: Db, id: string) {
  const [row] = await db.select().from(deals).where(eq(deals.id, id)).for('update');
  return row;
}

export async function listAdminDeals(
  db: Db,
  filter: { status: 'pending' | 'approved' | 'all'; search?: string; page: number; limit: number },
) {
  const where = and(
    filter.status === 'pending' ? eq(deals.adminApproved, false) : undefined,
    filter.status === 'approved' ? eq(deals.adminApproved, true) : undefined,
    filter.search ? searchMatches(filter.search) : undefined,
  );
  const rows = await fromDeals(db)
    .where(where)
    .orderBy(asc(deals.adminApproved), desc(deals.createdAt), asc(deals.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [total] = await db
    .select({ n: count() })
    .from(deals)
    .innerJoin(merchants, eq(merchants.id, deals.merchantId))
    .where(where);
  return { rows: rows as DealRow[], total: total?.n ?? 0 };
}

/**
 * Takes `n` vouchers of a deal with one conditional UPDATE: concurrent buyers queue on the row lock
 * and sold_count can never pass quantity_available. False when they are not there.
 */
export async function takeVouchers(db: Db, dealId: string, n: number) {
  const rows = await db
    .update(deals)
    .set({ soldCount: sql`${deals.soldCount} + ${n}` })
    .where(and(eq(deals.id, dealId), sql`${deals.soldCount} + ${n} <= ${deals.quantityAvailable}`))
    .returning({ id: deals.id });
  return rows.length > 0;
}

/** Gives back vouchers taken for a payment that was then declined (same transaction). */
export async function releaseVouchers(db: Db, dealId: string, n: number) {
  await db
    .update(deals)
    .set({ soldCount: sql`greatest(${deals.soldCount} - ${n}, 0)` })
    .where(eq(deals.id, dealId));
}

/** Whether a deal shows the image at `url`. */
export async function isImageInUse(db: Db, url: string) {
  const [row] = await db.select({ id: deals.id }).from(deals).where(eq(deals.imageUrl, url)).limit(1);
  return Boolean(row);
}
