import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'pglite.lock';
/** Directories this process holds, so a lock file left by an earlier life under the same pid is stale. */
const held = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** A second process on the same DATA_DIR: said plainly, with the way to run several instances. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number, path: string) {
    super(
      `The embedded database in ${dataDir} is in use by another BelizePass process (pid ${pid}). ` +
        'The embedded database (PGlite) serves one process only: to run several instances, set ' +
        `DATABASE_URL to a PostgreSQL server. If no such process is running, delete ${path} and start again.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Claims DATA_DIR for this process with a lock file holding its pid (created exclusively, so two
 * processes starting together cannot both win). A lock whose process has died is stale and taken
 * over. Returns the release function; the file is also removed when the process exits.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  if (held.has(path)) throw new DataDirInUseError(dataDir, process.pid, path);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
      held.add(path);
      const release = () => {
        if (!held.delete(path)) return;
        process.off('exit', release);
        if (readHolder(path) === process.pid) rmSync(path, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = readHolder(path);
    if (holder === undefined) {
      // Perhaps created this instant and not yet written: look again shortly.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      holder = readHolder(path);
    }
    if (holder !== undefined && holder !== process.pid && isRunning(holder)) {
      throw new DataDirInUseError(dataDir, holder, path);
    }
    // Stale (its process is gone, or the file is empty or half-written): take it over, unless
    // another starting process already replaced it.
    if (readHolder(path) === holder) rmSync(path, { force: true });
  }
  throw new Error(`Could not claim ${path}; another process keeps replacing it`);
}
