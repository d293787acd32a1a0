import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createFactories } from '../demo/factories.ts';
import type { LogStream } from '../plugins/logging.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let postgresAnswers: Promise<boolean> | undefined;

async function canReachPostgres(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * A fresh, migrated database for one test file: its own database on the PostgreSQL server when one
 * answers (dropped afterwards), otherwise in-memory PGlite. `kind: 'pglite'` forces the embedded one.
 */
export async function openTestDatabase(kind?: 'pglite'): Promise<Database> {
  postgresAnswers ??= canReachPostgres();
  if (kind === 'pglite' || !(await postgresAnswers)) {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const name = `bp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function createTestApp(
  options: {
    database?: 'pglite';
    env?: Record<string, string>;
    logStream?: LogStream;
    /** Also serve the stored images at /uploads/, as the server does. */
    serveUploads?: boolean;
  } = {},
) {
  const database = await openTestDatabase(options.database);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'belizepass-test-')),
    AUTH_RATE_LIMIT: '1000',
    // Tests book many times from one address; the hold limits have tests of their own.
    UNPAID_HOLDS_PER_CLIENT: '10000',
    UNPAID_HOLD_SHARE_PERCENT: '100',
    UNPAID_HOLDS_PER_ADDRESS: '10000',
    ...options.env,
  });
  const app = await buildApp({ config, database, logStream: options.logStream });
  if (options.serveUploads) {
    // Loaded only here: the page plugin brings the web app's server modules with it.
    const { registerUploads } = await import('../plugins/web.ts');
    await registerUploads(app, app.imageStorage);
  }
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    factories: createFactories(database.db),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
