import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departures, tours, waitlistEntries } from '../../db/schema/index.ts';

export type WaitlistRow = typeof waitlistEntries.$inferSelect;
export type NewWaitlistEntry = Pick<
  typeof waitlistEntries.$inferInsert,
  | 'departureId'
  | 'email'
  | 'userId'
  | 'adults'
  | 'children'
  | 'infants'
  | 'seniors'
  | 'residents'
  | 'seats'
  | 'locale'
  | 'createdAt'
>;

/**
 * Puts a traveller on a departure's waitlist, once per email: a new entry, or one the traveller had
 * left (or let expire) joins again at the back of the line. `joined` is false when the email already
 * waits or holds an offer (the entry is returned as it is).
 */
export async function joinWaitlist(db: Db, entry: NewWaitlistEntry) {
  const [row] = await db
    .insert(waitlistEntries)
    .values(entry)
    .onConflictDoUpdate({
      target: [waitlistEntries.departureId, waitlistEntries.email],
      set: {
        userId: entry.userId,
        adults: entry.adults,
        children: entry.children,
        infants: entry.infants,
        seniors: entry.seniors,
        residents: entry.residents,
        seats: entry.seats,
        locale: entry.locale,
        status: 'waiting',
        offerExpiresAt: null,
        bookingId: null,
        createdAt: entry.createdAt ?? sql`now()`,
      },
      setWhere: inArray(waitlistEntries.status, ['left', 'expired', 'booked']),
    })
    .returning();
  if (row) return { entry: row, joined: true };
  const [existing] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.departureId, entry.departureId), eq(waitlistEntries.email, entry.email)));
  return { entry: existing!, joined: false };
}

export async function findEntry(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** An entry with its departure and tour, as its emails and pages name it. */
export async function findEntryView(db: Db, id: string) {
  const [row] = await db
    .select({
      entry: waitlistEntries,
      tourId: tours.id,
      tourTitle: tours.title,
      tourTitleEs: tours.titleEs,
      localDate: departures.localDate,
      startTime: departures.startTime,
    })
    .from(waitlistEntries)
    .innerJoin(departures, eq(departures.id, waitlistEntries.departureId))
    .innerJoin(tours, eq(tours.id, departures.tourId))
    .where(eq(waitlistEntries.id, id));
  return row;
}

/** Moves an entry on from one of `from`; the row as changed, or undefined when it was not in `from`. */
export async function setEntryStatus(
  db: Db,
  id: string,
  from: WaitlistRow['status'][],
  values: Partial<Pick<WaitlistRow, 'status' | 'offerExpiresAt' | 'bookingId'>>,
) {
  const [row] = await db
    .update(waitlistEntries)
    .set(values)
    .where(and(eq(waitlistEntries.id, id), inArray(waitlistEntries.status, from)))
    .returning();
  return row;
}

/** Offers whose hold ran out, locked for this turn (another instance skips them). */
export function claimLapsedOffers(db: Db, now: Date, limit = 100) {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, now)))
    .orderBy(asc(waitlistEntries.offerExpiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Open departures (not closed, not yet started) with free seats and someone waiting, locked for this
 * turn: a second instance skips them, so no seat is offered twice.
 */
export async function claimDeparturesWithFreeSeats(db: Db, now: Date, limit = 100) {
  const result = await db.execute<{
    id: string;
    capacity: number;
    seats_taken: number;
  }>(sql`
    select d.id, d.capacity, d.seats_taken
    from ${departures} d
    where not d.closed
      and ((d.local_date + d.start_time::time) at time zone 'America/Belize') > ${now.toISOString()}::timestamptz
      and d.seats_taken < d.capacity
      and exists (select 1 from ${waitlistEntries} w where w.departure_id = d.id and w.status = 'waiting')
    order by d.local_date, d.start_time, d.id
    limit ${limit}
    for update of d skip locked`);
  return result.rows.map((r) => ({
    id: r.id,
    free: Number(r.capacity) - Number(r.seats_taken),
  }));
}

/** The line of a departure, first come first served (read under the departure's lock). */
export function waitingEntries(db: Db, departureId: string) {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.departureId, departureId), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/** How many parties wait (or hold an offer) on each of these departures. */
export async function waitlistCounts(db: Db, departureIds: string[]) {
  if (departureIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ departureId: waitlistEntries.departureId, n: count() })
    .from(waitlistEntries)
    .where(
      and(
        inArray(waitlistEntries.departureId, departureIds),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
      ),
    )
    .groupBy(waitlistEntries.departureId);
  return new Map(rows.map((r) => [r.departureId, Number(r.n)]));
}
