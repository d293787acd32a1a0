// Search at catalogue scale, on its own (not part of `npm run bench`): generates a catalogue in a
// scratch PostgreSQL database and prints, for a set of searches, what the database does on a cache
// miss before (the page ranked over every match in `tours`, the exact count) and now (the narrow
// `tour_search` table, the ranking pool, the capped count): EXPLAIN (ANALYZE, BUFFERS) totals and
// wall-clock times of the first and of repeated runs.
//   node --import tsx bench/search-scale.ts [tours=100000]
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEARCH_COUNT_CAP, tourListQuerySchema } from '@belizepass/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/api/src/db/schema/index.ts';
import {
  countPublicTours,
  countSearchMatches,
  listPublicTours,
  searchPublicTourIds,
} from '../apps/api/src/modules/tours/tours.repository.ts';
import { publicToursInOrder, searchTsquery } from '../apps/api/src/modules/tours/tours.service.ts';
import { createDatabase, explain, growCatalogue, PG_ADMIN_URL, withPg } from './lib/data.ts';
import { startServer } from './lib/server.ts';

const TOURS = Number(process.argv[2] ?? 100_000);
const SEARCHES = [
  'cave tubing',
  'snorkle',
  'manatee watch',
  'sunset sail',
  'kayak safari',
  'mayan ruins',
  'birding discovery',
  'zip line',
  'fly fishing escape',
  'chocolate making',
  'jungle hike expedition',
  'waterfall swim',
];
const REPEATS = 10;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const dbName = 'belizepass_search_scale';
// SEARCH_SCALE_REUSE=1 measures again on the database a previous run kept (same migrations).
const reuse = process.env.SEARCH_SCALE_REUSE === '1';
const databaseUrl = reuse
  ? Object.assign(new URL(PG_ADMIN_URL), { pathname: `/${dbName}` }).toString()
  : await createDatabase(dbName);
if (!reuse) {
  const server = await startServer(4785, {
    databaseUrl,
    dataDir: mkdtempSync(join(tmpdir(), 'belizepass-search-scale-')),
  });
  await server.stop();
}
let started = performance.now();
const total = await withPg(databaseUrl, async (db) => {
  const n = await growCatalogue(db, TOURS);
  await db.query('vacuum analyze');
  return n;
});
console.log(
  `${total} tours generated in ${((performance.now() - started) / 1000).toFixed(0)} s (load ${load()})`,
);

const captured: { sql: string; params: unknown[] }[] = [];
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } });
const query = tourListQuerySchema.parse({});

async function before(tsquery: string) {
  await Promise.all([
    listPublicTours(db as never, { query, tsquery }),
    countPublicTours(db as never, { query, tsquery }),
  ]);
}
async function after(tsquery: string) {
  await Promise.all([
    searchPublicTourIds(db as never, { query, tsquery }).then((ids) => publicToursInOrder(db as never, ids)),
    countSearchMatches(db as never, { query, tsquery }, SEARCH_COUNT_CAP),
  ]);
}

/** Execution time and buffers of each statement `run` sends, summed. */
async function explained(run: () => Promise<void>) {
  captured.length = 0;
  await run();
  const statements = captured.splice(0);
  let ms = 0;
  let hit = 0;
  let read = 0;
  const plans: string[] = [];
  for (const statement of statements) {
    const plan = await explain(databaseUrl, statement.sql, statement.params);
    plans.push(plan);
    ms += Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? 0);
    const buffers = /Buffers: shared(?: hit=(\d+))?(?: read=(\d+))?/.exec(plan);
    hit += Number(buffers?.[1] ?? 0);
    read += Number(buffers?.[2] ?? 0);
  }
  return { ms: Math.round(ms * 10) / 10, buffers: hit + read, read, plans };
}

async function timed(run: () => Promise<void>) {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]! * 10) / 10;
};

const rows: string[] = [];
const firstRuns: number[] = [];
const warmRuns: number[] = [];
const firstRunsBefore: number[] = [];
const warmRunsBefore: number[] = [];
for (const search of SEARCHES) {
  const tsquery = await searchTsquery(db as never, search);
  if (tsquery === null) continue;
  const [{ matches }] = (
    await pool.query(
      `select count(*)::int as matches from tour_search where is_public and search_vector @@ to_tsquery('english', $1)`,
      [tsquery],
    )
  ).rows as [{ matches: number }];
  // The first run of a search after the catalogue was generated, then repeated runs.
  firstRuns.push(await timed(() => after(tsquery)));
  for (let i = 0; i < REPEATS; i++) warmRuns.push(await timed(() => after(tsquery)));
  firstRunsBefore.push(await timed(() => before(tsquery)));
  for (let i = 0; i < 3; i++) warmRunsBefore.push(await timed(() => before(tsquery)));
  const old = await explained(() => before(tsquery));
  const now = await explained(() => after(tsquery));
  rows.push(
    `| ${search} | ${matches} | ${old.buffers} buffers, ${old.ms} ms | ${now.buffers} buffers, ${now.ms} ms |`,
  );
  if (search === SEARCHES[0]) {
    console.log(`\nPlans of "${search}" now:\n${now.plans.join('\n\n')}\n`);
  }
}
await pool.end();

console.log(`\nLoad average ${load()} (2 cores)\n`);
console.log('| Search | matches | before (page + count) | after (ids + rows + capped count) |');
console.log('| --- | --- | --- | --- |');
console.log(rows.join('\n'));
console.log(
  `\nWall clock over ${SEARCHES.length} searches, database work of a cache miss (ms): before first-run p95 ${p95(firstRunsBefore)}, repeated p95 ${p95(warmRunsBefore)}; after first-run p95 ${p95(firstRuns)}, repeated p95 ${p95(warmRuns)}`,
);
started = performance.now();
await withPg(databaseUrl, async (db2) => {
  const { rows: size } = await db2.query<{ tours: string; search: string }>(
    `select pg_size_pretty(pg_total_relation_size('tours')) as tours, pg_size_pretty(pg_total_relation_size('tour_search')) as search`,
  );
  console.log(`Sizes: tours ${size[0]?.tours}, tour_search ${size[0]?.search}`);
});
console.log(
  `Database ${dbName} kept for inspection; drop it with: dropdb -h 127.0.0.1 -U postgres ${dbName}`,
);
