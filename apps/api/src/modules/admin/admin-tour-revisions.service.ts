import {
  type AdminTourRevision,
  belizeToday,
  type RevisionPhoto,
  splitMinorFixes,
  TOUR_REVIEWED_FIELDS,
  TOUR_REVISION_MESSAGES,
  type TourRevisionChange,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import type { ProposedTourPhoto, TourRevisionProposal } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { TourRow } from '../merchant-tours/merchant-tours.repository.ts';
import * as tourRepo from '../merchant-tours/merchant-tours.repository.ts';
import { removeUnusedFiles } from '../merchant-tours/merchant-tours.service.ts';
import * as revisions from '../merchant-tours/tour-revisions.repository.ts';
import {
  applyProposal,
  auditValues,
  describeTourChanges,
  orderPhotos,
  toProposedPhoto,
} from '../merchant-tours/tour-revisions.ts';
import type { ImageStorage } from '../uploads/image-storage.ts';
import { emailTourChangesApproved, emailTourChangesRejected } from './admin-emails.ts';
import * as repo from './admin-tours.repository.ts';

/** Staff review of an approved tour's pending revision (docs/security.md, "Approved tours change only through review"). */

export interface RevisionContext {
  db: Db;
  publicUrl: string;
  storage: ImageStorage;
}

const M = TOUR_REVISION_MESSAGES;
const REVISION_NOT_FOUND = () => notFound('REVISION_NOT_FOUND', M.revisionNotFound);
const TOUR_NOT_FOUND = () => notFound('TOUR_NOT_FOUND', m.errors_tour_not_found());

const revisionPhoto = (p: ProposedTourPhoto): RevisionPhoto => ({
  id: p.id,
  url: p.url,
  thumbnail_url: p.thumbnailUrl,
  alt_text: p.altText,
  is_primary: p.isPrimary,
});

/** Each changed field with its name as a person reads it, its approved value and its proposed one. */
export function revisionChanges(
  tour: TourRow,
  livePhotos: ProposedTourPhoto[],
  proposed: revisions.TourRevisionRow['proposed'],
): TourRevisionChange[] {
  const changes: TourRevisionChange[] = describeTourChanges(tour, proposed);
  if (proposed.photos) {
    changes.push({
      field: 'photos',
      label: m.reviewed_photos(),
      before: orderPhotos(livePhotos).map(revisionPhoto),
      after: orderPhotos(proposed.photos).map(revisionPhoto),
    });
  }
  return changes;
}

/** The tour's pending revision as staff review it, or null when none waits. */
export async function revisionView(db: Db, tourId: string): Promise<AdminTourRevision | null> {
  const found = await revisions.findPendingRevisionWithAuthor(db, tourId);
  if (!found) return null;
  const [tour, photos] = await Promise.all([repo.findTour(db, tourId), tourRepo.listPhotos(db, [tourId])]);
  if (!tour) return null;
  const { revision } = found;
  return {
    id: revision.id,
    tour_id: tourId,
    status: 'pending',
    version: revision.version,
    submitted_at: revision.submittedAt.toISOString(),
    submitted_by:
      revision.submittedByUserId && found.authorName
        ? { id: revision.submittedByUserId, full_name: found.authorName }
        : null,
    changes: revisionChanges(tour, photos.map(toProposedPhoto), revision.proposed),
  };
}

export async function getRevision(db: Db, tourId: string) {
  if (!(await repo.findTour(db, tourId))) throw TOUR_NOT_FOUND();
  const revision = await revisionView(db, tourId);
  if (!revision) throw REVISION_NOT_FOUND();
  return { revision };
}

/** The tour and its pending revision, locked; the revision must be the version staff reviewed. */
async function lockPending(tx: Db, tourId: string, version: number) {
  const found = await repo.lockTour(tx, tourId);
  if (!found) throw TOUR_NOT_FOUND();
  const pending = await revisions.findPendingRevision(tx, tourId, { forUpdate: true });
  if (!pending) throw REVISION_NOT_FOUND();
  if (pending.version !== version) throw conflict('REVISION_CHANGED', M.revisionChanged);
  const livePhotoIds = orderPhotos(await tourRepo.listPhotos(tx, [tourId])).map((p) => p.id);
  return { ...found, pending, livePhotoIds };
}

/**
 * Approves the changes: they are written into the tour in one transaction (the public sees them from
 * the next read: the catalogue's content version moves with the tour), audited, and the merchant is
 * emailed. Photos the tour no longer uses are removed once committed.
 */
export async function approveRevision(
  ctx: RevisionContext,
  tourId: string,
  version: number,
  actorUserId: string,
) {
  const removed = await ctx.db.transaction(async (tx) => {
    const { tour, pending, livePhotoIds, ...owner } = await lockPending(tx, tourId, version);
    const removedFiles = await applyProposal(tx, tour, pending.proposed, belizeToday());
    await revisions.decideRevision(tx, pending.id, { status: 'approved', decidedByUserId: actorUserId });
    await recordAudit(tx, {
      actorUserId,
      action: 'tour.revision_approve',
      entityType: 'tour',
      entityId: tourId,
      ...auditValues(tour, livePhotoIds, pending.proposed),
    });
    const live = tour.active && owner.merchantApproved && owner.merchantActive;
    await emailTourChangesApproved(
      tx,
      { email: owner.ownerEmail, name: owner.ownerName },
      { id: tourId, title: pending.proposed.title ?? tour.title, live },
      ctx.publicUrl,
    );
    return removedFiles;
  });
  await removeUnusedFiles(ctx, removed);
}

/**
 * Staff let the named wording fixes of the version they reviewed go live at once (a typo in the
 * itinerary, a clearer meeting point text): only text fields qualify, never money, times, numbers or
 * choices (400 naming the field). The rest of the revision keeps waiting as a new version; with
 * nothing left, the revision is approved. Audited as `tour.revision_minor` with the values replaced.
 */
export async function applyMinorFixes(
  ctx: RevisionContext,
  tourId: string,
  decision: { version: number; fields: string[] },
  actorUserId: string,
) {
  await ctx.db.transaction(async (tx) => {
    const { tour, pending, livePhotoIds } = await lockPending(tx, tourId, decision.version);
    const split = splitMinorFixes(TOUR_REVIEWED_FIELDS, tour, pending.proposed, decision.fields);
    if ('error' in split) throw badRequest(split.error, [{ field: 'fields', message: split.error }]);
    const minor: TourRevisionProposal = split.minor;
    const rest: TourRevisionProposal = split.rest;
    await applyProposal(tx, tour, minor, belizeToday());
    await recordAudit(tx, {
      actorUserId,
      action: 'tour.revision_minor',
      entityType: 'tour',
      entityId: tourId,
      ...auditValues(tour, livePhotoIds, minor),
      note: `Minor wording fix, live at once: ${decision.fields.join(', ')}`,
    });
    if (Object.values(rest).every((value) => value === undefined)) {
      await revisions.decideRevision(tx, pending.id, {
        status: 'approved',
        decidedByUserId: actorUserId,
        reason: 'Minor wording fix',
      });
    } else {
      await revisions.replaceProposal(tx, pending.id, rest);
    }
  });
}

/**
 * Turns the changes down with a reason the merchant is emailed: the tour keeps its approved values.
 * Photos uploaded only for these changes are removed once committed.
 */
export async function rejectRevision(
  ctx: RevisionContext,
  tourId: string,
  decision: { version: number; reason: string },
  actorUserId: string,
) {
  const proposedFiles = await ctx.db.transaction(async (tx) => {
    const { tour, pending, livePhotoIds, ...owner } = await lockPending(tx, tourId, decision.version);
    await revisions.decideRevision(tx, pending.id, {
      status: 'rejected',
      decidedByUserId: actorUserId,
      reason: decision.reason,
    });
    await recordAudit(tx, {
      actorUserId,
      action: 'tour.revision_reject',
      entityType: 'tour',
      entityId: tourId,
      ...auditValues(tour, livePhotoIds, pending.proposed),
      note: decision.reason,
    });
    await emailTourChangesRejected(
      tx,
      { email: owner.ownerEmail, name: owner.ownerName },
      { id: tourId, title: tour.title },
      decision.reason,
      ctx.publicUrl,
    );
    return (pending.proposed.photos ?? []).flatMap((p) => [p.url, p.thumbnailUrl]);
  });
  await removeUnusedFiles(ctx, proposedFiles);
}

/**
 * When staff withdraw a tour's approval, the whole tour waits for review again and the merchant
 * edits it directly: changes still waiting go into the tour (revision `merged`), in the caller's
 * transaction. Returns the photo files the tour no longer uses.
 */
export async function mergePendingRevision(tx: Db, tour: TourRow, actorUserId: string) {
  const pending = await revisions.findPendingRevision(tx, tour.id, { forUpdate: true });
  if (!pending) return [];
  const livePhotoIds = orderPhotos(await tourRepo.listPhotos(tx, [tour.id])).map((p) => p.id);
  const removed = await applyProposal(tx, tour, pending.proposed, belizeToday());
  await revisions.decideRevision(tx, pending.id, {
    status: 'merged',
    decidedByUserId: actorUserId,
    reason: 'Approval withdrawn: the changes wait for review with the whole tour',
  });
  await recordAudit(tx, {
    actorUserId,
    action: 'tour.revision_merge',
    entityType: 'tour',
    entityId: tour.id,
    ...auditValues(tour, livePhotoIds, pending.proposed),
    note: 'Approval withdrawn: the changes wait for review with the whole tour',
  });
  return removed;
}
