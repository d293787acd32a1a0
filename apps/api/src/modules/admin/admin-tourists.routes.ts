import { adminSearchQuerySchema, adminTouristSchema, errorResponseSchema } from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offsetOf } from './admin-text.ts';
import { listTourists } from './admin-tourists.repository.ts';

export const adminTouristRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/tourists',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Tourist accounts, newest first; search by name or email',
        querystring: adminSearchQuerySchema,
        response: {
          200: z.object({ tourists: z.array(adminTouristSchema), total: z.number().int() }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { search, page, limit } = request.query;
      const { rows, total } = await listTourists(app.db, { search, limit, offset: offsetOf(page, limit) });
      return {
        tourists: rows.map(({ user: u, bookingsCount, totalSpent }) => ({
          id: u.id,
          full_name: u.fullName,
          email: u.email,
          phone_number: u.phoneNumber,
          created_at: u.createdAt.toISOString(),
          bookingsCount,
          totalSpent,
          deleted: u.deletedAt !== null,
        })),
        total,
      };
    },
  );
};
