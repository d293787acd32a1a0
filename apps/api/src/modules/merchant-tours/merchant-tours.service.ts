import { isDeepStrictEqual } from 'node:util';
import {
  belizeToday,
  departuresOn,
  type MerchantTour,
  type MerchantTourInput,
  type MerchantTourListQuery,
  scheduleTimes,
  scheduleWeekdays,
  tourGuestTypes,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { notifyTourApprovalRequest } from '../admin/admin-notifications.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { insertTour } from '../tours/tours.repository.ts';
import type { ImageStorage } from '../uploads/image-storage.ts';
import { toMerchantTour } from './merchant-tour.mapper.ts';
import * as repo from './merchant-tours.repository.ts';
import * as revisions from './tour-revisions.repository.ts';
import {
  proposalFrom,
  REVISED_COLUMNS,
  type RevisedValues,
  resizeDepartures,
  saveProposal,
  withProposal,
} from './tour-revisions.ts';

/** Who acts: the signed-in user and the merchant they run. */
export interface MerchantActor {
  userId: string;
  merchantId: string;
}

export interface MerchantTourContext {
  db: Db;
  storage: ImageStorage;
  /** For links in staff notifications. */
  publicUrl?: string;
}

export const TOUR_NOT_FOUND = () => notFound('TOUR_NOT_FOUND', m.errors_tour_not_found());

/**
 * The schedule as stored: the weekly pattern (the old single start time on its weekdays when the
 * client sends no `departure_times`), the seasons and price rules, the guest types and pickup, and
 * the listing's summary columns (every weekday any time runs, the first start time).
 */
function scheduleColumns(input: MerchantTourInput) {
  const departureTimes = input.departure_times ?? [
    { time: input.start_time, days: [...(input.schedule_days ?? [])].sort((a, b) => a - b) },
  ];
  const seasons = [...input.seasons].sort((a, b) => a.from.localeCompare(b.from));
  const schedule = { departureTimes, seasons };
  return {
    departureTimes,
    seasons,
    priceRules: input.price_rules,
    // The spec's adults and children (absent, or given as they are) are stored as none, read as the defaults.
    guestTypes: storedGuestTypes(input.guest_types),
    pickupMode: input.pickup_mode,
    pickupZones: input.pickup_mode === 'zones' ? input.pickup_zones : [],
    scheduleDays: scheduleWeekdays(schedule),
    startTime: scheduleTimes(schedule)[0] ?? input.start_time,
  };
}

function storedGuestTypes(types: MerchantTourInput['guest_types']) {
  const list = tourGuestTypes(types);
  return isDeepStrictEqual(list, tourGuestTypes(null)) ? [] : list;
}

/** Fields as stored, from the form's fields. */
function toColumns(input: MerchantTourInput) {
  return {
    title: input.title,
    description: input.description,
    locationId: input.location_id,
    category: input.category,
    touristType: input.tourist_type,
    difficulty: input.difficulty,
    durationHours: input.duration_hours,
    sellingPriceCents: input.price,
    standardPriceCents: input.original_price ?? input.price,
    minGroupSize: input.min_group_size,
    maxGroupSize: input.maxParticipants,
    ...scheduleColumns(input),
    itinerary: input.itinerary,
    inclusions: input.inclusions,
    exclusions: input.exclusions,
    bringItems: input.bring_items,
    languages: input.languages,
    meetingPoint: input.meeting_point,
    meetingPointLat: input.meeting_point_lat,
    meetingPointLng: input.meeting_point_lng,
    transport: input.transport,
    safetyInfo: input.safety_info,
    // The policy's tiers when given (absent: the default on a new tour, unchanged on an edit); saving
    // them clears the old free text the operator was asked to check.
    ...(input.cancellation_tiers
      ? { cancellationTiers: input.cancellation_tiers, cancellationPolicyText: '' }
      : {}),
    parkFeeAdultCents: input.park_fee_adult,
    parkFeeChildCents: input.park_fee_child,
    parkFeePayment: input.park_fee_payment,
    active: input.status === 'active',
    featured: input.featured,
    privateCharter: input.private_charter,
    titleEs: input.title_es,
    descriptionEs: input.description_es,
    itineraryEs: input.itinerary_es,
    meetingPointEs: input.meeting_point_es,
    inclusionsEs: input.inclusions_es,
    exclusionsEs: input.exclusions_es,
    bringItemsEs: input.bring_items_es,
    transportEs: input.transport_es,
    safetyInfoEs: input.safety_info_es,
    // Absent: unchanged on an edit (none on a new tour).
    ...(input.faq ? { faq: input.faq } : {}),
  };
}
type TourColumns = ReturnType<typeof toColumns>;

/** The fields whose value changes, as `before` and `after` objects for the audit log. */
function changedFields(before: repo.TourRow, after: Partial<TourColumns>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before[key as keyof TourColumns];
    if (!isDeepStrictEqual(old, value)) {
      was[key] = old;
      now[key] = value;
    }
  }
  return { before: was, after: now, changed: Object.keys(now) };
}

