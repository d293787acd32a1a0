import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import { createFactories } from '../../demo/factories.ts';
import { cancelBooking, DECLINED_CARD, holdSeats, payBooking, signIn } from '../journeys.ts';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
/** The tables whose rows a restore must bring back exactly. */
export const KEY_TABLES = ['users', 'merchants', 'tours', 'departures', 'bookings', 'payments'] as const;

/** Row count and a checksum of every row's text, per key table. */
export async function fingerprint(db: Db) {
  const result = {} as Record<(typeof KEY_TABLES)[number], { rows: number; md5: string }>;
  for (const table of KEY_TABLES) {
    const { rows } = (await db.execute(
      sql.raw(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5
           from ${table} t`,
      ),
    )) as unknown as { rows: { rows: number; md5: string }[] };
    result[table] = rows[0]!;
  }
  return result;
}

/** Real rows through the API: sign-in, a paid booking, a declined one and a refunded cancellation. */
export async function populate(database: Database) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'belizepass-backup-app-')),
  });
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const factories = createFactories(database.db);
    await factories.createUser({ email: 'maria@example.com' });
    const tour = await factories.createTour({ maxGroupSize: 8 });
    await factories.createTour({ title: 'Cave tubing at Nohoch Che’en', locationId: 'cayo-district' });
    const { token } = await signIn(app, 'maria@example.com');
    const paid = await holdSeats(app, tour.id, { token, adults: 2, children: 1 });
    await payBooking(app, paid, undefined, token);
    const declined = await holdSeats(app, tour.id);
    await payBooking(app, declined, DECLINED_CARD);
    const refunded = await holdSeats(app, tour.id, { adults: 3 });
    await payBooking(app, refunded);
    await cancelBooking(app, refunded);
    await holdSeats(app, tour.id, { adults: 1 });
  } finally {
    await app.close();
  }
}

const SCRIPTS: Record<string, string> = {
  'db:backup': 'apps/api/src/scripts/backup.ts',
  'db:restore': 'apps/api/src/scripts/restore.ts',
};

/**
 * Runs `npm run <script> -- <file>` from the repository root, as an operator would; `viaNpm: false`
 * runs the same command line without npm in front (quicker, for the refusals).
 */
export function npmRun(script: string, file: string, env: NodeJS.ProcessEnv, viaNpm = true) {
  const [command, args] = viaNpm
    ? ['npm', ['run', '-s', script, '--', file]]
    : [process.execPath, ['--import', 'tsx', SCRIPTS[script]!, file]];
  const started = Date.now();
  const result = spawnSync(command as string, args as string[], { cwd: ROOT, env, encoding: 'utf8' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { status: result.status, output: `${result.stdout}${result.stderr}`, seconds };
}
