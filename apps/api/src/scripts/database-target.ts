import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { DataDirInUseError, lockDataDir } from '../db/data-dir-lock.ts';

/**
 * What `db:backup` and `db:restore` work on, chosen like the server chooses: PostgreSQL when
 * DATABASE_URL is set, otherwise the embedded PGlite files under DATA_DIR (default ./data).
 */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string; dataDir: string }
  | { kind: 'pglite'; dataDir: string; pgliteDir: string };

export function targetFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const dataDir = resolve(env.DATA_DIR || './data');
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL, dataDir };
  return { kind: 'pglite', dataDir, pgliteDir: join(dataDir, 'pglite') };
}

/** A usage or safety failure: reported as one line, exit status 1. */
export class RefusedError extends Error {}

/** The one file argument after `npm run db:backup --`. */
export function fileArgument(argv: string[], usage: string): string {
  const args = argv.filter((a) => a !== '--');
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new RefusedError(usage);
  return resolve(args[0]!);
}

/**
 * Holds DATA_DIR's lock file while the embedded database's files are read or written: refused
 * while a server (or anything else) has them open, and no server can start meanwhile.
 */
export function claimDataDir(dataDir: string, doing: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new RefusedError(`${error.message} Stop the server before ${doing}.`);
    }
    throw error;
  }
}

export function isEmptyDir(dir: string) {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * libpq settings for the PostgreSQL tools, passed in the environment rather than on the command
 * line, where other users of the machine could read the password.
 */
export function libpqEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (u.hostname) env.PGHOST = decodeURIComponent(u.hostname.replace(/^\[|\]$/g, ''));
  if (u.port) env.PGPORT = u.port;
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const database = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (database) env.PGDATABASE = database;
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  const host = u.searchParams.get('host');
  if (host) env.PGHOST = host;
  return env;
}

function toolMajor(tool: string): number {
  const result = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new RefusedError(
      `${tool} was not found. Install the PostgreSQL client tools (Debian: apt-get install postgresql-client).`,
    );
  }
  const major = /(\d+)(?:\.\d+)?/.exec(result.stdout)?.[1];
  if (!major) throw new RefusedError(`Could not read the version of ${tool}: ${result.stdout.trim()}`);
  return Number(major);
}

/** Connects once to learn the server's major version and how many other sessions use the database. */
export async function inspectServer(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const version = await client.query<{ v: string }>('show server_version_num');
    const others = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return { major: Math.floor(Number(version.rows[0]!.v) / 10_000), otherSessions: others.rows[0]!.n };
  } finally {
    await client.end();
  }
}

/** pg_dump and pg_restore refuse a server newer than themselves; say which client is needed. */
export function requireClientFor(tool: 'pg_dump' | 'pg_restore', serverMajor: number) {
  const major = toolMajor(tool);
  if (major < serverMajor) {
    throw new RefusedError(
      `${tool} ${major} cannot work with a PostgreSQL ${serverMajor} server; install postgresql-client-${serverMajor}.`,
    );
  }
  return major;
}

export function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(tool, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new RefusedError(`${tool} failed with exit status ${result.status}.`);
}

/** Runs a script's main and turns a refusal into one line on stderr and exit status 1. */
export function runScript(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof RefusedError ? error.message : error);
      process.exit(1);
    },
  );
}
