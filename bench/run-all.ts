// `npm run bench`: every benchmark of the suite in one run; figures and budgets go to
// bench/results/latest.md. Needs PostgreSQL on 127.0.0.1:5432 (BENCH_PG_URL) and /usr/bin/chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { apiLoad } from './api-load.ts';
import { cacheBusting, FLOOD_BUDGETS, FLOODS_SECTION, pageFloods } from './attack.ts';
import { backOffice, backOfficeScales } from './back-office.ts';
import { contention, prepareContentionTours, seatBooks } from './contention.ts';
import { createDatabase, dropDatabase, growCatalogue, type Queryable, withPg } from './lib/data.ts';
import { load } from './lib/load.ts';
import { measurePgliteFloor, type PgliteFloor } from './lib/pglite-floor.ts';
import { mergeSection, Report, RUNS } from './lib/report.ts';
import { ROOT, startServer } from './lib/server.ts';
import { lighthouseRuns } from './lighthouse.ts';
import { MODEL_BUDGET_LINE, MODEL_SECTION, productModel } from './model.ts';
import { scale } from './scale.ts';
import { SEARCH_BUDGET_LINE, SEARCH_SECTION, searchAtScale } from './search-scale.ts';
import { serverRendering } from './ssr.ts';

const startedAt = new Date();
const report = new Report();
const workDir = join(process.env.BENCH_DIR ?? '/tmp/belizepass-bench');
const pgDataDir = join(workDir, 'data-postgres');
const pgliteDataDir = join(workDir, 'data-pglite');
mkdirSync(pgDataDir, { recursive: true });
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });

// `npm run bench -- back-office`: only section 9, merged into the last run's bench/results/latest.md
// (`-- search`: section 2b; `-- lighthouse`: section 5; `-- attacks`: section 8b; `-- contention`: section 4 on PostgreSQL).
const sections = process.argv.slice(2);
const latestPath = join(ROOT, 'bench/results/latest.md');

if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// `npm run bench -- search`: only section 2b, merged the same way.
if (sections.includes('search')) {
  await searchAtScale(report);
  const section = report.markdown(startedAt, (Date.now() - startedAt.getTime()) / 1000);
  const previous = existsSync(latestPath) ? readFileSync(latestPath, 'utf8') : '';
  writeFileSync(latestPath, mergeSection(previous, section, SEARCH_SECTION, SEARCH_BUDGET_LINE));
  console.log(`\nWrote section 2b into bench/results/latest.md.`);
  process.exit(0);
}

// `npm run bench -- model`: only section 10 (migration 0031 on the back-office data set, sales by departure).
if (sections.includes('model')) {
  await productModel(report);
  const section = report.markdown(startedAt, (Date.now() - startedAt.getTime()) / 1000);
  const previous = existsSync(latestPath) ? readFileSync(latestPath, 'utf8') : '';
  writeFileSync(latestPath, mergeSection(previous, section, MODEL_SECTION, MODEL_BUDGET_LINE));
  console.log(`\nWrote section 10 into bench/results/latest.md.`);
  process.exit(0);
}

if (sections.includes('back-office')) {
  await backOffice(report, backOfficeScales());
  const section = report.markdown(startedAt, (Date.now() - startedAt.getTime()) / 1000);
  const previous = existsSync(latestPath) ? readFileSync(latestPath, 'utf8') : '';
  writeFileSync(
    latestPath,
    mergeSection(previous, section, '9. Back office at business scale', 'Back office:'),
  );
  console.log(`\nWrote section 9 into bench/results/latest.md.`);
  process.exit(0);
}

// The pages Lighthouse audits: the catalogue's public pages, and the Spanish edition's (decision 029).
const lighthousePages = (tourId: string): [string, string][] => [
  ['Home', '/'],
  ['Tours listing', '/tours'],
  ['Tour detail', `/tours/${tourId}`],
  ['Checkout (booking form)', `/booking/${tourId}`],
  ['Gift cards', '/giftcards'],
  ['Deals', '/deals'],
  ['Tours listing (Spanish)', '/es/tours'],
  ['Tour detail (Spanish)', `/es/tours/${tourId}`],
];
const LIGHTHOUSE_BUDGETS = /^\| (Lighthouse |First-load JavaScript|Installable manifest|Service worker)/;

// `npm run bench -- lighthouse`: only section 5 (10,000 tours on PostgreSQL), merged the same way.
if (sections.includes('lighthouse')) {
  const name = 'belizepass_bench_lighthouse';
  const url = await createDatabase(name);
  let only = await startServer(4300, { databaseUrl: url, dataDir: pgDataDir });
  await only.stop();
  await withPg(url, (db) => growCatalogue(db, 10_000));
  only = await startServer(4300, { databaseUrl: url, dataDir: pgDataDir });
  try {
    await lighthouseRuns(report, only, lighthousePages(await firstTourId(only.url)));
  } finally {
    await only.stop();
    await dropDatabase(name);
  }
  const section = report.markdown(startedAt, (Date.now() - startedAt.getTime()) / 1000);
  const previous = existsSync(latestPath) ? readFileSync(latestPath, 'utf8') : '';
  writeFileSync(
    latestPath,
    mergeSection(previous, section, `5. Lighthouse mobile (median of ${RUNS} runs)`, LIGHTHOUSE_BUDGETS),
  );
  console.log(`\nWrote section 5 into bench/results/latest.md.`);
  process.exit(0);
}

