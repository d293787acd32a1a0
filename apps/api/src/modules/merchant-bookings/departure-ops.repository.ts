import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  departureMessageRecipients,
  departureMessages,
  departures,
  users,
} from '../../db/schema/index.ts';

/** Closures, reopening and messages of a departure (decision 035). */

/** The bookings still holding seats on these departures (paid, and unpaid holds), oldest first. */
export function listLiveBookingsOnDepartures(db: Db, departureIds: string[]) {
  if (departureIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bookings)
    .where(
      and(inArray(bookings.departureId, departureIds), inArray(bookings.status, ['pending', 'confirmed'])),
    )
    .orderBy(asc(bookings.startTime), asc(sql`lower(${bookings.fullName})`), asc(bookings.createdAt));
}

/** The tour's departure rows between two dates (every start time), soonest first. */
export function listTourDeparturesBetween(db: Db, tourId: string, from: string, to: string) {
  return db
    .select()
    .from(departures)
    .where(and(eq(departures.tourId, tourId), gte(departures.localDate, from), lte(departures.localDate, to)))
    .orderBy(asc(departures.localDate), asc(departures.startTime));
}

export async function reopenDepartures(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db.update(departures).set({ closed: false, closedReason: null }).where(inArray(departures.id, ids));
}

/** The paid bookings a message to the departure goes to: confirmed ones with a code (never cancelled). */
export function listMessageRecipients(db: Db, departureId: string) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.departureId, departureId),
        eq(bookings.status, 'confirmed'),
        sql`${bookings.confirmationCode} is not null`,
      ),
    )
    .orderBy(asc(bookings.createdAt));
}

export async function findUserName(db: Db, userId: string) {
  const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.fullName ?? '';
}

/** Inserts the message once per request id: undefined when this request id was sent before. */
export async function insertMessage(db: Db, values: typeof departureMessages.$inferInsert) {
  const [row] = await db
    .insert(departureMessages)
    .values(values)
    .onConflictDoNothing({ target: [departureMessages.merchantId, departureMessages.clientRequestId] })
    .returning();
  return row;
}

export async function findMessageByRequest(db: Db, merchantId: string, clientRequestId: string) {
  const [row] = await db
    .select({
      id: departureMessages.id,
      recipients: sql<number>`(select count(*) from departure_message_recipients r where r.message_id = ${departureMessages.id})::int`,
    })
    .from(departureMessages)
    .where(
      and(
        eq(departureMessages.merchantId, merchantId),
        eq(departureMessages.clientRequestId, clientRequestId),
      ),
    );
  return row;
}

export async function insertRecipients(db: Db, rows: (typeof departureMessageRecipients.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(departureMessageRecipients).values(rows);
}

/** The messages each of these bookings was sent, oldest first. */
export function listMessagesOfBookings(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      bookingId: departureMessageRecipients.bookingId,
      at: departureMessages.createdAt,
      by: departureMessages.authorName,
      subject: departureMessages.subject,
      body: departureMessages.body,
    })
    .from(departureMessageRecipients)
    .innerJoin(departureMessages, eq(departureMessages.id, departureMessageRecipients.messageId))
    .where(inArray(departureMessageRecipients.bookingId, bookingIds))
    .orderBy(asc(departureMessages.createdAt));
}
