import type { MerchantTourRevision, TourRevisionField } from '@belizepass/domain';
import type { Db } from '../../db/client.ts';
import type { ProposedTourPhoto, TourRevisionProposal } from '../../db/schema/index.ts';
import { notifyTourRevisionRequest } from '../admin/admin-notifications.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import * as repo from './merchant-tours.repository.ts';
import * as revisions from './tour-revisions.repository.ts';

/**
 * Edits of an approved tour's titles, descriptions (English and Spanish), prices and photos become a pending revision: the
 * public keeps the approved values until staff approve it (admin-tour-revisions.service.ts). One
 * pending revision per tour; each edit updates it with what differs from the approved tour.
 */

/** The tour columns a revision may change (photos are the other part of a proposal). */
export const REVISED_COLUMNS = [
  'title',
  'description',
  'titleEs',
  'descriptionEs',
  'sellingPriceCents',
  'standardPriceCents',
] as const;
type RevisedColumn = (typeof REVISED_COLUMNS)[number];
export type RevisedValues = Pick<repo.TourRow, RevisedColumn>;

export function toProposedPhoto(photo: repo.PhotoRow): ProposedTourPhoto {
  return {
    id: photo.id,
    url: photo.url,
    thumbnailUrl: photo.thumbnailUrl,
    altText: photo.altText,
    isPrimary: photo.isPrimary,
    displayOrder: photo.displayOrder,
    width: photo.width,
    height: photo.height,
  };
}

/** Photos in the order the site shows them: primary first, then by display order. */
export function orderPhotos<T extends { id: string; isPrimary: boolean; displayOrder: number }>(
  photos: T[],
): T[] {
  return [...photos].sort(
    (a, b) =>
      Number(b.isPrimary) - Number(a.isPrimary) ||
      a.displayOrder - b.displayOrder ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

const photoKey = (p: ProposedTourPhoto) =>
  JSON.stringify([p.id, p.url, p.thumbnailUrl, p.altText, p.isPrimary, p.displayOrder, p.width, p.height]);

export function samePhotos(a: ProposedTourPhoto[], b: ProposedTourPhoto[]) {
  const keys = (list: ProposedTourPhoto[]) => list.map(photoKey).sort().join('\n');
  return a.length === b.length && keys(a) === keys(b);
}

/** The original price as merchants and tourists see it: only when above the selling price. */
export const shownOriginalPrice = (t: { sellingPriceCents: number; standardPriceCents: number }) =>
  t.standardPriceCents > t.sellingPriceCents ? t.standardPriceCents : null;

/** The tour as a proposal would leave its text and prices (photos aside). */
export function withProposal(tour: repo.TourRow, proposal: TourRevisionProposal): repo.TourRow {
  const changed: Partial<RevisedValues> = {};
  for (const key of REVISED_COLUMNS) {
    const value = proposal[key];
    if (value !== undefined) Object.assign(changed, { [key]: value });
  }
  return { ...tour, ...changed };
}

/** The fields (as the merchant's form names them) a proposal changes against the approved tour. */
export function revisionFields(tour: repo.TourRow, proposal: TourRevisionProposal): TourRevisionField[] {
  const after = withProposal(tour, proposal);
  const fields: TourRevisionField[] = [];
  if (proposal.title !== undefined) fields.push('title');
  if (proposal.description !== undefined) fields.push('description');
  if (proposal.titleEs !== undefined) fields.push('title_es');
  if (proposal.descriptionEs !== undefined) fields.push('description_es');
  if (after.sellingPriceCents !== tour.sellingPriceCents) fields.push('price');
  if (shownOriginalPrice(after) !== shownOriginalPrice(tour)) fields.push('original_price');
  if (proposal.photos !== undefined) fields.push('photos');
  return fields;
}

/** What a revision proposes: the values of `revised` that differ from the approved tour, and `photos`. */
export function proposalFrom(
  tour: repo.TourRow,
  revised: RevisedValues,
  photos: ProposedTourPhoto[] | undefined,
): TourRevisionProposal {
  const proposal: TourRevisionProposal = {};
  for (const key of REVISED_COLUMNS) {
    if (revised[key] !== tour[key]) Object.assign(proposal, { [key]: revised[key] });
  }
  if (photos) proposal.photos = photos;
  return proposal;
}

const isEmpty = (proposal: TourRevisionProposal) =>
  Object.values(proposal).every((value) => value === undefined);
const sameProposal = (a: TourRevisionProposal, b: TourRevisionProposal) =>
  REVISED_COLUMNS.every((key) => a[key] === b[key]) &&
  (a.photos && b.photos ? samePhotos(a.photos, b.photos) : a.photos === b.photos);

/** A proposal for the audit log: the approved values it replaces, and its own (photos by id). */
export function auditValues(tour: repo.TourRow, livePhotoIds: string[], proposal: TourRevisionProposal) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of REVISED_COLUMNS) {
    if (proposal[key] === undefined) continue;
    before[key] = tour[key];
    after[key] = proposal[key];
  }
  if (proposal.photos) {
    before.photoIds = livePhotoIds;
    after.photoIds = proposal.photos.map((p) => p.id);
  }
  return { before, after };
}

