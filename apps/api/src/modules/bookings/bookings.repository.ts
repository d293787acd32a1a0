import type { BookingStatus } from '@belizepass/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  departures,
  locations,
  merchants,
  payments,
  reviews,
  tourPhotos,
  tours,
} from '../../db/schema/index.ts';
import { lockTourSeatResources, resourceSeatsLeft } from '../resources/resources.repository.ts';

export type BookingRow = typeof bookings.$inferSelect;

/** The departure row for a tour, date and time, created on first use with the tour's capacity. */
export async function ensureDeparture(
  db: Db,
  values: { tourId: string; localDate: string; startTime: string; capacity: number },
  options: { forUpdate?: boolean } = {},
) {
  await db.insert(departures).values(values).onConflictDoNothing();
  const query = db
    .select()
    .from(departures)
    .where(
      and(
        eq(departures.tourId, values.tourId),
        eq(departures.localDate, values.localDate),
        eq(departures.startTime, values.startTime),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row!;
}

/**
 * The seats a departure may still take from the boats, vehicles and rooms its tour shares with other
 * tours (decision 043): their rows are locked in id order for the rest of the transaction (the caller
 * has locked the departure row first: departures, then resources, is the one order), so the seats
 * counted stay true until this sale is written. Infinity for a tour that shares nothing.
 */
async function sharedSeatsLeft(db: Db, at: { tourId: string; localDate: string; startTime: string }) {
  const shared = await lockTourSeatResources(db, at.tourId);
  if (shared.length === 0) return Number.POSITIVE_INFINITY;
  const left = await resourceSeatsLeft(db, at.tourId, [at]);
  return left.get(`${at.localDate} ${at.startTime}`) ?? Number.POSITIVE_INFINITY;
}

/** Seats left on the resources the tour shares at this departure (no lock: what a refusal reports). */
export async function sharedResourceSeatsLeft(
  db: Db,
  at: { tourId: string; localDate: string; startTime: string },
) {
  return (
    (await resourceSeatsLeft(db, at.tourId, [at])).get(`${at.localDate} ${at.startTime}`) ??
    Number.POSITIVE_INFINITY
  );
}

/**
 * Takes seats with one conditional UPDATE: concurrent buyers queue on the row lock and none can
 * push seats_taken past capacity, nor past the seats left on a resource the tour shares (checked
 * under its lock first). Returns false when the seats are not there (or the date is closed).
 */
export async function takeSeats(db: Db, departureId: string, seats: number): Promise<boolean> {
  const [at] = await db
    .select({ tourId: departures.tourId, localDate: departures.localDate, startTime: departures.startTime })
    .from(departures)
    .where(eq(departures.id, departureId));
  if (!at || (await sharedSeatsLeft(db, at)) < seats) return false;
  const rows = await db
    .update(departures)
    .set({ seatsTaken: sql`${departures.seatsTaken} + ${seats}` })
    .where(
      and(
        eq(departures.id, departureId),
        eq(departures.closed, false),
        sql`${departures.seatsTaken} + ${seats} <= ${departures.capacity}`,
      ),
    )
    .returning({ id: departures.id });
  return rows.length > 0;
}

export type NewHold = Pick<
  typeof bookings.$inferInsert,
  | 'tourId'
  | 'userId'
  | 'localDate'
  | 'startTime'
  | 'adults'
  | 'children'
  | 'infants'
  | 'seniors'
  | 'residents'
  | 'lapInfants'
  | 'adultPriceCents'
  | 'childPriceCents'
  | 'infantPriceCents'
  | 'seniorPriceCents'
  | 'residentPriceCents'
  | 'pickupZoneId'
  | 'pickupZoneName'
  | 'pickupTime'
  | 'pickupFeeCents'
  | 'parkFeeCents'
  | 'parkFeeCashCents'
  | 'totalCents'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'hotel'
  | 'specialRequirements'
  | 'accessKeyHash'
  | 'holdExpiresAt'
  | 'holdClientIp'
  | 'holdDeviceHash'
  | 'holdCaller'
  | 'holdLargeParty'
  | 'createdAt'
  | 'locale'
  | 'source'
  | 'resellerId'
  | 'resellerUuid'
  | 'resellerReference'
  | 'guideLanguage'
  | 'agentId'
  | 'agentPayment'
  | 'agentCommissionPercent'
  | 'agentCommissionCents'
>;

/**
 * Takes the seats and writes the pending booking in ONE statement: the departure row is created on
 * first use (with `capacity`) or has its seats taken by a conditional upsert, and the booking is
 * inserted only when that happened. Concurrent buyers queue on the departure row for the length of
 * this statement only, and can never push seats_taken past capacity. A tour sharing a boat, vehicle
 * or room first has the resource's seats checked under its lock (the caller has locked the departure
 * row: `ensureDeparture` with `forUpdate`). Undefined when the seats are not there or the date is
 * closed (nothing is written then).
 */
export async function holdSeats(
  db: Db,
  capacity: number,
  hold: NewHold,
  seats: number,
): Promise<BookingRow | undefined> {
  if ((await sharedSeatsLeft(db, hold)) < seats) return undefined;
  const result = await db.execute<Record<string, unknown>>(sql`
    with departure as (
      insert into departures (tour_id, local_date, start_time, capacity, seats_taken)
      values (${hold.tourId}::uuid, ${hold.localDate}::date, ${hold.startTime}, ${capacity}::smallint, ${seats}::smallint)
      on conflict (tour_id, local_date, start_time) do update
        set seats_taken = departures.seats_taken + excluded.seats_taken
        where not departures.closed and departures.seats_taken + excluded.seats_taken <= departures.capacity
      returning id
    )
    insert into bookings (tour_id, departure_id, user_id, local_date, start_time, adults, children,
      infants, seniors, residents, lap_infants, infant_price_cents, senior_price_cents, resident_price_cents,
      pickup_zone_id, pickup_zone_name, pickup_time, pickup_fee_cents,
      adult_price_cents, child_price_cents, park_fee_cents, park_fee_cash_cents, total_cents, full_name, email, phone, hotel,
      special_requirements, access_key_hash, hold_expires_at, hold_client_ip, hold_device_hash, hold_caller,
      hold_large_party, created_at, locale, source, reseller_id, reseller_uuid, reseller_reference, guide_language,
      agent_id, agent_payment, agent_commission_percent, agent_commission_cents, cancellation_tiers)
    select ${hold.tourId}::uuid, departure.id, ${hold.userId ?? null}::uuid, ${hold.localDate}::date,
      ${hold.startTime}, ${hold.adults}::smallint, ${hold.children}::smallint,
      ${hold.infants ?? 0}::smallint, ${hold.seniors ?? 0}::smallint, ${hold.residents ?? 0}::smallint,
      ${hold.lapInfants ?? false}::boolean, ${hold.infantPriceCents ?? 0}::int, ${hold.seniorPriceCents ?? 0}::int,
      ${hold.residentPriceCents ?? 0}::int, ${hold.pickupZoneId ?? null}, ${hold.pickupZoneName ?? null},
      ${hold.pickupTime ?? null}, ${hold.pickupFeeCents ?? 0}::int,
      ${hold.adultPriceCents}::int, ${hold.childPriceCents}::int, ${hold.parkFeeCents ?? 0}::int,
      ${hold.parkFeeCashCents ?? 0}::int, ${hold.totalCents}::int,
      ${hold.fullName}, ${hold.email}, ${hold.phone}, ${hold.hotel ?? null}, ${hold.specialRequirements ?? null},
      ${hold.accessKeyHash}, ${hold.holdExpiresAt?.toISOString() ?? null}::timestamptz,
      ${hold.holdClientIp ?? null}, ${hold.holdDeviceHash ?? null}, ${hold.holdCaller ?? null},
      ${hold.holdLargeParty ?? false}::boolean,
      coalesce(${hold.createdAt?.toISOString() ?? null}::timestamptz, now()), ${hold.locale ?? 'en'},
      ${hold.source ?? 'online'}, ${hold.resellerId ?? null}::uuid, ${hold.resellerUuid ?? null},
      ${hold.resellerReference ?? null}, ${hold.guideLanguage ?? null}, ${hold.agentId ?? null}::uuid, ${hold.agentPayment ?? null},
      ${hold.agentCommissionPercent ?? null}::smallint, ${hold.agentCommissionCents ?? null}::int,
      -- The booking keeps the cancellation policy it is sold under (decision 031).
      (select cancellation_tiers from tours where id = ${hold.tourId}::uuid)
    from departure
    returning *`);
  const row = result.rows[0];
  return row ? bookingFromRow(row) : undefined;
}

/**
 * Serializes the holds made under one key (an account, email, device, address or API client; the
 * unpaid-hold limits) for the rest of the transaction: parallel requests count their holds in turn.
 */
export async function lockHoldKey(db: Db, key: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`hold:${key}`}))`);
}

const activeHold = (now: Date) =>
  and(eq(bookings.status, 'pending'), sql`${bookings.holdExpiresAt} > ${now.toISOString()}::timestamptz`);

/** Seats of a departure held by bookings not paid yet whose hold has not run out. */
export async function unpaidHeldSeats(db: Db, departureId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({
      seats: sql<number>`coalesce(sum(${bookings.seats}), 0)`.mapWith(Number),
    })
    .from(bookings)
    .where(and(eq(bookings.departureId, departureId), activeHold(now)));
  return row?.seats ?? 0;
}

/**
 * Unpaid, unexpired holds of a client: of the traveller (by this account, for this email, or from this
 * device), from this address (our own pages' holds; an API client's are its own), and of this API client.
 */
export async function unpaidHoldsOf(
  db: Db,
  client: { ip?: string; userId?: string; email: string; deviceHash?: string; caller?: { id: string } },
  now: Date,
): Promise<{ traveller: number; address: number; caller: number }> {
  const traveller = or(
    client.userId ? eq(bookings.userId, client.userId) : undefined,
    sql`lower(${bookings.email}) = lower(${client.email})`,
    client.deviceHash ? eq(bookings.holdDeviceHash, client.deviceHash) : undefined,
  )!;
  const address = client.ip
    ? and(eq(bookings.holdClientIp, client.ip), isNull(bookings.holdCaller))!
    : sql`false`;
  const caller = client.caller ? eq(bookings.holdCaller, client.caller.id) : sql`false`;
  const counted = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
  const [row] = await db
    .select({ traveller: counted(traveller), address: counted(address), caller: counted(caller) })
    .from(bookings)
    .where(and(activeHold(now), or(traveller, address, caller)));
  return { traveller: row?.traveller ?? 0, address: row?.address ?? 0, caller: row?.caller ?? 0 };
}

/** A booking row as the driver returns it from raw SQL, mapped like Drizzle maps a select. */
function bookingFromRow(raw: Record<string, unknown>): BookingRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(bookings))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as BookingRow;
}

/** The departure of a tour, date and time, if it exists. */
export async function findDepartureAt(db: Db, at: { tourId: string; localDate: string; startTime: string }) {
  const [row] = await db
    .select()
    .from(departures)
    .where(
      and(
        eq(departures.tourId, at.tourId),
        eq(departures.localDate, at.localDate),
        eq(departures.startTime, at.startTime),
      ),
    );
  return row;
}

export async function findDeparture(db: Db, id: string) {
  const [row] = await db.select().from(departures).where(eq(departures.id, id));
  return row!;
}

export async function releaseSeats(db: Db, departureId: string, seats: number) {
  await db
    .update(departures)
    .set({ seatsTaken: sql`greatest(${departures.seatsTaken} - ${seats}, 0)` })
    .where(eq(departures.id, departureId));
}

export async function insertBooking(db: Db, values: typeof bookings.$inferInsert) {
  const [row] = await db.insert(bookings).values(values).returning();
  return row!;
}

export async function findBooking(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(bookings).where(eq(bookings.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * A public tour with what a booking needs from it: the rules (schedule, start time, group size,
 * price) and what the booking's page shows about the tour and the operator.
 */
export async function findBookableTour(db: Db, tourId: string) {
  const [row] = await db
    .select({
      id: tours.id,
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
      privateCharter: tours.privateCharter,
      sellingPriceCents: tours.sellingPriceCents,
      parkFeeAdultCents: tours.parkFeeAdultCents,
      parkFeeChildCents: tours.parkFeeChildCents,
      parkFeePayment: tours.parkFeePayment,
      tourTitle: tours.title,
      tourTitleEs: tours.titleEs,
      meetingPoint: tours.meetingPoint,
      meetingPointEs: tours.meetingPointEs,
      meetingPointLat: tours.meetingPointLat,
      meetingPointLng: tours.meetingPointLng,
      bringItems: tours.bringItems,
      languages: tours.languages,
      locationId: locations.id,
      locationName: locations.name,
      merchantName: merchants.businessName,
      merchantEmail: merchants.contactEmail,
      merchantPhone: merchants.phoneNumber,
    })
    .from(tours)
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .innerJoin(locations, eq(locations.id, tours.locationId))
    .where(
      and(
        eq(tours.id, tourId),
        sql`${tours.adminApproved} and ${tours.active} and ${merchants.adminApproved} and ${merchants.active}`,
      ),
    );
  return row;
}

/** A booking with what its pages show about the tour and the operator. */
export async function findBookingView(db: Db, id: string) {
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
      locationId: locations.id,
      locationName: locations.name,
      merchantName: merchants.businessName,
      merchantEmail: merchants.contactEmail,
      merchantPhone: merchants.phoneNumber,
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(locations, eq(locations.id, tours.locationId))
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .where(eq(bookings.id, id));
  return row;
}

/** What a row of My Bookings shows: a few columns of the booking and the tour's titles. */
const myBookingColumns = {
  id: bookings.id,
  confirmationCode: bookings.confirmationCode,
  tourId: bookings.tourId,
  localDate: bookings.localDate,
  startTime: bookings.startTime,
  adults: bookings.adults,
  children: bookings.children,
  infants: bookings.infants,
  seniors: bookings.seniors,
  residents: bookings.residents,
  pickupZoneName: bookings.pickupZoneName,
  pickupTime: bookings.pickupTime,
  hotel: bookings.hotel,
  createdAt: bookings.createdAt,
  status: bookings.status,
  checkedInAt: bookings.checkedInAt,
  totalCents: bookings.totalCents,
  cancelReason: bookings.cancelReason,
  tourTitle: tours.title,
  tourTitleEs: tours.titleEs,
  meetingPoint: tours.meetingPoint,
  meetingPointEs: tours.meetingPointEs,
  photo: sql<
    string | null
  >`(select ${tourPhotos.thumbnailUrl} from ${tourPhotos} where ${tourPhotos.tourId} = ${tours.id} order by ${tourPhotos.isPrimary} desc, ${tourPhotos.displayOrder} limit 1)`,
};
export type MyBookingRecord = Awaited<ReturnType<typeof listValidTicketsOfUser>>[number];

/**
 * One page of a user's bookings, and how many match. `upcoming`: tours on or after `today` soonest
 * first, then past ones most recent first; `recent`: booked most recently first; ties by booking
 * time, then id, so a page boundary never moves. A tourist's own bookings are at most hundreds (read
 * through `bookings_user_idx`), so LIMIT/OFFSET and a plain count are cheap: no keyset cursor needed.
 */
export async function listBookingsOfUser(
  db: Db,
  userId: string,
  query: {
    status: BookingStatus | 'all';
    sort: 'upcoming' | 'recent';
    today: string;
    limit: number;
    offset: number;
  },
): Promise<{ rows: MyBookingRecord[]; total: number }> {
  const where = and(
    eq(bookings.userId, userId),
    query.status === 'all' ? undefined : eq(bookings.status, query.status),
  );
  const past = sql`${bookings.localDate} < ${query.today}`;
  const order =
    query.sort === 'upcoming'
      ? [
          asc(past),
          // Upcoming soonest first (past tours have no key here and sort after), then past most recent first.
          asc(sql`case when ${past} then null else ${bookings.localDate} end`),
          desc(bookings.localDate),
          desc(bookings.createdAt),
          desc(bookings.id),
        ]
      : [desc(bookings.createdAt), desc(bookings.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select(myBookingColumns)
      .from(bookings)
      .innerJoin(tours, eq(tours.id, bookings.tourId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(bookings).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** A user's valid tickets (confirmed, tour on or after `today`), soonest first. */
export async function listValidTicketsOfUser(db: Db, userId: string, today: string) {
  return db
    .select(myBookingColumns)
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .where(and(eq(bookings.userId, userId), eq(bookings.status, 'confirmed'), gte(bookings.localDate, today)))
    .orderBy(asc(bookings.localDate), asc(bookings.startTime), asc(bookings.id));
}

export async function findPayment(db: Db, idempotencyKey: string) {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey));
  return row;
}

export async function findApprovedCharge(db: Db, bookingId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.bookingId, bookingId), eq(payments.kind, 'charge'), eq(payments.status, 'approved')),
    )
    .orderBy(payments.createdAt)
    .limit(1);
  return row;
}

/** Refunds decided but not yet made by the gateway: of these bookings, or all older than a time. */
export async function listPendingRefunds(db: Db, which: { bookingIds: string[] } | { olderThan: Date }) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'refund'),
        eq(payments.status, 'pending'),
        'bookingIds' in which
          ? which.bookingIds.length
            ? inArray(payments.bookingId, which.bookingIds)
            : sql`false`
          : lt(payments.createdAt, which.olderThan),
      ),
    )
    .orderBy(payments.createdAt)
    .limit(200);
}

/** Marks a pending refund made by the gateway; false when another process marked it first. */
export async function markRefundMade(db: Db, id: string, providerReference: string) {
  const rows = await db
    .update(payments)
    .set({ status: 'approved', providerReference })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

export async function insertPayment(db: Db, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function isConfirmationCodeTaken(db: Db, code: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.confirmationCode, code));
  return Boolean(row);
}

// Status transitions: the only writes of bookings.status. Each names the status it leaves, so a
// transition that lost a race changes nothing and reports false.

async function transition(
  db: Db,
  id: string,
  from: BookingStatus,
  values: Partial<typeof bookings.$inferInsert>,
) {
  const rows = await db
    .update(bookings)
    .set(values)
    .where(and(eq(bookings.id, id), eq(bookings.status, from)))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

export function confirmBooking(
  db: Db,
  id: string,
  values: {
    confirmationCode: string;
    commissionPercent: number;
    commissionCents: number;
    merchantNetCents: number;
    /** A walk-in booking, paid to the operator at the counter. */
    walkIn?: { counterPayment: 'cash' | 'card' };
    /** A reseller's booking, paid on its account: the guest named at confirmation, its commission. */
    reseller?: {
      fullName: string;
      email: string;
      phone: string;
      resellerReference: string | null;
      resellerCommissionPercent: number;
      resellerCommissionCents: number;
    };
  },
) {
  const { walkIn, reseller, ...rest } = values;
  return transition(db, id, 'pending', {
    ...rest,
    ...(walkIn ? { source: 'walk_in' as const, counterPayment: walkIn.counterPayment } : {}),
    ...reseller,
    status: 'confirmed',
    paidAt: new Date(),
    holdExpiresAt: null,
  });
}

export function cancelBooking(
  db: Db,
  id: string,
  from: 'pending' | 'confirmed',
  values: { reason: string; refundCents?: number; refundPercent?: number },
) {
  return transition(db, id, from, {
    status: 'cancelled',
    cancelledAt: new Date(),
    cancelReason: values.reason,
    refundCents: values.refundCents ?? null,
    refundPercent: values.refundPercent ?? null,
    holdExpiresAt: null,
  });
}

/**
 * The merchant checks a paid guest in: a time (and who) on the confirmed booking, whose status stays
 * confirmed until its departure ends. False when the booking was not confirmed or is checked in already.
 */
export async function checkInBooking(
  db: Db,
  id: string,
  values: { checkedInByUserId: string | null; at?: Date },
) {
  const rows = await db
    .update(bookings)
    .set({ checkedInAt: values.at ?? new Date(), checkedInByUserId: values.checkedInByUserId })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'confirmed'), isNull(bookings.checkedInAt)))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** The instant a booking's departure ends: its Belize start plus the tour's duration. */
const departureEnd = sql`((${bookings.localDate} + ${bookings.startTime}::time) at time zone 'America/Belize') + ${tours.durationHours} * interval '1 hour'`;

/**
 * Confirmed bookings whose departure has ended by `now` become `completed` (checked in) or `no_show`
 * (never checked in), with `ended_at`. The rows are claimed with FOR UPDATE SKIP LOCKED and changed
 * by an update that names the status it leaves, so two sweeps racing never end a booking twice: each
 * returns only the bookings it changed itself. At most `limit` per call.
 */
export async function endDepartedBookings(db: Db, now: Date, today: string, limit = 500) {
  const result = await db.execute<{ id: string; status: 'completed' | 'no_show' }>(sql`
    with ended as (
      select ${bookings.id} as id
      from ${bookings}
      join ${tours} on ${tours.id} = ${bookings.tourId}
      where ${bookings.status} = 'confirmed'
        and ${bookings.localDate} <= ${today}::date
        and ${departureEnd} <= ${now.toISOString()}::timestamptz
      order by ${bookings.localDate}, ${bookings.id}
      limit ${limit}
      for update of ${bookings} skip locked
    )
    update ${bookings}
    set status = (case when ${bookings.checkedInAt} is null then 'no_show' else 'completed' end)::booking_status,
      ended_at = ${now.toISOString()}::timestamptz
    from ended
    where ${bookings.id} = ended.id and ${bookings.status} = 'confirmed'
    returning ${bookings.id} as id, ${bookings.status} as status`);
  return result.rows;
}

/** Pending bookings whose hold has run out, locked for this process (others skip them). */
export async function claimExpiredHolds(db: Db, now: Date, limit = 100) {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'pending'), lt(bookings.holdExpiresAt, now)))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** A pending hold runs until `until` (a reseller extends its hold); false when no longer pending. */
export function extendHold(db: Db, id: string, until: Date) {
  return transition(db, id, 'pending', { holdExpiresAt: until });
}

/** A reseller's booking by the uuid it gave when reserving. */
export async function findResellerBooking(
  db: Db,
  resellerId: string,
  resellerUuid: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.resellerId, resellerId), eq(bookings.resellerUuid, resellerUuid)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function hasReview(db: Db, bookingId: string) {
  const [row] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.bookingId, bookingId));
  return Boolean(row);
}

/** The merchant whose tour a booking is on. */
export async function merchantOfTour(db: Db, tourId: string) {
  const [row] = await db.select({ merchantId: tours.merchantId }).from(tours).where(eq(tours.id, tourId));
  return row!.merchantId;
}
