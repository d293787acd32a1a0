import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkReadiness, rememberShippedMigrations } from './health.service.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['postgres', 'pglite']), reachable: z.boolean() }),
});

const readySchema = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
  migrations: z.literal('current'),
});

const notReadySchema = z.object({
  status: z.literal('not ready'),
  database: z.enum(['ok', 'unreachable']),
  migrations: z.enum(['current', 'pending', 'ahead', 'mismatch', 'unknown']),
  reason: z.string(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // The migrations of the build this process runs, read at start (not as the files are later).
  rememberShippedMigrations();

  app.get(
    '/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness: whether the server and its database answer',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const reachable = await app.database.ping();
      return reply
        .code(reachable ? 200 : 503)
        .send({ status: reachable ? 'ok' : 'degraded', database: { kind: app.database.kind, reachable } });
    },
  );

  app.get(
    '/ready',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Readiness for a load balancer: the database answers and its migrations match this build',
        response: { 200: readySchema, 503: notReadySchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(app.database);
      reply.header('cache-control', 'no-store');
      if (readiness.ready) {
        return reply.code(200).send({ status: 'ready', database: 'ok', migrations: 'current' });
      }
      const { ready: _ready, ...reason } = readiness;
      return reply.code(503).send({ status: 'not ready', ...reason });
    },
  );
};
