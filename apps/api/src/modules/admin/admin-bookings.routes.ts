import {
  adminBookingDetailSchema,
  adminBookingListQuerySchema,
  adminBookingRowSchema,
  adminCancelBookingSchema,
  errorResponseSchema,
} from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import * as service from './admin-bookings.service.ts';
import { attachmentHeader } from './csv.ts';

const params = z.object({ id: z.uuid({ error: 'Booking id must be a UUID' }) });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export const adminBookingRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider }> = async (
  app,
  { payments },
) => {
  const ctx = { db: app.db, payments };

  app.get(
    '/admin/bookings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'All bookings; search by booking id prefix, confirmation code, tourist or tour name',
        querystring: adminBookingListQuerySchema,
        response: {
          200: z.object({ bookings: z.array(adminBookingRowSchema), total: z.number().int() }),
          ...errors,
        },
      },
    },
    (request) => service.listBookings(app.db, request.query),
  );

  app.get(
    '/admin/bookings/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The bookings matching the search and status as a CSV file',
        querystring: adminBookingListQuerySchema.pick({ search: true, status: true }),
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await service.bookingsCsv(app.db, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          attachmentHeader(`belizepass-bookings-${new Date().toISOString().slice(0, 10)}.csv`),
        )
        .send(csv);
    },
  );

  app.get(
    '/admin/bookings/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'One booking with its payments, refund, gift card part, commission and merchant net',
        params,
        response: { 200: adminBookingDetailSchema, ...errors },
      },
    },
    (request) => service.bookingDetail(app.db, request.params.id),
  );

  app.post(
    '/admin/bookings/:id/cancel',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Cancel a pending or confirmed booking with a refund percent (default 100); 409 once paid out',
        params,
        body: adminCancelBookingSchema,
        response: { 200: adminBookingDetailSchema, 409: errorResponseSchema, ...errors },
      },
    },
    (request) => service.cancelByStaff(ctx, request.params.id, request.body, request.auth!.userId),
  );
};
