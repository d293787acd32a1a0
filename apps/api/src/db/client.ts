import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase, NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

/**
 * Both drivers expose the same query builder; the node-postgres types stand for either. A `Db` is
 * the database or a transaction, so repositories run inside a caller's transaction unchanged.
 */
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface Database {
  db: NodePgDatabase<typeof schema>;
  kind: 'postgres' | 'pglite';
  /** Applies pending migrations; when several instances start at once, one applies them, the others wait. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the database-wide lock `name` (waiting for it when another instance
   * holds it), so start-up steps such as loading demo data run once across the fleet.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** The advisory-lock namespace of this application's start-up steps (the second key is the step's name). */
const STARTUP_LOCK_CLASS = 0x42_50_01;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Search tolerates small typos: trigram word similarity of 0.3 or more counts as a match. */
const TRGM_SETTINGS = '-c pg_trgm.word_similarity_threshold=0.3';

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10, options: TRGM_SETTINGS });
  // An idle connection the server drops (a restart, a failover) must not bring the process down:
  // the pool discards it and opens a new one for the next query, which fails visibly if the
  // database is really gone (and /api/ready says so).
  pool.on('error', (error) => {
    console.error(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  const db = drizzleNodePg(pool, { schema });
  /** A session advisory lock on a connection of its own, held while `work` runs on the pool. */
  const exclusive = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const lock = new pg.Client({ connectionString });
    await lock.connect();
    try {
      await lock.query('select pg_advisory_lock($1, hashtext($2))', [STARTUP_LOCK_CLASS, name]);
      return await work();
    } finally {
      // Ending the session releases its advisory locks, also when the unlock is never reached.
      await lock.end();
    }
  };
  return {
    db,
    kind: 'postgres',
    migrate: () => exclusive('migrations', () => migrateNodePg(db, { migrationsFolder })),
    exclusive,
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

/**
 * The embedded database's own cache. PostgreSQL's default (128 MB) stays resident in the process
 * once warm; its files are in the operating system's page cache anyway (decision 013).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * In-process PostgreSQL under DATA_DIR (or in memory without one) for a zero-setup start. Its files
 * serve one process: a lock file under DATA_DIR turns a second process away.
 */
async function openPglite(dataDir?: string): Promise<Database> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  try {
    const client = await PGlite.create(dataDir ? `${dataDir}/pglite` : undefined, {
      extensions: { pg_trgm, unaccent },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    await client.exec('SET pg_trgm.word_similarity_threshold = 0.3');
    const db = drizzlePglite(client, { schema }) as unknown as NodePgDatabase<typeof schema>;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      // One process owns these files, so there is no other instance to wait for.
      exclusive: (_name, work) => work(),
      ping: () => ping(db),
      async close() {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
