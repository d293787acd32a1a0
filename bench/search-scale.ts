// 2b. Search over 1,000,000 tours (SEARCH_SCALE_TOURS): the catalogue grown in steps (10%, 30%,
// 100%) in a database of its own with set-based SQL; at each size, RUNS rounds each on a freshly
// started server: single-client latency of the first run of distinct searches never sent before
// (cold: the server's caches and connections are new; PostgreSQL's shared buffers and the OS page
// cache cannot be dropped without root), the same searches again (warm), and a search with two
// letters swapped that must find the tours of the word meant. Query plans at the largest size.
//
// In `npm run bench`; alone: `npm run bench -- search` (merged into bench/results/latest.md).
// Sizes: SEARCH_SCALE_TOURS (largest, default 1,000,000), SEARCH_SCALE_STEPS (default 0.1,0.3,1).
//
// `node --import tsx bench/search-scale.ts [tours=100000]` still prints, on its own, what the
// database does on a cache miss before decision 026 and now (see compareBeforeAfter).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SEARCH_COUNT_CAP, tourListQuerySchema } from '@belizepass/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/api/src/db/schema/index.ts';
import {
  countPublicTours,
  listPublicTours,
  searchPublicTourIds,
} from '../apps/api/src/modules/tours/tours.repository.ts';
import { publicToursInOrder, searchTsquery } from '../apps/api/src/modules/tours/tours.service.ts';
import { captureListingSql } from './lib/captured-sql.ts';
import {
  ACTIVITIES,
  createDatabase,
  dropDatabase,
  explain,
  growCatalogue,
  NOUNS,
  PG_ADMIN_URL,
  withPg,
} from './lib/data.ts';
import { percentiles } from './lib/load.ts';
import { cores, median, type Report, RUNS } from './lib/report.ts';
import { ROOT, startServer } from './lib/server.ts';

const BUDGET_MS = 30;
const GROWTH_STEP = 100_000;
/** Distinct searches sent once per round (cold), then each WARM_REPEATS times more (warm). */
const COLD_SEARCHES = 40;
const WARM_REPEATS = 5;
/** Two letters swapped, and the catalogue word each must find (demo tours have "Marine"). */
const TRANSPOSITIONS: [string, string][] = [
  ['Mairne', 'marine'],
  ['snorkle', 'snorkel'],
  ['kyaak', 'kayak'],
  ['manaete', 'manatee'],
  ['jugnle', 'jungle'],
  ['birdnig', 'birding'],
  ['susnet', 'sunset'],
  ['safrai', 'safari'],
  ['watrefall', 'waterfall'],
  ['exepdition', 'expedition'],
];

/** The largest catalogue and the steps to it: SEARCH_SCALE_TOURS, SEARCH_SCALE_STEPS. */
export function searchScaleSizes() {
  const largest = Number(process.env.SEARCH_SCALE_TOURS ?? 1_000_000);
  if (!(Number.isInteger(largest) && largest >= 1000))
    throw new Error(
      `SEARCH_SCALE_TOURS: ${process.env.SEARCH_SCALE_TOURS} is not a whole number of 1,000 or more`,
    );
  const steps = (process.env.SEARCH_SCALE_STEPS ?? '0.1,0.3,1').split(',').map(Number);
  if (steps.some((s) => !(s > 0 && s <= 1)))
    throw new Error(`SEARCH_SCALE_STEPS: ${process.env.SEARCH_SCALE_STEPS} are not scales between 0 and 1`);
  return [...new Set(steps.map((s) => Math.round(largest * s)))].sort((a, b) => a - b);
}

