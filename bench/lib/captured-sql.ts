import { tourListQuerySchema } from '@belizepass/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../apps/api/src/db/schema/index.ts';
import { searchWords, tsqueryText } from '../../apps/api/src/modules/tours/search-text.ts';
import { catalogueSpellings } from '../../apps/api/src/modules/tours/tour-search.repository.ts';
import { countPublicTours, listPublicTours } from '../../apps/api/src/modules/tours/tours.repository.ts';

/**
 * The SQL (and parameters) the server runs on a cache miss for the listing page and for a search,
 * as Drizzle builds it: the page, the count, and for a search the spelling lookup first.
 */
export async function captureListingSql(databaseUrl: string, search: string) {
  const captured: { sql: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  });
  const query = tourListQuerySchema.parse({});
  await listPublicTours(db as never, { query });
  await countPublicTours(db as never, { query });
  const listing = captured.splice(0);
  const tsquery = tsqueryText(await catalogueSpellings(db as never, searchWords(search))) ?? '';
  await listPublicTours(db as never, { query, tsquery });
  await countPublicTours(db as never, { query, tsquery });
  const searching = captured.splice(0);
  await pool.end();
  return {
    listing: listing[0]!,
    listingCount: listing[1]!,
    searchSpellings: searching[0]!,
    search: searching[1]!,
    searchCount: searching[2]!,
  };
}
