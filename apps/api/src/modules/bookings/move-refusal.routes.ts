import { errorResponseSchema, moveRefusalQuerySchema, moveRefusalSchema } from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import * as service from './move-refusal.service.ts';

const errors = { 400: errorResponseSchema, 409: errorResponseSchema };

/** The moved guest's one-click refusal (decision 035): the link's token is the access. */
export const moveRefusalRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider }> = async (
  app,
  { payments },
) => {
  const ctx = { db: app.db, payments, publicUrl: app.config.publicUrl };

  app.get(
    '/booking-moves/refusal',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary:
          'What refusing a move made by the operator would cancel and refund (state open, refused, started or changed); changes nothing',
        querystring: moveRefusalQuerySchema,
        response: { 200: moveRefusalSchema, ...errors },
      },
    },
    (request) => service.describeMoveRefusal(app.db, request.query.token),
  );

  app.post(
    '/booking-moves/refusal',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary:
          'Refuse the move: the booking is cancelled with a full refund. Repeating it changes nothing; 409 MOVE_REFUSAL_TOO_LATE once the new departure started, 409 BOOKING_CHANGED when the booking changed since',
        body: moveRefusalQuerySchema,
        response: { 200: moveRefusalSchema, ...errors },
      },
    },
    (request) => service.refuseMove(ctx, request.body.token),
  );
};
