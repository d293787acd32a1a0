import {
  adminMerchantDetailSchema,
  adminMerchantListQuerySchema,
  adminMerchantSchema,
  approveMerchantSchema,
  approveTourRevisionSchema,
  errorResponseSchema,
  merchantCommissionInputSchema,
  merchantCommissionSchema,
  minorRevisionSchema,
  rejectTourRevisionSchema,
  setActiveSchema,
} from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './admin-merchants.service.ts';
import * as revisions from './admin-profile-revisions.service.ts';

const params = z.object({ id: z.uuid({ error: 'Merchant id must be a UUID' }) });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export const adminMerchantRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, publicUrl: app.config.publicUrl };

  app.get(
    '/admin/merchants',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Merchants with their tours, bookings and revenue; search, filter, sort and pages',
        querystring: adminMerchantListQuerySchema,
        response: {
          200: z.object({
            merchants: z.array(adminMerchantSchema),
            total: z.number().int(),
            pendingCount: z.number().int().describe('Applications waiting for a decision'),
          }),
          ...errors,
        },
      },
    },
    (request) => service.listMerchants(app.db, request.query),
  );

  app.get(
    '/admin/merchants/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'One merchant with its tours, last payout and unpaid net',
        params,
        response: { 200: adminMerchantDetailSchema, ...errors },
      },
    },
    (request) => service.merchantDetail(app.db, request.params.id),
  );

  app.patch(
    '/admin/merchants/:id/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Approve a merchant application, or reject it with a reason (the applicant is emailed)',
        params,
        body: approveMerchantSchema,
        response: { 200: adminMerchantSchema, 409: errorResponseSchema, ...errors },
      },
    },
    (request) => service.decideMerchant(ctx, request.params.id, request.body, request.auth!.userId),
  );

  app.patch(
    '/admin/merchants/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Activate or deactivate a merchant (its tours leave or return to the site at once)',
        params,
        body: setActiveSchema,
        response: { 200: adminMerchantSchema, ...errors },
      },
    },
    (request) => service.setMerchantActive(ctx, request.params.id, request.body.active, request.auth!.userId),
  );
  app.get(
    '/admin/merchants/:id/commission',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "A merchant's own commission rate (null: the platform setting) and the rate applied now",
        params,
        response: { 200: merchantCommissionSchema, ...errors },
      },
    },
    (request) => service.merchantCommission(app.db, request.params.id),
  );

  app.put(
    '/admin/merchants/:id/commission',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Set a merchant's own commission rate, whole percent 0-100, or null to follow the platform setting (audited; applies to sales from now on)",
        params,
        body: merchantCommissionInputSchema,
        response: { 200: merchantCommissionSchema, ...errors },
      },
    },
    (request) => service.setMerchantCommission(app.db, request.params.id, request.body, request.auth!.userId),
  );

  const decided = { 200: adminMerchantDetailSchema, 409: errorResponseSchema, ...errors };
  app.post(
    '/admin/merchants/:id/revision/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Approve the merchant's business name and contact changes waiting: travellers see them at once (audited; the merchant is emailed). 409 when changed since the version reviewed",
        params,
        body: approveTourRevisionSchema,
        response: decided,
      },
    },
    async (request) => {
      const { id } = request.params;
      await revisions.approveProfileRevision(app.db, id, request.body.version, request.auth!.userId);
      return service.merchantDetail(app.db, id);
    },
  );

  app.post(
    '/admin/merchants/:id/revision/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Reject the business profile changes waiting, with a reason the merchant is emailed (audited)',
        params,
        body: rejectTourRevisionSchema,
        response: decided,
      },
    },
    async (request) => {
      const { id } = request.params;
      await revisions.rejectProfileRevision(ctx, id, request.body, request.auth!.userId);
      return service.merchantDetail(app.db, id);
    },
  );

  app.post(
    '/admin/merchants/:id/revision/minor',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Let the named minor wording fixes of the business profile changes go live at once (audited); the rest keeps waiting',
        params,
        body: minorRevisionSchema,
        response: decided,
      },
    },
    async (request) => {
      const { id } = request.params;
      await revisions.applyProfileMinorFixes(app.db, id, request.body, request.auth!.userId);
      return service.merchantDetail(app.db, id);
    },
  );
};