async function present(db: Db, merchantId: string, tourId: string): Promise<MerchantTour> {
  const row = await repo.findMerchantTour(db, merchantId, tourId, { today: belizeToday() });
  if (!row) throw TOUR_NOT_FOUND();
  const [photos, latest] = await Promise.all([
    repo.listPhotos(db, [tourId]),
    revisions.latestRevisions(db, [tourId]),
  ]);
  return toMerchantTour(row, photos, latest.get(tourId));
}

export async function listTours(db: Db, merchantId: string, query: MerchantTourListQuery) {
  const rows = await repo.listMerchantTours(db, merchantId, query, belizeToday());
  const ids = rows.map((r) => r.tour.id);
  const [photos, latest] = await Promise.all([repo.listPhotos(db, ids), revisions.latestRevisions(db, ids)]);
  return {
    tours: rows.map((row) =>
      toMerchantTour(
        row,
        photos.filter((p) => p.tourId === row.tour.id),
        latest.get(row.tour.id),
      ),
    ),
  };
}

export function getTour(db: Db, merchantId: string, tourId: string) {
  return present(db, merchantId, tourId);
}

/** A new tour waits for an admin's approval before the public can see it; staff are told (a setting). */
export async function createTour(ctx: MerchantTourContext, actor: MerchantActor, input: MerchantTourInput) {
  const id = await ctx.db.transaction(async (tx) => {
    const tour = await insertTour(tx, {
      ...toColumns(input),
      merchantId: actor.merchantId,
      adminApproved: false,
    });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'tour.create',
      entityType: 'tour',
      entityId: tour.id,
      after: toColumns(input),
    });
    await notifyTourApprovalRequest(tx, tour, ctx.publicUrl);
    return tour.id;
  });
  return { tour: await present(ctx.db, actor.merchantId, id) };
}

/**
 * Replaces the tour's fields. An approved tour stays public while edited: every field a traveller
 * relies on (the reviewed fields, packages/domain reviewed-fields.ts) changes only when staff approve
 * it (it waits as a revision, tour-revisions.ts); only its listing labels (category, traveller type)
 * and its active switch change at once. Every change is written to the audit log (changed fields
 * before and after) so the platform team can review it.
 */
export async function updateTour(
  ctx: MerchantTourContext,
  actor: MerchantActor,
  tourId: string,
  input: MerchantTourInput,
) {
  const today = belizeToday();
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findMerchantTour(tx, actor.merchantId, tourId, { forUpdate: true });
    if (!row) throw TOUR_NOT_FOUND();
    const { tour } = row;
    const columns = toColumns(input);
    const approved = tour.adminApproved;
    const pending = approved
      ? await revisions.findPendingRevision(tx, tourId, { forUpdate: true })
      : undefined;
    const direct: Partial<TourColumns> = { ...columns };
    if (approved) for (const key of REVISED_COLUMNS) delete direct[key];
    const diff = changedFields(tour, direct);
    const revised = Object.fromEntries(REVISED_COLUMNS.map((key) => [key, columns[key]])) as RevisedValues;
    const proposal = approved ? proposalFrom(tour, revised, pending?.proposed.photos) : undefined;
    if (diff.changed.length > 0) {
      const title = direct.title ?? tour.title;
      const description = direct.description ?? tour.description;
      const locationId = direct.locationId ?? tour.locationId;
      const needsSearchUpdate = ['title', 'description', 'locationId'].some((f) => diff.changed.includes(f));
      const location = needsSearchUpdate ? await repo.locationName(tx, locationId) : undefined;
      await repo.updateTour(tx, tourId, {
        ...direct,
        ...(needsSearchUpdate
          ? { searchDocument: repo.searchDocumentOf(title, location ?? '', description) }
          : {}),
      });
      if (['maxGroupSize', 'seasons'].some((f) => diff.changed.includes(f))) {
        await resizeDepartures(tx, { ...tour, ...direct }, today);
      }
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: 'tour.update',
        entityType: 'tour',
        entityId: tourId,
        before: diff.before,
        after: diff.after,
        note: approved ? 'Edited while approved and visible to the public' : 'Edited while awaiting approval',
      });
    }
    if (proposal) {
      await saveProposal(tx, { userId: actor.userId, publicUrl: ctx.publicUrl }, tour, proposal, pending);
    }
  });
  const tour = await present(ctx.db, actor.merchantId, tourId);
  const toMove = await departuresToMove(ctx.db, tour, today);
  return { tour: toMove.length > 0 ? { ...tour, departures_to_move: toMove } : tour };
}

