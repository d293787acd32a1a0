import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { createFreshPostgres, postgresAnswers } from '../fresh-postgres.ts';
import { fingerprint, npmRun, populate } from './backup-fixtures.ts';

// Backs up, loses the data, restores and checks every key table came back row for row.
const work = mkdtempSync(join(tmpdir(), 'belizepass-backups-'));
const cleanups: (() => unknown)[] = [() => rmSync(work, { recursive: true, force: true })];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const withoutDatabaseUrl = () => {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return env;
};

describe('PGlite (DATA_DIR)', () => {
  it('backs up to a tar.gz and restores into a new DATA_DIR with every row', {
    timeout: 300_000,
  }, async () => {
    const dataDir = join(work, 'pglite-live');
    let database: Database = await openDatabase({ dataDir });
    await database.migrate();
    await populate(database);
    const before = await fingerprint(database.db);
    expect(before.bookings.rows).toBe(4);
    expect(before.payments.rows).toBe(4);

    const file = join(work, 'pglite.tar.gz');
    const env = { ...withoutDatabaseUrl(), DATA_DIR: dataDir };
    // While a process (here this one, as a server would) has the files open, a backup is refused.
    const refused = npmRun('db:backup', file, env, false);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`in use by another BelizePass process (pid ${process.pid})`);
    await database.close();

    const backedUp = npmRun('db:backup', file, env);
    expect(backedUp.output).toContain('Backed up');
    expect(backedUp.status).toBe(0);
    // Restoring over a database that exists is refused; an empty DATA_DIR takes it.
    const overwrite = npmRun('db:restore', file, env, false);
    expect(overwrite.status).toBe(1);
    expect(overwrite.output).toContain('already holds a database');

    const freshDir = join(work, 'pglite-restored');
    const restored = npmRun('db:restore', file, { ...env, DATA_DIR: freshDir });
    expect(restored.output).toContain('Restored');
    expect(restored.status).toBe(0);
    database = await openDatabase({ dataDir: freshDir });
    try {
      await database.migrate();
      expect(await fingerprint(database.db)).toEqual(before);
    } finally {
      await database.close();
    }
  });
});

const postgres = await postgresAnswers();

describe.skipIf(!postgres)('PostgreSQL (DATABASE_URL)', () => {
  it('dumps with pg_dump and restores over emptied tables with every row', { timeout: 300_000 }, async () => {
    const target = await createFreshPostgres('bp_backup');
    cleanups.push(target.drop);
    let database = await openDatabase({ databaseUrl: target.url });
    await database.migrate();
    await populate(database);
    const before = await fingerprint(database.db);
    expect(before.payments.rows).toBe(4);

    const file = join(work, 'postgres.dump');
    const env = { ...process.env, DATABASE_URL: target.url, DATA_DIR: join(work, 'pg-data') };
    const backedUp = npmRun('db:backup', file, env);
    expect(backedUp.output).toContain('Backed up');
    expect(backedUp.status).toBe(0);

    // Every row goes.
    await database.db.execute(
      sql.raw(`do $$ declare t text; begin
        for t in select tablename from pg_tables where schemaname = 'public' loop
          execute format('truncate table %I cascade', t);
        end loop; end $$`),
    );
    expect((await fingerprint(database.db)).users.rows).toBe(0);
    // A restore under a connected server is refused.
    const busy = npmRun('db:restore', file, env, false);
    expect(busy.status).toBe(1);
    expect(busy.output).toContain('other session(s) are connected');
    await database.close();

    const restored = npmRun('db:restore', file, env);
    expect(restored.output).toContain('Restored');
    expect(restored.status).toBe(0);
    database = await openDatabase({ databaseUrl: target.url });
    try {
      await database.migrate();
      expect(await fingerprint(database.db)).toEqual(before);
    } finally {
      await database.close();
    }
  });

  it('refuses a file that is not a PostgreSQL dump', async () => {
    const file = join(work, 'not-a-dump.tar.gz');
    writeFileSync(file, Buffer.from([0x1f, 0x8b, 0, 0]));
    const result = npmRun(
      'db:restore',
      file,
      { ...process.env, DATABASE_URL: 'postgres://127.0.0.1/none' },
      false,
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain('is not a PostgreSQL backup');
  });
});
