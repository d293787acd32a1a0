import { dealFormSchema, errorResponseSchema, managedDealSchema } from '@belizepass/domain';
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

/** The signed-in merchant's own deals; new and materially edited deals wait for the staff's approval. */
export const merchantDealRoutes: FastifyPluginAsyncZod = async (app) => {
  const merchantId = (request: { auth: { merchant: { id: string } | null } | null }) =>
    request.auth!.merchant!.id;

  app.get(
    '/merchant/deals',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant'],
        summary: "The merchant's deals, newest first, with their status (pending, active, inactive, expired)",
        response: { 200: z.object({ deals: z.array(managedDealSchema) }), ...errors },
      },
    },
    (request) => service.listMerchantDeals(app.db, merchantId(request)),
  );

  app.post(
    '/merchant/deals',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant'],
        summary: 'Create a deal (prices in US cents); it is shown once the staff approve it',
        body: dealFormSchema,
        response: { 201: managedDealSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createDeal(app.db, merchantId(request), request.body)),
  );

  app.put(
    '/merchant/deals/:id',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant'],
        summary:
          'Update a deal. Changing its title, description, category, prices or image sends it back for approval; quantity cannot go below the vouchers sold',
        params,
        body: dealFormSchema,
        response: { 200: managedDealSchema, ...errors },
      },
    },
    (request) => service.updateDeal(app.db, merchantId(request), request.params.id, request.body),
  );

  app.patch(
    '/merchant/deals/:id/status',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant'],
        summary: 'Switch a deal on or off for sale',
        params,
        body: z.object({ active: z.boolean() }),
        response: { 200: managedDealSchema, ...errors },
      },
    },
    (request) =>
      service.setDealActiveByMerchant(app.db, merchantId(request), request.params.id, request.body.active),
  );
};
