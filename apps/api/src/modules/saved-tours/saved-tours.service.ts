import { MAX_SAVED_TOURS, type SavedToursResponse } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { currentLocale } from '../../lib/locale.ts';
import { isPublicTour, publicTourCards } from '../tours/tours.service.ts';
import * as repo from './saved-tours.repository.ts';

const TOUR_NOT_FOUND = () => notFound('TOUR_NOT_FOUND', m.errors_tour_not_found());

/**
 * The account's saved tours: every id, and the published ones as catalogue cards in the request's
 * language (decision 029).
 */
export async function listSaved(db: Db, userId: string): Promise<SavedToursResponse> {
  const ids = await repo.listSavedIds(db, userId, MAX_SAVED_TOURS);
  return { ids, tours: await publicTourCards(db, ids, currentLocale()) };
}

/**
 * The cards of the tours a signed-out browser saved (kept in its localStorage, oldest first): the
 * published ones, newest first, in the request's language. Nothing is stored.
 */
export async function cardsOf(db: Db, tourIds: string[]) {
  const newestFirst = [...new Set(tourIds)].reverse();
  return { tours: await publicTourCards(db, newestFirst, currentLocale()) };
}

/** Saves a published tour (again: nothing changes). */
export async function save(db: Db, userId: string, tourId: string) {
  if (!(await isPublicTour(db, tourId))) throw TOUR_NOT_FOUND();
  await repo.saveTours(db, userId, [tourId]);
  await repo.trimSaved(db, userId, MAX_SAVED_TOURS);
}

export async function unsave(db: Db, userId: string, tourId: string) {
  await repo.unsaveTour(db, userId, tourId);
}

/**
 * Adds what a browser saved while signed out (oldest first) to the account. Tours no longer
 * published are skipped; ones already saved keep their place.
 */
export async function merge(db: Db, userId: string, tourIds: string[]) {
  const unique = [...new Set(tourIds)];
  const published = new Set((await publicTourCards(db, unique)).map((tour) => tour.id));
  await repo.saveTours(
    db,
    userId,
    unique.filter((id) => published.has(id)),
  );
  await repo.trimSaved(db, userId, MAX_SAVED_TOURS);
  return listSaved(db, userId);
}
