import {
  createResellerSchema,
  errorResponseSchema,
  newResellerKeySchema,
  resellerListSchema,
  resellerSchema,
  resellerStatementSchema,
  statementMonthSchema,
} from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentHeader } from '../admin/csv.ts';
import * as service from './resellers.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const params = z.object({ id: z.uuid({ error: 'Reseller id must be a UUID' }) });

/** The staff's resellers of the OCTO API (docs/octo.md): create them, issue and revoke their keys. */
export const adminResellerRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { auth: { userId: string } | null }) => request.auth!.userId;

  app.get(
    '/admin/resellers',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every reseller with its API keys (their prefixes only)',
        response: { 200: resellerListSchema, ...errors },
      },
    },
    () => service.listResellers(app.db),
  );

  app.post(
    '/admin/resellers',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Add a reseller (its commission is a percent of the retail total)',
        body: createResellerSchema,
        response: { 201: resellerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createReseller(app.db, actor(request), request.body)),
  );

  app.post(
    '/admin/resellers/:id/keys',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Issue an API key: the key is in this answer only',
        params,
        response: { 201: newResellerKeySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.issueKey(app.db, actor(request), request.params.id)),
  );

  app.delete(
    '/admin/resellers/:id/keys/:keyId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Revoke an API key: calls with it are refused from now on',
        params: params.extend({ keyId: z.uuid({ error: 'Key id must be a UUID' }) }),
        response: { 200: resellerSchema, ...errors },
      },
    },
    (request) => service.revokeKey(app.db, actor(request), request.params.id, request.params.keyId),
  );

  app.get(
    '/admin/resellers/:id/statement',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "A reseller's month (Belize time): its paid bookings, gross sales, the commission it keeps and what it owes on account",
        params,
        querystring: statementMonthSchema,
        response: { 200: resellerStatementSchema, ...errors },
      },
    },
    (request) => service.resellerStatement(app.db, request.params.id, request.query.month),
  );

  app.get(
    '/admin/resellers/:id/statement.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "The same reseller's statement as a CSV file",
        params,
        querystring: statementMonthSchema,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const csv = await service.resellerStatementCsv(app.db, request.params.id, month);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(`belizepass-reseller-statement-${month}.csv`))
        .send(csv);
    },
  );
};
