import { and, asc, eq, gte, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  emailPreferences,
  locations,
  merchants,
  notificationLog,
  notificationSecrets,
  reviews,
  tours,
  users,
} from '../../db/schema/index.ts';

export type PreferenceRow = typeof emailPreferences.$inferSelect;

export async function signingSecret(db: Db, name: string) {
  const [row] = await db.select().from(notificationSecrets).where(eq(notificationSecrets.name, name));
  if (!row) throw new Error(`No notification secret "${name}" (migration 0021 makes it)`);
  return row.secret;
}

export async function findPreferences(db: Db, email: string) {
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.email, email));
  return row;
}

export async function savePreferences(
  db: Db,
  email: string,
  values: Partial<Pick<PreferenceRow, 'reminders' | 'reviewInvitations' | 'morningSummary'>>,
) {
  const [row] = await db
    .insert(emailPreferences)
    .values({ email, ...values })
    .onConflictDoUpdate({ target: emailPreferences.email, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/** Takes the keys no one took before; returns those this call took (a concurrent taker waits, then gets none). */
export async function claimKeys(db: Db, keys: string[]) {
  if (keys.length === 0) return new Set<string>();
  const rows = await db
    .insert(notificationLog)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing()
    .returning({ key: notificationLog.key });
  return new Set(rows.map((r) => r.key));
}

/** A booking with what its emails tell: the tour, meeting point, merchant and the merchant's account email. */
export async function findBookingNotice(db: Db, bookingId: string) {
  const [row] = await db
    .select({
      booking: bookings,
      tourTitle: tours.title,
      tourTitleEs: tours.titleEs,
      meetingPoint: tours.meetingPoint,
      meetingPointEs: tours.meetingPointEs,
      meetingPointLat: tours.meetingPointLat,
      meetingPointLng: tours.meetingPointLng,
      bringItems: tours.bringItems,
      durationHours: tours.durationHours,
      locationName: locations.name,
      merchantId: merchants.id,
      merchantName: merchants.businessName,
      merchantPhone: merchants.phoneNumber,
      operatorEmail: users.email,
      operatorName: users.fullName,
      operatorLocale: users.locale,
      /**
       * The tourist's language: the site's they booked on (an English page's booking is answered in
       * English even when the account was set to Spanish), signed in or not.
       */
      guestLocale: bookings.locale,
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(locations, eq(locations.id, tours.locationId))
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .innerJoin(users, eq(users.id, merchants.ownerUserId))
    .where(eq(bookings.id, bookingId));
  return row;
}
/**
 * The next SEQUENCE of the booking's calendar event (RFC 5545): its counter, raised in the caller's
 * transaction, so every later file of the booking carries a higher number than the one before.
 */
export async function nextCalendarSequence(db: Db, bookingId: string) {
  const [row] = await db
    .update(bookings)
    .set({ calendarSequence: sql`${bookings.calendarSequence} + 1` })
    .where(eq(bookings.id, bookingId))
    .returning({ sequence: bookings.calendarSequence });
  return row?.sequence ?? 0;
}

export type BookingNotice = NonNullable<Awaited<ReturnType<typeof findBookingNotice>>>;

/** Belize wall-clock timestamp of a booking's departure (Belize is UTC-6, no daylight saving). */
const departsAt = sql`(${bookings.localDate} + ${bookings.startTime}::time)`;
/** Belize wall-clock timestamp of the payment. */
const paidAtBelize = sql`((${bookings.paidAt} at time zone 'UTC') - interval '6 hours')`;

/**
 * Confirmed online bookings departing after `from` and no later than `to` (Belize wall-clock
 * `YYYY-MM-DD HH:MM`) that were paid more than 24 hours before their departure (a later booking has
 * just had its confirmation).
 */
export async function listDueReminders(db: Db, from: string, to: string) {
  const rows = await db
    .select({ id: bookings.id, localDate: bookings.localDate, startTime: bookings.startTime })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        ne(bookings.email, ''),
        sql`${departsAt} > ${from}::timestamp`,
        sql`${departsAt} <= ${to}::timestamp`,
        sql`${paidAtBelize} < ${departsAt} - interval '24 hours'`,
      ),
    )
    .orderBy(asc(bookings.localDate), asc(bookings.startTime))
    .limit(500);
  return rows;
}

/** Completed bookings with an address, departed on or after `since`, not reviewed yet. */
export async function listRecentlyCompleted(db: Db, since: string) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'completed'),
        ne(bookings.email, ''),
        gte(bookings.localDate, since),
        notExists(db.select({ one: sql`1` }).from(reviews).where(eq(reviews.bookingId, bookings.id))),
      ),
    )
    .limit(500);
}

/** Merchants whose account email asked for the morning summary. */
export async function listMerchantsWantingSummary(db: Db) {
  return db
    .select({
      merchantId: merchants.id,
      businessName: merchants.businessName,
      operatorEmail: users.email,
      operatorName: users.fullName,
      operatorLocale: users.locale,
    })
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.ownerUserId))
    .innerJoin(emailPreferences, eq(emailPreferences.email, sql`lower(${users.email})`))
    .where(eq(emailPreferences.morningSummary, true));
}

/** The paid guests of a merchant's departures on one day, by start time and tour. */
export async function listPassengersOfDay(db: Db, merchantId: string, localDate: string) {
  return db
    .select({
      tourTitle: tours.title,
      meetingPoint: tours.meetingPoint,
      departureId: bookings.departureId,
      startTime: bookings.startTime,
      fullName: bookings.fullName,
      adults: bookings.adults,
      children: bookings.children,
      infants: bookings.infants,
      seniors: bookings.seniors,
      residents: bookings.residents,
      seats: bookings.seats,
      pickupZoneName: bookings.pickupZoneName,
      pickupTime: bookings.pickupTime,
      phone: bookings.phone,
      hotel: bookings.hotel,
      specialRequirements: bookings.specialRequirements,
      confirmationCode: bookings.confirmationCode,
      parkFeeCashCents: bookings.parkFeeCashCents,
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .where(
      and(
        eq(tours.merchantId, merchantId),
        eq(bookings.localDate, localDate),
        inArray(bookings.status, ['confirmed', 'completed']),
      ),
    )
    .orderBy(asc(bookings.startTime), asc(tours.title), asc(bookings.fullName));
}
