// 1. API load at 50 connections against the product and two baselines measured in the same run.
import { type LoadResult, load, spread } from './lib/load.ts';
import { type Report, ratio, sharedCpu } from './lib/report.ts';
import { startProcess } from './lib/server.ts';

export async function apiLoad(report: Report, server: { url: string }, databaseUrl: string, tourId: string) {
  report.section('1. API load (50 connections, PostgreSQL, 10,000 tours)');
  const hello = await startProcess(['--import', 'tsx', 'bench/baselines/hello.ts'], {}, { port: 4301 });
  const helloResult = await load(`${hello.url}/hello`);
  await hello.stop();
  const bare = await startProcess(
    ['--import', 'tsx', 'bench/baselines/bare-pg.ts'],
    { DATABASE_URL: databaseUrl },
    { port: 4302 },
  );
  const bareResult = await load(`${bare.url}/tours`);
  await bare.stop();

  const targets: [string, string][] = [
    ['GET /api/tours (page 1)', '/api/tours'],
    [
      'GET /api/tours filtered + sorted',
      '/api/tours?location=cayo-district&category=adventure&maxPrice=300&sort=price-asc&page=2',
    ],
    ['GET /api/tours/{id}', `/api/tours/${tourId}`],
    ['GET /api/tours/search?q=cave tubing', '/api/tours/search?q=cave%20tubing'],
    ['GET /api/deals/featured', '/api/deals/featured'],
  ];
  const results: [string, LoadResult][] = [];
  for (const [name, path] of targets) results.push([name, await load(server.url + path)]);

  const row = (name: string, r: LoadResult) => [
    name,
    r.reqPerSec,
    r.p50,
    r.p99,
    ratio(r.reqPerSec, bareResult.reqPerSec),
    ratio(r.reqPerSec, helloResult.reqPerSec),
    r.non2xx + r.errors,
    r.runs.map((x) => x.reqPerSec).join(', '),
  ];
  report.table(
    ['Endpoint', 'req/s', 'p50 ms', 'p99 ms', 'vs bare pg', 'vs hello', 'errors', 'req/s of each run'],
    [
      row('Baseline: Fastify hello world', helloResult),
      row('Baseline: node-postgres, same 10 rows', bareResult),
      ...results.map(([name, r]) => row(name, r)),
    ],
  );
  const byName = (name: string) => results.find(([n]) => n === name)![1];
  const throughput = (name: string, r: LoadResult) =>
    report.budget(
      `${name} >= 60% of bare node-postgres req/s`,
      r.reqPerSec >= 0.6 * bareResult.reqPerSec,
      `${r.reqPerSec} vs ${bareResult.reqPerSec} req/s (${ratio(r.reqPerSec, bareResult.reqPerSec)}; ${spread(r.runs.map((x) => x.reqPerSec))} vs ${spread(bareResult.runs.map((x) => x.reqPerSec))})`,
      r.non2xx + r.errors > 0
        ? `${r.non2xx + r.errors} errors or non-2xx answers; ${sharedCpu()}`
        : undefined,
    );
  const list = byName('GET /api/tours (page 1)');
  for (const [name, r] of [
    ['GET /api/tours', list],
    ['GET /api/tours/{id}', byName('GET /api/tours/{id}')],
  ] as const) {
    throughput(name, r);
    report.budget(
      `${name} p99 < 25 ms at 50 connections`,
      r.p99 < 25,
      `p99 ${r.p99} ms (${spread(r.runs.map((x) => x.p99))})`,
    );
  }
  throughput('GET /api/deals/featured', byName('GET /api/deals/featured'));
  return { list };
}
