// 8. Cache busting: a client floods a tour page with made-up query strings while a normal visitor
// loads the same page. The server runs as deployed behind a proxy (TRUST_PROXY), with its default
// page limits, so the two clients are told apart by X-Forwarded-For.
// 8b. Page floods: the same, with a made-up Host header, made-up search text or tour ids that do
// not exist; each against a server of its own, measuring how much it grows.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import type { AttackKind } from './lib/attacker.ts';
import { run } from './lib/load.ts';
import type { Report } from './lib/report.ts';
import { type RunningProcess, startServer } from './lib/server.ts';

const ATTACKER = '203.0.113.66';
const VISITOR = '198.51.100.10';
const ATTACK_SECONDS = 30;
const HERE = dirname(fileURLToPath(import.meta.url));

function visitor(url: string, seconds: number) {
  // One visitor on a phone: a page every 500 ms, as a person taps through.
  return run({
    url,
    connections: 1,
    overallRate: 2,
    duration: seconds,
    headers: { 'accept-encoding': 'br', 'x-forwarded-for': VISITOR },
  });
}

function codes(result: autocannon.Result) {
  const stats = (result as autocannon.Result & { statusCodeStats?: Record<string, { count: number }> })
    .statusCodeStats;
  const count = (code: string) => stats?.[code]?.count ?? 0;
  return { ok: count('200'), limited: count('429'), shed: count('503'), total: result.requests.total };
}

/** 200 connections of one kind of attack for ATTACK_SECONDS, from a process of their own. */
function attackFrom(page: string, kind: AttackKind = 'query'): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(HERE, 'lib/attacker.ts'), page, String(ATTACK_SECONDS), ATTACKER, kind],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as autocannon.Result)
        : reject(new Error(`attacker exited ${code}`)),
    );
  });
}

