import {
  bookingSchema,
  createBookingSchema,
  errorResponseSchema,
  widgetSettingsSchema,
  widgetSettingsViewSchema,
} from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceHashOf } from '../auth/session-cookies.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import * as service from './widget.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const params = z.object({ merchantId: z.uuid({ error: 'Merchant id must be a UUID' }) });

/** The operator's booking widget (docs/decisions/046-booking-widget.md). */
export const widgetRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider }> = async (
  app,
  { payments },
) => {
  const ctx = { db: app.db, payments, publicUrl: app.config.publicUrl };
  const secure = app.config.publicUrl.startsWith('https:');

  app.get(
    '/merchant/widget',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant'],
        summary: "The business's booking widget: the origins that may frame it and its colour",
        response: { 200: widgetSettingsViewSchema, ...errors },
      },
    },
    (request) => service.getOwnWidget(app.db, request.auth!.merchant!.id),
  );

  app.put(
    '/merchant/widget',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant'],
        summary:
          'Set the booking widget: origins allowed to frame it (https, or http://localhost / 127.0.0.1 for testing; at most 10) and its colour (#rrggbb)',
        body: widgetSettingsSchema,
        response: { 200: widgetSettingsViewSchema, ...errors },
      },
    },
    (request) =>
      service.saveWidget(
        app.db,
        { userId: request.auth!.userId, merchantId: request.auth!.merchant!.id },
        request.body,
      ),
  );

  app.get(
    '/widget/:merchantId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['widget'],
        summary:
          "An approved operator's widget settings, for its widget pages: the colour, and the origins its pages name in CSP frame-ancestors",
        params,
        response: { 200: widgetSettingsViewSchema, ...errors },
      },
    },
    (request) => service.getWidget(app.db, request.params.merchantId),
  );

  app.post(
    '/widget/:merchantId/bookings',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['widget'],
        summary:
          "Hold seats on one of the operator's tours from its widget, as POST /bookings does; the booking's source is `widget` and its commission the admin's direct-booking rate",
        params,
        body: createBookingSchema,
        response: { 201: z.object({ booking: bookingSchema, accessKey: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await service.createWidgetBooking(
          ctx,
          request.params.merchantId,
          request.body,
          request.auth?.userId,
          {
            ip: request.ip,
            deviceHash: deviceHashOf(request, reply, secure),
            locale: request.locale,
          },
        ),
      ),
  );
};
