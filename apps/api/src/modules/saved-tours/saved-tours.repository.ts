import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedTours } from '../../db/schema/index.ts';

/** The user's saved tour ids, newest first. */
export async function listSavedIds(db: Db, userId: string, limit: number) {
  const rows = await db
    .select({ tourId: savedTours.tourId })
    .from(savedTours)
    .where(eq(savedTours.userId, userId))
    .orderBy(desc(savedTours.createdAt), desc(savedTours.tourId))
    .limit(limit);
  return rows.map((row) => row.tourId);
}

/** Saves tours for the user; ones already saved keep their place. */
export async function saveTours(db: Db, userId: string, tourIds: string[]) {
  if (tourIds.length === 0) return;
  // Earlier entries are older: the last id of a merged list ends up newest.
  const now = Date.now();
  await db
    .insert(savedTours)
    .values(tourIds.map((tourId, i) => ({ userId, tourId, createdAt: new Date(now - (tourIds.length - i)) })))
    .onConflictDoNothing();
}

export async function unsaveTour(db: Db, userId: string, tourId: string) {
  await db.delete(savedTours).where(and(eq(savedTours.userId, userId), eq(savedTours.tourId, tourId)));
}

/** Keeps only the newest `keep` saved tours of the user. */
export async function trimSaved(db: Db, userId: string, keep: number) {
  const kept = db
    .select({ tourId: savedTours.tourId })
    .from(savedTours)
    .where(eq(savedTours.userId, userId))
    .orderBy(desc(savedTours.createdAt), desc(savedTours.tourId))
    .limit(keep);
  await db
    .delete(savedTours)
    .where(and(eq(savedTours.userId, userId), sql`${savedTours.tourId} not in (${kept})`));
}
