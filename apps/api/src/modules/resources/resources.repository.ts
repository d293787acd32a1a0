import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departureGuides, departures, resources, tourResources, tours } from '../../db/schema/index.ts';

/** Boats, vehicles, rooms and guides, and the seats they share between tours (decision 043). */

export type ResourceRow = typeof resources.$inferSelect;

/** The departure's time range: local date + start time, for the tour's duration (Belize time). */
const startsAt = (date: SQL, time: SQL) => sql`(${date} + (${time})::time)`;
const endsAt = (date: SQL, time: SQL, hours: SQL) =>
  sql`(${startsAt(date, time)} + (${hours})::float8 * interval '1 hour')`;

/**
 * Locks the seat resources the tour draws on, in id order (the one order every seller takes them in,
 * always after the departure rows it locked), for the rest of the transaction: while they are held,
 * no other sale can take seats on a departure sharing them. Empty for a tour that shares nothing.
 */
export async function lockTourSeatResources(db: Db, tourId: string) {
  const result = await db.execute<{ id: string; capacity: number }>(sql`
    select r.id, r.capacity from resources r
    where r.id in (select resource_id from tour_resources where tour_id = ${tourId}::uuid)
    order by r.id
    for update`);
  return result.rows.map((r) => ({ id: String(r.id), capacity: Number(r.capacity) }));
}

/**
 * Seats left on each of the tour's seat resources over the time of its departures at these dates and
 * times: the resource's capacity less the seats taken (held or sold) on every departure of every tour
 * sharing it whose time range overlaps. Seats free themselves as departures' seats_taken falls on a
 * cancellation or an expired hold. Keyed `date time`; the smallest of the tour's resources; a slot of
 * a tour that shares nothing is missing from the map.
 */
export async function resourceSeatsLeft(
  db: Db,
  tourId: string,
  slots: { localDate: string; startTime: string }[],
): Promise<Map<string, number>> {
  const left = new Map<string, number>();
  if (slots.length === 0) return left;
  const result = await db.execute<{ local_date: string; start_time: string; left: number }>(sql`
    with slot as (
      select s.local_date, s.start_time,
        ${startsAt(sql`s.local_date`, sql`s.start_time`)} as starts,
        ${endsAt(sql`s.local_date`, sql`s.start_time`, sql`t.duration_hours`)} as ends
      from unnest(string_to_array(${slots.map((s) => s.localDate).join(',')}, ',')::date[],
                  string_to_array(${slots.map((s) => s.startTime).join(',')}, ',')) as s(local_date, start_time),
        tours t
      where t.id = ${tourId}::uuid
    )
    select slot.local_date::text as local_date, slot.start_time,
      min(r.capacity - coalesce((
        select sum(d.seats_taken) from tour_resources tr2
          join departures d on d.tour_id = tr2.tour_id
          join tours t2 on t2.id = d.tour_id
        where tr2.resource_id = r.id
          and d.local_date between slot.local_date - 14 and slot.local_date + 14
          and ${startsAt(sql`d.local_date`, sql`d.start_time`)} < slot.ends
          and ${endsAt(sql`d.local_date`, sql`d.start_time`, sql`t2.duration_hours`)} > slot.starts
      ), 0))::int as left
    from slot
      join tour_resources tr on tr.tour_id = ${tourId}::uuid
      join resources r on r.id = tr.resource_id
    group by slot.local_date, slot.start_time`);
  for (const row of result.rows)
    left.set(`${row.local_date} ${row.start_time}`, Math.max(0, Number(row.left)));
  return left;
}

export function listResources(db: Db, merchantId: string) {
  return db
    .select()
    .from(resources)
    .where(eq(resources.merchantId, merchantId))
    .orderBy(asc(resources.kind), asc(sql`lower(${resources.name})`));
}

/** Each of the merchant's seat resources with the tours using it. */
export function listTourLinks(db: Db, merchantId: string) {
  return db
    .select({ resourceId: tourResources.resourceId, tourId: tourResources.tourId, title: tours.title })
    .from(tourResources)
    .innerJoin(resources, eq(resources.id, tourResources.resourceId))
    .innerJoin(tours, eq(tours.id, tourResources.tourId))
    .where(eq(resources.merchantId, merchantId))
    .orderBy(asc(tours.title));
}

