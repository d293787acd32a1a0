import type { MerchantBookingListQuery } from '@belizepass/domain';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, bookings, departures, payments, tours } from '../../db/schema/index.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type DepartureRow = typeof departures.$inferSelect;

/** A merchant sees paid bookings only: never pending holds, nor holds that lapsed unpaid. */
const VISIBLE_STATUSES = ['confirmed', 'completed', 'no_show', 'cancelled'] as const;
const visible = and(inArray(bookings.status, [...VISIBLE_STATUSES]), isNotNull(bookings.confirmationCode));

const columns = { booking: bookings, tourTitle: tours.title };

/**
 * The merchant's departures of the scope: the lists start from them (a few hundred rows a year per
 * tour) and reach their bookings through the departure index, so a busy merchant's list reads the
 * bookings it shows, not a year of them (docs/decisions/027-back-office-at-scale.md).
 */
function departureConditions(
  merchantId: string,
  query: Pick<MerchantBookingListQuery, 'scope'>,
  today: string,
) {
  const conditions: SQL[] = [eq(tours.merchantId, merchantId)];
  conditions.push(
    query.scope === 'past' ? lt(departures.localDate, today) : gte(departures.localDate, today),
  );
  return conditions;
}

/** The status and state filters of the list. */
function statusConditions(query: Pick<MerchantBookingListQuery, 'status' | 'state'>) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(bookings.status, query.status));
  if (query.state === 'live') conditions.push(ne(bookings.status, 'cancelled'));
  if (query.state === 'cancelled') conditions.push(eq(bookings.status, 'cancelled'));
  return conditions;
}

function bookingConditions(query: Pick<MerchantBookingListQuery, 'status' | 'state'>) {
  return [eq(bookings.departureId, departures.id), visible as SQL, ...statusConditions(query)];
}

/**
 * A page of the bookings: upcoming ones soonest first, past ones most recent first (by departure),
 * then in the order they were made; `limit + 1` rows, so the caller knows if more follow. The
 * departures come in that order first, from the cursor's departure on, so PostgreSQL reads the
 * bookings of the page's departures only, however deep the page.
 */
