import {
  changedFields,
  departuresOn,
  describeChanges,
  type MerchantTourRevision,
  PHOTOS_FIELD,
  proposalOf,
  reviewedColumns,
  sameValue,
  TOUR_REVIEWED_FIELDS,
  type TourRevisionField,
  withProposed,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import type { ProposedTourPhoto, TourRevisionProposal } from '../../db/schema/index.ts';
import { notifyTourRevisionRequest } from '../admin/admin-notifications.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import * as repo from './merchant-tours.repository.ts';
import * as revisions from './tour-revisions.repository.ts';

/**
 * Edits of an approved tour's reviewed fields (the list in packages/domain reviewed-fields.ts: prices,
 * fees, times, group sizes, meeting point, itinerary, texts in both languages, featured...) and photos
 * become a pending revision: the public keeps the approved values until staff approve it
 * (admin-tour-revisions.service.ts). One pending revision per tour; each edit updates it with what
 * differs from the approved tour. Everything here follows the list; nothing names a field but the
 * side effects of applying one (search text, departures' capacity, a booked start time).
 */

/** The tour columns a revision may change (photos are the other part of a proposal). */
export const REVISED_COLUMNS = reviewedColumns(TOUR_REVIEWED_FIELDS);
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

/** The tour as a proposal would leave its reviewed fields (photos aside). */
export function withProposal(tour: repo.TourRow, proposal: TourRevisionProposal): repo.TourRow {
  return withProposed(TOUR_REVIEWED_FIELDS, tour, proposal);
}

/** The fields (as the merchant's form names them) a proposal changes against the approved tour. */
export function revisionFields(tour: repo.TourRow, proposal: TourRevisionProposal): TourRevisionField[] {
  const fields: TourRevisionField[] = changedFields(TOUR_REVIEWED_FIELDS, tour, proposal).map((f) => f.field);
  if (proposal.photos !== undefined) fields.push(PHOTOS_FIELD);
  return fields;
}

/** Each changed field as a person reads it, in the current language (photos aside). */
export function describeTourChanges(tour: repo.TourRow, proposal: TourRevisionProposal) {
  return describeChanges(TOUR_REVIEWED_FIELDS, tour, proposal);
}

/** What a revision proposes: the values of `revised` that differ from the approved tour, and `photos`. */
export function proposalFrom(
  tour: repo.TourRow,
  revised: Partial<RevisedValues>,
  photos: ProposedTourPhoto[] | undefined,
): TourRevisionProposal {
  const proposal: TourRevisionProposal = proposalOf(TOUR_REVIEWED_FIELDS, tour, revised);
  if (photos) proposal.photos = photos;
  return proposal;
}

const isEmpty = (proposal: TourRevisionProposal) =>
  Object.values(proposal).every((value) => value === undefined);
const sameProposal = (a: TourRevisionProposal, b: TourRevisionProposal) =>
  REVISED_COLUMNS.every((key) => sameValue(a[key], b[key])) &&
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
  // Staff are told of every change of what waits, each field by name with its old and new value.
  await notifyTourRevisionRequest(
    tx,
    tour,
    () => [
      ...describeTourChanges(tour, proposal),
      ...(proposal.photos ? [{ label: m.reviewed_photos(), before_text: '', after_text: '' }] : []),
    ],
    { updated: Boolean(pending), publicUrl: who.publicUrl },
  );
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
 * Writes a proposal (or the part of one staff let go live) into the tour, in the caller's
 * transaction: its reviewed columns, then what they imply (search text, the capacity of departures to
 * come), photos replaced by the proposed set. Booked departures keep their time (decision 030).
 * Returns the addresses of the photo files no longer used by the tour, for removal once committed.
 */
export async function applyProposal(
  tx: Db,
  tour: repo.TourRow,
  proposal: TourRevisionProposal,
  today: string,
) {
  const values: Partial<repo.TourRow> = {};
  for (const key of REVISED_COLUMNS) {
    const value = proposal[key];
    if (value !== undefined && !sameValue(value, tour[key])) Object.assign(values, { [key]: value });
  }
  if (values.title !== undefined || values.description !== undefined || values.locationId !== undefined) {
    const location = await repo.locationName(tx, values.locationId ?? tour.locationId);
    values.searchDocument = repo.searchDocumentOf(
      values.title ?? tour.title,
      location ?? '',
      values.description ?? tour.description,
    );
  }
  if (values.maxGroupSize !== undefined || values.seasons !== undefined) {
    await resizeDepartures(tx, { ...tour, ...values }, today);
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

/** Each future departure's seats follow the schedule of its date (never below the seats taken). */
export async function resizeDepartures(db: Db, tour: repo.TourRow, today: string) {
  for (const d of await repo.futureDepartures(db, tour.id, today)) {
    const planned = departuresOn(tour, d.localDate).find((p) => p.time === d.startTime);
    const capacity = planned?.capacity ?? tour.maxGroupSize;
    if (capacity !== d.capacity) await repo.setDepartureCapacity(db, d.id, capacity);
  }
}
