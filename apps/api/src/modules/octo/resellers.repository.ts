import { and, desc, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, merchants, resellerApiKeys, resellers, tours } from '../../db/schema/index.ts';

export type ResellerRow = typeof resellers.$inferSelect;
export type ResellerKeyRow = typeof resellerApiKeys.$inferSelect;

export async function insertReseller(db: Db, values: typeof resellers.$inferInsert) {
  const [row] = await db.insert(resellers).values(values).returning();
  return row!;
}

export async function findReseller(db: Db, id: string) {
  const [row] = await db.select().from(resellers).where(eq(resellers.id, id));
  return row;
}

export async function listResellers(db: Db) {
  return db.select().from(resellers).orderBy(desc(resellers.createdAt), resellers.id);
}

export async function setResellerActive(db: Db, id: string, active: boolean) {
  const [row] = await db.update(resellers).set({ active }).where(eq(resellers.id, id)).returning();
  return row;
}

export async function listKeys(db: Db, resellerIds: string[]) {
  if (resellerIds.length === 0) return [];
  return db
    .select()
    .from(resellerApiKeys)
    .where(sql`${resellerApiKeys.resellerId} in ${resellerIds}`)
    .orderBy(desc(resellerApiKeys.createdAt));
}

export async function insertKey(db: Db, values: typeof resellerApiKeys.$inferInsert) {
  const [row] = await db.insert(resellerApiKeys).values(values).returning();
  return row!;
}

/** Revokes a key of the reseller; undefined when it has no such key (or it was revoked already). */
export async function revokeKey(db: Db, resellerId: string, keyId: string, now: Date) {
  const [row] = await db
    .update(resellerApiKeys)
    .set({ revokedAt: now })
    .where(
      and(
        eq(resellerApiKeys.id, keyId),
        eq(resellerApiKeys.resellerId, resellerId),
        isNull(resellerApiKeys.revokedAt),
      ),
    )
    .returning();
  return row;
}

/**
 * The active reseller of a key that is not revoked, found by the key's hash; the key's last use is
 * written at most once a minute (a busy reseller's every call would otherwise write a row).
 */
export async function resellerOfKey(db: Db, keyHash: string, now: Date) {
  const [row] = await db
    .select({ reseller: resellers, keyId: resellerApiKeys.id, lastUsedAt: resellerApiKeys.lastUsedAt })
    .from(resellerApiKeys)
    .innerJoin(resellers, eq(resellers.id, resellerApiKeys.resellerId))
    .where(and(eq(resellerApiKeys.keyHash, keyHash), isNull(resellerApiKeys.revokedAt)));
  if (!row) return undefined;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await db.update(resellerApiKeys).set({ lastUsedAt: now }).where(eq(resellerApiKeys.id, row.keyId));
  }
  return row.reseller;
}

/** The columns of a tour the OCTO product and its availability read. */
const productColumns = {
  id: tours.id,
  title: tours.title,
  description: tours.description,
  durationHours: tours.durationHours,
  startTime: tours.startTime,
  departureTimes: tours.departureTimes,
  seasons: tours.seasons,
  guestTypes: tours.guestTypes,
  minGroupSize: tours.minGroupSize,
  maxGroupSize: tours.maxGroupSize,
  cancellationTiers: tours.cancellationTiers,
  merchantName: merchants.businessName,
};

const sellable = sql`${tours.adminApproved} and ${tours.active} and ${merchants.adminApproved} and ${merchants.active}`;

/** Approved, active tours of approved, active operators: what resellers may sell. */
export async function listSellableTours(db: Db) {
  return db
    .select(productColumns)
    .from(tours)
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .where(sellable)
    .orderBy(tours.title, tours.id);
}

export async function findSellableTour(db: Db, id: string) {
  const [row] = await db
    .select(productColumns)
    .from(tours)
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .where(and(eq(tours.id, id), sellable));
  return row;
}

export type SellableTourRow = Awaited<ReturnType<typeof listSellableTours>>[number];

/** The reseller's own bookings, newest first, by its or our reference and the departure's date. */
export async function listResellerBookings(
  db: Db,
  resellerId: string,
  filters: {
    resellerReference?: string;
    supplierReference?: string;
    localDateStart?: string;
    localDateEnd?: string;
  },
  limit = 500,
) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.resellerId, resellerId),
        filters.resellerReference ? eq(bookings.resellerReference, filters.resellerReference) : undefined,
        filters.supplierReference ? eq(bookings.confirmationCode, filters.supplierReference) : undefined,
        filters.localDateStart ? gte(bookings.localDate, filters.localDateStart) : undefined,
        filters.localDateEnd ? lte(bookings.localDate, filters.localDateEnd) : undefined,
      ),
    )
    .orderBy(desc(bookings.createdAt), bookings.id)
    .limit(limit);
}

/** The names of resellers, for the screens that show who sold a booking. */
export async function resellerNames(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: resellers.id, name: resellers.name })
    .from(resellers)
    .where(sql`${resellers.id} in ${ids}`);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The reseller's confirmed (paid) bookings made in a Belize month (YYYY-MM), oldest first: the lines
 * of its statement.
 */
export async function listResellerMonth(db: Db, resellerId: string, month: string) {
  const first = `${month}-01`;
  return db
    .select({
      id: bookings.id,
      confirmationCode: bookings.confirmationCode,
      resellerReference: bookings.resellerReference,
      status: bookings.status,
      fullName: bookings.fullName,
      tourTitle: tours.title,
      localDate: bookings.localDate,
      createdAt: bookings.createdAt,
      totalCents: bookings.totalCents,
      resellerCommissionPercent: bookings.resellerCommissionPercent,
      resellerCommissionCents: bookings.resellerCommissionCents,
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .where(
      and(
        eq(bookings.resellerId, resellerId),
        isNotNull(bookings.paidAt),
        sql`${bookings.createdAt} >= (${first}::date)::timestamp at time zone 'America/Belize'`,
        sql`${bookings.createdAt} < ((${first}::date + interval '1 month')::date)::timestamp at time zone 'America/Belize'`,
      ),
    )
    .orderBy(bookings.createdAt, bookings.id);
}