/**
 * Future departures with booked guests at a time the schedule (as the merchant now sees it) no
 * longer offers on that date: they keep their time until the operator moves the guests.
 */
async function departuresToMove(db: Db, tour: MerchantTour, today: string) {
  const schedule = {
    departureTimes: tour.departure_times,
    seasons: tour.seasons,
    maxGroupSize: tour.maxParticipants,
  };
  return (await repo.futureDepartures(db, tour.id, today))
    .filter(
      (d) => d.seatsTaken > 0 && !departuresOn(schedule, d.localDate).some((p) => p.time === d.startTime),
    )
    .map((d) => ({ date: d.localDate, time: d.startTime, guests: d.seatsTaken }));
}

export async function setTourActive(
  ctx: MerchantTourContext,
  actor: MerchantActor,
  tourId: string,
  active: boolean,
) {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.findMerchantTour(tx, actor.merchantId, tourId, { forUpdate: true });
    if (!row) throw TOUR_NOT_FOUND();
    if (row.tour.active !== active) {
      await repo.updateTour(tx, tourId, { active });
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: 'tour.status',
        entityType: 'tour',
        entityId: tourId,
        before: { active: row.tour.active },
        after: { active },
      });
    }
    return { id: tourId, status: active ? ('active' as const) : ('draft' as const), active };
  });
}

/** Featured is a reviewed field: on an approved tour the switch joins the changes waiting for approval. */
export async function setTourFeatured(
  ctx: MerchantTourContext,
  actor: MerchantActor,
  tourId: string,
  featured: boolean,
) {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.findMerchantTour(tx, actor.merchantId, tourId, { forUpdate: true });
    if (!row) throw TOUR_NOT_FOUND();
    if (row.tour.adminApproved) {
      const pending = await revisions.findPendingRevision(tx, tourId, { forUpdate: true });
      const { photos, ...proposed } = pending?.proposed ?? {};
      const revised = { ...withProposal(row.tour, proposed), featured };
      await saveProposal(
        tx,
        { userId: actor.userId, publicUrl: ctx.publicUrl },
        row.tour,
        proposalFrom(row.tour, revised, photos),
        pending,
      );
      return { id: tourId, featured };
    }
    if (row.tour.featured !== featured) {
      await repo.updateTour(tx, tourId, { featured });
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: 'tour.featured',
        entityType: 'tour',
        entityId: tourId,
        before: { featured: row.tour.featured },
        after: { featured },
      });
    }
    return { id: tourId, featured };
  });
}

/**
 * Removes stored files no photo uses any more, live or proposed by changes waiting for approval
 * (identical uploads share one file).
 */
export async function removeUnusedFiles(ctx: { db: Db; storage: ImageStorage }, urls: string[]) {
  for (const url of new Set(urls)) {
    const key = ctx.storage.keyFromUrl(url);
    if (!key || (await repo.isPhotoFileInUse(ctx.db, url))) continue;
    if (await revisions.isFileInPendingRevision(ctx.db, url)) continue;
    await ctx.storage.remove(key);
  }
}

/**
 * Deletes a tour nobody has booked. Upcoming bookings must be cancelled first; a tour with past
 * bookings is kept for the records (deactivating hides it).
 */
export async function deleteTour(ctx: MerchantTourContext, actor: MerchantActor, tourId: string) {
  const today = belizeToday();
  const urls = await ctx.db.transaction(async (tx) => {
    const row = await repo.findMerchantTour(tx, actor.merchantId, tourId, { forUpdate: true });
    if (!row) throw TOUR_NOT_FOUND();
    if ((await repo.countLiveFutureBookings(tx, tourId, today)) > 0) {
      throw conflict('TOUR_HAS_BOOKINGS', m.errors_tour_has_bookings());
    }
    await repo.deleteAbandonedHolds(tx, tourId);
    if ((await repo.countBookings(tx, tourId)) > 0) {
      throw new AppError(409, 'TOUR_HAS_HISTORY', m.errors_tour_has_history());
    }
    const photos = await repo.listPhotos(tx, [tourId]);
    const proposed = (await revisions.findPendingRevision(tx, tourId))?.proposed.photos ?? [];
    await repo.deleteTour(tx, tourId);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'tour.delete',
      entityType: 'tour',
      entityId: tourId,
      before: { title: row.tour.title, adminApproved: row.tour.adminApproved, active: row.tour.active },
    });
    return [...photos, ...proposed].flatMap((p) => [p.url, p.thumbnailUrl]);
  });
  await removeUnusedFiles(ctx, urls);
}
