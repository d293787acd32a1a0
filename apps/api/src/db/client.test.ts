import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from './client.ts';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A child process that has already ended: its pid belongs to no running process. */
async function deadPid() {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

describe('the embedded database serves one process', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'belizepass-lock-'));

  it('keeps a lock file with the pid under DATA_DIR while open, and removes it on close', async () => {
    const dir = dataDir();
    const database = await openDatabase({ dataDir: dir });
    expect(readFileSync(join(dir, 'pglite.lock'), 'utf8').trim()).toBe(String(process.pid));
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirInUseError);
    await database.close();
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
  }, 120_000);

  it('turns away a second process on the same DATA_DIR, naming DATABASE_URL', async () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    try {
      const { DATABASE_URL: _unset, ...env } = process.env;
      const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
        env: { ...env, DATA_DIR: dir, NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'silent' },
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      const code = await new Promise((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`in use by another BelizePass process (pid ${process.pid})`);
      expect(stderr).toContain('to run several instances, set DATABASE_URL to a PostgreSQL server');
    } finally {
      release();
    }
  }, 120_000);

  it('refuses while the process named in the lock file runs', () => {
    const dir = dataDir();
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'pglite.lock'), `${sleeper.pid}\n`);
      expect(() => lockDataDir(dir)).toThrow(`pid ${sleeper.pid}`);
    } finally {
      sleeper.kill();
    }
  });

  it('takes over a stale lock file whose process has died', async () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'pglite.lock'), `${await deadPid()}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'pglite.lock'), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
  });

  it('takes over an empty lock file', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'pglite.lock'), '');
    lockDataDir(dir)();
  });
});

describe('the embedded database searches like PostgreSQL', () => {
  it('folds accents and stems Spanish (the unaccent extension is loaded)', async () => {
    const database = await openDatabase({});
    try {
      await database.migrate();
      const result = await database.db.execute<{ v: string }>(
        sql`select to_tsvector('spanish', unaccent('Árboles y tubería'))::text as v`,
      );
      expect(result.rows[0]?.v).toBe("'arbol':1 'tuberi':3");
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe.skipIf(!(await postgresAnswers()))('several instances starting together on PostgreSQL', () => {
  const name = `bp_test_migrate_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const admin = (query: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    return client
      .connect()
      .then(() => client.query(query))
      .finally(() => client.end());
  };
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('apply the migrations once: one instance runs them while the others wait', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const instances = await Promise.all(
      [1, 2, 3, 4].map(() => openDatabase({ databaseUrl: url.toString() })),
    );
    try {
      await Promise.all(instances.map((database) => database.migrate()));
      const applied = await instances[0]!.db.execute<{ count: string }>(
        sql`select count(*) as count from drizzle.__drizzle_migrations`,
      );
      expect(Number(applied.rows[0]!.count)).toBe(readMigrationFiles({ migrationsFolder }).length);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
    }
  });

  it('run an exclusive start-up step one at a time', async () => {
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString() })));
    try {
      let inside = 0;
      let most = 0;
      const runs: number[] = [];
      await Promise.all(
        instances.map((database, i) =>
          database.exclusive('demo data', async () => {
            inside++;
            most = Math.max(most, inside);
            await new Promise((resolve) => setTimeout(resolve, 150));
            runs.push(i);
            inside--;
          }),
        ),
      );
      expect(most).toBe(1);
      expect(runs.sort()).toEqual([0, 1, 2]);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
    }
  });
});
