import {
  ADMIN_MESSAGES,
  type AdminTour,
  type AdminTourDetail,
  type AdminTourListQuery,
  merchantStatus,
  regionName,
} from '@belizepass/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { listAuditEntries, recordAudit } from '../audit/audit.repository.ts';
import { removeUnusedFiles } from '../merchant-tours/merchant-tours.service.ts';
import { emailTourApproved } from './admin-emails.ts';
import type { AdminContext } from './admin-merchants.service.ts';
import { mergePendingRevision, type RevisionContext, revisionView } from './admin-tour-revisions.service.ts';
import * as repo from './admin-tours.repository.ts';

const TOUR_NOT_FOUND = () => notFound('TOUR_NOT_FOUND', ADMIN_MESSAGES.tourNotFound);
const RECENT_CHANGES = 20;

export function toAdminTour(row: repo.AdminTourRow): AdminTour {
  return {
    id: row.id,
    title: row.title,
    name: row.title,
    merchant: { id: row.merchantId, business_name: row.businessName },
    merchantId: row.merchantId,
    location: { id: row.locationId, name: regionName(row.locationId, row.locationName) },
    platform_selling_price: row.sellingPriceCents,
    duration_hours: row.durationHours,
    durationHours: row.durationHours,
    total_bookings: row.totalBookings,
    totalBookings: row.totalBookings,
    totalRevenue: row.totalRevenue,
    rating: row.ratingAverage,
    reviewCount: row.reviewCount,
    admin_approved: row.adminApproved,
    approved: row.adminApproved,
    active: row.active,
    status: merchantStatus(row.adminApproved, row.active),
    imageUrl: row.imageUrl,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    pending_revision_at: row.pendingRevisionAt?.toISOString() ?? null,
  };
}

export async function listTours(db: Db, query: AdminTourListQuery) {
  const { rows, total, pendingCount, revisionCount } = await repo.listTours(db, query);
  return { tours: rows.map(toAdminTour), total, pendingCount, revisionCount };
}

/** The tour as the admin list shows it, after a change. */
export async function adminTour(db: Db, id: string) {
  const row = await repo.findTourRow(db, id);
  if (!row) throw TOUR_NOT_FOUND();
  return toAdminTour(row);
}

export async function tourDetail(db: Db, id: string): Promise<AdminTourDetail> {
  const [row, extras, revision, changes] = await Promise.all([
    repo.findTourRow(db, id),
    repo.findTourExtras(db, id),
    revisionView(db, id),
    listAuditEntries(db, {
      entityType: 'tour',
      entityId: id,
      action: 'tour.update',
      limit: RECENT_CHANGES,
      offset: 0,
    }),
  ]);
  if (!row || !extras) throw TOUR_NOT_FOUND();
  return {
    ...toAdminTour(row),
    description: extras.description,
    category: extras.category,
    maxParticipants: extras.maxGroupSize,
    recentChanges: changes.rows.map(({ entry }) => ({
      at: entry.createdAt.toISOString(),
      before: entry.before,
      after: entry.after,
    })),
    revision,
  };
}

/**
 * Approving a tour puts it on the site at once when it is active and its merchant is approved and
 * active (the merchant is emailed); approved false takes it off the site again, and changes still
 * waiting for approval go into the tour, to be reviewed with it.
 */
export async function decideTour(ctx: RevisionContext, id: string, approved: boolean, actorUserId: string) {
  const removed = await ctx.db.transaction(async (tx) => {
    const found = await repo.lockTour(tx, id);
    if (!found) throw TOUR_NOT_FOUND();
    const { tour } = found;
    if (tour.adminApproved === approved) return [];
    const merged = approved ? [] : await mergePendingRevision(tx, tour, actorUserId);
    await repo.updateTour(tx, id, { adminApproved: approved });
    if (approved) {
      const live = tour.active && found.merchantApproved && found.merchantActive;
      await emailTourApproved(
        tx,
        { email: found.ownerEmail, name: found.ownerName },
        { id, title: tour.title, live },
        ctx.publicUrl,
      );
    }
    await recordAudit(tx, {
      actorUserId,
      action: approved ? 'tour.approve' : 'tour.reject',
      entityType: 'tour',
      entityId: id,
      before: { admin_approved: tour.adminApproved, active: tour.active },
      after: { admin_approved: approved, active: tour.active },
    });
    return merged;
  });
  await removeUnusedFiles(ctx, removed);
  return adminTour(ctx.db, id);
}

export async function setTourActive(ctx: AdminContext, id: string, active: boolean, actorUserId: string) {
  await ctx.db.transaction(async (tx) => {
    const found = await repo.lockTour(tx, id);
    if (!found) throw TOUR_NOT_FOUND();
    if (found.tour.active === active) return;
    await repo.updateTour(tx, id, { active });
    await recordAudit(tx, {
      actorUserId,
      action: 'tour.status',
      entityType: 'tour',
      entityId: id,
      before: { active: found.tour.active },
      after: { active },
    });
  });
  return adminTour(ctx.db, id);
}
