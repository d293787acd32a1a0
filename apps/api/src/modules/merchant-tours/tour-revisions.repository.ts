import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type TourRevisionProposal, tourRevisions, users } from '../../db/schema/index.ts';

export type TourRevisionRow = typeof tourRevisions.$inferSelect;

/** The tour's revision waiting for approval, if any; locked for a change with `forUpdate`. */
export async function findPendingRevision(db: Db, tourId: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(tourRevisions)
    .where(and(eq(tourRevisions.tourId, tourId), eq(tourRevisions.status, 'pending')));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The pending revision with the name of the merchant user who last changed it. */
export async function findPendingRevisionWithAuthor(db: Db, tourId: string) {
  const [row] = await db
    .select({ revision: tourRevisions, authorName: users.fullName })
    .from(tourRevisions)
    .leftJoin(users, eq(users.id, tourRevisions.submittedByUserId))
    .where(and(eq(tourRevisions.tourId, tourId), eq(tourRevisions.status, 'pending')));
  return row;
}

/** Each tour's most recent revision (pending or decided), for the merchant's views. */
export async function latestRevisions(db: Db, tourIds: string[]): Promise<Map<string, TourRevisionRow>> {
  if (tourIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([tourRevisions.tourId])
    .from(tourRevisions)
    .where(inArray(tourRevisions.tourId, tourIds))
    .orderBy(tourRevisions.tourId, desc(tourRevisions.submittedAt), desc(tourRevisions.id));
  return new Map(rows.map((row) => [row.tourId, row]));
}

/**
 * Saves what the tour's pending revision proposes: a new revision, or the pending one changed (its
 * version goes up, so staff approve only what they reviewed). Unchanged proposals are left as they are.
 */
export async function savePendingRevision(
  db: Db,
  tourId: string,
  proposed: TourRevisionProposal,
  userId: string,
  existing: TourRevisionRow | undefined,
) {
  if (!existing) {
    const [row] = await db
      .insert(tourRevisions)
      .values({ tourId, proposed, submittedByUserId: userId })
      .returning();
    return row!;
  }
  const [row] = await db
    .update(tourRevisions)
    .set({
      proposed,
      version: sql`${tourRevisions.version} + 1`,
      submittedAt: new Date(),
      submittedByUserId: userId,
    })
    .where(eq(tourRevisions.id, existing.id))
    .returning();
  return row!;
}

/** Staff let part of the changes go live: the rest keeps waiting as a new version. */
export async function replaceProposal(db: Db, id: string, proposed: TourRevisionProposal) {
  await db
    .update(tourRevisions)
    .set({ proposed, version: sql`${tourRevisions.version} + 1` })
    .where(and(eq(tourRevisions.id, id), eq(tourRevisions.status, 'pending')));
}

/** The merchant took every proposed change back: nothing waits any more. */
export async function deletePendingRevision(db: Db, id: string) {
  await db.delete(tourRevisions).where(and(eq(tourRevisions.id, id), eq(tourRevisions.status, 'pending')));
}

export async function decideRevision(
  db: Db,
  id: string,
  decision: { status: 'approved' | 'rejected' | 'merged'; decidedByUserId: string; reason?: string | null },
) {
  await db
    .update(tourRevisions)
    .set({
      status: decision.status,
      decidedByUserId: decision.decidedByUserId,
      decidedAt: new Date(),
      reason: decision.reason ?? null,
    })
    .where(eq(tourRevisions.id, id));
}

/** Whether a pending revision proposes a photo stored at `url` (content-hash files are shared). */
export async function isFileInPendingRevision(db: Db, url: string) {
  const [row] = await db
    .select({ id: tourRevisions.id })
    .from(tourRevisions)
    .where(
      and(
        eq(tourRevisions.status, 'pending'),
        sql`(${tourRevisions.proposed} -> 'photos') @> ${JSON.stringify([{ url }])}::jsonb
          or (${tourRevisions.proposed} -> 'photos') @> ${JSON.stringify([{ thumbnailUrl: url }])}::jsonb`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
