import {
  bookingSchema,
  errorResponseSchema,
  moveBookingSchema,
  moveOptionsSchema,
  paymentRequiresActionSchema,
  rescheduleBookingSchema,
  rescheduleOptionsSchema,
  rescheduleQuoteQuerySchema,
  rescheduleQuoteSchema,
} from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import * as service from './reschedule.service.ts';

const params = z.object({ id: z.uuid({ error: 'Booking id must be a UUID' }) });
const keyHeader = z.object({ 'x-booking-key': z.string().max(200).optional() });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Moving a booking to another date or party size: by its tourist, or by the tour's operator. */
export const rescheduleRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider }> = async (
  app,
  { payments },
) => {
  const ctx = { db: app.db, payments, publicUrl: app.config.publicUrl };
  const accessOf = (request: { auth: { userId: string } | null; headers: { 'x-booking-key'?: string } }) => ({
    userId: request.auth?.userId,
    key: request.headers['x-booking-key'],
  });

  app.get(
    '/bookings/:id/reschedule-options',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['bookings'],
        summary:
          'The dates this booking can move to (seats left), the tour price today and whether the tourist may still change it (up to 24 hours before departure)',
        params,
        headers: keyHeader,
        response: { 200: rescheduleOptionsSchema, ...errors },
      },
    },
    (request) => service.rescheduleOptions(ctx, request.params.id, accessOf(request)),
  );

  app.get(
    '/bookings/:id/reschedule-quote',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['bookings'],
        summary:
          'What moving this booking to a date and party would cost: the new total, the charge or the refund, by the same rules as the move (400 with the field when the date or party cannot be booked)',
        params,
        headers: keyHeader,
        querystring: rescheduleQuoteQuerySchema,
        response: { 200: rescheduleQuoteSchema, ...errors },
      },
    },
    (request) => service.rescheduleQuote(ctx, request.params.id, accessOf(request), request.query),
  );

  app.post(
    '/bookings/:id/reschedule',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['bookings'],
        summary:
          'Move a confirmed booking to another date and/or party size, up to 24 hours before departure (409 RESCHEDULE_TOO_LATE after). A higher total is charged by card (card fields needed then; Idempotency-Key makes retries safe), a lower one refunded (gift cards first). 409 BOOKING_SOLD_OUT / BOOKING_NOT_ENOUGH_SEATS / BOOKING_DATE_CLOSED: nothing changed',
        params,
        headers: keyHeader.extend({
          'idempotency-key': z.string().min(8, 'Idempotency-Key header is required').max(100),
        }),
        body: rescheduleBookingSchema,
        response: {
          200: bookingSchema,
          202: paymentRequiresActionSchema,
          402: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const result = await service.rescheduleBooking(
        ctx,
        request.params.id,
        accessOf(request),
        request.body,
        request.headers['idempotency-key'],
      );
      return 'paymentReference' in result ? reply.code(202).send(result) : reply.send(result);
    },
  );

  app.get(
    '/merchant/bookings/:id/move-options',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant bookings'],
        summary:
          'The other dates of the tour with seats for this guest’s whole party (next 60 days), and whether the booking can be moved (confirmed, not checked in)',
        params,
        response: { 200: moveOptionsSchema, ...errors },
      },
    },
    (request) => service.moveOptions(ctx, { merchantId: request.auth!.merchant!.id }, request.params.id),
  );

  app.post(
    '/merchant/bookings/:id/move',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant bookings'],
        summary:
          'Move a guest’s party, as it is, to another date of the same tour (weather, a broken boat): no 24-hour limit, no charge or refund; the same seat rule',
        params,
        body: moveBookingSchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    (request) =>
      service.moveBookingByOperator(
        ctx,
        { userId: request.auth!.userId, merchantId: request.auth!.merchant!.id },
        request.params.id,
        request.body.date,
        undefined,
        request.body.startTime,
      ),
  );
};
