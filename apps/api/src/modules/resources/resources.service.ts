import {
  departuresOn,
  formatClockTime,
  formatLongDate,
  type Resource,
  type ResourceList,
  type resourceBodySchema,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import * as bookingsRepo from '../bookings/bookings.repository.ts';
import { findMerchantTour } from '../merchant-tours/merchant-tours.repository.ts';
import { guideMembers } from '../team/team.service.ts';
import * as repo from './resources.repository.ts';

/** Boats, vehicles, rooms and guides, and the guides on departures (decision 043). */

const RESOURCE_NOT_FOUND = () => notFound('RESOURCE_NOT_FOUND', m.resources_error_not_found());
const TOUR_NOT_FOUND = () => notFound('TOUR_NOT_FOUND', m.errors_tour_not_found());

/** Seats left on the resources a tour shares, per `date time` (the tour's availability). */
export function sharedSeatsLeft(db: Db, tourId: string, slots: { localDate: string; startTime: string }[]) {
  return repo.resourceSeatsLeft(db, tourId, slots);
}

export async function listResources(db: Db, merchantId: string): Promise<ResourceList> {
  const [rows, links, tours, members] = await Promise.all([
    repo.listResources(db, merchantId),
    repo.listTourLinks(db, merchantId),
    repo.listMerchantTourTitles(db, merchantId),
    guideMembers(db, merchantId),
  ]);
  return {
    resources: rows.map((r) => toResource(r, links, members)),
    tours,
    guideMembers: members,
  };
}

function toResource(
  r: repo.ResourceRow,
  links: { resourceId: string; tourId: string; title: string }[],
  members: { userId: string; name: string }[],
): Resource {
  const member = r.memberUserId ? members.find((p) => p.userId === r.memberUserId) : undefined;
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    capacity: r.capacity,
    tours: links.filter((l) => l.resourceId === r.id).map((l) => ({ id: l.tourId, title: l.title })),
    member: member ?? null,
  };
}

type ResourceBody = Omit<z.output<typeof resourceBodySchema>, 'memberUserId'> & {
  memberUserId?: string | null;
};

/** The tours asked for, all the merchant's own (a guide uses none). */
async function toursOf(db: Db, merchantId: string, body: ResourceBody) {
  if (body.kind === 'guide') return [];
  const ids = [...new Set(body.tourIds)];
  const own = await repo.merchantTourIds(db, merchantId, ids);
  if (own.length !== ids.length)
    throw badRequest(m.resources_error_tour_unknown(), [
      { field: 'tourIds', message: m.resources_error_tour_unknown() },
    ]);
  return own;
}

const MEMBER_INVALID = () =>
  badRequest(m.resources_error_member(), [{ field: 'memberUserId', message: m.resources_error_member() }]);

/**
 * The staff account a guide is linked to: a guide-role member of the business, not linked to another
 * of its guides (400 otherwise); none for a boat, vehicle or room.
 */
async function memberOf(db: Db, merchantId: string, kind: string, body: ResourceBody, id?: string) {
  if (!body.memberUserId) return null;
  if (kind !== 'guide') throw MEMBER_INVALID();
  const members = await guideMembers(db, merchantId);
  if (!members.some((p) => p.userId === body.memberUserId)) throw MEMBER_INVALID();
  const linked = await repo.findGuideOfMember(db, merchantId, body.memberUserId);
  if (linked && linked.id !== id) throw MEMBER_INVALID();
  return body.memberUserId;
}

export async function createResource(db: Db, merchantId: string, body: ResourceBody) {
  const tourIds = await toursOf(db, merchantId, body);
  const memberUserId = await memberOf(db, merchantId, body.kind, body);
  const id = await db.transaction(async (tx) => {
    const row = await repo.insertResource(tx, {
      merchantId,
      kind: body.kind,
      name: body.name,
      capacity: body.kind === 'guide' ? 1 : body.capacity,
      memberUserId,
    });
    await repo.setResourceTours(tx, row.id, tourIds);
    return row.id;
  });
  return resourceById(db, merchantId, id);
}

/**
 * Changes a resource under its lock (a sale sharing it waits, then counts with the new seats and
 * tours). Its kind stays what it was.
 */
export async function updateResource(db: Db, merchantId: string, id: string, body: ResourceBody) {
  await db.transaction(async (tx) => {
    const found = await repo.findResource(tx, merchantId, id, { forUpdate: true });
    if (!found) throw RESOURCE_NOT_FOUND();
    const tourIds = await toursOf(tx, merchantId, { ...body, kind: found.kind });
    const memberUserId = await memberOf(tx, merchantId, found.kind, body, id);
    await repo.updateResource(tx, id, {
      name: body.name,
      capacity: found.kind === 'guide' ? 1 : body.capacity,
      memberUserId,
    });
    await repo.setResourceTours(tx, id, tourIds);
  });
  return resourceById(db, merchantId, id);
}

