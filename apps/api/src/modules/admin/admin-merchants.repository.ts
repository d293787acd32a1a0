import type { AdminMerchantListQuery, AdminMerchantSort } from '@belizepass/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, deals, merchants, payouts, tours, users } from '../../db/schema/index.ts';
import { platformCommissionPercentColumn } from '../settings/settings.repository.ts';
import { merchantAwaitingApproval } from './admin-dashboard.repository.ts';
import { containsPattern, offsetOf } from './admin-text.ts';

/** An ISO 8601 UTC text for a timestamp expression (the same on PostgreSQL and PGlite). */
export const isoText = (expression: SQL) =>
  sql<string | null>`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const paidOfMerchant = sql`${bookings.status} in ('confirmed', 'completed', 'no_show') and ${tours.merchantId} = ${merchants.id}`;
const totalTours =
  sql<number>`(select count(*) from ${tours} where ${tours.merchantId} = ${merchants.id})`.mapWith(Number);
const totalBookings =
  sql<number>`(select count(*) from ${bookings} inner join ${tours} on ${tours.id} = ${bookings.tourId} where ${paidOfMerchant})`.mapWith(
    Number,
  );
const totalRevenue =
  sql<number>`(select coalesce(sum(${bookings.totalCents}), 0) from ${bookings} inner join ${tours} on ${tours.id} = ${bookings.tourId} where ${paidOfMerchant})`.mapWith(
    Number,
  );
const lastPayoutAt = isoText(
  sql`(select max(${payouts.createdAt}) from ${payouts} where ${payouts.merchantId} = ${merchants.id})`,
);

const columns = {
  merchant: merchants,
  ownerName: users.fullName,
  ownerEmail: users.email,
  ownerPhone: users.phoneNumber,
  ownerEmailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
  totalTours,
  totalBookings,
  totalRevenue,
  lastPayoutAt,
};
export type AdminMerchantRow = {
  merchant: typeof merchants.$inferSelect;
  ownerName: string;
  ownerEmail: string;
  ownerPhone: string | null;
  ownerEmailVerified: boolean;
  totalTours: number;
  totalBookings: number;
  totalRevenue: number;
  lastPayoutAt: string | null;
};

const SORT: Record<AdminMerchantSort, SQL> = {
  businessName: sql`lower(${merchants.businessName})`,
  contact: sql`lower(${users.fullName})`,
  tours: totalTours,
  bookings: totalBookings,
  revenue: totalRevenue,
  createdAt: sql`${merchants.createdAt}`,
};

const STATUS: Record<AdminMerchantListQuery['status'], SQL | undefined> = {
  all: undefined,
  approved: eq(merchants.adminApproved, true),
  pending: merchantAwaitingApproval,
  inactive: and(eq(merchants.adminApproved, true), eq(merchants.active, false)),
};

export async function listMerchants(db: Db, query: AdminMerchantListQuery) {
  const conditions: (SQL | undefined)[] = [STATUS[query.status]];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(merchants.businessName, pattern),
        ilike(merchants.contactEmail, pattern),
        ilike(users.fullName, pattern),
        ilike(users.email, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const direction = query.sortDirection === 'asc' ? asc : desc;
  const rows: AdminMerchantRow[] = await db
    .select(columns)
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.ownerUserId))
    .where(where)
    .orderBy(direction(SORT[query.sortBy]), asc(SORT.businessName), asc(merchants.id))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  const [total] = await db
    .select({ total: count() })
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.ownerUserId))
    .where(where);
  const [pending] = await db.select({ total: count() }).from(merchants).where(merchantAwaitingApproval);
  return { rows, total: total?.total ?? 0, pendingCount: pending?.total ?? 0 };
}

export async function findMerchantRow(db: Db, id: string): Promise<AdminMerchantRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.ownerUserId))
    .where(eq(merchants.id, id));
  return row;
}

export async function lockMerchant(db: Db, id: string) {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id)).for('no key update');
  return row;
}

export async function updateMerchant(db: Db, id: string, values: Partial<typeof merchants.$inferInsert>) {
  await db.update(merchants).set(values).where(eq(merchants.id, id));
}

export function listToursOfMerchant(db: Db, merchantId: string) {
  return db
    .select({ id: tours.id, title: tours.title, adminApproved: tours.adminApproved, active: tours.active })
    .from(tours)
    .where(eq(tours.merchantId, merchantId))
    .orderBy(asc(tours.title), asc(tours.id));
}

export async function lastPayoutOf(db: Db, merchantId: string) {
  const [row] = await db
    .select({ reference: payouts.reference, amountCents: payouts.amountCents, createdAt: payouts.createdAt })
    .from(payouts)
    .where(eq(payouts.merchantId, merchantId))
    .orderBy(desc(payouts.createdAt))
    .limit(1);
  return row;
}

export async function findMerchantCommission(db: Db, id: string) {
  const [row] = await db
    .select({
      merchantPercent: merchants.commissionPercent,
      platformPercent: platformCommissionPercentColumn,
    })
    .from(merchants)
    .where(eq(merchants.id, id));
  return row;
}

/** The traveller-facing texts of these merchants' tours, deals and profiles, with their Spanish. */
export async function translatableTextsOf(db: Db, merchantIds: readonly string[]) {
  if (merchantIds.length === 0) return { tours: [], deals: [], profiles: [] };
  const [tourRows, dealRows, profiles] = await Promise.all([
    db
      .select({
        merchantId: tours.merchantId,
        title: tours.title,
        titleEs: tours.titleEs,
        description: tours.description,
        descriptionEs: tours.descriptionEs,
        itinerary: tours.itinerary,
        itineraryEs: tours.itineraryEs,
        inclusions: tours.inclusions,
        inclusionsEs: tours.inclusionsEs,
        exclusions: tours.exclusions,
        exclusionsEs: tours.exclusionsEs,
        bringItems: tours.bringItems,
        bringItemsEs: tours.bringItemsEs,
        meetingPoint: tours.meetingPoint,
        meetingPointEs: tours.meetingPointEs,
        transport: tours.transport,
        transportEs: tours.transportEs,
        safetyInfo: tours.safetyInfo,
        safetyInfoEs: tours.safetyInfoEs,
      })
      .from(tours)
      .where(inArray(tours.merchantId, [...merchantIds])),
    db
      .select({
        merchantId: deals.merchantId,
        title: deals.title,
        titleEs: deals.titleEs,
        description: deals.description,
        descriptionEs: deals.descriptionEs,
      })
      .from(deals)
      .where(inArray(deals.merchantId, [...merchantIds])),
    db
      .select({
        merchantId: merchants.id,
        tagline: merchants.tagline,
        taglineEs: merchants.taglineEs,
        description: merchants.description,
        descriptionEs: merchants.descriptionEs,
      })
      .from(merchants)
      .where(inArray(merchants.id, [...merchantIds])),
  ]);
  return { tours: tourRows, deals: dealRows, profiles };
}
