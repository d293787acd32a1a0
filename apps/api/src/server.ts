import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { seedDemo } from './demo/seed-demo.ts';
import { type Jobs, startJobs } from './jobs/scheduler.ts';
import { countUsers } from './modules/users/users.repository.ts';
import { registerUploads, registerWeb } from './plugins/web.ts';

/**
 * A terminal's Ctrl-C reaches both npm and the server, and npm forwards it as well: a repeat this soon
 * is the same request. A later one means "stop now".
 */
const REPEATED_SIGNAL_MS = 1_000;

/**
 * Starts one instance: migrate (one instance at a time), load demo data into an empty database (once
 * across the fleet), serve pages and /api, run the scheduled jobs. Any number may run side by side
 * on one PostgreSQL database (and one Redis for rate limits).
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, database });
  // A bucket that is missing or refuses our keys stops the start with the reason, not the first upload.
  await app.imageStorage.check();
  app.log.info(`Uploaded images are kept in ${app.imageStorage.description}`);
  let jobs: Jobs | undefined;
  handleShutdownSignals(app, database, config, () => jobs);

  if (config.seedDemo) {
    await database.exclusive('demo data', async () => {
      if ((await countUsers(database.db)) > 0) return;
      app.log.info('Loading the demo data set into the empty database');
      await seedDemo(database.db, { storage: app.imageStorage });
    });
  }

  await registerUploads(app, app.imageStorage);
  await registerWeb(app, { dev: config.env === 'development' });

  await app.listen({ host: config.host, port: config.port });
  jobs = startJobs(app);
}

/**
 * SIGTERM or SIGINT: stop the jobs, stop accepting connections and let in-flight requests finish
 * (requests arriving meanwhile get 503), close Redis and the database, exit 0. A second signal, or a
 * drain longer than SHUTDOWN_TIMEOUT_MS, exits at once with 1.
 */
function handleShutdownSignals(
  app: FastifyInstance,
  database: Database,
  config: Config,
  jobs: () => Jobs | undefined,
) {
  let firstSignalAt: number | undefined;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (firstSignalAt !== undefined) {
      if (Date.now() - firstSignalAt < REPEATED_SIGNAL_MS) return;
      app.log.warn(`${signal} received again, exiting without waiting`);
      process.exit(1);
    }
    firstSignalAt = Date.now();
    app.log.info(`${signal} received, finishing in-flight requests and shutting down`);
    const deadline = setTimeout(() => {
      app.log.error(`Shutdown took longer than ${config.shutdownTimeoutMs} ms, exiting`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    // Keep-alive connections that were busy when closing began stay open after their response;
    // close them as they go idle so the drain ends.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 250);
    try {
      await Promise.all([jobs()?.stop(), app.close()]);
      clearInterval(closeIdle);
      await database.close();
      app.log.info('Shut down cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));
}

main().catch((error) => {
  const plain =
    error instanceof DataDirInUseError ||
    String(error?.message).startsWith('Invalid environment') ||
    String(error?.message).startsWith('Object storage:');
  console.error(plain ? error.message : error);
  process.exit(1);
});
