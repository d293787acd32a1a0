import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
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

const USAGE = 'Usage: npm run db:backup -- <file>   (PostgreSQL custom-format dump, or a .tar.gz of PGlite)';

/**
 * `npm run db:backup -- <file>`: PostgreSQL (DATABASE_URL) with pg_dump's custom format, which
 * pg_restore reads; the embedded PGlite database (DATA_DIR) as a gzipped tar of its files. The file
 * appears only once complete (written beside it, then renamed).
 */
async function backup(target: DatabaseTarget, file: string) {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  if (target.kind === 'postgres') {
    const server = await inspectServer(target.url);
    requireClientFor('pg_dump', server.major);
    runTool('pg_dump', ['--format=custom', '--compress=6', `--file=${partial}`], libpqEnv(target.url));
  } else {
    if (isEmptyDir(target.pgliteDir)) throw new RefusedError(`There is no database at ${target.pgliteDir}.`);
    // PGlite is one process's files: a second process opening them while the server runs corrupts them.
    const release = claimDataDir(target.dataDir, 'backing up its embedded database');
    try {
      const client = await PGlite.create(target.pgliteDir, { extensions: { pg_trgm, unaccent } });
      try {
        const archive = await client.dumpDataDir('gzip');
        writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
      } finally {
        await client.close();
      }
    } finally {
      release();
    }
  }
  renameSync(partial, file);
  return statSync(file).size;
}

async function main() {
  const file = fileArgument(process.argv.slice(2), USAGE);
  if (existsSync(file)) throw new RefusedError(`${file} already exists; choose a new file name.`);
  const target = targetFromEnv();
  const bytes = await backup(target, file);
  const source = target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : target.pgliteDir;
  console.log(`Backed up ${source} to ${file} (${bytes} bytes).`);
}

runScript(main);
