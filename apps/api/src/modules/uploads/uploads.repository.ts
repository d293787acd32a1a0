import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { imageUploads } from '../../db/schema/index.ts';

/** How many uploads `uploader` made in the last `hours`, and when the oldest of them was. */
export async function recentUploads(db: Db, uploader: string, hours: number) {
  const [row] = await db
    .select({ total: count(), oldest: sql<Date | string | null>`min(${imageUploads.createdAt})` })
    .from(imageUploads)
    .where(
      and(
        eq(imageUploads.uploader, uploader),
        gt(imageUploads.createdAt, sql`now() - make_interval(hours => ${hours})`),
      ),
    );
  return { total: row?.total ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function recordUpload(db: Db, values: { uploader: string; keys: string[] }) {
  await db.insert(imageUploads).values(values);
}

/**
 * Claims up to `limit` uploads older than `hours` by deleting them, and returns their waiting keys.
 * Rows another instance is claiming are skipped, so each upload is swept once across the fleet.
 */
export async function claimUploadsOlderThan(db: Db, hours: number, limit: number) {
  const due = db
    .select({ id: imageUploads.id })
    .from(imageUploads)
    .where(lt(imageUploads.createdAt, sql`now() - make_interval(hours => ${hours})`))
    .orderBy(imageUploads.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .delete(imageUploads)
    .where(inArray(imageUploads.id, due))
    .returning({ keys: imageUploads.keys });
  return rows.map((row) => row.keys);
}

/** Whether a later upload (of the same bytes, so the same content-hash key) still waits on `key`. */
export async function isKeyStillWaiting(db: Db, key: string) {
  const [row] = await db
    .select({ id: imageUploads.id })
    .from(imageUploads)
    .where(sql`${imageUploads.keys} @> array[${key}]::text[]`)
    .limit(1);
  return Boolean(row);
}
