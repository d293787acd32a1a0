import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_NODE_ARGS } from '../server-build.mjs';
import { call, waitFor } from './http.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The demo photos are drawn on the first start; kept between runs, since drawing them is slow. */
const PHOTO_CACHE = join(tmpdir(), 'belizepass-chaos-demo-photos');

export interface Server {
  child: ChildProcess;
  port: number;
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the machine's PostgreSQL, dropped by `drop`. */
export async function freshDatabase() {
  const name = `bp_chaos_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export function serverEnv(databaseUrl: string, dataDir: string): Record<string, string> {
  mkdirSync(dataDir, { recursive: true });
  const demoPhotos = join(dataDir, 'uploads', 'demo');
  if (existsSync(PHOTO_CACHE) && !existsSync(demoPhotos))
    cpSync(PHOTO_CACHE, demoPhotos, { recursive: true });
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: '1',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
    API_RATE_LIMIT: '1000000',
    PAGE_RATE_LIMIT: '1000000',
    UNPAID_HOLDS_PER_CLIENT: '10000',
    UNPAID_HOLD_SHARE_PERCENT: '100',
    UNPAID_HOLDS_PER_ADDRESS: '10000',
    SHUTDOWN_TIMEOUT_MS: '30000',
  };
}

/** Starts the production server (SERVER_NODE_ARGS) and waits until /api/health answers. */
export async function startServer(env: Record<string, string>, logFile: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      appendFileSync(logFile, chunk);
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  await Promise.race([
    waitFor('the server to answer /api/health', 300_000, async () => {
      return (await call(port, '/api/health')).status === 200;
    }),
    exited.then(({ code, signal }) => {
      throw new Error(
        `The server exited (${code ?? signal}) while starting:\n${lines.slice(-20).join('\n')}`,
      );
    }),
  ]);
  const demoPhotos = join(env.DATA_DIR!, 'uploads', 'demo');
  if (!existsSync(PHOTO_CACHE) && existsSync(demoPhotos))
    cpSync(demoPhotos, PHOTO_CACHE, { recursive: true });
  return { child, port, lines, exited };
}