// `npm run bench -- contention`: only section 4 on PostgreSQL (the last 8 seats, the plain hold and the
// hold on two tours sharing one boat), merged the same way.
if (sections.includes('contention')) {
  const name = 'belizepass_bench_contention';
  const url = await createDatabase(name);
  let only = await startServer(4300, { databaseUrl: url, dataDir: pgDataDir });
  await only.stop();
  const contentionTours = await withPg(url, (db) => prepareContentionTours(db));
  only = await startServer(4300, { databaseUrl: url, dataDir: pgDataDir });
  try {
    const finish = await contention(
      report,
      only,
      contentionTours,
      (id) => withPg(url, (db) => seatBooks(db, id)),
      'PostgreSQL',
    );
    await finish();
  } finally {
    await only.stop();
    await dropDatabase(name);
  }
  const section = report.markdown(startedAt, (Date.now() - startedAt.getTime()) / 1000);
  const previous = existsSync(latestPath) ? readFileSync(latestPath, 'utf8') : '';
  writeFileSync(
    latestPath,
    mergeSection(
      previous,
      section,
      '4. Booking contention (PostgreSQL)',
      /^\| (Contention|300\+ bookings\/s across departures) \(PostgreSQL\)/,
    ),
  );
  console.log(`\nWrote section 4 (PostgreSQL) into bench/results/latest.md.`);
  process.exit(0);
}

// `npm run bench -- attacks`: only section 8b (10,000 tours on PostgreSQL), merged the same way.
if (sections.includes('attacks')) {
  const name = 'belizepass_bench_attacks';
  const url = await createDatabase(name);
  const seeding = await startServer(4300, { databaseUrl: url, dataDir: pgDataDir });
  await seeding.stop();
  await withPg(url, (db) => growCatalogue(db, 10_000));
  const probe = await startServer(4300, { databaseUrl: url, dataDir: pgDataDir });
  const floodTourId = await firstTourId(probe.url);
  await probe.stop();
  try {
    await pageFloods(report, { databaseUrl: url, dataDir: pgDataDir, tourId: floodTourId });
  } finally {
    await dropDatabase(name);
  }
  const section = report.markdown(startedAt, (Date.now() - startedAt.getTime()) / 1000);
  const previous = existsSync(latestPath) ? readFileSync(latestPath, 'utf8') : '';
  writeFileSync(latestPath, mergeSection(previous, section, FLOODS_SECTION, FLOOD_BUDGETS));
  console.log(`\nWrote section 8b into bench/results/latest.md.`);
  process.exit(0);
}

async function firstTourId(url: string) {
  const res = await fetch(`${url}/api/tours?limit=1`);
  const body = (await res.json()) as { tours: { id: string }[] };
  return body.tours[0]!.id;
}

// PostgreSQL with 10,000 tours: runs 1, 4 (memory), 3 and 5.
const dbName = 'belizepass_bench';
const databaseUrl = await createDatabase(dbName);
let server = await startServer(4300, { databaseUrl, dataDir: pgDataDir });
await server.stop();
const tours = await withPg(databaseUrl, async (db) => {
  await growCatalogue(db, 10_000);
  return prepareContentionTours(db);
});
server = await startServer(4300, { databaseUrl, dataDir: pgDataDir });
const tourId = await firstTourId(server.url);
await apiLoad(report, server, databaseUrl, tourId);
const pgContention = await contention(
  report,
  server,
  tours,
  (id) => withPg(databaseUrl, (db) => seatBooks(db, id)),
  'PostgreSQL',
);
await pgContention();
const pgPeakRss = server.peakRssMb();
await serverRendering(report, server, tourId);
await lighthouseRuns(report, server, lighthousePages(tourId));
await server.stop();
await cacheBusting(report, { databaseUrl, dataDir: pgDataDir, tourId });
await pageFloods(report, { databaseUrl, dataDir: pgDataDir, tourId });
await dropDatabase(dbName);

await scale(report, pgDataDir);
// BENCH_SKIP_SEARCH_SCALE=1: without section 2b (1,000,000 tours take minutes to generate); the
// last run's section 2b is kept.
const skipSearchScale = process.env.BENCH_SKIP_SEARCH_SCALE === '1';
if (!skipSearchScale) await searchAtScale(report);

