import {
  belizeToday,
  type MerchantTour,
  type MerchantTourInput,
  type MerchantTourListQuery,
} from '@belizepass/domain';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { notifyTourApprovalRequest } from '../admin/admin-notifications.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { insertTour } from '../tours/tours.repository.ts';
import type { ImageStorage } from '../uploads/image-storage.ts';
import { toMerchantTour } from './merchant-tour.mapper.ts';
import * as repo from './merchant-tours.repository.ts';

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

export const TOUR_NOT_FOUND = () => notFound('TOUR_NOT_FOUND', 'Tour Not Found');

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
    scheduleDays: [...input.schedule_days].sort((a, b) => a - b),
    startTime: input.start_time,
    itinerary: input.itinerary,
    inclusions: input.inclusions,
    exclusions: input.exclusions,
    bringItems: input.bring_items,
    languages: input.languages,
    meetingPoint: input.meeting_point,
    transport: input.transport,
    safetyInfo: input.safety_info,
    cancellationPolicy: input.cancellation_policy,
    parkFeeAdultCents: input.park_fee_adult,
    parkFeeChildCents: input.park_fee_child,
    parkFeePayment: input.park_fee_payment,
    active: input.status === 'active',
    featured: input.featured,
  };
}
type TourColumns = ReturnType<typeof toColumns>;

/** The fields whose value changes, as `before` and `after` objects for the audit log. */
function changedFields(before: repo.TourRow, after: TourColumns) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before[key as keyof TourColumns];
    if (JSON.stringify(old) !== JSON.stringify(value)) {
      was[key] = old;
      now[key] = value;
    }
  }
  return { before: was, after: now, changed: Object.keys(now) };
}

async function present(db: Db, merchantId: string, tourId: string): Promise<MerchantTour> {
  const row = await repo.findMerchantTour(db, merchantId, tourId, { today: belizeToday() });
  if (!row) throw TOUR_NOT_FOUND();
  return toMerchantTour(row, await repo.listPhotos(db, [tourId]));
}

export async function listTours(db: Db, merchantId: string, query: MerchantTourListQuery) {
  const rows = await repo.listMerchantTours(db, merchantId, query, belizeToday());
  const photos = await repo.listPhotos(
    db,
    rows.map((r) => r.tour.id),
  );
  return {
    tours: rows.map((row) =>
      toMerchantTour(
        row,
        photos.filter((p) => p.tourId === row.tour.id),
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
 * Replaces the tour's fields. An approved tour stays public while edited; every change is written
 * to the audit log (changed fields before and after) so the platform team can review it.
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
    const diff = changedFields(tour, columns);
    if (diff.changed.length === 0) return;
    if (diff.changed.includes('startTime') && (await repo.countLiveFutureBookings(tx, tourId, today)) > 0) {
      throw conflict(
        'TOUR_HAS_BOOKINGS',
        'This tour has upcoming bookings, so its start time cannot change. Cancel those departures first, or keep the start time.',
      );
    }
    const needsSearchUpdate = ['title', 'description', 'locationId'].some((f) => diff.changed.includes(f));
    const location = needsSearchUpdate ? await repo.locationName(tx, columns.locationId) : undefined;
    await repo.updateTour(tx, tourId, {
      ...columns,
      ...(needsSearchUpdate
        ? { searchDocument: repo.searchDocumentOf(columns.title, location ?? '', columns.description) }
        : {}),
    });
    if (diff.changed.includes('maxGroupSize')) {
      await repo.resizeFutureDepartures(tx, tourId, today, columns.maxGroupSize);
    }
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'tour.update',
      entityType: 'tour',
      entityId: tourId,
      before: diff.before,
      after: diff.after,
      note: tour.adminApproved
        ? 'Edited while approved and visible to the public'
        : 'Edited while awaiting approval',
    });
  });
  return { tour: await present(ctx.db, actor.merchantId, tourId) };
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

export async function setTourFeatured(
  ctx: MerchantTourContext,
  actor: MerchantActor,
  tourId: string,
  featured: boolean,
) {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.findMerchantTour(tx, actor.merchantId, tourId, { forUpdate: true });
    if (!row) throw TOUR_NOT_FOUND();
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

/** Removes stored files no photo uses any more (identical uploads share one file). */
export async function removeUnusedFiles(ctx: MerchantTourContext, urls: string[]) {
  for (const url of new Set(urls)) {
    const key = ctx.storage.keyFromUrl(url);
    if (!key || (await repo.isPhotoFileInUse(ctx.db, url))) continue;
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
      throw conflict(
        'TOUR_HAS_BOOKINGS',
        'This tour has upcoming bookings. Deactivate it instead, or cancel those departures first.',
      );
    }
    await repo.deleteAbandonedHolds(tx, tourId);
    if ((await repo.countBookings(tx, tourId)) > 0) {
      throw new AppError(
        409,
        'TOUR_HAS_HISTORY',
        'This tour has past bookings, so it is kept for your records. Deactivate it to hide it from tourists.',
      );
    }
    const photos = await repo.listPhotos(tx, [tourId]);
    await repo.deleteTour(tx, tourId);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'tour.delete',
      entityType: 'tour',
      entityId: tourId,
      before: { title: row.tour.title, adminApproved: row.tour.adminApproved, active: row.tour.active },
    });
    return photos.flatMap((p) => [p.url, p.thumbnailUrl]);
  });
  await removeUnusedFiles(ctx, urls);
}
