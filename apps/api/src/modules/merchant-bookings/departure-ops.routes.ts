import {
  closurePreviewQuerySchema,
  closurePreviewSchema,
  departureMessageBodySchema,
  departureMessageResponseSchema,
  departurePassengersParamsSchema,
  errorResponseSchema,
  reopenDepartureBodySchema,
  reopenDepartureResponseSchema,
} from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser } from '../../plugins/auth.ts';
import * as closure from './departure-closure.service.ts';
import * as messages from './departure-messages.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const merchant = { access: 'merchant' as const };
const actorOf = (auth: AuthUser | null) => ({ userId: auth!.userId, merchantId: auth!.merchant!.id });

/** A departure's operations: what closing it affects, reopening it, messaging its guests (decision 035). */
export const departureOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/merchant/tours/:id/departures/:date/closure',
    {
      config: merchant,
      schema: {
        tags: ['merchant tours'],
        summary:
          'What closing the departure (or every departure of the date) affects: its live bookings, guests and seats, each booking, and the departures guests can be moved to',
        params: departurePassengersParamsSchema,
        querystring: closurePreviewQuerySchema,
        response: { 200: closurePreviewSchema, ...errors },
      },
    },
    (request) =>
      closure.closurePreview(
        app.db,
        actorOf(request.auth).merchantId,
        request.params.id,
        request.params.date,
        request.query.time,
      ),
  );

  app.post(
    '/merchant/tours/:id/departures/reopen',
    {
      config: merchant,
      schema: {
        tags: ['merchant tours'],
        summary:
          'Reopen a closed departure (or the date’s closed ones) that is still to come: on sale again. 409 DEPARTURE_STARTED for one that has started, 409 DEPARTURE_NOT_CLOSED when none is closed',
        params: z.object({ id: z.uuid({ error: 'Tour id must be a UUID' }) }),
        body: reopenDepartureBodySchema,
        response: { 200: reopenDepartureResponseSchema, ...errors },
      },
    },
    (request) => closure.reopenDeparture(app.db, actorOf(request.auth), request.params.id, request.body),
  );

  app.post(
    '/merchant/tours/:id/departures/:date/messages',
    {
      config: merchant,
      schema: {
        tags: ['merchant tours'],
        summary:
          'Write to every paid guest of a departure: one email each through the outbox, kept on each booking’s history. A retry with the same clientRequestId sends nothing more (repeated: true)',
        params: departurePassengersParamsSchema,
        body: departureMessageBodySchema,
        response: { 200: departureMessageResponseSchema, ...errors },
      },
    },
    (request) =>
      messages.messageDeparture(
        app.db,
        actorOf(request.auth),
        request.params.id,
        request.params.date,
        request.body,
        app.config.publicUrl,
      ),
  );
};
