import type { BookingStatus } from '@belizepass/domain';
import { and, asc, between, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, merchantBookingTallies, merchants, payments, tours } from '../../db/schema/index.ts';
import { containsPattern, prefixPattern, uuidPrefixRange } from './admin-text.ts';

const columns = {
  booking: bookings,
  tourTitle: tours.title,
  tourTitleEs: tours.titleEs,
  merchantId: merchants.id,
  merchantName: merchants.businessName,
};
export type AdminBookingRecord = {
  booking: typeof bookings.$inferSelect;
  tourTitle: string;
  /** The title in Spanish, for the tourist's emails; null when not written. */
  tourTitleEs: string | null;
  merchantId: string;
  merchantName: string;
};

export interface AdminBookingFilters {
  search?: string;
  status: 'all' | BookingStatus;
  sortDirection: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/**
 * Search by booking id prefix, confirmation code, tourist name or email, or tour name. Every arm is a
 * condition on bookings that an index answers (the id range on the primary key, the code prefix, the
 * trigram indexes of name and email, the tours whose title matches), so PostgreSQL ORs the indexes
 * instead of reading every booking (docs/decisions/027-back-office-at-scale.md).
 */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const contains = containsPattern(search);
  const idRange = uuidPrefixRange(search);
  return or(
    idRange ? between(bookings.id, idRange[0], idRange[1]) : undefined,
    sql`${bookings.confirmationCode} like ${prefixPattern(search.toUpperCase())}`,
    ilike(bookings.fullName, contains),
    ilike(bookings.email, contains),
    sql`${bookings.tourId} = any(array(select ${tours.id} from ${tours} where ${ilike(tours.title, contains)}))`,
  );
}

/** Bookings of a status (all when none): the tallies kept by triggers, and the live pending holds. */
async function countBookingsByStatus(db: Db, status: AdminBookingFilters['status']) {
  let total = 0;
  if (status !== 'pending') {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${merchantBookingTallies.bookings}), 0)`.mapWith(Number) })
      .from(merchantBookingTallies)
      .where(status === 'all' ? undefined : eq(merchantBookingTallies.status, status));
    total += row?.total ?? 0;
  }
  if (status === 'all' || status === 'pending') {
    const [row] = await db.select({ total: count() }).from(bookings).where(eq(bookings.status, 'pending'));
    total += row?.total ?? 0;
  }
  return total;
}

export async function listBookings(db: Db, filters: AdminBookingFilters) {
  const where = and(
    filters.status === 'all' ? undefined : eq(bookings.status, filters.status),
    searchCondition(filters.search),
  );
  const direction = filters.sortDirection === 'asc' ? asc : desc;
  if (!filters.search) {
    // The page's ids first, from the (status,) created_at, id index alone; then their rows and names.
    const page = db
      .select({ id: bookings.id })
      .from(bookings)
      .where(where)
      .orderBy(direction(bookings.createdAt), direction(bookings.id))
      .limit(filters.limit)
      .offset(filters.offset)
      .as('page');
    const rows: AdminBookingRecord[] = await db
      .select(columns)
      .from(page)
      .innerJoin(bookings, eq(bookings.id, page.id))
      .innerJoin(tours, eq(tours.id, bookings.tourId))
      .innerJoin(merchants, eq(merchants.id, tours.merchantId))
      .orderBy(direction(bookings.createdAt), direction(bookings.id));
    return { rows, total: await countBookingsByStatus(db, filters.status) };
  }
  // A search orders by an expression no index provides, so PostgreSQL ORs the search's indexes and
  // sorts the few matches instead of walking every booking newest first to find them. The page's
  // ids carry the number of matches, so the search runs once.
  const page = await db
    .select({ id: bookings.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(bookings)
    .where(where)
    .orderBy(direction(sql`${bookings.createdAt} + interval '0 seconds'`), direction(bookings.id))
    .limit(filters.limit)
    .offset(filters.offset);
  if (page.length === 0) {
    if (filters.offset === 0) return { rows: [], total: 0 };
    const [total] = await db.select({ total: count() }).from(bookings).where(where);
    return { rows: [], total: total?.total ?? 0 };
  }
  const rows: AdminBookingRecord[] = await db
    .select(columns)
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .where(
      inArray(
        bookings.id,
        page.map((p) => p.id),
      ),
    )
    .orderBy(direction(bookings.createdAt), direction(bookings.id));
  return { rows, total: page[0]!.total };
}

export async function findBookingRecord(db: Db, id: string): Promise<AdminBookingRecord | undefined> {
  const [row] = await db
    .select(columns)
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .where(eq(bookings.id, id));
  return row;
}

export function listPaymentsOfBooking(db: Db, bookingId: string) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
