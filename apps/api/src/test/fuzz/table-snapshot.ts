import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Tables that change on a rejected request by design:
 * - auth_attempts: a refused sign-in or reset request is recorded so repeated guessing locks the
 *   account; that record is the purpose of the refusal.
 */
export const WRITTEN_ON_REJECTION = new Set(['auth_attempts']);

export type Snapshot = Map<string, string>;

async function rows<T>(db: Db, query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

/**
 * Watches every table of the test database (listed from information_schema, so tables added later
 * are covered): each gets a row trigger that counts every committed insert, update and delete, so a
 * write of any kind shows, also one that leaves the row count as it was (a count of rows alone
 * would miss an update). A snapshot is the per-table write count; `rowCounts` gives the row counts.
 * Only this test's own database gets the triggers.
 */
export async function snapshotReader(db: Db) {
  const tables = (
    await rows<{ name: string }>(
      db,
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'fuzz_writes'
        order by table_name`,
    )
  )
    .map((t) => t.name)
    .filter((name) => !WRITTEN_ON_REJECTION.has(name));
  await db.execute(
    sql.raw(`
      create table if not exists fuzz_writes (table_name text primary key, writes bigint not null default 0);
      create or replace function fuzz_count_write() returns trigger language plpgsql as $$
      begin
        insert into fuzz_writes as w (table_name, writes) values (TG_TABLE_NAME, 1)
          on conflict (table_name) do update set writes = w.writes + 1;
        return null;
      end $$;`),
  );
  for (const name of tables) {
    await db.execute(
      sql.raw(`create or replace trigger fuzz_count_write after insert or update or delete on "${name}"
                 for each row execute function fuzz_count_write()`),
    );
  }
  const counts = tables.map((name) => `select '${name}' as name, count(*)::text as n from "${name}"`);
  return {
    tables,
    async read(): Promise<Snapshot> {
      const written = await rows<{ name: string; writes: string }>(
        db,
        'select table_name as name, writes::text as writes from fuzz_writes',
      );
      return new Map(written.map((r) => [r.name, r.writes]));
    },
    async rowCounts(): Promise<Snapshot> {
      const counted = await rows<{ name: string; n: string }>(db, counts.join(' union all '));
      return new Map(counted.map((r) => [r.name, r.n]));
    },
  };
}

/** The tables that differ between two snapshots, with their values before and after. */
export function changedTables(before: Snapshot, after: Snapshot) {
  const changed: string[] = [];
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    if (before.get(name) !== after.get(name)) {
      changed.push(`${name} ${before.get(name) ?? 0} -> ${after.get(name) ?? 0}`);
    }
  }
  return changed;
}
