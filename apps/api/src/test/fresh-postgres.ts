import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once the sessions its pools were closing have really gone: a pool's `end()`
 * resolves before its sockets are closed, and a forced drop would terminate them mid-close (an
 * error the pool reports). FORCE only clears what is left after the wait.
 */
async function dropDatabase(name: string) {
  await admin(async (client) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const { rows } = await client.query<{ sessions: number }>(
        `select count(*)::int as sessions from pg_stat_activity where datname = $1 and backend_type = 'client backend'`,
        [name],
      );
      if (rows[0]?.sessions === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/** An empty database of its own on the test server, by URL (for tools that connect themselves). */
export async function createFreshPostgres(prefix = 'bp_test') {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropDatabase(name) };
}
