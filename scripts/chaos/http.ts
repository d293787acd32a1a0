import { Agent, request } from 'node:http';

export interface Reply {
  status: number;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: responses are read field by field
  json: any;
}

/** Connections are kept open between requests, as a browser or a proxy keeps them. */
export const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** One request to the server under test on this machine; rejects only when the connection fails. */
export function call(
  port: number,
  path: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent,
        method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
        headers,
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = body ? JSON.parse(body) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, body, json });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${path} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor(what: string, ms: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await pause(250);
  }
  throw new Error(`Timed out after ${ms} ms waiting for ${what}`);
}
