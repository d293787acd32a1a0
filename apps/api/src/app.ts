import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { toursRoutes } from './modules/tours/tours.routes.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandling, sendError } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
}

/** The HTTP application: plugins, then the API modules under /api. Pages are mounted by server.ts. */
export async function buildApp({ config, database }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: true,
  });
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurity(app, { dev: config.env === 'development' });
  await registerCompression(app);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(toursRoutes);
      await api.register(contactRoutes);
      api.all('/*', (request, reply) =>
        sendError(reply, 404, 'NOT_FOUND', `No API route ${request.method} ${request.url.split('?')[0]}`),
      );
    },
    { prefix: '/api' },
  );
  return app;
}
