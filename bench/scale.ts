// 2. The listing and search over 100,000 tours: single-client p95, 50-connection req/s, query plans.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { captureListingSql } from './lib/captured-sql.ts';
import { createDatabase, dropDatabase, explain, growCatalogue, withPg } from './lib/data.ts';
import { load, sequentialLatency, spread } from './lib/load.ts';
import { type Report, sharedCpu } from './lib/report.ts';
import { ROOT, startServer } from './lib/server.ts';

const SEARCH = 'cave tubing';

export async function scale(report: Report, dataDir: string) {
  report.section('2. Scale (PostgreSQL, 100,000 tours)');
  const dbName = 'belizepass_bench_scale';
  const databaseUrl = await createDatabase(dbName);
  let server = await startServer(4310, { databaseUrl, dataDir });
  await server.stop();
  const started = performance.now();
  const total = await withPg(databaseUrl, (db) => growCatalogue(db, 100_000));
  report.note(`Generated ${total} tours in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  server = await startServer(4310, { databaseUrl, dataDir });

  const listUrl = `${server.url}/api/tours`;
  const searchUrl = `${server.url}/api/tours/search?q=${encodeURIComponent(SEARCH)}`;
  const listSingle = await sequentialLatency(listUrl);
  const searchSingle = await sequentialLatency(searchUrl);
  const listLoad = await load(listUrl);
  const searchLoad = await load(searchUrl);
  await server.stop();
  report.table(
    ['Query', 'single client p50 ms', 'p95 ms', 'p99 ms', '50 conn req/s', '50 conn p99 ms'],
    [
      ['GET /api/tours', listSingle.p50, listSingle.p95, listSingle.p99, listLoad.reqPerSec, listLoad.p99],
      [
        `search "${SEARCH}"`,
        searchSingle.p50,
        searchSingle.p95,
        searchSingle.p99,
        searchLoad.reqPerSec,
        searchLoad.p99,
      ],
    ],
  );
  report.budget(
    `Search "${SEARCH}" over 100,000 tours p95 < 30 ms (single client, repeated)`,
    searchSingle.p95 < 30,
    `p95 ${searchSingle.p95} ms (${spread(searchSingle.p95s)})`,
    `query plans in \`bench/results/plan-search*.txt\`; ${sharedCpu()}`,
  );

  const sql = await captureListingSql(databaseUrl, SEARCH);
  const plans = [
    ['listing', sql.listing],
    ['listing-count', sql.listingCount],
    ['search-spellings', sql.searchSpellings],
    ['search-synonyms', sql.searchSynonyms],
    ['search', sql.search],
    ['search-rows', sql.searchRows],
  ] as const;
  for (const [name, q] of plans) {
    const plan = await explain(databaseUrl, q.sql, q.params);
    writeFileSync(
      join(ROOT, `bench/results/plan-${name}.txt`),
      `${q.sql}\n-- params: ${JSON.stringify(q.params)}\n\n${plan}\n`,
    );
  }
  report.note(
    'Query plans (EXPLAIN ANALYZE, BUFFERS) of the listing and search queries: `bench/results/plan-*.txt`.',
  );
  await dropDatabase(dbName);
}
