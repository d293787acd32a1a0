import { request } from 'node:http';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: test responses are read field by field
  json: any;
}

export interface Call {
  method?: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  token?: string;
  /** Connect from this loopback address (127.x.y.z), so the server sees another client IP. */
  from?: string;
}

/** One HTTP request to a server on this machine; never throws for an HTTP status. */
export function call(port: number, options: Call): Promise<Reply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
        path: options.path,
        headers,
        localAddress: options.from,
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = body ? JSON.parse(body) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${options.path} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns something truthy, or fails after `ms`. */
export async function waitFor<T>(what: string, ms: number, probe: () => Promise<T>): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`Timed out after ${ms} ms waiting for ${what}`);
    await pause(250);
  }
}