export async function cacheBusting(
  report: Report,
  opts: { databaseUrl: string; dataDir: string; tourId: string },
) {
  report.section('8. Cache busting: 200 connections of made-up query strings against a tour page');
  const server = await startServer(4340, {
    databaseUrl: opts.databaseUrl,
    dataDir: opts.dataDir,
    // As deployed: default page limits; the proxy on this machine names the client.
    env: { PAGE_RATE_LIMIT: '300', TRUST_PROXY: '127.0.0.1' },
  });
  try {
    const page = `${server.url}/tours/${opts.tourId}`;
    await visitor(page, 3);
    const quiet = await visitor(page, 10);
    const [attack, busy] = await Promise.all([attackFrom(page), visitor(page, ATTACK_SECONDS)]);
    const peakRss = server.peakRssMb();
    const attacker = codes(attack);
    const visitorErrors = busy.non2xx + busy.errors + busy.timeouts;
    report.table(
      ['Client', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors / non-2xx'],
      [
        [
          'Visitor alone',
          quiet.requests.total,
          Math.round(quiet.requests.average),
          quiet.latency.p50,
          quiet.latency.p99,
          quiet.non2xx + quiet.errors,
        ],
        [
          'Visitor during the attack',
          busy.requests.total,
          Math.round(busy.requests.average),
          busy.latency.p50,
          busy.latency.p99,
          visitorErrors,
        ],
        [
          'Attacker (200 connections)',
          attack.requests.total,
          Math.round(attack.requests.average),
          attack.latency.p50,
          attack.latency.p99,
          attack.non2xx + attack.errors,
        ],
      ],
    );
    const refused = attacker.limited + attacker.shed;
    report.note(
      `Attacker: ${attacker.total} answers, ${attacker.ok} pages (the cached copy: made-up parameters are not part of the cache key), ${attacker.limited} refused with 429, ${attacker.shed} shed with 503 (${attacker.total ? Math.round((refused / attacker.total) * 100) : 0}% refused). Server peak RSS ${peakRss} MB.`,
    );
    report.budget('Peak RSS under the cache-busting attack <= 400 MB', peakRss <= 400, `${peakRss} MB`);
    const limit = Math.max(2 * quiet.latency.p99, 5);
    report.budget(
      "Visitor's p99 during the attack < 2x its p99 alone, no errors",
      busy.latency.p99 < limit && visitorErrors === 0,
      `p99 ${busy.latency.p99} ms (alone ${quiet.latency.p99} ms), ${visitorErrors} errors`,
    );
  } finally {
    await server.stop();
  }
}

/** The page floods of section 8b, each with the budgets every flood must keep. */
const FLOODS: { kind: AttackKind; name: string; what: string }[] = [
  { kind: 'host', name: 'random Host', what: 'the tour page with a made-up Host header each request' },
  { kind: 'search', name: 'random search text', what: '/tours?q= with made-up search text each request' },
  { kind: 'missing', name: 'missing tour ids', what: '/tours/<a tour id that does not exist> each request' },
];
/** Most the server may grow (resident set) during a flood. */
const FLOOD_RSS_GROWTH_MB = 150;
export const FLOODS_SECTION = '8b. Page floods: random Host, random search text, missing tour ids';
export const FLOOD_BUDGETS = /^\| Page flood/;

/** The largest resident set seen while `during` runs, sampled every 250 ms. */
async function peakRssDuring<T>(server: RunningProcess, during: Promise<T>) {
  let peak = server.rssMb();
  const sampler = setInterval(() => {
    peak = Math.max(peak, server.rssMb());
  }, 250);
  try {
    const result = await during;
    return { result, peak: Math.max(peak, server.rssMb()) };
  } finally {
    clearInterval(sampler);
  }
}

export async function pageFloods(
  report: Report,
  opts: { databaseUrl: string; dataDir: string; tourId: string },
) {
  report.section(FLOODS_SECTION);
  report.note(
    `Each flood: 200 connections from one address for ${ATTACK_SECONDS} s, against a freshly started server with its default page limits (PAGE_RATE_LIMIT 300 a minute) behind a proxy (TRUST_PROXY), while a visitor from another address loads a tour page twice a second. The visitor's baseline is measured on the same server just before the flood. RSS growth: the largest resident set sampled every 250 ms during the flood, less the resident set before it.`,
  );
  const rows: (string | number)[][] = [];
  for (const flood of FLOODS) {
    const server = await startServer(4341, {
      databaseUrl: opts.databaseUrl,
      dataDir: opts.dataDir,
      env: { PAGE_RATE_LIMIT: '300', TRUST_PROXY: '127.0.0.1' },
    });
    try {
      const page = `${server.url}/tours/${opts.tourId}`;
      await visitor(page, 3);
      const quiet = await visitor(page, 10);
      const rssBefore = server.rssMb();
      const { result, peak } = await peakRssDuring(
        server,
        Promise.all([attackFrom(page, flood.kind), visitor(page, ATTACK_SECONDS)]),
      );
      const [attack, busy] = result;
      const growth = peak - rssBefore;
      const attacker = codes(attack);
      const visitorErrors = busy.non2xx + busy.errors + busy.timeouts;
      rows.push([
        flood.name,
        attacker.total,
        attacker.ok,
        (attack as autocannon.Result & { statusCodeStats?: Record<string, { count: number }> })
          .statusCodeStats?.['404']?.count ?? 0,
        attacker.limited,
        attacker.shed,
        quiet.latency.p99,
        busy.latency.p99,
        visitorErrors,
        rssBefore,
        peak,
        growth,
      ]);
      report.budget(
        `Page flood (${flood.name}): server RSS growth <= ${FLOOD_RSS_GROWTH_MB} MB`,
        growth <= FLOOD_RSS_GROWTH_MB,
        `${rssBefore} -> ${peak} MB (+${growth} MB) under ${flood.what}`,
      );
      const limit = Math.max(2 * quiet.latency.p99, 5);
      report.budget(
        `Page flood (${flood.name}): visitor p99 <= 2x its baseline, no errors`,
        busy.latency.p99 <= limit && visitorErrors === 0,
        `p99 ${busy.latency.p99} ms (baseline ${quiet.latency.p99} ms), ${visitorErrors} errors; attacker ${attacker.limited} of ${attacker.total} refused with 429`,
      );
    } finally {
      await server.stop();
    }
  }
  report.table(
    [
      'Flood',
      'attacker answers',
      '200',
      '404',
      '429',
      '503',
      'visitor p99 alone ms',
      'visitor p99 during ms',
      'visitor errors',
      'RSS before MB',
      'RSS peak MB',
      'growth MB',
    ],
    rows,
  );
}
