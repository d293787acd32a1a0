import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchantProfileRevisions, type ProfileRevisionProposal, users } from '../../db/schema/index.ts';

export type ProfileRevisionRow = typeof merchantProfileRevisions.$inferSelect;

/** The merchant's profile revision waiting for approval, if any; locked for a change with `forUpdate`. */
export async function findPendingProfileRevision(
  db: Db,
  merchantId: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(merchantProfileRevisions)
    .where(
      and(
        eq(merchantProfileRevisions.merchantId, merchantId),
        eq(merchantProfileRevisions.status, 'pending'),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The merchant's most recent profile revision (pending or decided), with its author's name. */
export async function latestProfileRevision(db: Db, merchantId: string) {
  const [row] = await db
    .select({ revision: merchantProfileRevisions, authorName: users.fullName })
    .from(merchantProfileRevisions)
    .leftJoin(users, eq(users.id, merchantProfileRevisions.submittedByUserId))
    .where(eq(merchantProfileRevisions.merchantId, merchantId))
    .orderBy(desc(merchantProfileRevisions.submittedAt), desc(merchantProfileRevisions.id))
    .limit(1);
  return row;
}

/** A new pending revision, or the pending one changed (its version goes up). */
export async function saveProfileRevision(
  db: Db,
  merchantId: string,
  proposed: ProfileRevisionProposal,
  userId: string | null,
  existing: ProfileRevisionRow | undefined,
) {
  if (!existing) {
    const [row] = await db
      .insert(merchantProfileRevisions)
      .values({ merchantId, proposed, submittedByUserId: userId })
      .returning();
    return row!;
  }
  const [row] = await db
    .update(merchantProfileRevisions)
    .set({
      proposed,
      version: sql`${merchantProfileRevisions.version} + 1`,
      ...(userId ? { submittedAt: new Date(), submittedByUserId: userId } : {}),
    })
    .where(eq(merchantProfileRevisions.id, existing.id))
    .returning();
  return row!;
}

export async function deletePendingProfileRevision(db: Db, id: string) {
  await db
    .delete(merchantProfileRevisions)
    .where(and(eq(merchantProfileRevisions.id, id), eq(merchantProfileRevisions.status, 'pending')));
}

export async function decideProfileRevision(
  db: Db,
  id: string,
  decision: { status: 'approved' | 'rejected' | 'merged'; decidedByUserId: string; reason?: string | null },
) {
  await db
    .update(merchantProfileRevisions)
    .set({
      status: decision.status,
      decidedByUserId: decision.decidedByUserId,
      decidedAt: new Date(),
      reason: decision.reason ?? null,
    })
    .where(eq(merchantProfileRevisions.id, id));
}
