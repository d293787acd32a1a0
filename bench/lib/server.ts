import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_ARGS } from '../../scripts/server-build.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningProcess {
  url: string;
  child: ChildProcess;
  /** Peak resident set size of the process so far, in MB (VmHWM). */
  peakRssMb(): number;
  /** Resident set size of the process now, in MB (VmRSS). */
  rssMb(): number;
  stop(): Promise<void>;
}

/** A memory figure of the process from /proc/<pid>/status, in MB. */
function statusMb(child: ChildProcess, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Starts `node ...nodeArgs` as a child process and waits until `readyPath` answers 200. */
export async function startProcess(
  nodeArgs: string[],
  env: Record<string, string>,
  {
    port,
    readyPath = '/api/health',
    timeoutMs = 240_000,
  }: { port: number; readyPath?: string; timeoutMs?: number },
): Promise<RunningProcess> {
  const child = spawn(process.execPath, nodeArgs, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${nodeArgs.join(' ')} exited with ${child.exitCode}:\n${stderr}`);
    try {
      const res = await fetch(url + readyPath);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${nodeArgs.join(' ')} did not become ready:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    child,
    peakRssMb: () => statusMb(child, 'VmHWM'),
    rssMb: () => statusMb(child, 'VmRSS'),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** The product's server (its production build, `npm run build`) in production mode against the given database (PGlite when none). */
export function startServer(
  port: number,
  opts: { databaseUrl?: string; dataDir: string; env?: Record<string, string> },
) {
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    SEED_DEMO: '1',
    DATA_DIR: opts.dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    API_RATE_LIMIT: '100000000',
    AUTH_RATE_LIMIT: '100000000',
    PAGE_RATE_LIMIT: '100000000',
    UNPAID_HOLDS_PER_CLIENT: '10000',
    UNPAID_HOLD_SHARE_PERCENT: '100',
    UNPAID_HOLDS_PER_ADDRESS: '10000',
    // Load generators that stand for many visitors name each one in X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
  };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  // Pages name the address the bench asks them at (the audits follow their canonical links).
  env.PUBLIC_URL = `http://127.0.0.1:${port}`;
  return startProcess(SERVER_NODE_ARGS, { ...env, ...opts.env }, { port });
}