export async function findResource(
  db: Db,
  merchantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(resources)
    .where(and(eq(resources.id, id), eq(resources.merchantId, merchantId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertResource(db: Db, values: typeof resources.$inferInsert) {
  const [row] = await db.insert(resources).values(values).returning();
  return row!;
}

export async function updateResource(
  db: Db,
  id: string,
  values: { name: string; capacity: number; memberUserId: string | null },
) {
  const [row] = await db.update(resources).set(values).where(eq(resources.id, id)).returning();
  return row!;
}

export async function deleteResource(db: Db, id: string) {
  await db.delete(resources).where(eq(resources.id, id));
}

/** The tours of the merchant among these ids (the rest are not its own). */
export async function merchantTourIds(db: Db, merchantId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: tours.id })
    .from(tours)
    .where(and(eq(tours.merchantId, merchantId), inArray(tours.id, ids)));
  return rows.map((r) => r.id);
}

/** The resource is used by exactly these tours. */
export async function setResourceTours(db: Db, resourceId: string, tourIds: string[]) {
  await db.delete(tourResources).where(eq(tourResources.resourceId, resourceId));
  if (tourIds.length > 0)
    await db.insert(tourResources).values(tourIds.map((tourId) => ({ tourId, resourceId })));
}

/** The guides on these departures, by name. */
export function listDepartureGuides(db: Db, departureIds: string[]) {
  if (departureIds.length === 0) return Promise.resolve([]);
  return db
    .select({ departureId: departureGuides.departureId, id: resources.id, name: resources.name })
    .from(departureGuides)
    .innerJoin(resources, eq(resources.id, departureGuides.resourceId))
    .where(inArray(departureGuides.departureId, departureIds))
    .orderBy(asc(sql`lower(${resources.name})`));
}

/**
 * Another departure the guide is on whose time range overlaps this one's (the guide locked by the
 * caller, so two assignments of one guide are decided in turn).
 */
export async function findOverlappingGuideDeparture(db: Db, guideId: string, departureId: string) {
  const result = await db.execute<{ title: string; local_date: string; start_time: string }>(sql`
    select t2.title, d2.local_date::text as local_date, d2.start_time
    from departures d join tours t on t.id = d.tour_id,
      departure_guides g join departures d2 on d2.id = g.departure_id join tours t2 on t2.id = d2.tour_id
    where d.id = ${departureId}::uuid and g.resource_id = ${guideId}::uuid and d2.id <> d.id
      and ${startsAt(sql`d2.local_date`, sql`d2.start_time`)} < ${endsAt(sql`d.local_date`, sql`d.start_time`, sql`t.duration_hours`)}
      and ${endsAt(sql`d2.local_date`, sql`d2.start_time`, sql`t2.duration_hours`)} > ${startsAt(sql`d.local_date`, sql`d.start_time`)}
    limit 1`);
  const row = result.rows[0];
  return row
    ? { title: String(row.title), localDate: String(row.local_date), startTime: String(row.start_time) }
    : undefined;
}

export async function addDepartureGuide(db: Db, departureId: string, resourceId: string) {
  await db.insert(departureGuides).values({ departureId, resourceId }).onConflictDoNothing();
}

export async function removeDepartureGuide(db: Db, departureId: string, resourceId: string) {
  await db
    .delete(departureGuides)
    .where(and(eq(departureGuides.departureId, departureId), eq(departureGuides.resourceId, resourceId)));
}

/** A departure of one of the merchant's tours. */
export async function findMerchantDeparture(db: Db, merchantId: string, departureId: string) {
  const [row] = await db
    .select({ id: departures.id, tourId: departures.tourId })
    .from(departures)
    .innerJoin(tours, eq(tours.id, departures.tourId))
    .where(and(eq(departures.id, departureId), eq(tours.merchantId, merchantId)));
  return row;
}

/** The merchant's tours (to choose from), by title. */
export function listMerchantTourTitles(db: Db, merchantId: string) {
  return db
    .select({ id: tours.id, title: tours.title })
    .from(tours)
    .where(eq(tours.merchantId, merchantId))
    .orderBy(asc(tours.title));
}

/** The merchant's guide linked to this staff account, if any. */
export async function findGuideOfMember(db: Db, merchantId: string, userId: string) {
  const [row] = await db
    .select()
    .from(resources)
    .where(
      and(
        eq(resources.merchantId, merchantId),
        eq(resources.memberUserId, userId),
        eq(resources.kind, 'guide'),
      ),
    );
  return row;
}

/** The departures a guide is on: tour, date and time. */
export function listGuideDepartures(db: Db, resourceId: string) {
  return db
    .select({
      id: departures.id,
      tourId: departures.tourId,
      localDate: departures.localDate,
      startTime: departures.startTime,
    })
    .from(departureGuides)
    .innerJoin(departures, eq(departures.id, departureGuides.departureId))
    .where(eq(departureGuides.resourceId, resourceId));
}