export function listMerchantBookings(
  db: Db,
  merchantId: string,
  query: MerchantBookingListQuery,
  today: string,
) {
  const conditions = departureConditions(merchantId, query, today);
  if (query.date) conditions.push(eq(departures.localDate, query.date));
  const past = query.scope === 'past';
  const direction = past ? desc : asc;
  const { after } = query;
  if (after) {
    const departure = sql`(${departures.localDate}, ${departures.startTime})`;
    const key = sql`(${after.date}::date, ${after.time}::text)`;
    conditions.push(past ? sql`${departure} <= ${key}` : sql`${departure} >= ${key}`);
  }
  const inOrder = db
    .select({
      id: departures.id,
      localDate: departures.localDate,
      startTime: departures.startTime,
      tourTitle: tours.title,
    })
    .from(departures)
    .innerJoin(tours, eq(tours.id, departures.tourId))
    .where(and(...conditions))
    .orderBy(direction(departures.localDate), direction(departures.startTime))
    .as('in_order');
  const bookingFilter: SQL[] = [
    eq(bookings.departureId, inOrder.id),
    visible as SQL,
    ...statusConditions(query),
  ];
  if (after) {
    const departure = sql`(${inOrder.localDate}, ${inOrder.startTime})`;
    const key = sql`(${after.date}::date, ${after.time}::text)`;
    bookingFilter.push(
      sql`(${departure} ${sql.raw(past ? '<' : '>')} ${key} or (${departure} = ${key} and (${bookings.createdAt}, ${bookings.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)))`,
    );
  }
  return db
    .select({
      booking: bookings,
      tourTitle: inOrder.tourTitle,
      key: {
        date: inOrder.localDate,
        time: inOrder.startTime,
        // To the microsecond, as the next page compares it.
        createdAt: sql<string>`to_char(${bookings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        id: bookings.id,
      },
    })
    .from(inOrder)
    .innerJoin(bookings, and(...bookingFilter))
    .orderBy(
      direction(inOrder.localDate),
      direction(inOrder.startTime),
      asc(bookings.createdAt),
      asc(bookings.id),
    )
    .limit(query.limit + 1);
}

export async function listMerchantBookingDates(
  db: Db,
  merchantId: string,
  query: Pick<MerchantBookingListQuery, 'scope' | 'status' | 'state'>,
  today: string,
) {
  const rows = await db
    .selectDistinct({ date: departures.localDate })
    .from(departures)
    .innerJoin(tours, eq(tours.id, departures.tourId))
    .where(
      and(
        ...departureConditions(merchantId, query, today),
        exists(
          db
            .select({ one: sql`1` })
            .from(bookings)
            .where(and(...bookingConditions(query))),
        ),
      ),
    )
    .orderBy(asc(departures.localDate));
  return rows.map((r) => r.date);
}

export async function findMerchantBooking(db: Db, merchantId: string, id: string) {
  const [row] = await db
    .select({ ...columns, closedReason: departures.closedReason })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(departures, eq(departures.id, bookings.departureId))
    .where(and(eq(bookings.id, id), eq(tours.merchantId, merchantId), visible));
  return row;
}

/** A booking of one of the merchant's tours by its confirmation code (upper case). */
export async function findMerchantBookingByCode(
  db: Db,
  merchantId: string,
  code: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select(columns)
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .where(and(eq(bookings.confirmationCode, code), eq(tours.merchantId, merchantId)));
  const [row] = options.forUpdate ? await query.for('update', { of: bookings }) : await query;
  return row;
}

export async function findBookingWithTour(db: Db, id: string) {
  const [row] = await db
    .select(columns)
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .where(eq(bookings.id, id));
  return row!;
}

export function listPayments(db: Db, bookingId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'approved')))
    .orderBy(asc(payments.createdAt));
}

/** Whether this booking's check-in was recorded for the given client request id. */
export async function hasCheckInRequest(db: Db, bookingId: string, clientRequestId: string) {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'booking.check_in'),
        eq(auditLog.entityType, 'booking'),
        eq(auditLog.entityId, bookingId),
        eq(auditLog.note, clientRequestId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

// Departures

// Written out in full: inside a subquery an unqualified "id" would mean the bookings row.
const bookingCount = sql<number>`(select count(*) from bookings b where b.departure_id = "departures"."id" and b.status in ('confirmed', 'completed', 'no_show'))::int`;

/** Departures in a date range that are closed or have bookings, soonest first. */
export function listDeparturesWithBookings(db: Db, tourId: string, from: string, to: string) {
  return db
    .select({ departure: departures, bookingCount })
    .from(departures)
    .where(
      and(
        eq(departures.tourId, tourId),
        gte(departures.localDate, from),
        lte(departures.localDate, to),
        or(eq(departures.closed, true), sql`${departures.seatsTaken} > 0`, sql`${bookingCount} > 0`),
      ),
    )
    .orderBy(asc(departures.localDate), asc(departures.startTime));
}

/** Every departure of the tour on a date (normally one, at the tour's start time), locked. */
export function lockDeparturesOnDate(db: Db, tourId: string, date: string) {
  return db
    .select()
    .from(departures)
    .where(and(eq(departures.tourId, tourId), eq(departures.localDate, date)))
    .orderBy(asc(departures.startTime))
    .for('update');
}

export async function lockDeparture(db: Db, id: string) {
  const [row] = await db.select().from(departures).where(eq(departures.id, id)).for('update');
  return row!;
}

export async function closeDepartures(db: Db, ids: string[], reason: string) {
  await db.update(departures).set({ closed: true, closedReason: reason }).where(inArray(departures.id, ids));
}

export async function countDepartureBookings(db: Db, departureId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.departureId, departureId),
        inArray(bookings.status, ['confirmed', 'completed', 'no_show']),
      ),
    );
  return row?.n ?? 0;
}

/** The bookings still holding seats on these departures, locked so no payment or cancellation races them. */
export function lockLiveBookingsOnDepartures(db: Db, departureIds: string[]) {
  return db
    .select()
    .from(bookings)
    .where(
      and(inArray(bookings.departureId, departureIds), inArray(bookings.status, ['pending', 'confirmed'])),
    )
    .orderBy(asc(bookings.createdAt))
    .for('update');
}

// Passenger lists

/** The tour's departures on a date (normally one, at the tour's start time). */
export function listDeparturesOnDate(db: Db, tourId: string, date: string) {
  return db
    .select()
    .from(departures)
    .where(and(eq(departures.tourId, tourId), eq(departures.localDate, date)))
    .orderBy(asc(departures.startTime));
}

/** The paid bookings of a tour's date (live and cancelled), by guest name. */
export function listPaidBookingsOnDate(db: Db, tourId: string, date: string) {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.tourId, tourId), eq(bookings.localDate, date), visible))
    .orderBy(asc(sql`lower(${bookings.fullName})`), asc(bookings.createdAt), asc(bookings.id));
}

const live = sql`b.status in ('confirmed', 'completed', 'no_show') and b.confirmation_code is not null`;

const perDeparture = (what: SQL, extra?: SQL) =>
  sql<number>`(select ${what} from bookings b where b.departure_id = "departures"."id" and ${live}${extra ? sql` and ${extra}` : sql``})::int`;
const liveBookings = perDeparture(sql`count(*)`);

/**
 * The merchant's departures on some dates that are closed or have seats taken or paid bookings, with
 * their paid bookings, guests, guests checked in and guests picked up; by date, start time, tour title.
 */
export function listMerchantDeparturesOnDates(db: Db, merchantId: string, dates: string[]) {
  if (dates.length === 0) return Promise.resolve([]);
  return db
    .select({
      departure: departures,
      tourTitle: tours.title,
      bookingCount: liveBookings,
      guests: perDeparture(sql`coalesce(sum(b.seats), 0)`),
      checkedIn: perDeparture(sql`coalesce(sum(b.seats), 0)`, sql`b.checked_in_at is not null`),
      pickups: perDeparture(sql`coalesce(sum(b.seats), 0)`, sql`b.pickup_zone_id is not null`),
    })
    .from(departures)
    .innerJoin(tours, eq(tours.id, departures.tourId))
    .where(
      and(
        eq(tours.merchantId, merchantId),
        inArray(departures.localDate, dates),
        or(eq(departures.closed, true), sql`${departures.seatsTaken} > 0`, sql`${liveBookings} > 0`),
      ),
    )
    .orderBy(asc(departures.localDate), asc(departures.startTime), asc(tours.title), asc(departures.id));
}

/** The first `limit` dates after `after` (up to `until`) on which a departure of the merchant has paid guests. */
export async function nextMerchantDepartureDates(
  db: Db,
  merchantId: string,
  after: string,
  until: string,
  limit: number,
) {
  const rows = await db
    .selectDistinct({ date: departures.localDate })
    .from(departures)
    .innerJoin(tours, eq(tours.id, departures.tourId))
    .where(
      and(
        eq(tours.merchantId, merchantId),
        gt(departures.localDate, after),
        lte(departures.localDate, until),
        eq(departures.closed, false),
        sql`${liveBookings} > 0`,
      ),
    )
    .orderBy(asc(departures.localDate))
    .limit(limit);
  return rows.map((r) => r.date);
}
