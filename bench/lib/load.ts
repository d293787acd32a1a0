import autocannon from 'autocannon';

export interface LoadResult {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** autocannon against one URL: `connections` clients for `seconds`, after a short warm-up. */
export async function load(
  url: string,
  { connections = 50, seconds = 8, method = 'GET', headers, body }: LoadOptions = {},
): Promise<LoadResult> {
  await run({ url, connections, duration: 2, method, headers, body });
  const r = await run({ url, connections, duration: seconds, method, headers, body });
  return {
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

interface LoadOptions {
  connections?: number;
  seconds?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** One client, one request at a time: latency percentiles in ms. */
export async function sequentialLatency(url: string, requests = 300) {
  for (let i = 0; i < 20; i++) await (await fetch(url)).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Number(times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2));
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}