const swapTwo = (word: string) =>
  word.length < 5 ? word : `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;

/**
 * Searches no round has sent before: an activity with a kind of trip, or with a place; every
 * third with two letters of a word swapped. Deterministic, so every run sends the same ones.
 */
function* distinctSearches(places: string[]) {
  const phrases: string[] = [];
  for (const activity of ACTIVITIES) {
    for (const noun of NOUNS) phrases.push(`${activity} ${noun}`);
    for (const place of places) phrases.push(`${activity} ${place}`);
    for (const noun of NOUNS) for (const place of places) phrases.push(`${activity} ${noun} ${place}`);
  }
  // An order that spreads the activities over the rounds (a stride prime to the count).
  const stride = 37;
  for (let i = 0, at = 0; i < phrases.length; i++, at = (at + stride) % phrases.length) {
    const phrase = phrases[at]!.toLowerCase();
    if (i % 3 !== 2) yield phrase;
    else yield phrase.replace(/[a-z]{5,}/, swapTwo);
  }
}

interface Round {
  cold: number[];
  warm: number[];
  slowest: { search: string; ms: number };
  transposition: { search: string; word: string; found: number; total: number; ms: number };
}

async function timedSearch(url: string, search: string) {
  const start = performance.now();
  const res = await fetch(`${url}/api/tours/search?q=${encodeURIComponent(search)}`);
  const body = (await res.json()) as { tours: unknown[]; pagination: { total: number } };
  const ms = performance.now() - start;
  if (!res.ok) throw new Error(`search "${search}" answered ${res.status}`);
  return { ms, body };
}

/** One round on a freshly started server. */
async function round(
  databaseUrl: string,
  dataDir: string,
  searches: string[],
  [typo, word]: [string, string],
): Promise<Round> {
  const server = await startServer(4360, { databaseUrl, dataDir });
  try {
    // One listing request, so the first measured search does not also pay for the process's
    // first request; it searches nothing.
    await (await fetch(`${server.url}/api/tours?limit=1`)).arrayBuffer();
    const cold: number[] = [];
    let slowest = { search: '', ms: 0 };
    for (const search of searches) {
      const { ms } = await timedSearch(server.url, search);
      cold.push(ms);
      if (ms > slowest.ms) slowest = { search, ms };
      if (process.env.SEARCH_SCALE_VERBOSE === '1') console.log(`    ${ms.toFixed(1)} ms  ${search}`);
    }
    const typoRun = await timedSearch(server.url, typo);
    cold.push(typoRun.ms);
    const found = typoRun.body.tours.filter((t) => JSON.stringify(t).toLowerCase().includes(word)).length;
    const warm: number[] = [];
    for (let i = 0; i < WARM_REPEATS; i++) {
      for (const search of [...searches, typo]) warm.push((await timedSearch(server.url, search)).ms);
    }
    return {
      cold,
      warm,
      slowest,
      transposition: { search: typo, word, found, total: typoRun.body.pagination.total, ms: typoRun.ms },
    };
  } finally {
    await server.stop();
  }
}

/** Execution time and buffers (and those read from outside shared buffers) of a search's SQL. */
async function searchSql(databaseUrl: string, search: string, planDir?: string) {
  const sql = await captureListingSql(databaseUrl, search);
  const statements = [
    ['spellings', sql.searchSpellings],
    ['synonyms', sql.searchSynonyms],
    ['ids', sql.search],
    ['rows', sql.searchRows],
  ] as const;
  let ms = 0;
  let buffers = 0;
  let read = 0;
  for (const [name, q] of statements) {
    if (!q) continue;
    const plan = await explain(databaseUrl, q.sql, q.params);
    ms += Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? 0);
    const top = /Buffers: shared(?: hit=(\d+))?(?: read=(\d+))?/.exec(plan);
    buffers += Number(top?.[1] ?? 0) + Number(top?.[2] ?? 0);
    read += Number(top?.[2] ?? 0);
    if (planDir) {
      writeFileSync(
        join(planDir, `search-at-scale-${name}.txt`),
        `-- search "${search}"\n${q.sql}\n-- params: ${JSON.stringify(q.params)}\n\n${plan}\n`,
      );
    }
  }
  return { ms: Math.round(ms * 10) / 10, buffers, read };
}

export async function searchAtScale(report: Report, sizes = searchScaleSizes()) {
  const largest = sizes[sizes.length - 1]!;
  report.section(`${SEARCH_SECTION} over ${largest.toLocaleString('en-US')} tours (cold and warm)`);
  const dbName = 'belizepass_bench_search';
  const databaseUrl = await createDatabase(dbName);
  const dataDir = join(process.env.BENCH_DIR ?? '/tmp/belizepass-bench', 'data-search');
  mkdirSync(dataDir, { recursive: true });
  // The first start migrates and loads the demo data set; the catalogue grows while it is stopped.
  await (await startServer(4360, { databaseUrl, dataDir })).stop();
  const places = await withPg(databaseUrl, async (db) =>
    (await db.query<{ name: string }>('select name from locations order by name')).rows.map((r) => r.name),
  );
  const searches = distinctSearches(places);
  const take = () =>
    Array.from({ length: COLD_SEARCHES }, () => {
      const next = searches.next();
      if (next.done) throw new Error('search-scale: the distinct searches ran out; fewer steps or rounds');
      return next.value;
    });
  let transposition = 0;

  const rows: (string | number)[][] = [];
  let last: { size: number; rounds: Round[]; cold: number; warm: number } | undefined;
  for (const size of sizes) {
    const started = performance.now();
    const total = await withPg(databaseUrl, async (db) => {
      // In statements of at most GROWTH_STEP tours: one statement of 700,000 took seven times as
      // long as seven of 100,000 (its triggers' transition tables and the GIN index's pending list).
      let n = await growCatalogue(db, 0);
      while (n < size) n = await growCatalogue(db, Math.min(size, n + GROWTH_STEP));
      await db.query('vacuum analyze tours, tour_search, tour_photos, search_vocabulary');
      return n;
    });
    const generatedS = (performance.now() - started) / 1000;
    console.log(`  ${total} tours in ${generatedS.toFixed(0)} s (load ${loadavg()[0]!.toFixed(2)})`);
    const loadAtStart = loadavg()[0]!;
    const rounds: Round[] = [];
    for (let r = 0; r < RUNS; r++) {
      const pair = TRANSPOSITIONS[transposition++ % TRANSPOSITIONS.length]!;
      rounds.push(await round(databaseUrl, dataDir, take(), pair));
    }
    const coldP95 = rounds.map((r) => Math.round(percentiles(r.cold).p95 * 10) / 10);
    const warmP95 = rounds.map((r) => Math.round(percentiles(r.warm).p95 * 10) / 10);
    const coldP50 = median(rounds.map((r) => percentiles(r.cold).p50));
    const cold = median(coldP95);
    const warm = median(warmP95);
    const typos = rounds.map(
      (r) =>
        `"${r.transposition.search}" ${r.transposition.found ? `found ${r.transposition.total}` : 'FOUND NONE'}`,
    );
    rows.push([
      total.toLocaleString('en-US'),
      generatedS.toFixed(0),
      coldP50,
      `${cold} (${coldP95.join(', ')})`,
      `${warm} (${warmP95.join(', ')})`,
      typos.join(', '),
      `${loadAtStart.toFixed(2)} to ${loadavg()[0]!.toFixed(2)}`,
    ]);
    last = { size: total, rounds, cold, warm };
  }
  report.note(
    `Each size: ${RUNS} rounds, each on a freshly started server: ${COLD_SEARCHES} distinct searches and one with two letters swapped, none sent before in this run, each once (cold), then all of them ${WARM_REPEATS} times more (warm: the server answers a repeated search from its cache of responses). ` +
      `Cold means new to the server (its caches and database connections are new); PostgreSQL's shared buffers and the operating system's page cache keep what earlier searches read (dropping them needs root). Catalogue generated with set-based SQL (\`growCatalogue\`), each size on top of the last.`,
  );
  report.table(
    [
      'Tours',
      'generated in s',
      'cold p50 ms',
      'cold p95 ms (rounds)',
      'warm p95 ms (rounds)',
      'swapped letters',
      'load average (1 min)',
    ],
    rows,
  );
  const { size, rounds, cold, warm } = last!;
  // The cause of a miss: the slowest first run of the median round, and its SQL now (warm).
  const medianRound =
    rounds.find((r) => Math.round(percentiles(r.cold).p95 * 10) / 10 === cold) ?? rounds[0]!;
  const planDir = join(ROOT, 'bench/results/plans');
  mkdirSync(planDir, { recursive: true });
  const slowSql = await searchSql(databaseUrl, medianRound.slowest.search, planDir);
  const tables = await withPg(databaseUrl, async (db) => {
    const { rows } = await db.query<{ tours: string; search: string; index: string; buffers: string }>(
      `select pg_size_pretty(pg_total_relation_size('tours')) as tours,
         pg_size_pretty(pg_relation_size('tour_search')) as search,
         pg_size_pretty(pg_relation_size('tour_search_vector_idx')) as index,
         current_setting('shared_buffers') as buffers`,
    );
    return rows[0]!;
  });
  report.note(
    `Slowest first run at ${size.toLocaleString('en-US')} tours: "${medianRound.slowest.search}" ${medianRound.slowest.ms.toFixed(1)} ms; its SQL (spellings, synonyms, ids with the capped count, rows) runs in ${slowSql.ms} ms on ${slowSql.buffers} buffers (${slowSql.read} read from outside shared buffers) when explained afterwards. Sizes: \`tours\` ${tables.tours} with its indexes, \`tour_search\` ${tables.search} and its GIN index ${tables.index}; PostgreSQL's shared_buffers ${tables.buffers}. Plans: \`bench/results/plans/search-at-scale-*.txt\`.`,
  );
  const allFound = rounds.every((r) => r.transposition.found > 0);
  const sizeText = size.toLocaleString('en-US');
  const causes: string[] = [];
  if (cold >= BUDGET_MS || warm >= BUDGET_MS)
    causes.push(
      `slowest first run "${medianRound.slowest.search}" ${medianRound.slowest.ms.toFixed(0)} ms, of which the database ${slowSql.ms} ms (${slowSql.buffers} buffers, ${slowSql.read} of them read from outside shared buffers: a search's matches are read from \`tour_search\` for their order keys before the first 200 are ranked); ${cores()} cores, load average ${loadavg()[0]!.toFixed(2)}`,
    );
  if (!allFound)
    causes.push(
      `no tour with the word meant for ${rounds
        .filter((r) => !r.transposition.found)
        .map((r) => `"${r.transposition.search}"`)
        .join(', ')}`,
    );
  report.budget(
    `Search over ${sizeText} tours p95 < ${BUDGET_MS} ms (cold / warm), transposition found`,
    cold < BUDGET_MS && warm < BUDGET_MS && allFound,
    `cold p95 ${cold} ms, warm p95 ${warm} ms (median of ${RUNS} rounds); ${rounds
      .map((r) => `"${r.transposition.search}" found ${r.transposition.total} (${r.transposition.word})`)
      .join(', ')}`,
    causes.join('; ') || undefined,
  );
  if (process.env.SEARCH_SCALE_KEEP === '1') {
    console.log(`Database ${dbName} kept; drop it with: dropdb -h 127.0.0.1 -U postgres ${dbName}`);
  } else {
    await dropDatabase(dbName);
  }
}

