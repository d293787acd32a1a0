import autocannon from 'autocannon';
import { LOAD_SECONDS, median, RUNS } from './report.ts';

export interface LoadResult {
  /** Medians over the runs. */
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Summed over the runs. */
  non2xx: number;
  errors: number;
  /** Each run's req/s and p99, in the order they ran. */
  runs: { reqPerSec: number; p99: number }[];
}

/**
 * autocannon against one URL: after a 2 s warm-up, `runs` runs (BENCH_RUNS, default 3) of
 * `connections` clients for `seconds` (BENCH_LOAD_SECONDS, default 5); req/s, p50 and p99 are the
 * medians of the runs.
 */
export async function load(
  url: string,
  { connections = 50, seconds = LOAD_SECONDS, runs = RUNS, method = 'GET', headers, body }: LoadOptions = {},
): Promise<LoadResult> {
  await run({ url, connections, duration: 2, method, headers, body });
  const results: autocannon.Result[] = [];
  for (let i = 0; i < runs; i++) {
    results.push(await run({ url, connections, duration: seconds, method, headers, body }));
  }
  return {
    reqPerSec: Math.round(median(results.map((r) => r.requests.average))),
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    errors: results.reduce((n, r) => n + r.errors, 0),
    runs: results.map((r) => ({ reqPerSec: Math.round(r.requests.average), p99: r.latency.p99 })),
  };
}

/** The runs behind a median, for a budget's figures: `runs 27, 29, 35`. */
export const spread = (values: (number | string)[]) => `runs ${values.join(', ')}`;

interface LoadOptions {
  connections?: number;
  seconds?: number;
  runs?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** Percentiles in ms of sorted times. */
export function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) =>
    Number(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(2));
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/**
 * One client, one request at a time: latency percentiles in ms, each the median over `runs`
 * series of `requests` requests (BENCH_RUNS, default 3), after 20 requests of warm-up.
 */
export async function sequentialLatency(url: string, requests = 300, runs = RUNS) {
  for (let i = 0; i < 20; i++) await (await fetch(url)).arrayBuffer();
  const series: ReturnType<typeof percentiles>[] = [];
  for (let r = 0; r < runs; r++) {
    const times: number[] = [];
    for (let i = 0; i < requests; i++) {
      const start = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      times.push(performance.now() - start);
    }
    series.push(percentiles(times));
  }
  return {
    p50: median(series.map((s) => s.p50)),
    p95: median(series.map((s) => s.p95)),
    p99: median(series.map((s) => s.p99)),
    p95s: series.map((s) => s.p95),
  };
}
