// 9. The back office at business scale: the admin's, the busy merchant's and the tourist's screens
// over a year of trade (bench/lib/business-data.ts), through the real HTTP API with real sessions.
// Single-client p95 (budget < 50 ms), 50-connection req/s and p99 (budget < 100 ms), EXPLAIN
// (ANALYZE, BUFFERS) of each call's main SQL, and a growth table over 10%, 30% and 100%.
//
// Alone: `npm run bench -- back-office` (scales: BACK_OFFICE_SCALES=0.1,0.3,1).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { addDays, belizeToday } from '@belizepass/domain';
import {
  ADMIN_EMAIL,
  BUSY_MERCHANT_EMAIL,
  BUSY_TOURIST_EMAIL,
  type BusinessData,
  generateBusiness,
} from './lib/business-data.ts';
import { captureBackOfficeSql } from './lib/captured-sql.ts';
import { createDatabase, dropDatabase, explain, withPg } from './lib/data.ts';
import { load, percentiles, spread } from './lib/load.ts';
import { cores, median, type Report, RUNS } from './lib/report.ts';
import { ROOT, startProcess, startServer } from './lib/server.ts';

const PASSWORD = 'belize-demo-2026';
const SINGLE_BUDGET_MS = 50;
const LOAD_BUDGET_MS = 100;

interface Scenario {
  name: string;
  path: string;
  who: 'admin' | 'merchant' | 'tourist';
  /** The name of its captured SQL (`bench/results/plans/back-office-<plan>-<n>.txt`). */
  plan: string;
}

function scenarios(data: BusinessData): Scenario[] {
  const today = belizeToday();
  const { tourId, date } = data.busyDeparture;
  return [
    { name: 'Admin overview: stats', path: '/api/admin/dashboard/stats', who: 'admin', plan: 'admin-stats' },
    {
      name: 'Admin overview: top tours',
      path: '/api/admin/dashboard/top-tours',
      who: 'admin',
      plan: 'admin-top-tours',
    },
    {
      name: 'Admin overview: top merchants',
      path: '/api/admin/dashboard/top-merchants',
      who: 'admin',
      plan: 'admin-top-merchants',
    },
    {
      name: 'Admin overview: alerts',
      path: '/api/admin/dashboard/alerts',
      who: 'admin',
      plan: 'admin-alerts',
    },
    {
      name: 'Admin bookings: first page',
      path: '/api/admin/bookings?limit=20',
      who: 'admin',
      plan: 'admin-bookings-first-page',
    },
    {
      name: 'Admin bookings: search "tourist 1234"',
      path: '/api/admin/bookings?search=tourist%201234&limit=20',
      who: 'admin',
      plan: 'admin-bookings-search',
    },
    {
      name: 'Admin bookings: status cancelled, page 500',
      path: '/api/admin/bookings?status=cancelled&limit=20&page=500',
      who: 'admin',
      plan: 'admin-bookings-deep-page',
    },
    // The lists below answer their first page (50 rows, keyset paging) and totals over everything.
    {
      name: 'Payouts preview: busy merchant, last month',
      path: `/api/admin/payouts/preview?merchantId=${data.busyMerchantId}&periodStart=${addDays(today, -30)}&periodEnd=${today}`,
      who: 'admin',
      plan: 'payouts-preview',
    },
    {
      name: 'Merchant bookings: upcoming',
      path: '/api/merchant/bookings',
      who: 'merchant',
      plan: 'merchant-bookings-upcoming',
    },
    {
      name: 'Merchant bookings: past, completed',
      path: '/api/merchant/bookings?scope=past&status=completed',
      who: 'merchant',
      plan: 'merchant-bookings-past-completed',
    },
    {
      name: 'Merchant earnings: 13 months',
      path: `/api/merchant/earnings?from=${data.from}&to=${data.to}`,
      who: 'merchant',
      plan: 'merchant-earnings',
    },
    {
      name: 'Passenger list: busiest departure',
      path: `/api/merchant/tours/${tourId}/departures/${date}/passengers`,
      who: 'merchant',
      plan: 'passenger-list',
    },
    // The default first page (20 bookings, upcoming first) and every valid ticket of the tourist.
    { name: 'Tourist: my bookings', path: '/api/me/bookings', who: 'tourist', plan: 'tourist-bookings' },
  ];
}

