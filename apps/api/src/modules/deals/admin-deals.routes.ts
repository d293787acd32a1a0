import { adminDealListQuerySchema, errorResponseSchema, managedDealSchema } from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './deals.service.ts';

const params = z.object({ id: z.uuid({ error: 'Deal id must be a UUID' }) });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** The staff's deal review: approve, (de)activate and feature deals; every change is audited. */
export const adminDealRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { auth: { userId: string } | null }) => request.auth!.userId;

  app.get(
    '/admin/deals',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'All deals (pending first), filtered by approval status and search',
        querystring: adminDealListQuerySchema,
        response: {
          200: z.object({ deals: z.array(managedDealSchema), total: z.number().int() }),
          ...errors,
        },
      },
    },
    (request) => service.listAdminDeals(app.db, request.query),
  );

  app.get(
    '/admin/deals/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'One deal with its workflow state',
        params,
        response: { 200: managedDealSchema, ...errors },
      },
    },
    (request) => service.getAdminDeal(app.db, request.params.id),
  );

  app.patch(
    '/admin/deals/:id/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Approve a deal (approved true) or withdraw its approval (false)',
        params,
        body: z.object({ approved: z.boolean() }),
        response: { 200: managedDealSchema, ...errors },
      },
    },
    (request) =>
      service.changeDealByStaff(app.db, actor(request), request.params.id, {
        adminApproved: request.body.approved,
      }),
  );

  app.patch(
    '/admin/deals/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Activate or deactivate a deal',
        params,
        body: z.object({ active: z.boolean() }),
        response: { 200: managedDealSchema, ...errors },
      },
    },
    (request) =>
      service.changeDealByStaff(app.db, actor(request), request.params.id, { active: request.body.active }),
  );

  app.patch(
    '/admin/deals/:id/featured',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Feature a deal on the home page's Featured Deals (or stop featuring it)",
        params,
        body: z.object({ featured: z.boolean() }),
        response: { 200: managedDealSchema, ...errors },
      },
    },
    (request) =>
      service.changeDealByStaff(app.db, actor(request), request.params.id, {
        featured: request.body.featured,
      }),
  );
};