/** The start of this section's heading, whatever the size. */
export const SEARCH_SECTION = '2b. Search at scale';

/** Budget lines of this section in a latest.md (for merging a run of this section alone). */
export const SEARCH_BUDGET_LINE = /^\| Search over [\d,]+ tours p95 < \d+ ms \(cold/;

/**
 * On its own: generates a catalogue in a scratch database and prints, for a set of searches, what
 * the database does on a cache miss before (the page ranked over every match in `tours`, the
 * exact count) and now (the narrow `tour_search` table, the ranking pool, the capped count):
 * EXPLAIN (ANALYZE, BUFFERS) totals and wall-clock times of the first and of repeated runs.
 */
async function compareBeforeAfter(TOURS: number) {
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
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  });
  const query = tourListQuerySchema.parse({});

  async function before(tsquery: string) {
    await Promise.all([
      listPublicTours(db as never, { query, tsquery }),
      countPublicTours(db as never, { query, tsquery }),
    ]);
  }
  async function after(tsquery: string) {
    await Promise.all([
      searchPublicTourIds(db as never, { query, tsquery }, SEARCH_COUNT_CAP).then(({ ids }) =>
        publicToursInOrder(db as never, ids),
      ),
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

  const p95 = (values: number[]) => Math.round(percentiles(values).p95 * 10) / 10;

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

  console.log(`\nLoad average ${load()} (${cores()} cores)\n`);
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
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await compareBeforeAfter(Number(process.argv[2] ?? 100_000));
}
