import type { AdminTourListQuery, AdminTourSort } from '@belizepass/domain';
import { and, asc, count, eq, exists, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  locations,
  merchants,
  tourPhotos,
  tourRevisions,
  tours,
  users,
} from '../../db/schema/index.ts';
import { containsPattern, offsetOf } from './admin-text.ts';

const paidOfTour = sql`${bookings.tourId} = ${tours.id} and ${bookings.status} in ('confirmed', 'completed', 'no_show')`;
const totalBookings = sql<number>`(select count(*) from ${bookings} where ${paidOfTour})`.mapWith(Number);
const totalRevenue =
  sql<number>`(select coalesce(sum(${bookings.totalCents}), 0) from ${bookings} where ${paidOfTour})`.mapWith(
    Number,
  );

const pendingRevision = sql`${tourRevisions.tourId} = ${tours.id} and ${tourRevisions.status} = 'pending'`;
/** When the tour's pending revision was last changed, if it has one. */
const pendingRevisionAt =
  sql<Date | null>`(select ${tourRevisions.submittedAt} from ${tourRevisions} where ${pendingRevision})`.mapWith(
    tourRevisions.submittedAt,
  );
const hasPendingRevision = (db: Db) =>
  exists(db.select({ one: sql`1` }).from(tourRevisions).where(pendingRevision));

const columns = {
  id: tours.id,
  title: tours.title,
  merchantId: tours.merchantId,
  businessName: merchants.businessName,
  merchantApproved: merchants.adminApproved,
  merchantActive: merchants.active,
  locationId: tours.locationId,
  locationName: locations.name,
  sellingPriceCents: tours.sellingPriceCents,
  durationHours: tours.durationHours,
  ratingAverage: tours.ratingAverage,
  reviewCount: tours.reviewCount,
  adminApproved: tours.adminApproved,
  active: tours.active,
  createdAt: tours.createdAt,
  updatedAt: tours.updatedAt,
  totalBookings,
  totalRevenue,
  pendingRevisionAt,
  imageUrl: sql<
    string | null
  >`(select ${tourPhotos.url} from ${tourPhotos} where ${tourPhotos.tourId} = ${tours.id} order by ${tourPhotos.isPrimary} desc, ${tourPhotos.displayOrder} limit 1)`,
};

const SORT: Record<AdminTourSort, SQL> = {
  name: sql`lower(${tours.title})`,
  merchant: sql`lower(${merchants.businessName})`,
  price: sql`${tours.sellingPriceCents}`,
  bookings: totalBookings,
  rating: sql`${tours.ratingAverage}`,
  createdAt: sql`${tours.createdAt}`,
};

const STATUS: Record<AdminTourListQuery['status'], (db: Db) => SQL | undefined> = {
  all: () => undefined,
  approved: () => eq(tours.adminApproved, true),
  pending: () => eq(tours.adminApproved, false),
  inactive: () => and(eq(tours.adminApproved, true), eq(tours.active, false)),
  changes: hasPendingRevision,
};

const base = (db: Db) =>
  db
    .select(columns)
    .from(tours)
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .innerJoin(locations, eq(locations.id, tours.locationId));
export type AdminTourRow = Awaited<ReturnType<typeof base>>[number];

export async function listTours(db: Db, query: AdminTourListQuery) {
  const conditions: (SQL | undefined)[] = [STATUS[query.status](db)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(ilike(tours.title, pattern), ilike(merchants.businessName, pattern), ilike(locations.name, pattern)),
    );
  }
  const where = and(...conditions);
  const direction = query.sortDirection === 'asc' ? 'asc' : 'desc';
  const rows = await base(db)
    .where(where)
    .orderBy(sql`${SORT[query.sortBy]} ${sql.raw(direction)} nulls last`, asc(SORT.name), asc(tours.id))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  const [total] = await db
    .select({ total: count() })
    .from(tours)
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .innerJoin(locations, eq(locations.id, tours.locationId))
    .where(where);
  const [pending] = await db.select({ total: count() }).from(tours).where(eq(tours.adminApproved, false));
  const [revisions] = await db
    .select({ total: count() })
    .from(tourRevisions)
    .where(eq(tourRevisions.status, 'pending'));
  return {
    rows,
    total: total?.total ?? 0,
    pendingCount: pending?.total ?? 0,
    revisionCount: revisions?.total ?? 0,
  };
}

export async function findTourRow(db: Db, id: string): Promise<AdminTourRow | undefined> {
  const [row] = await base(db).where(eq(tours.id, id));
  return row;
}

export async function findTourExtras(db: Db, id: string) {
  const [row] = await db
    .select({ description: tours.description, category: tours.category, maxGroupSize: tours.maxGroupSize })
    .from(tours)
    .where(eq(tours.id, id));
  return row;
}

/** The tour locked for a change, with the merchant's standing and owner to tell. */
export async function lockTour(db: Db, id: string) {
  const [row] = await db
    .select({
      tour: tours,
      merchantApproved: merchants.adminApproved,
      merchantActive: merchants.active,
      ownerEmail: users.email,
      ownerName: users.fullName,
    })
    .from(tours)
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .innerJoin(users, eq(users.id, merchants.ownerUserId))
    .where(eq(tours.id, id))
    .for('no key update', { of: tours });
  return row;
}

export async function updateTour(db: Db, id: string, values: { adminApproved?: boolean; active?: boolean }) {
  await db
    .update(tours)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tours.id, id));
}

/** The tour's own row, for comparing its approved values with a revision. */
export async function findTour(db: Db, id: string) {
  const [row] = await db.select().from(tours).where(eq(tours.id, id));
  return row;
}
