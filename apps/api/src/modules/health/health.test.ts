import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Runs `change` on drizzle's migrations table, checks /api/ready, then puts the table back. */
async function readyWhile(change: () => Promise<unknown>) {
  const saved = await t.db.execute<{ id: number; hash: string; created_at: string }>(
    sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id`,
  );
  try {
    await change();
    return await get('/api/ready');
  } finally {
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations`);
    for (const row of saved.rows) {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
  }
}

describe('GET /api/health (liveness)', () => {
  it('answers 200 while the database answers', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: { kind: t.database.kind, reachable: true } });
  });
});

describe('GET /api/ready (readiness)', () => {
  it('is ready when the database answers and has every migration of this build', async () => {
    const res = await get('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'current' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while a migration is pending', async () => {
    const res = await readyWhile(() =>
      t.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      ),
    );
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not ready', database: 'ok', migrations: 'pending' });
    expect(res.json().reason).toMatch(/^\d+ of \d+ migrations applied$/);
  });

  it('is not ready when the database has a migration this build does not know', async () => {
    const res = await readyWhile(() =>
      t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-build', 9999999999999)`,
      ),
    );
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not ready', migrations: 'ahead' });
  });

  it("is not ready when the latest migration differs from this build's", async () => {
    const res = await readyWhile(() =>
      t.db.execute(
        sql`update drizzle.__drizzle_migrations set hash = 'edited' where id = (select max(id) from drizzle.__drizzle_migrations)`,
      ),
    );
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not ready', migrations: 'mismatch' });
  });

  it('is not ready when no migration has run', async () => {
    const res = await readyWhile(() => t.db.execute(sql`delete from drizzle.__drizzle_migrations`));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not ready', migrations: 'pending' });
  });

  it('is not ready when the database does not answer', async () => {
    const ping = vi.spyOn(t.database, 'ping').mockResolvedValue(false);
    const res = await get('/api/ready');
    ping.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'not ready',
      database: 'unreachable',
      migrations: 'unknown',
      reason: 'The database does not answer',
    });
  });

  it('is never rate limited, so a load balancer can poll it', async () => {
    const limited = await createTestApp({ env: { API_RATE_LIMIT: '2' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await limited.app.inject({ url: '/api/ready' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200]);
      expect((await limited.app.inject({ url: '/api/tours' })).statusCode).toBe(200);
      expect((await limited.app.inject({ url: '/api/tours' })).statusCode).toBe(200);
      expect((await limited.app.inject({ url: '/api/tours' })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it('answers on the embedded database too', async () => {
    const embedded = await createTestApp({ database: 'pglite' });
    try {
      const res = await embedded.app.inject({ url: '/api/ready' });
      expect(res.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'current' });
    } finally {
      await embedded.close();
    }
  }, 120_000);
});
