import { tourListQuerySchema } from '@belizepass/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../apps/api/src/db/schema/index.ts';
import { listPublicTours } from '../../apps/api/src/modules/tours/tours.repository.ts';

/** The SQL (and parameters) the server runs for the listing page and for a search, as Drizzle builds it. */
export async function captureListingSql(databaseUrl: string, search: string) {
  const captured: { sql: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 1,
    options: '-c pg_trgm.word_similarity_threshold=0.3',
  });
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  });
  const query = tourListQuerySchema.parse({});
  await listPublicTours(db as never, { query });
  const listing = captured.splice(0);
  await listPublicTours(db as never, { query, search });
  const searching = captured.splice(0);
  await pool.end();
  return {
    listing: listing[0]!,
    listingCount: listing[1]!,
    search: searching[0]!,
    searchCount: searching[1]!,
  };
}