// PGlite (embedded) with 10,000 tours: runs 1 and 4 again for the memory figures.
rmSync(pgliteDataDir, { recursive: true, force: true });
server = await startServer(4320, { dataDir: pgliteDataDir });
await server.stop();
const lite = async <T>(fn: (db: Queryable) => Promise<T>) => {
  const db = await PGlite.create(join(pgliteDataDir, 'pglite'), { extensions: { pg_trgm, unaccent } });
  try {
    return await fn(db as unknown as Queryable);
  } finally {
    await db.close();
  }
};
const liteTours = await lite(async (db) => {
  await growCatalogue(db, 10_000);
  return prepareContentionTours(db);
});
server = await startServer(4320, { dataDir: pgliteDataDir });
const liteTourId = await firstTourId(server.url);
report.section('1. API load in PGlite mode (for the memory figure)');
const liteList = await load(`${server.url}/api/tours`);
const liteDetail = await load(`${server.url}/api/tours/${liteTourId}`);
report.table(
  ['Endpoint (PGlite)', 'req/s', 'p50 ms', 'p99 ms'],
  [
    ['GET /api/tours', liteList.reqPerSec, liteList.p50, liteList.p99],
    ['GET /api/tours/{id}', liteDetail.reqPerSec, liteDetail.p50, liteDetail.p99],
  ],
);
// The books are read once the server has stopped: the embedded database has one process at a time.
const liteContention = await contention(
  report,
  server,
  liteTours,
  (id) => lite((db) => seatBooks(db, id)),
  'PGlite',
);
const litePeakRss = server.peakRssMb();
await server.stop();
// The floor: PGlite alone on the same data, with the app's own listing query and booking service.
let floor: PgliteFloor | undefined;
let floorError = '';
try {
  floor = await measurePgliteFloor(pgliteDataDir);
} catch (error) {
  floorError = (error as Error).message;
}
/** Cited by the PGlite budgets when missed. */
const floorCause =
  floor &&
  `PGlite alone, without the server (bench/baselines/bare-pglite.ts, same data and settings, no HTTP): ${floor.bookingsPerSec} bookings/s with the same booking service, ${floor.listingCallsPerSec} listing queries/s, ${floor.peakRssMb} MB peak RSS (${floor.rssAtOpenMb} MB at open, ${floor.rssBeforeOpenMb} MB before opening)`;
await liteContention(floorCause);
if (floor) {
  const refused = Object.entries(floor.refusals).map(([code, n]) => `${code}: ${n}`);
  report.note(
    `PGlite alone (no HTTP, same data, same process settings): bench/baselines/bare-pglite.ts, one process without Fastify, opens the data directory the server just used with the server's openDatabase, runs page 1 of the listing (the repository query) for 5 s and books 2,000 one-seat holds over 100 departures with the booking service (${floor.bookingsCreated} of ${floor.bookingsAttempted} created${refused.length ? `; refused ${refused.join(', ')}` : ''}), 50 concurrent callers each.`,
  );
  report.table(
    ['RSS before open MB', 'RSS at open MB', 'Peak RSS MB', 'Listing calls/s', 'Bookings/s'],
    [
      [
        floor.rssBeforeOpenMb,
        floor.rssAtOpenMb,
        floor.peakRssMb,
        floor.listingCallsPerSec,
        floor.bookingsPerSec,
      ],
    ],
  );
} else report.note(`PGlite alone could not be measured: ${floorError}`);

// BENCH_SKIP_BACK_OFFICE=1: the other sections only; section 9 is carried over from the last run.
const skipBackOffice = process.env.BENCH_SKIP_BACK_OFFICE === '1';
if (!skipBackOffice) await backOffice(report, backOfficeScales());

report.section('6. Memory (peak RSS of the server process)');
report.table(
  ['Mode', 'Peak RSS MB (runs 1 and 4)'],
  [
    ['PostgreSQL', pgPeakRss],
    ['PGlite', litePeakRss],
    ['PGlite alone, no server (bench/baselines/bare-pglite.ts)', floor?.peakRssMb ?? 'n/a'],
  ],
);
report.budget(
  'Peak RSS under load <= 300 MB (PostgreSQL)',
  pgPeakRss <= 300,
  `${pgPeakRss} MB (peak over every run of sections 1 and 4)`,
  'the server process held its most memory during the 50-connection runs (responses in flight, the page and catalogue caches; decision 013)',
);
report.budget(
  'Peak RSS under load <= 300 MB (PGlite)',
  litePeakRss <= 300,
  `${litePeakRss} MB (peak over every run of sections 1 and 4)`,
  `the embedded database runs inside the server process: PGlite's WebAssembly memory (its shared buffers and the catalogue it reads) counts in the process's RSS${floorCause ? `; ${floorCause}` : ''}`,
);

let markdown = report.markdown(startedAt, (Date.now() - startedAt.getTime()) / 1000);
const previous = existsSync(latestPath) ? readFileSync(latestPath, 'utf8') : '';
// A section skipped in this run keeps its figures (and budget lines) from the last run that had it.
if (skipBackOffice && previous.includes('## 9. Back office'))
  markdown = mergeSection(markdown, previous, '9. Back office at business scale', 'Back office:');
if (skipSearchScale && previous.includes(`## ${SEARCH_SECTION}`))
  markdown = mergeSection(markdown, previous, SEARCH_SECTION, SEARCH_BUDGET_LINE);
writeFileSync(latestPath, markdown);
console.log(
  `\nWrote bench/results/latest.md (${report.budgets.filter((b) => !b.met).length} budgets missed).`,
);
