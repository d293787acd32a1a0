import type { BookingStatus } from '@belizepass/domain';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, merchants, payments, tours } from '../../db/schema/index.ts';
import { containsPattern, prefixPattern } from './admin-text.ts';

const columns = {
  booking: bookings,
  tourTitle: tours.title,
  merchantId: merchants.id,
  merchantName: merchants.businessName,
};
export type AdminBookingRecord = {
  booking: typeof bookings.$inferSelect;
  tourTitle: string;
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

/** Search by booking id prefix, confirmation code, tourist name or email, or tour name. */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const contains = containsPattern(search);
  return or(
    /^[0-9a-f-]+$/i.test(search)
      ? sql`${bookings.id}::text like ${prefixPattern(search.toLowerCase())}`
      : undefined,
    sql`${bookings.confirmationCode} like ${prefixPattern(search.toUpperCase())}`,
    ilike(bookings.fullName, contains),
    ilike(bookings.email, contains),
    ilike(tours.title, contains),
  );
}

export async function listBookings(db: Db, filters: AdminBookingFilters) {
  const where = and(
    filters.status === 'all' ? undefined : eq(bookings.status, filters.status),
    searchCondition(filters.search),
  );
  const direction = filters.sortDirection === 'asc' ? asc : desc;
  const rows: AdminBookingRecord[] = await db
    .select(columns)
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .where(where)
    .orderBy(direction(bookings.createdAt), direction(bookings.id))
    .limit(filters.limit)
    .offset(filters.offset);
  const [total] = await db
    .select({ total: count() })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .where(where);
  return { rows, total: total?.total ?? 0 };
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