export interface Proposer {
  userId: string;
  publicUrl?: string;
}

/**
 * Saves what an approved tour's pending revision proposes. An empty proposal (the merchant took every
 * change back) ends the pending revision; a new one tells staff. Audited. Returns the revision.
 */
export async function saveProposal(
  tx: Db,
  who: Proposer,
  tour: repo.TourRow,
  proposal: TourRevisionProposal,
  pending: revisions.TourRevisionRow | undefined,
) {
  if (pending && sameProposal(pending.proposed, proposal)) return pending;
  const livePhotoIds = orderPhotos(await repo.listPhotos(tx, [tour.id])).map((p) => p.id);
  if (isEmpty(proposal)) {
    if (!pending) return undefined;
    await revisions.deletePendingRevision(tx, pending.id);
    await recordAudit(tx, {
      actorUserId: who.userId,
      action: 'tour.revision_withdraw',
      entityType: 'tour',
      entityId: tour.id,
      ...auditValues(tour, livePhotoIds, pending.proposed),
      note: 'The merchant took back the changes waiting for approval',
    });
    return undefined;
  }
  const saved = await revisions.savePendingRevision(tx, tour.id, proposal, who.userId, pending);
  await recordAudit(tx, {
    actorUserId: who.userId,
    action: 'tour.revision_submit',
    entityType: 'tour',
    entityId: tour.id,
    ...auditValues(tour, livePhotoIds, proposal),
    note: 'Waiting for approval; the public sees the approved version',
  });
  if (!pending) await notifyTourRevisionRequest(tx, tour, revisionFields(tour, proposal), who.publicUrl);
  return saved;
}

/** Proposes `photos` as the tour's photos (or, when they are the approved ones, no photo change). */
export async function proposePhotos(
  tx: Db,
  who: Proposer,
  tour: repo.TourRow,
  photos: ProposedTourPhoto[],
  pending: revisions.TourRevisionRow | undefined,
) {
  const live = (await repo.listPhotos(tx, [tour.id])).map(toProposedPhoto);
  const { photos: _previous, ...rest } = pending?.proposed ?? {};
  const proposal: TourRevisionProposal = samePhotos(photos, live) ? rest : { ...rest, photos };
  return saveProposal(tx, who, tour, proposal, pending);
}

/** The photos an approved tour's next photo change starts from: the proposed ones, or the live ones. */
export async function currentPhotos(tx: Db, tourId: string, pending: revisions.TourRevisionRow | undefined) {
  if (pending?.proposed.photos) return pending.proposed.photos;
  return (await repo.listPhotos(tx, [tourId])).map(toProposedPhoto);
}

/**
 * Writes a proposal into the tour, in the caller's transaction: text and prices (search text
 * refreshed), photos replaced by the proposed set. Returns the addresses of the photo files no longer
 * used by the tour, for removal once committed.
 */
export async function applyProposal(tx: Db, tour: repo.TourRow, proposal: TourRevisionProposal) {
  const values: Partial<repo.TourRow> = {};
  for (const key of REVISED_COLUMNS) {
    const value = proposal[key];
    if (value !== undefined) Object.assign(values, { [key]: value });
  }
  if (proposal.title !== undefined || proposal.description !== undefined) {
    const location = await repo.locationName(tx, tour.locationId);
    values.searchDocument = repo.searchDocumentOf(
      proposal.title ?? tour.title,
      location ?? '',
      proposal.description ?? tour.description,
    );
  }
  const removed: string[] = [];
  if (proposal.photos) {
    const live = await repo.listPhotos(tx, [tour.id]);
    const wanted = new Set(proposal.photos.map((p) => p.id));
    for (const photo of live) {
      if (wanted.has(photo.id)) continue;
      await repo.deletePhoto(tx, photo.id);
      removed.push(photo.url, photo.thumbnailUrl);
    }
    for (const { id, ...photo } of proposal.photos) {
      if (live.some((p) => p.id === id)) await repo.updatePhoto(tx, id, photo);
      else await repo.insertPhoto(tx, { id, ...photo, tourId: tour.id });
    }
  }
  await repo.updateTour(tx, tour.id, values);
  return removed;
}

/**
 * The merchant's view of the tour's latest revision: the one waiting, or one turned down since the
 * tour was last changed (so the reason is shown until the merchant edits again).
 */
export function merchantRevision(
  tour: repo.TourRow,
  revision: revisions.TourRevisionRow | undefined,
): MerchantTourRevision | null {
  if (!revision) return null;
  const rejectedSinceEdit =
    revision.status === 'rejected' && revision.decidedAt !== null && revision.decidedAt > tour.updatedAt;
  if (revision.status !== 'pending' && !rejectedSinceEdit) return null;
  return {
    status: revision.status === 'pending' ? 'pending' : 'rejected',
    fields: revisionFields(tour, revision.proposed),
    submitted_at: revision.submittedAt.toISOString(),
    decided_at: revision.decidedAt?.toISOString() ?? null,
    reason: revision.reason,
  };
}
