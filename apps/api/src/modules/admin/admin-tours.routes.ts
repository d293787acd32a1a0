import {
  adminTourDetailSchema,
  adminTourListQuerySchema,
  adminTourRevisionSchema,
  adminTourSchema,
  approveSchema,
  approveTourRevisionSchema,
  errorResponseSchema,
  minorRevisionSchema,
  rejectTourRevisionSchema,
  setActiveSchema,
} from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as revisions from './admin-tour-revisions.service.ts';
import * as service from './admin-tours.service.ts';

const params = z.object({ id: z.uuid({ error: 'Tour id must be a UUID' }) });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export const adminTourRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, publicUrl: app.config.publicUrl, storage: app.imageStorage };
  const decided = { 409: errorResponseSchema };

  app.get(
    '/admin/tours',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'All tours of all merchants with bookings and revenue; search, filter, sort and pages',
        querystring: adminTourListQuerySchema,
        response: {
          200: z.object({
            tours: z.array(adminTourSchema),
            total: z.number().int(),
            pendingCount: z.number().int().describe('Tours not approved yet'),
            revisionCount: z.number().int().describe('Approved tours whose changes wait for approval'),
          }),
          ...errors,
        },
      },
    },
    (request) => service.listTours(app.db, request.query),
  );

  app.get(
    '/admin/tours/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "One tour with its description and the merchant's recent edits",
        params,
        response: { 200: adminTourDetailSchema, ...errors },
      },
    },
    (request) => service.tourDetail(app.db, request.params.id),
  );

  app.patch(
    '/admin/tours/:id/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Approve a tour (public at once when active; the merchant is emailed) or withdraw approval',
        params,
        body: approveSchema,
        response: { 200: adminTourSchema, ...errors },
      },
    },
    (request) => service.decideTour(ctx, request.params.id, request.body.approved, request.auth!.userId),
  );

  app.patch(
    '/admin/tours/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Activate or deactivate a tour',
        params,
        body: setActiveSchema,
        response: { 200: adminTourSchema, ...errors },
      },
    },
    (request) => service.setTourActive(ctx, request.params.id, request.body.active, request.auth!.userId),
  );

  app.get(
    '/admin/tours/:id/revision',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "The merchant's changes to an approved tour waiting for approval: each field's public and proposed value",
        params,
        response: { 200: z.object({ revision: adminTourRevisionSchema }), ...errors },
      },
    },
    (request) => revisions.getRevision(app.db, request.params.id),
  );

  app.post(
    '/admin/tours/:id/revision/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Approve the changes waiting: they apply to the tour at once (audited; the merchant is emailed). 409 when the merchant changed them since the version reviewed',
        params,
        body: approveTourRevisionSchema,
        response: { 200: adminTourSchema, ...errors, ...decided },
      },
    },
    async (request) => {
      await revisions.approveRevision(ctx, request.params.id, request.body.version, request.auth!.userId);
      return service.adminTour(app.db, request.params.id);
    },
  );

  app.post(
    '/admin/tours/:id/revision/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Reject the changes waiting, with a reason the merchant is emailed; the tour keeps its approved values (audited)',
        params,
        body: rejectTourRevisionSchema,
        response: { 200: adminTourSchema, ...errors, ...decided },
      },
    },
    async (request) => {
      await revisions.rejectRevision(ctx, request.params.id, request.body, request.auth!.userId);
      return service.adminTour(app.db, request.params.id);
    },
  );

  app.post(
    '/admin/tours/:id/revision/minor',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Let the named minor wording fixes of the changes waiting go live at once (text fields only; audited); the rest keeps waiting as a new version. 409 when the merchant changed them since the version reviewed',
        params,
        body: minorRevisionSchema,
        response: { 200: adminTourSchema, ...errors, ...decided },
      },
    },
    async (request) => {
      await revisions.applyMinorFixes(ctx, request.params.id, request.body, request.auth!.userId);
      return service.adminTour(app.db, request.params.id);
    },
  );
};
