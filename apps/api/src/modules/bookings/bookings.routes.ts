import {
  bookingSchema,
  cancellationTierSchema,
  confirmPaymentSchema,
  createBookingSchema,
  createReviewSchema,
  errorResponseSchema,
  giftCardQuoteRequestSchema,
  giftCardQuoteSchema,
  MY_BOOKINGS_PAGE_SIZE,
  myBookingsQuerySchema,
  myBookingsResponseSchema,
  payBookingSchema,
  paymentRequiresActionSchema,
} from '@belizepass/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceHashOf } from '../auth/session-cookies.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import * as service from './bookings.service.ts';

const params = z.object({ id: z.uuid({ error: 'Booking id must be a UUID' }) });
/** A guest proves a booking is theirs with the key they received when booking. */
const keyHeader = z.object({ 'x-booking-key': z.string().max(200).optional() });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Who asks about a booking: the signed-in user, or a guest with the booking's key. */
export const accessOf = (request: {
  auth: { userId: string } | null;
  headers: Record<string, string | string[] | undefined>;
}): service.BookingAccess => ({
  userId: request.auth?.userId,
  key: typeof request.headers['x-booking-key'] === 'string' ? request.headers['x-booking-key'] : undefined,
});

export const bookingRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider }> = async (
  app,
  { payments },
) => {
  const ctx = { db: app.db, payments, publicUrl: app.config.publicUrl };
  const secure = app.config.publicUrl.startsWith('https:');

  app.post(
    '/bookings',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['bookings'],
        summary:
          "Hold seats as a pending booking (guest or signed in): 15 minutes, or the short time for a party of more than the departure's share (docs/decisions/033-fair-holds.md); sets the `bp_device` cookie when missing",
        body: createBookingSchema,
        response: { 201: z.object({ booking: bookingSchema, accessKey: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await service.createBooking(ctx, request.body, request.auth?.userId, new Date(), {
          ip: request.ip,
          deviceHash: deviceHashOf(request, reply, secure),
          locale: request.locale,
        }),
      ),
  );

  app.get(
    '/bookings/:id',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['bookings'],
        summary: 'One booking, for its owner or key holder',
        params,
        headers: keyHeader,
        response: { 200: bookingSchema, ...errors },
      },
    },
    (request) => service.getBooking(ctx, request.params.id, accessOf(request)),
  );

  app.get(
    '/bookings/:id/calendar',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['bookings'],
        summary:
          "A confirmed booking's calendar file (text/calendar, RFC 5545), for its owner or key holder: the same event (UID) as its emails' files",
        params,
        headers: keyHeader,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const file = await service.bookingCalendarFile(ctx, request.params.id, accessOf(request));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.ics);
    },
  );

  const idempotencyHeaders = keyHeader.extend({
    'idempotency-key': z.string().min(8, 'Idempotency-Key header is required').max(100),
  });
  const payResponses = {
    200: bookingSchema,
    202: paymentRequiresActionSchema,
    402: errorResponseSchema,
    422: errorResponseSchema,
    ...errors,
  };
  const answer = (reply: FastifyReply, paid: Awaited<ReturnType<typeof service.payBooking>>) =>
    'paymentReference' in paid ? reply.code(202).send(paid) : reply.send(paid);

  app.post(
    '/bookings/:id/pay',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['bookings'],
        summary:
          'Pay a pending booking: up to 5 gift card codes (giftCards, applied in order) and the card for the remainder (card fields needed only when a remainder exists); the Idempotency-Key header makes retries safe (the gateway is asked with the same key, so a retry never charges twice). 202 when the bank asks for confirmation (3-D Secure): then POST /pay/confirm with the same key. 422 when a gift card cannot pay here',
        params,
        headers: idempotencyHeaders,
        body: payBookingSchema,
        response: payResponses,
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await service.payBooking(
          ctx,
          request.params.id,
          accessOf(request),
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );

  app.post(
    '/bookings/:id/pay/confirm',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['bookings'],
        summary:
          'Complete a payment that answered 202 requires_action, after the card holder confirmed it; same Idempotency-Key and gift cards as the payment',
        params,
        headers: idempotencyHeaders,
        body: confirmPaymentSchema.extend({ giftCards: payBookingSchema.shape.giftCards }),
        response: payResponses,
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await service.payBooking(
          ctx,
          request.params.id,
          accessOf(request),
          { cardName: '', cardNumber: '', expiryDate: '', cvv: '', giftCards: request.body.giftCards },
          request.headers['idempotency-key'],
          new Date(),
          { confirmReference: request.body.paymentReference },
        ),
      ),
  );

  app.post(
    '/bookings/:id/gift-card-quote',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['bookings'],
        summary:
          'What up to 5 gift cards would pay of this booking (applied in order) and the remainder for the card; 422 GIFT_CARD_NOT_VALID_HERE, GIFT_CARD_EXPIRED, GIFT_CARD_EMPTY or GIFT_CARD_CODE_NOT_FOUND naming the code',
        params,
        headers: keyHeader,
        body: giftCardQuoteRequestSchema,
        response: { 200: giftCardQuoteSchema, 422: errorResponseSchema, ...errors },
      },
    },
    (request) => service.giftCardQuote(ctx, request.params.id, accessOf(request), request.body.giftCards),
  );

  app.get(
    '/bookings/:id/refund-quote',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['bookings'],
        summary: 'What cancelling now would refund under the policy',
        params,
        headers: keyHeader,
        response: {
          200: z.object({
            percent: z.number().int(),
            amount: z.number().int(),
            label: z.string(),
            capped: z
              .boolean()
              .describe('The amount is limited to what cancelling gave when the booking was rescheduled'),
            cancellation_tiers: z
              .array(cancellationTierSchema)
              .describe('The policy the booking was sold under, which the refund follows'),
          }),
          ...errors,
        },
      },
    },
    (request) => service.refundQuote(ctx, request.params.id, accessOf(request)),
  );

  app.post(
    '/bookings/:id/cancel',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['bookings'],
        summary: 'Cancel a booking; a paid one is refunded by the policy tiers',
        params,
        headers: keyHeader,
        response: { 200: bookingSchema, ...errors },
      },
    },
    (request) => service.cancelBooking(ctx, request.params.id, accessOf(request)),
  );

  app.get(
    '/me/bookings',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['bookings'],
        summary: `The signed-in user's bookings, ${MY_BOOKINGS_PAGE_SIZE} a page: status all (default), confirmed, pending, completed, no_show or cancelled; sort upcoming (default: tours from Belize today soonest first, then past ones most recent first) or recent (booked most recently first); page from 1. Also every valid ticket (confirmed, not past), whatever the page`,
        querystring: myBookingsQuerySchema,
        response: { 200: myBookingsResponseSchema, ...errors },
      },
    },
    (request) => service.listMyBookings(ctx, request.auth!.userId, request.query),
  );

  app.post(
    '/bookings/:id/review',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['bookings'],
        summary: 'Review the tour of a completed booking (once)',
        params,
        headers: keyHeader,
        body: createReviewSchema,
        response: {
          201: z.object({
            id: z.uuid(),
            rating: z.number().int(),
            comment: z.string(),
            verified: z.boolean(),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.reviewBooking(ctx, request.params.id, accessOf(request), request.body)),
  );
};
