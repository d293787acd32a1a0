import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startTestS3, type TestS3 } from '../../apps/api/src/test/test-s3.ts';
import { startTestSmtp } from '../../apps/api/src/test/test-smtp.ts';
import { ensureBuilds, SERVER_NODE_ARGS } from '../server-build.mjs';
import { call, waitFor } from './http.ts';
import { startNginx } from './nginx.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const AUTH_RATE_LIMIT = 6;
/** The demo photos are drawn on first start; kept between runs here, since drawing them is slow. */
const PHOTO_CACHE = join(tmpdir(), 'belizepass-fleet-demo-photos');

export interface Instance {
  name: string;
  port: number;
  /** The instance's own DATA_DIR: nothing on disk is shared between instances. */
  dataDir: string;
  child: ChildProcess;
  /** The instance's log lines (pino JSON), as they arrive. */
  lines: string[];
  exited: Promise<number | null>;
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function admin(query: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

function startInstance(name: string, port: number, env: Record<string, string>, dir: string): Instance {
  const dataDir = join(dir, `data-${name}`);
  mkdirSync(dataDir);
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const logFile = join(dir, `instance-${name}.log`);
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      appendFileSync(logFile, chunk);
      const parts = (rest + chunk.toString('utf8')).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts.filter(Boolean));
    });
  }
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { name, port, dataDir, child, lines, exited };
}

/** Puts the demo photos drawn by an earlier run into the bucket, so the instances need not draw them. */
async function restoreDemoPhotos(s3: TestS3) {
  if (!existsSync(PHOTO_CACHE)) return;
  for (const file of readdirSync(PHOTO_CACHE)) {
    await s3.putObject(`demo/${file}`, readFileSync(join(PHOTO_CACHE, file)), 'image/webp');
  }
}

/** Keeps the demo photos the instances drew into the bucket for the next run. */
async function cacheDemoPhotos(s3: TestS3) {
  if (existsSync(PHOTO_CACHE)) return;
  const keys = await s3.keys('demo/');
  if (keys.length === 0) return;
  const partial = `${PHOTO_CACHE}.${process.pid}`;
  mkdirSync(partial, { recursive: true });
  for (const key of keys) {
    const object = await s3.object(key);
    if (object) writeFileSync(join(partial, key.slice('demo/'.length)), object.body);
  }
  renameSync(partial, PHOTO_CACHE);
}

/** Stops a child: SIGTERM, then SIGKILL if it is still there after `ms`. */
export async function stopChild(child: ChildProcess, exited: Promise<unknown>, ms = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await exited;
  clearTimeout(timer);
}

/**
 * A fresh PostgreSQL database, a key prefix of its own on the machine's Redis, an SMTP receiver, an
 * S3-compatible server with an empty bucket for the uploads, two server instances started at the
 * same moment on them (each with a DATA_DIR of its own), and nginx in front.
 */
export async function startStack() {
  ensureBuilds();
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'belizepass-fleet-'));
  const s3 = await startTestS3();
  await restoreDemoPhotos(s3);
  const dbName = `bp_fleet_${id}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${dbName}`;
  const pool = new pg.Pool({ connectionString: databaseUrl.toString(), max: 4 });
  const redisPrefix = `belizepass-fleet:${id}:`;
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const smtp = await startTestSmtp();
  const portA = await freePort();
  const portB = await freePort();
  const nginxPort = await freePort();

  const children: { child: ChildProcess; exited: Promise<unknown> }[] = [];
  const cleanup = async () => {
    await Promise.all(children.map(({ child, exited }) => stopChild(child, exited)));
    await pool.end().catch(() => {});
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((error) =>
      console.error(`Could not drop ${dbName}: ${error}`),
    );
    const keys = await redis.keys(`${redisPrefix}*`).catch(() => [] as string[]);
    if (keys.length > 0) await redis.del(...keys).catch(() => {});
    redis.disconnect();
    await smtp.close();
    await s3.close();
    if (!process.env.FLEET_KEEP_LOGS) rmSync(dir, { recursive: true, force: true });
  };

  try {
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      SMTP_URL: smtp.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: '1',
      PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
      API_RATE_LIMIT: '100000',
      PAGE_RATE_LIMIT: '100000',
      UNPAID_HOLDS_PER_CLIENT: '10000',
      UNPAID_HOLD_SHARE_PERCENT: '100',
      UNPAID_HOLDS_PER_ADDRESS: '10000',
      // nginx and the checks that speak to an instance directly both connect from this machine.
      TRUST_PROXY: '127.0.0.1',
      OUTBOX_INTERVAL_MS: '500',
      HOLD_EXPIRY_INTERVAL_MS: '1000',
      COMPLETE_BOOKINGS_INTERVAL_MS: '5000',
      SHUTDOWN_TIMEOUT_MS: '15000',
      // Uploads go to one bucket that both instances read; their DATA_DIRs are their own.
      ...s3.env,
    };
    // Both at once, on one empty database: migrations and demo data must happen once.
    const a = startInstance('A', portA, env, dir);
    const b = startInstance('B', portB, env, dir);
    children.push({ child: a.child, exited: a.exited }, { child: b.child, exited: b.exited });
    const startedAt = Date.now();
    await Promise.all(
      [a, b].map((instance) =>
        Promise.race([
          waitFor(
            `instance ${instance.name} to be ready`,
            240_000,
            async () => (await call(instance.port, { path: '/api/ready' })).status === 200,
          ),
          instance.exited.then((code) => {
            throw new Error(
              `Instance ${instance.name} exited with ${code}:\n${instance.lines.slice(-20).join('\n')}`,
            );
          }),
        ]),
      ),
    );
    const bootMs = Date.now() - startedAt;
    await cacheDemoPhotos(s3);
    const nginx = startNginx({ dir: join(dir, 'nginx'), port: nginxPort, upstreams: [portA, portB] });
    const nginxExited = new Promise<number | null>((resolve) => nginx.on('exit', (code) => resolve(code)));
    children.push({ child: nginx, exited: nginxExited });
    await waitFor(
      'nginx',
      15_000,
      async () => (await call(nginxPort, { path: '/api/health' })).status === 200,
    );

    return {
      a,
      b,
      nginxPort,
      pool,
      redis,
      redisPrefix,
      smtp,
      s3,
      bootMs,
      dir,
      query: async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
        (await pool.query<T>(text, values)).rows,
      cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
