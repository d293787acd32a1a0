import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createFactories } from '../demo/factories.ts';
import type { LogStream } from '../plugins/logging.ts';
import { createFreshPostgres, postgresAnswers } from './fresh-postgres.ts';

let postgresReachable: Promise<boolean> | undefined;

/**
 * A fresh, migrated database for one test file: its own database on the PostgreSQL server when one
 * answers (dropped afterwards), otherwise in-memory PGlite. `kind: 'pglite'` forces the embedded one.
 */
export async function openTestDatabase(kind?: 'pglite'): Promise<Database> {
  postgresReachable ??= postgresAnswers();
  if (kind === 'pglite' || !(await postgresReachable)) {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const fresh = await createFreshPostgres();
  const database = await openDatabase({ databaseUrl: fresh.url });
  await database.migrate();
  return {
    ...database,
    // In this order: the pool's sessions end, then the database goes.
    async close() {
      await database.close();
      await fresh.drop();
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
