import {
  adminSearchQuerySchema,
  createPayoutSchema,
  errorResponseSchema,
  payoutPreviewQuerySchema,
  payoutPreviewSchema,
  payoutSchema,
} from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentHeader } from './csv.ts';
import * as service from './payouts.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/payouts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Payouts made, newest first; search by merchant name or id, or reference',
        querystring: adminSearchQuerySchema,
        response: { 200: z.object({ payouts: z.array(payoutSchema), total: z.number().int() }), ...errors },
      },
    },
    (request) => service.listPayouts(app.db, request.query),
  );

  app.get(
    '/admin/payouts/preview',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "What a payout of a merchant's unpaid items in a period would send (amount, item count, gross, commission over every item) and a page of the items (`limit`, 50 by default; `after` = the previous page's nextCursor)",
        querystring: payoutPreviewQuerySchema,
        response: { 200: payoutPreviewSchema, ...errors },
      },
    },
    (request) => service.previewPayout(app.db, request.query),
  );

  app.post(
    '/admin/payouts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Pay a merchant's unpaid items of a period (409 NOTHING_TO_PAY when there are none)",
        body: createPayoutSchema,
        response: { 201: payoutSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createPayout(app.db, request.body, request.auth!.userId)),
  );

  app.get(
    '/admin/payouts/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The payouts matching the search as a CSV file',
        querystring: z.object({ search: adminSearchQuerySchema.shape.search }),
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await service.payoutsCsv(app.db, request.query.search);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          attachmentHeader(`belizepass-payouts-${new Date().toISOString().slice(0, 10)}.csv`),
        )
        .send(csv);
    },
  );
};
