import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from '../../db/client.ts';
import { migrationsFolder } from '../../db/client.ts';

export interface AppliedMigrations {
  count: number;
  last?: { hash: string; createdAt: number };
}

/** What drizzle's migrator recorded: how many migrations ran, and the newest. */
export async function findAppliedMigrations(db: Db): Promise<AppliedMigrations> {
  const result = await db.execute<{
    count: number | string;
    hash: string | null;
    created_at: number | string | null;
  }>(
    sql`select (select count(*) from drizzle.__drizzle_migrations) as count, m.hash, m.created_at
        from (select 1) as one
        left join lateral (
          select hash, created_at from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1
        ) as m on true`,
  );
  const row = result.rows[0];
  const count = Number(row?.count ?? 0);
  return row?.hash && row.created_at != null
    ? { count, last: { hash: row.hash, createdAt: Number(row.created_at) } }
    : { count };
}

let shipped: { count: number; last?: { hash: string; createdAt: number } } | undefined;

/** The migrations this build ships (the journal and its SQL files), read once. */
export function shippedMigrations() {
  if (!shipped) {
    const files = readMigrationFiles({ migrationsFolder });
    const last = files.at(-1);
    shipped = { count: files.length, last: last && { hash: last.hash, createdAt: last.folderMillis } };
  }
  return shipped;
}
