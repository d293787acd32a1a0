import type { MerchantTourListQuery } from '@belizepass/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  ne,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  departures,
  giftCardLedger,
  locations,
  payments,
  tourPhotos,
  tours,
} from '../../db/schema/index.ts';

export type TourRow = typeof tours.$inferSelect;
export type PhotoRow = typeof tourPhotos.$inferSelect;

/** Future bookings that still hold seats: paid ones and holds waiting for payment. */
const LIVE_STATUSES = ['pending', 'confirmed'] as const;

const upcomingConfirmed = (today: string) =>
  sql<number>`(select count(*) from bookings b where b.tour_id = "tours"."id" and b.status = 'confirmed' and b.local_date >= ${today})::int`;

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The merchant's own tours, newest first, with their location name and upcoming booking count. */
export async function listMerchantTours(
  db: Db,
  merchantId: string,
  query: MerchantTourListQuery,
  today: string,
) {
  const conditions: SQL[] = [eq(tours.merchantId, merchantId)];
  if (query.status) conditions.push(eq(tours.active, query.status === 'active'));
  if (query.category) conditions.push(eq(tours.category, query.category));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(or(ilike(tours.title, pattern), ilike(locations.name, pattern)) as SQL);
  }
  return db
    .select({ tour: tours, locationName: locations.name, upcomingBookings: upcomingConfirmed(today) })
    .from(tours)
    .innerJoin(locations, eq(locations.id, tours.locationId))
    .where(and(...conditions))
    .orderBy(desc(tours.createdAt), asc(tours.id));
}

/** One of the merchant's tours; another merchant's tour is not found. */
export async function findMerchantTour(
  db: Db,
  merchantId: string,
  tourId: string,
  options: { forUpdate?: boolean; today?: string } = {},
) {
  const query = db
    .select({
      tour: tours,
      locationName: locations.name,
      upcomingBookings: upcomingConfirmed(options.today ?? '9999-12-31'),
    })
    .from(tours)
    .innerJoin(locations, eq(locations.id, tours.locationId))
    .where(and(eq(tours.id, tourId), eq(tours.merchantId, merchantId)));
  const [row] = options.forUpdate ? await query.for('update', { of: tours }) : await query;
  return row;
}

export async function locationName(db: Db, locationId: string) {
  const [row] = await db.select({ name: locations.name }).from(locations).where(eq(locations.id, locationId));
  return row?.name;
}

export function searchDocumentOf(title: string, location: string, description: string) {
  return [title, location, description].join(' ').toLowerCase();
}

export async function updateTour(db: Db, id: string, values: Partial<typeof tours.$inferInsert>) {
  const [row] = await db
    .update(tours)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tours.id, id))
    .returning();
  return row!;
}

/** Departures still to come follow a new group size, never below the seats already taken. */
/** The tour's departures from today on, in date and time order. */
export function futureDepartures(db: Db, tourId: string, today: string) {
  return db
    .select({
      id: departures.id,
      localDate: departures.localDate,
      startTime: departures.startTime,
      capacity: departures.capacity,
      seatsTaken: departures.seatsTaken,
    })
    .from(departures)
    .where(and(eq(departures.tourId, tourId), gte(departures.localDate, today)))
    .orderBy(departures.localDate, departures.startTime);
}

/** A departure's seats, never below the seats it has sold. */
export async function setDepartureCapacity(db: Db, departureId: string, capacity: number) {
  await db
    .update(departures)
    .set({ capacity: sql`greatest(${capacity}, ${departures.seatsTaken})` })
    .where(eq(departures.id, departureId));
}

export async function countLiveFutureBookings(db: Db, tourId: string, today: string) {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.tourId, tourId),
        inArray(bookings.status, [...LIVE_STATUSES]),
        gte(bookings.localDate, today),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Removes the tour's abandoned holds: cancelled, never paid, with no payment or gift-card entry on record.
 * Nothing else ever points at them, so they are no history worth keeping.
 */
export async function deleteAbandonedHolds(db: Db, tourId: string) {
  await db
    .delete(bookings)
    .where(
      and(
        eq(bookings.tourId, tourId),
        eq(bookings.status, 'cancelled'),
        isNull(bookings.paidAt),
        notExists(db.select({ id: payments.id }).from(payments).where(eq(payments.bookingId, bookings.id))),
        notExists(
          db
            .select({ id: giftCardLedger.id })
            .from(giftCardLedger)
            .where(eq(giftCardLedger.bookingId, bookings.id)),
        ),
      ),
    );
}

export async function countBookings(db: Db, tourId: string) {
  const [row] = await db.select({ n: count() }).from(bookings).where(eq(bookings.tourId, tourId));
  return row?.n ?? 0;
}

/** Deletes the tour; its photos, departures and reviews go with it (foreign keys cascade). */
export async function deleteTour(db: Db, id: string) {
  await db.delete(tours).where(eq(tours.id, id));
}

// Photos

export function listPhotos(db: Db, tourIds: string[]) {
  if (tourIds.length === 0) return Promise.resolve([] as PhotoRow[]);
  return db
    .select()
    .from(tourPhotos)
    .where(inArray(tourPhotos.tourId, tourIds))
    .orderBy(desc(tourPhotos.isPrimary), asc(tourPhotos.displayOrder), asc(tourPhotos.id));
}

export async function findPhoto(db: Db, tourId: string, photoId: string) {
  const [row] = await db
    .select()
    .from(tourPhotos)
    .where(and(eq(tourPhotos.id, photoId), eq(tourPhotos.tourId, tourId)));
  return row;
}

export async function countPhotos(db: Db, tourId: string) {
  const [row] = await db.select({ n: count() }).from(tourPhotos).where(eq(tourPhotos.tourId, tourId));
  return row?.n ?? 0;
}

export async function insertPhoto(db: Db, values: typeof tourPhotos.$inferInsert) {
  const [row] = await db.insert(tourPhotos).values(values).returning();
  return row!;
}

export async function updatePhoto(db: Db, id: string, values: Partial<typeof tourPhotos.$inferInsert>) {
  const [row] = await db.update(tourPhotos).set(values).where(eq(tourPhotos.id, id)).returning();
  return row!;
}

/** One primary photo per tour: clears the flag on every other photo. */
export async function unsetOtherPrimaries(db: Db, tourId: string, keepId: string) {
  await db
    .update(tourPhotos)
    .set({ isPrimary: false })
    .where(and(eq(tourPhotos.tourId, tourId), ne(tourPhotos.id, keepId), eq(tourPhotos.isPrimary, true)));
}

export async function deletePhoto(db: Db, id: string) {
  await db.delete(tourPhotos).where(eq(tourPhotos.id, id));
}

/** The first photo by display order, made primary when the primary one was removed. */
export async function promoteFirstPhoto(db: Db, tourId: string) {
  const [first] = await db
    .select({ id: tourPhotos.id, isPrimary: tourPhotos.isPrimary })
    .from(tourPhotos)
    .where(eq(tourPhotos.tourId, tourId))
    .orderBy(desc(tourPhotos.isPrimary), asc(tourPhotos.displayOrder), asc(tourPhotos.id))
    .limit(1);
  if (first && !first.isPrimary) await updatePhoto(db, first.id, { isPrimary: true });
}

/** Whether any photo still uses a stored file (content-hash names are shared by identical uploads). */
export async function isPhotoFileInUse(db: Db, url: string) {
  const [row] = await db
    .select({ id: tourPhotos.id })
    .from(tourPhotos)
    .where(or(eq(tourPhotos.url, url), eq(tourPhotos.thumbnailUrl, url)))
    .limit(1);
  return Boolean(row);
}
