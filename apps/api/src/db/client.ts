import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase, NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

/**
 * Both drivers expose the same query builder; the node-postgres types stand for either. A `Db` is
 * the database or a transaction, so repositories run inside a caller's transaction unchanged.
 */
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface Database {
  db: NodePgDatabase<typeof schema>;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Search tolerates small typos: trigram word similarity of 0.3 or more counts as a match. */
const TRGM_SETTINGS = '-c pg_trgm.word_similarity_threshold=0.3';

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10, options: TRGM_SETTINGS });
  const db = drizzleNodePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

/** In-process PostgreSQL under DATA_DIR (or in memory without one) for a zero-setup start. */
async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? `${dataDir}/pglite` : undefined, { extensions: { pg_trgm } });
  await client.exec('SET pg_trgm.word_similarity_threshold = 0.3');
  const db = drizzlePglite(client, { schema }) as unknown as NodePgDatabase<typeof schema>;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