async function signIn(url: string, email: string) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}`);
  const body = (await res.json()) as { token: string };
  return { authorization: `Bearer ${body.token}` };
}

/**
 * One client, one request at a time: RUNS series (median of each percentile), each of at most
 * `maxRequests` requests or `maxSeconds` (at least 20 requests); and the size of one answer.
 */
async function singleClient(url: string, headers: Record<string, string>, maxRequests = 100, maxSeconds = 5) {
  let bytes = 0;
  for (let i = 0; i < 5; i++) bytes = (await (await fetch(url, { headers })).arrayBuffer()).byteLength;
  const series: { p50: number; p95: number; requests: number }[] = [];
  for (let r = 0; r < RUNS; r++) {
    const times: number[] = [];
    const deadline = performance.now() + maxSeconds * 1000;
    while (times.length < maxRequests && (times.length < 20 || performance.now() < deadline)) {
      const start = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      times.push(performance.now() - start);
    }
    const { p50, p95 } = percentiles(times);
    series.push({ p50: Number(p50.toFixed(1)), p95: Number(p95.toFixed(1)), requests: times.length });
  }
  return {
    p50: median(series.map((s) => s.p50)),
    p95: median(series.map((s) => s.p95)),
    p95s: series.map((s) => s.p95),
    requests: series.reduce((n, s) => n + s.requests, 0),
    kb: Math.round(bytes / 1024),
  };
}

/** autocannon reports p99 0 when no request finished within its timeout (10 s). */
const p99Of = (m: { p99: number; reqPerSec: number }) => (m.reqPerSec === 0 ? 'over 10,000' : m.p99);

interface Measured {
  name: string;
  plan: string;
  p50: number;
  p95: number;
  p95s: number[];
  kb: number;
  load: number;
  reqPerSec: number;
  p99: number;
  errors: number;
  runs: { reqPerSec: number; p99: number }[];
}

/** One scale: a fresh database, the business generated, every scenario measured; the plans when `plans`. */
async function measureScale(scale: number, plans: boolean) {
  const dbName = `belizepass_bench_backoffice_${Math.round(scale * 100)}`;
  const databaseUrl = await createDatabase(dbName);
  const dataDir = join(process.env.BENCH_DIR ?? '/tmp/belizepass-bench', `data-backoffice-${dbName}`);
  mkdirSync(dataDir, { recursive: true });
  // The first start migrates and loads the demo data set; the business is added while it is stopped.
  let server = await startServer(4340, { databaseUrl, dataDir });
  await server.stop();
  console.log(`Generating the business at ${scale * 100}%...`);
  const loadBefore = loadavg()[0]!;
  const data = await withPg(databaseUrl, (db) => generateBusiness(db, scale));
  server = await startServer(4340, { databaseUrl, dataDir });
  const sessions = {
    admin: await signIn(server.url, ADMIN_EMAIL),
    merchant: await signIn(server.url, BUSY_MERCHANT_EMAIL),
    tourist: await signIn(server.url, BUSY_TOURIST_EMAIL),
  };
  const measured: Measured[] = [];
  for (const s of scenarios(data)) {
    const url = server.url + s.path;
    const headers = sessions[s.who];
    const single = await singleClient(url, headers);
    const loaded = await load(url, { headers, seconds: 5 });
    measured.push({
      name: s.name,
      plan: s.plan,
      ...loaded,
      ...single,
      errors: loaded.non2xx + loaded.errors,
      load: loadavg()[0]!,
    });
    console.log(`  ${s.name}: p95 ${single.p95} ms, ${loaded.reqPerSec} req/s, p99 ${loaded.p99} ms`);
  }
  const loadAfter = loadavg()[0]!;
  await server.stop();
  // The floor under 50 connections on this machine: no framework, no session, one indexed query.
  const bare = await startProcess(
    ['--import', 'tsx', 'bench/baselines/bare-pg.ts'],
    { DATABASE_URL: databaseUrl },
    { port: 4341 },
  );
  const baseline = await load(`${bare.url}/tours`, { seconds: 5 });
  await bare.stop();
  /** Per call: the SQL statements it runs and their summed execution time (EXPLAIN ANALYZE). */
  const sql = new Map<string, { statements: number; ms: number }>();
  if (plans) {
    const dir = join(ROOT, 'bench/results/plans');
    mkdirSync(dir, { recursive: true });
    const captured = await captureBackOfficeSql(databaseUrl, data);
    for (const [name, q] of Object.entries(captured)) {
      const plan = await explain(databaseUrl, q.sql, q.params);
      const call = name.replace(/-\d+$/, '');
      const sum = sql.get(call) ?? { statements: 0, ms: 0 };
      sum.statements++;
      sum.ms += Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? 0);
      sql.set(call, sum);
      writeFileSync(
        join(dir, `back-office-${name}.txt`),
        `${q.sql}\n-- params: ${JSON.stringify(q.params)}\n\n${plan}\n`,
      );
    }
  }
  await dropDatabase(dbName);
  return { scale, data, measured, baseline, loadBefore, loadAfter, sql };
}

export async function backOffice(report: Report, scales = [0.1, 0.3, 1]) {
  report.section('9. Back office at business scale');
  const runs: Awaited<ReturnType<typeof measureScale>>[] = [];
  for (const scale of scales) runs.push(await measureScale(scale, scale === scales[scales.length - 1]));
  const last = runs[runs.length - 1]!;
  const c = last.data.counts;
  report.note(
    `Data set at ${last.scale * 100}%: ${c.merchants} merchants, ${c.users} accounts, ${c.tours} tours, ` +
      `${c.departures} departures, ${c.bookings} bookings over 13 months (${last.data.from} to ${last.data.to}), ` +
      `${c.payments} payments, ${c.gift_card_ledger} gift-card ledger entries, ${c.vouchers} vouchers, ${c.payouts} payouts; ` +
      `generated in ${last.data.seconds.toFixed(0)} s with set-based SQL. The busy merchant has 2% of the bookings; ` +
      `the tourist 1 in 10,000. Load average (1 min) ${last.loadBefore.toFixed(2)} before generating, ` +
      `${last.loadAfter.toFixed(2)} after measuring.`,
  );
  report.table(
    ['Screen (data call)', 'single client p50 ms', 'p95 ms', '50 conn req/s', '50 conn p99 ms', 'errors'],
    [
      ...last.measured.map((m) => [m.name, m.p50, m.p95, m.reqPerSec, p99Of(m), m.errors]),
      [
        'Baseline: node:http + node-postgres, one 10-row query, no framework or session',
        '',
        '',
        last.baseline.reqPerSec,
        last.baseline.p99,
        last.baseline.non2xx + last.baseline.errors,
      ],
    ],
  );
  /** What the harness can tell of a miss: the call's SQL time, the size of its answer, the load. */
  const cause = (m: Measured, underLoad: boolean) => {
    const q = last.sql.get(m.plan);
    return [
      q
        ? `${q.ms.toFixed(0)} ms of SQL in ${q.statements} statement${q.statements === 1 ? '' : 's'} (\`plans/back-office-${m.plan}-*.txt\`)`
        : '',
      `${m.kb} KB of JSON per answer`,
      underLoad
        ? `${m.reqPerSec} req/s: 50 clients share the server's connection pool and ${cores()} cores with the load generator; the bare node-postgres baseline (one query, no framework or session) answers ${last.baseline.reqPerSec} req/s at p99 ${last.baseline.p99} ms under the same 50 connections`
        : '',
      `load average ${m.load.toFixed(2)}`,
    ]
      .filter(Boolean)
      .join('; ');
  };
  for (const m of last.measured) {
    report.budget(
      `Back office: ${m.name} p95 < ${SINGLE_BUDGET_MS} ms (single client, ${last.scale * 100}%)`,
      m.p95 < SINGLE_BUDGET_MS,
      `p95 ${m.p95} ms (${spread(m.p95s)})`,
      cause(m, false),
    );
    report.budget(
      `Back office: ${m.name} p99 < ${LOAD_BUDGET_MS} ms (50 connections, ${last.scale * 100}%)`,
      m.reqPerSec > 0 && m.p99 < LOAD_BUDGET_MS && m.errors === 0,
      `p99 ${p99Of(m)} ms (${spread(m.runs.map((r) => (r.reqPerSec === 0 ? 'over 10,000' : r.p99)))}), ${m.reqPerSec} req/s${m.errors ? `, ${m.errors} errors or timeouts` : ''}`,
      cause(m, true),
    );
  }
  if (runs.length > 1) {
    report.note('Growth: single-client p95 ms (and 50-connection req/s) of each call at each scale.');
    report.table(
      ['Screen (data call)', ...runs.map((r) => `${r.scale * 100}% (${r.data.counts.bookings} bookings)`)],
      last.measured.map((m, i) => [
        m.name,
        ...runs.map((r) => `${r.measured[i]!.p95} (${r.measured[i]!.reqPerSec}/s)`),
      ]),
    );
  }
  report.note(
    "Query plans (EXPLAIN ANALYZE, BUFFERS) of each call's main SQL at the largest scale: `bench/results/plans/back-office-*.txt`.",
  );
}

/** The scales to measure: BACK_OFFICE_SCALES (e.g. `0.1` or `0.1,0.3,1`), else 10%, 30% and 100%. */
export function backOfficeScales() {
  const raw = process.env.BACK_OFFICE_SCALES;
  if (!raw) return [0.1, 0.3, 1];
  return raw.split(',').map((s) => {
    const n = Number(s);
    if (!(n > 0 && n <= 1)) throw new Error(`BACK_OFFICE_SCALES: ${s} is not a scale between 0 and 1`);
    return n;
  });
}
