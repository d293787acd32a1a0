import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { isQueryCanceled } from './errors.ts';

/**
 * Runs read-only `work` in a transaction whose every statement PostgreSQL cancels after `ms`
 * milliseconds (`statement_timeout`, waits for locks included): its result, or `undefined` when a
 * statement ran out of time. Other errors are thrown as they are.
 */
export async function withinTimeBudget<T>(
  db: Db,
  ms: number,
  work: (tx: Db) => Promise<T>,
): Promise<T | undefined> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('statement_timeout', ${String(ms)}, true)`);
      return work(tx);
    });
  } catch (error) {
    if (isQueryCanceled(error)) return undefined;
    throw error;
  }
}
