import type { Database } from '../../db/client.ts';
import { findAppliedMigrations, shippedMigrations } from './health.repository.ts';

export type Readiness =
  | { ready: true; database: 'ok'; migrations: 'current' }
  | {
      ready: false;
      database: 'ok' | 'unreachable';
      migrations: 'current' | 'pending' | 'ahead' | 'mismatch' | 'unknown';
      reason: string;
    };

/** Reads this build's migrations once, at start, so later edits on disk do not change the answer. */
export function rememberShippedMigrations() {
  shippedMigrations();
}

/**
 * Ready to take traffic: the database answers and has exactly the migrations this build ships
 * (fewer means they have not run yet; more or different means the database belongs to another build).
 */
export async function checkReadiness(database: Database): Promise<Readiness> {
  if (!(await database.ping())) {
    return {
      ready: false,
      database: 'unreachable',
      migrations: 'unknown',
      reason: 'The database does not answer',
    };
  }
  const expected = shippedMigrations();
  let applied: Awaited<ReturnType<typeof findAppliedMigrations>>;
  try {
    applied = await findAppliedMigrations(database.db);
  } catch {
    return {
      ready: false,
      database: 'ok',
      migrations: 'pending',
      reason: 'No migrations have been applied to the database',
    };
  }
  const counts = `${applied.count} of ${expected.count} migrations applied`;
  if (applied.count < expected.count) {
    return { ready: false, database: 'ok', migrations: 'pending', reason: counts };
  }
  if (applied.count > expected.count) {
    return {
      ready: false,
      database: 'ok',
      migrations: 'ahead',
      reason: `${counts}: the database has migrations this build does not know`,
    };
  }
  if (applied.last?.hash !== expected.last?.hash || applied.last?.createdAt !== expected.last?.createdAt) {
    return {
      ready: false,
      database: 'ok',
      migrations: 'mismatch',
      reason: "The database's latest migration differs from this build's",
    };
  }
  return { ready: true, database: 'ok', migrations: 'current' };
}
