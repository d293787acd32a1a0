import { contactMessageSchema, errorResponseSchema, newsletterSignupSchema } from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as repo from './contact.repository.ts';

/** Stricter limits for the public forms that write rows. */
const formRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const created = await repo.subscribe(app.db, request.body.email);
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
    async (request, reply) => reply.code(201).send(await repo.insertContactMessage(app.db, request.body)),
  );
};
