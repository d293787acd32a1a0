import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The advisory-lock namespace of scheduled jobs (the second key is the job's name). */
const JOB_LOCK_CLASS = 0x42_50_02;

export type ExclusiveRun<T> = { ran: true; result: T } | { ran: false };

/**
 * Runs one turn of a scheduled job on at most one instance at a time: a transaction takes the job's
 * transaction-level advisory lock without waiting and hands itself to `work`. An instance that finds
 * the lock taken skips this turn; the lock goes with the transaction's commit or rollback.
 */
export async function runExclusive<T>(
  db: Db,
  jobName: string,
  work: (tx: Db) => Promise<T>,
): Promise<ExclusiveRun<T>> {
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}, hashtext(${jobName})) as locked`,
    );
    if (!result.rows[0]?.locked) return { ran: false } as const;
    return { ran: true, result: await work(tx) } as const;
  });
}
