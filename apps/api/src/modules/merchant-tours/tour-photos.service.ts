import { randomUUID } from 'node:crypto';
import type { MerchantPhotoUpdate, MerchantTourPhoto } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import type { ProposedTourPhoto } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { storeTourImage } from '../uploads/image-processing.ts';
import { toMerchantPhoto } from './merchant-tour.mapper.ts';
import * as repo from './merchant-tours.repository.ts';
import {
  type MerchantActor,
  type MerchantTourContext,
  removeUnusedFiles,
  TOUR_NOT_FOUND,
} from './merchant-tours.service.ts';
import * as revisions from './tour-revisions.repository.ts';
import { currentPhotos, orderPhotos, proposePhotos } from './tour-revisions.ts';

export const MAX_PHOTOS_PER_TOUR = 20;
const PHOTO_NOT_FOUND = () => notFound('PHOTO_NOT_FOUND', m.errors_photo_not_found());
const TOO_MANY_PHOTOS = () =>
  new AppError(409, 'TOO_MANY_PHOTOS', m.errors_too_many_photos({ max: MAX_PHOTOS_PER_TOUR }));
const PRIMARY_REQUIRED = () => new AppError(409, 'PRIMARY_PHOTO_REQUIRED', m.errors_primary_photo_required());

/**
 * An approved tour's photos change only when staff approve: each photo change edits the set its
 * pending revision proposes (starting from the live photos). `change` returns the new set and the
 * photo it concerns.
 */
async function changeProposedPhotos(
  tx: Db,
  ctx: MerchantTourContext,
  actor: MerchantActor,
  tour: Parameters<typeof proposePhotos>[2],
  change: (photos: ProposedTourPhoto[]) => { photos: ProposedTourPhoto[]; photo: ProposedTourPhoto },
) {
  const pending = await revisions.findPendingRevision(tx, tour.id, { forUpdate: true });
  const { photos, photo } = change(await currentPhotos(tx, tour.id, pending));
  await proposePhotos(
    tx,
    { userId: actor.userId, publicUrl: ctx.publicUrl },
    tour,
    orderPhotos(photos),
    pending,
  );
  return { ...photo, tourId: tour.id };
}

/** The set without `photo`; when it was the primary one, the next photo becomes primary. */
function withoutPhoto(photos: ProposedTourPhoto[], photo: ProposedTourPhoto) {
  const rest = orderPhotos(photos.filter((p) => p.id !== photo.id));
  if (photo.isPrimary && rest[0]) rest[0] = { ...rest[0], isPrimary: true };
  return rest;
}

export interface NewPhoto {
  tourId: string;
  file: Buffer;
  altText: string;
  isPrimary: boolean;
  displayOrder: number;
}

/**
 * Adds a photo to one of the merchant's tours: checked by content, turned upright, stripped of
 * EXIF/GPS, stored as a large WebP and a thumbnail. The first photo, or one marked primary, becomes
 * the primary photo.
 */
export async function addTourPhoto(ctx: MerchantTourContext, actor: MerchantActor, input: NewPhoto) {
  const owned = await repo.findMerchantTour(ctx.db, actor.merchantId, input.tourId);
  if (!owned) throw TOUR_NOT_FOUND();
  // (An approved tour's proposed photos are counted in the transaction below.)
  if (!owned.tour.adminApproved && (await repo.countPhotos(ctx.db, input.tourId)) >= MAX_PHOTOS_PER_TOUR) {
    throw TOO_MANY_PHOTOS();
  }
  // The files are stored before the transaction, which never waits on the storage.
  const stored = await storeTourImage(ctx.storage, input.file);
  const save = ctx.db.transaction(async (tx) => {
    const row = await repo.findMerchantTour(tx, actor.merchantId, input.tourId, { forUpdate: true });
    if (!row) throw TOUR_NOT_FOUND();
    if (row.tour.adminApproved) {
      return changeProposedPhotos(tx, ctx, actor, row.tour, (photos) => {
        if (photos.length >= MAX_PHOTOS_PER_TOUR) throw TOO_MANY_PHOTOS();
        const photo: ProposedTourPhoto = {
          id: randomUUID(),
          url: stored.large.url,
          thumbnailUrl: stored.thumbnail.url,
          altText: input.altText,
          isPrimary: input.isPrimary || photos.length === 0,
          displayOrder: input.displayOrder,
          width: stored.large.width,
          height: stored.large.height,
        };
        const others = photo.isPrimary ? photos.map((p) => ({ ...p, isPrimary: false })) : photos;
        return { photos: [...others, photo], photo };
      });
    }
    const first = (await repo.countPhotos(tx, input.tourId)) === 0;
    const inserted = await repo.insertPhoto(tx, {
      tourId: input.tourId,
      url: stored.large.url,
      thumbnailUrl: stored.thumbnail.url,
      altText: input.altText,
      isPrimary: input.isPrimary || first,
      displayOrder: input.displayOrder,
      width: stored.large.width,
      height: stored.large.height,
    });
    if (inserted.isPrimary) await repo.unsetOtherPrimaries(tx, input.tourId, inserted.id);
    await repo.updateTour(tx, input.tourId, {});
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'tour.photo_add',
      entityType: 'tour',
      entityId: input.tourId,
      after: { photoId: inserted.id, url: inserted.url, isPrimary: inserted.isPrimary },
    });
    return inserted;
  });
  const photo = await save.catch(async (error: unknown) => {
    // No row points at the new files: remove them (best effort) unless another photo shares them.
    await removeUnusedFiles(ctx, [stored.large.url, stored.thumbnail.url]).catch(() => {});
    throw error;
  });
  return {
    image: {
      id: photo.id,
      r2_url: photo.url,
      alt_text: photo.altText,
      is_primary: photo.isPrimary,
      display_order: photo.displayOrder,
      width: stored.large.width,
      height: stored.large.height,
    },
  };
}