export async function deleteResource(db: Db, merchantId: string, id: string) {
  await db.transaction(async (tx) => {
    const found = await repo.findResource(tx, merchantId, id, { forUpdate: true });
    if (!found) throw RESOURCE_NOT_FOUND();
    await repo.deleteResource(tx, id);
  });
}

async function resourceById(db: Db, merchantId: string, id: string) {
  const list = await listResources(db, merchantId);
  const found = list.resources.find((r) => r.id === id);
  if (!found) throw RESOURCE_NOT_FOUND();
  return found;
}

/** The departure of the merchant's tour at a date and time, created on first use. */
async function departureOf(db: Db, merchantId: string, tourId: string, date: string, time: string) {
  const found = await findMerchantTour(db, merchantId, tourId);
  if (!found) throw TOUR_NOT_FOUND();
  const planned = departuresOn(found.tour, date).find((d) => d.time === time);
  const existing = await bookingsRepo.findDepartureAt(db, { tourId, localDate: date, startTime: time });
  if (!planned && !existing)
    throw badRequest(m.resources_error_departure_unknown(), [
      { field: 'time', message: m.resources_error_departure_unknown() },
    ]);
  return (
    existing ??
    (await bookingsRepo.ensureDeparture(db, {
      tourId,
      localDate: date,
      startTime: time,
      capacity: planned!.capacity,
    }))
  );
}

/**
 * Puts a guide on a departure: under the guide's lock, so two assignments of one guide are decided in
 * turn, refused (409 GUIDE_BUSY, naming the other departure) when the guide is on another departure
 * whose time overlaps.
 */
export async function assignGuide(
  db: Db,
  merchantId: string,
  tourId: string,
  date: string,
  input: { time: string; guideId: string },
) {
  return db.transaction(async (tx) => {
    const departure = await departureOf(tx, merchantId, tourId, date, input.time);
    const guide = await repo.findResource(tx, merchantId, input.guideId, { forUpdate: true });
    if (!guide) throw RESOURCE_NOT_FOUND();
    if (guide.kind !== 'guide')
      throw badRequest(m.resources_error_not_a_guide(), [
        { field: 'guideId', message: m.resources_error_not_a_guide() },
      ]);
    const busy = await repo.findOverlappingGuideDeparture(tx, guide.id, departure.id);
    if (busy)
      throw new AppError(
        409,
        'GUIDE_BUSY',
        m.resources_error_guide_busy({
          name: guide.name,
          tour: busy.title,
          date: formatLongDate(busy.localDate),
          time: formatClockTime(busy.startTime),
        }),
      );
    await repo.addDepartureGuide(tx, departure.id, guide.id);
    return guidesOf(tx, departure.id);
  });
}

export async function removeGuide(
  db: Db,
  merchantId: string,
  tourId: string,
  date: string,
  input: { time: string; guideId: string },
) {
  const found = await findMerchantTour(db, merchantId, tourId);
  if (!found) throw TOUR_NOT_FOUND();
  const departure = await bookingsRepo.findDepartureAt(db, {
    tourId,
    localDate: date,
    startTime: input.time,
  });
  if (!departure) return { departureId: null, guides: [] };
  await repo.removeDepartureGuide(db, departure.id, input.guideId);
  return guidesOf(db, departure.id);
}

async function guidesOf(db: Db, departureId: string) {
  const guides = await repo.listDepartureGuides(db, [departureId]);
  return { departureId, guides: guides.map((g) => ({ id: g.id, name: g.name })) };
}

/** The guides on each of these departures, by departure id. */
export async function guidesOnDepartures(db: Db, departureIds: string[]) {
  const byDeparture = new Map<string, { id: string; name: string }[]>();
  for (const g of await repo.listDepartureGuides(db, departureIds)) {
    const list = byDeparture.get(g.departureId) ?? [];
    list.push({ id: g.id, name: g.name });
    byDeparture.set(g.departureId, list);
  }
  return byDeparture;
}

/** The merchant's guides (to choose from on a departure). */
export async function listGuides(db: Db, merchantId: string) {
  return (await repo.listResources(db, merchantId))
    .filter((r) => r.kind === 'guide')
    .map((r) => ({ id: r.id, name: r.name }));
}

/**
 * What a guide-role member sees of the day (decision 043): the departures their linked guide is on,
 * or `null` when no guide of the business is linked to their account.
 */
export async function departuresOfMember(db: Db, merchantId: string, userId: string) {
  const guide = await repo.findGuideOfMember(db, merchantId, userId);
  if (!guide) return null;
  return repo.listGuideDepartures(db, guide.id);
}
