import { errorResponseSchema } from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countPendingApprovals } from './admin.repository.ts';

const alertSchema = z.object({
  id: z.string(),
  type: z.enum(['warning', 'info', 'success']),
  message: z.string(),
});

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard/alerts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'System alerts: what is waiting for the staff',
        response: { 200: z.array(alertSchema), 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async () => {
      const pending = await countPendingApprovals(app.db);
      const alerts: z.infer<typeof alertSchema>[] = [];
      if (pending.merchants > 0) {
        alerts.push({
          id: 'pending-merchants',
          type: 'warning',
          message: `${plural(pending.merchants, 'merchant application is', 'merchant applications are')} waiting for approval.`,
        });
      }
      if (pending.tours > 0) {
        alerts.push({
          id: 'pending-tours',
          type: 'info',
          message: `${plural(pending.tours, 'tour is', 'tours are')} waiting for approval.`,
        });
      }
      if (alerts.length === 0) {
        alerts.push({ id: 'all-clear', type: 'success', message: 'Nothing is waiting for approval.' });
      }
      return alerts;
    },
  );
};