export async function updateTourPhoto(
  ctx: MerchantTourContext,
  actor: MerchantActor,
  tourId: string,
  photoId: string,
  input: MerchantPhotoUpdate,
): Promise<{ photo: MerchantTourPhoto }> {
  const photo = await ctx.db.transaction(async (tx) => {
    const row = await repo.findMerchantTour(tx, actor.merchantId, tourId, { forUpdate: true });
    if (!row) throw TOUR_NOT_FOUND();
    if (row.tour.adminApproved) {
      return changeProposedPhotos(tx, ctx, actor, row.tour, (photos) => {
        const found = photos.find((p) => p.id === photoId);
        if (!found) throw PHOTO_NOT_FOUND();
        if (input.is_primary === false && found.isPrimary) throw PRIMARY_REQUIRED();
        const photo: ProposedTourPhoto = {
          ...found,
          ...(input.is_primary ? { isPrimary: true } : {}),
          ...(input.display_order !== undefined ? { displayOrder: input.display_order } : {}),
          ...(input.alt_text !== undefined ? { altText: input.alt_text } : {}),
        };
        const others = photos
          .filter((p) => p.id !== photoId)
          .map((p) => (input.is_primary ? { ...p, isPrimary: false } : p));
        return { photos: [...others, photo], photo };
      });
    }
    const before = await repo.findPhoto(tx, tourId, photoId);
    if (!before) throw PHOTO_NOT_FOUND();
    if (input.is_primary === false && before.isPrimary) throw PRIMARY_REQUIRED();
    const updated = await repo.updatePhoto(tx, photoId, {
      ...(input.is_primary ? { isPrimary: true } : {}),
      ...(input.display_order !== undefined ? { displayOrder: input.display_order } : {}),
      ...(input.alt_text !== undefined ? { altText: input.alt_text } : {}),
    });
    if (input.is_primary) await repo.unsetOtherPrimaries(tx, tourId, photoId);
    await repo.updateTour(tx, tourId, {});
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'tour.photo_update',
      entityType: 'tour',
      entityId: tourId,
      before: {
        photoId,
        isPrimary: before.isPrimary,
        displayOrder: before.displayOrder,
        altText: before.altText,
      },
      after: {
        photoId,
        isPrimary: updated.isPrimary,
        displayOrder: updated.displayOrder,
        altText: updated.altText,
      },
    });
    return updated;
  });
  return { photo: toMerchantPhoto(photo) };
}

/** Removes a photo and, when no other photo shares them, its files; the next photo becomes primary. */
export async function removeTourPhoto(
  ctx: MerchantTourContext,
  actor: MerchantActor,
  tourId: string,
  photoId: string,
) {
  const photo = await ctx.db.transaction(async (tx) => {
    const row = await repo.findMerchantTour(tx, actor.merchantId, tourId, { forUpdate: true });
    if (!row) throw TOUR_NOT_FOUND();
    if (row.tour.adminApproved) {
      return changeProposedPhotos(tx, ctx, actor, row.tour, (photos) => {
        const found = photos.find((p) => p.id === photoId);
        if (!found) throw PHOTO_NOT_FOUND();
        return { photos: withoutPhoto(photos, found), photo: found };
      });
    }
    const found = await repo.findPhoto(tx, tourId, photoId);
    if (!found) throw PHOTO_NOT_FOUND();
    await repo.deletePhoto(tx, photoId);
    if (found.isPrimary) await repo.promoteFirstPhoto(tx, tourId);
    await repo.updateTour(tx, tourId, {});
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'tour.photo_remove',
      entityType: 'tour',
      entityId: tourId,
      before: { photoId, url: found.url },
    });
    return found;
  });
  await removeUnusedFiles(ctx, [photo.url, photo.thumbnailUrl]);
}
