import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { startJobs } from './jobs/scheduler.ts';
import { countUsers } from './modules/users/users.repository.ts';
import { registerUploads, registerWeb } from './plugins/web.ts';

/** Starts the one process: migrate, load demo data into an empty database, serve pages and /api. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, database });

  if (config.seedDemo && (await countUsers(database.db)) === 0) {
    app.log.info('Loading the demo data set into the empty database');
    await seedDemo(database.db, { uploadsDir: config.uploadsDir });
  }

  await registerUploads(app, config.uploadsDir);
  await registerWeb(app, { dev: config.env === 'development' });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  startJobs(app);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
