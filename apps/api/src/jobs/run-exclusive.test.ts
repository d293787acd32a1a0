import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { runExclusive } from './run-exclusive.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runExclusive', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('runs a job on one instance at a time; the others skip the turn', async () => {
    let turns = 0;
    const outcomes = await Promise.all(
      [1, 2, 3, 4].map(() =>
        runExclusive(database.db, 'expiring booking holds', async () => {
          turns++;
          await pause(300);
          return 7;
        }),
      ),
    );
    expect(turns).toBe(1);
    expect(outcomes.filter((o) => o.ran)).toEqual([{ ran: true, result: 7 }]);
    expect(outcomes.filter((o) => !o.ran)).toHaveLength(3);
  });

  it('lets different jobs run side by side', async () => {
    const outcomes = await Promise.all(
      ['sending the outbox', 'completing departed bookings'].map((job) =>
        runExclusive(database.db, job, async () => {
          await pause(200);
          return job;
        }),
      ),
    );
    expect(outcomes).toEqual([
      { ran: true, result: 'sending the outbox' },
      { ran: true, result: 'completing departed bookings' },
    ]);
  });

  it('releases the lock when a turn fails, rolling back its work', async () => {
    await expect(
      runExclusive(database.db, 'sending the outbox', async () => {
        throw new Error('SMTP down');
      }),
    ).rejects.toThrow('SMTP down');
    expect(await runExclusive(database.db, 'sending the outbox', async () => 1)).toEqual({
      ran: true,
      result: 1,
    });
  });

  it('works on the embedded database', async () => {
    const embedded = await openTestDatabase('pglite');
    try {
      expect(await runExclusive(embedded.db, 'sending the outbox', async () => 2)).toEqual({
        ran: true,
        result: 2,
      });
    } finally {
      await embedded.close();
    }
  }, 120_000);
});
