import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['postgres', 'pglite']), reachable: z.boolean() }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
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
};
