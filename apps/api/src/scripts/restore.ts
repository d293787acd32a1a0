import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import {
  claimDataDir,
  type DatabaseTarget,
  fileArgument,
  inspectServer,
  isEmptyDir,
  libpqEnv,
  RefusedError,
  requireClientFor,
  runScript,
  runTool,
  targetFromEnv,
} from './database-target.ts';

const USAGE = 'Usage: npm run db:restore -- <file>   (a file written by npm run db:backup)';

function leadingBytes(file: string, count: number) {
  const buffer = Buffer.alloc(count);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, count, 0);
  } finally {
    closeSync(fd);
  }
  return buffer;
}

/** Replaces the database's tables, data and migrations record with the backup's, in one transaction. */
async function restorePostgres(target: Extract<DatabaseTarget, { kind: 'postgres' }>, file: string) {
  if (leadingBytes(file, 5).toString('latin1') !== 'PGDMP') {
    throw new RefusedError(`${file} is not a PostgreSQL backup (pg_dump custom format).`);
  }
  const server = await inspectServer(target.url);
  if (server.otherSessions > 0) {
    throw new RefusedError(
      `${server.otherSessions} other session(s) are connected to this database; stop every BelizePass server using it first.`,
    );
  }
  requireClientFor('pg_restore', server.major);
  const env = libpqEnv(target.url);
  runTool(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${env.PGDATABASE ?? 'postgres'}`,
      file,
    ],
    env,
  );
}

/** Unpacks the backup into an empty DATA_DIR/pglite and checks the database opens. */
async function restorePglite(target: Extract<DatabaseTarget, { kind: 'pglite' }>, file: string) {
  const magic = leadingBytes(file, 2);
  if (magic[0] !== 0x1f || magic[1] !== 0x8b) {
    throw new RefusedError(`${file} is not a PGlite backup (a .tar.gz written by db:backup).`);
  }
  const release = claimDataDir(target.dataDir, 'restoring its embedded database');
  try {
    await unpackInto(target.pgliteDir, file);
  } finally {
    release();
  }
}

async function unpackInto(pgliteDir: string, file: string) {
  if (!isEmptyDir(pgliteDir)) {
    throw new RefusedError(
      `${pgliteDir} already holds a database; restore into an empty DATA_DIR (move the old one away first).`,
    );
  }
  const created = !existsSync(pgliteDir);
  mkdirSync(pgliteDir, { recursive: true });
  try {
    const client = await PGlite.create(pgliteDir, {
      loadDataDir: new Blob([readFileSync(file)]),
      extensions: { pg_trgm, unaccent },
    });
    try {
      await client.query('select count(*) from users');
    } finally {
      await client.close();
    }
  } catch (error) {
    // Leave no half-restored database behind for the server to start on.
    rmSync(pgliteDir, { recursive: true, force: true });
    if (!created) mkdirSync(pgliteDir);
    throw error;
  }
}

async function main() {
  const file = fileArgument(process.argv.slice(2), USAGE);
  if (!existsSync(file)) throw new RefusedError(`${file} does not exist.`);
  const target = targetFromEnv();
  if (target.kind === 'postgres') await restorePostgres(target, file);
  else await restorePglite(target, file);
  const into = target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : target.pgliteDir;
  console.log(`Restored ${file} into ${into}.`);
}

runScript(main);
