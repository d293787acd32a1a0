import { auditEntrySchema, auditQuerySchema, errorResponseSchema } from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntityNames, listAuditEntries } from './audit.repository.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first, optionally for one entity',
        querystring: auditQuerySchema,
        response: {
          200: z.object({ entries: z.array(auditEntrySchema), total: z.number().int() }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { entityType, entityId, page, limit } = request.query;
      const { rows, total } = await listAuditEntries(app.db, {
        entityType,
        entityId,
        limit,
        offset: (page - 1) * limit,
      });
      const names = await auditEntityNames(
        app.db,
        rows.map(({ entry }) => entry),
      );
      return {
        entries: rows.map(({ entry: e, actorName }) => ({
          id: e.id,
          at: e.createdAt.toISOString(),
          actor: e.actorUserId && actorName ? { id: e.actorUserId, full_name: actorName } : null,
          action: e.action,
          entityType: e.entityType,
          entityId: e.entityId,
          entityName: names.get(`${e.entityType}:${e.entityId}`) ?? null,
          before: e.before,
          after: e.after,
          note: e.note,
        })),
        total,
      };
    },
  );
};
