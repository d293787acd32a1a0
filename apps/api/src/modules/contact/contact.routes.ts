import { contactMessageSchema, errorResponseSchema, newsletterSignupSchema } from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './contact.service.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, publicUrl: app.config.publicUrl, supportEmail: app.config.supportEmail };
  /** The public forms that write rows share the sign-in limit per IP. */
  const formRateLimit = { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } };
  app.post(
    '/newsletter',
    {
      config: { access: 'public', ...formRateLimit },
      schema: {
        tags: ['content'],
        summary: 'Subscribe an email address to the newsletter (repeating it is harmless)',
        body: newsletterSignupSchema,
        response: {
          200: z.object({ subscribed: z.literal(true) }),
          201: z.object({ subscribed: z.literal(true) }),
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const created = await service.subscribe(ctx, request.body.email, request.locale);
      return reply.code(created ? 201 : 200).send({ subscribed: true });
    },
  );

  app.post(
    '/contact',
    {
      config: { access: 'public', ...formRateLimit },
      schema: {
        tags: ['content'],
        summary: 'Send a message to the BelizePass team',
        body: contactMessageSchema,
        response: { 201: z.object({ id: z.uuid() }), 400: errorResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.sendContactMessage(ctx, request.body)),
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      config: { access: 'public', ...formRateLimit },
      schema: {
        tags: ['content'],
        summary: 'Stop the newsletter, with the token from the link in any newsletter email',
        body: z.object({ token: z.string().min(1, 'token is required').max(200) }),
        response: {
          200: z.object({ message: z.string() }),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    (request) => service.unsubscribe(ctx, request.body.token),
  );
};
