import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingChanges, bookings, departures, payments, tours } from '../../db/schema/index.ts';

/** The tour a booking moves on: its rules, its merchant, and whether tourists can book it now. */
export async function findTourForMove(db: Db, tourId: string) {
  const [row] = await db
    .select({
      id: tours.id,
      merchantId: tours.merchantId,
      title: tours.title,
      titleEs: tours.titleEs,
      scheduleDays: tours.scheduleDays,
      startTime: tours.startTime,
      departureTimes: tours.departureTimes,
      seasons: tours.seasons,
      priceRules: tours.priceRules,
      guestTypes: tours.guestTypes,
      pickupMode: tours.pickupMode,
      pickupZones: tours.pickupZones,
      minGroupSize: tours.minGroupSize,
      maxGroupSize: tours.maxGroupSize,
      sellingPriceCents: tours.sellingPriceCents,
      parkFeeAdultCents: tours.parkFeeAdultCents,
      parkFeeChildCents: tours.parkFeeChildCents,
      parkFeePayment: tours.parkFeePayment,
      bookable: sql<boolean>`${tours.adminApproved} and ${tours.active}`,
    })
    .from(tours)
    .where(eq(tours.id, tourId));
  return row;
}
export type MoveTour = NonNullable<Awaited<ReturnType<typeof findTourForMove>>>;

/** Locks departures in id order (so two moves between the same departures never deadlock). */
export function lockDepartures(db: Db, ids: string[]) {
  return db
    .select()
    .from(departures)
    .where(inArray(departures.id, [...new Set(ids)]))
    .orderBy(asc(departures.id))
    .for('update');
}

/** What the bank card paid for a booking and was not refunded (pending refunds count as refunded). */
export async function cardNetPaid(db: Db, bookingId: string) {
  const [row] = await db
    .select({
      cents:
        sql<number>`coalesce(sum(case when ${payments.kind} = 'charge' and ${payments.status} = 'approved' then ${payments.amountCents} when ${payments.kind} = 'refund' and ${payments.status} in ('approved', 'pending') then -${payments.amountCents} else 0 end), 0)`.mapWith(
          Number,
        ),
    })
    .from(payments)
    .where(eq(payments.bookingId, bookingId));
  return row?.cents ?? 0;
}

/**
 * Moves a confirmed booking to its new departure and party with its new money (the caller holds the
 * row lock and has moved the seats); false when it was no longer confirmed.
 */
export async function moveConfirmedBooking(
  db: Db,
  id: string,
  values: Partial<typeof bookings.$inferInsert> &
    Pick<typeof bookings.$inferInsert, 'departureId' | 'localDate' | 'startTime' | 'adults' | 'children'>,
) {
  const rows = await db
    .update(bookings)
    .set(values)
    .where(and(eq(bookings.id, id), eq(bookings.status, 'confirmed')))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

export async function insertBookingChange(db: Db, values: typeof bookingChanges.$inferInsert) {
  await db.insert(bookingChanges).values(values);
}

/** The changes of these bookings, oldest first. */
export function listBookingChanges(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bookingChanges)
    .where(inArray(bookingChanges.bookingId, bookingIds))
    .orderBy(asc(bookingChanges.createdAt));
}

/** The tour's departures at its start time between two dates (seats taken, closed). */
export function listDeparturesBetween(db: Db, tourId: string, startTime: string, from: string, to: string) {
  return db
    .select()
    .from(departures)
    .where(
      and(
        eq(departures.tourId, tourId),
        eq(departures.startTime, startTime),
        gte(departures.localDate, from),
        lte(departures.localDate, to),
      ),
    );
}

/**
 * The booking's approved card charges, newest first, with what each can still give back: its amount
 * less the refunds made from it (a refund that names no charge came from the first one).
 */
export async function refundableCharges(db: Db, bookingId: string) {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(payments.createdAt));
  const charges = rows.filter((p) => p.kind === 'charge' && p.status === 'approved');
  const refunds = rows.filter((p) => p.kind === 'refund' && p.status !== 'declined');
  return charges
    .map((charge, i) => ({
      charge,
      first: i === 0,
      leftCents:
        charge.amountCents -
        refunds
          .filter((r) => r.refundOfPaymentId === charge.id || (i === 0 && r.refundOfPaymentId === null))
          .reduce((sum, r) => sum + r.amountCents, 0),
    }))
    .reverse();
}

export async function findPaymentById(db: Db, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}
