import { SEARCH_COUNT_CAP, tourListQuerySchema } from '@belizepass/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../apps/api/src/db/schema/index.ts';
import {
  countPublicTours,
  countSearchMatches,
  listPublicTours,
  listPublicToursByIds,
  searchPublicTourIds,
} from '../../apps/api/src/modules/tours/tours.repository.ts';
import { searchTsquery } from '../../apps/api/src/modules/tours/tours.service.ts';

/**
 * The SQL (and parameters) the server runs on a cache miss for the listing page and for a search,
 * as Drizzle builds it: the page and the count; for a search the spelling and synonym look-ups,
 * the ids of the page (the narrow search table), the page's rows and the capped count.
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
  const tsquery = (await searchTsquery(db as never, search)) ?? '';
  const lookups = captured.splice(0);
  const ids = await searchPublicTourIds(db as never, { query, tsquery });
  await listPublicToursByIds(db as never, ids);
  await countSearchMatches(db as never, { query, tsquery }, SEARCH_COUNT_CAP);
  const searching = captured.splice(0);
  await pool.end();
  return {
    listing: listing[0]!,
    listingCount: listing[1]!,
    searchSpellings: lookups[0]!,
    searchSynonyms: lookups[1]!,
    search: searching[0]!,
    searchRows: searching[1]!,
    searchCount: searching[2]!,
  };
}
