import {
  emailPreferencesSchema,
  emailPreferencesUpdateSchema,
  errorResponseSchema,
  unsubscribeResultSchema,
  unsubscribeTokenSchema,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { accountEmail } from '../users/users.service.ts';
import * as service from './notifications.service.ts';

const noToken = () =>
  badRequest(m.errors_unsubscribe_link_invalid(), [
    { field: 'token', message: m.errors_unsubscribe_link_invalid() },
  ]);

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail clients post one-click unsubscribes (RFC 8058) as a form whose only field is
  // "List-Unsubscribe=One-Click"; the token is in the link's query. Only this plugin reads such bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );

  const ownEmail = async (userId: string) => {
    const email = await accountEmail(app.db, userId);
    if (!email) throw notFound('USER_NOT_FOUND', m.errors_account_gone());
    return email;
  };

  app.get(
    '/me/email-preferences',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['account'],
        summary: 'Which of the emails a person may turn off the signed-in user gets',
        response: { 200: emailPreferencesSchema, 401: errorResponseSchema },
      },
    },
    async (request) => service.preferencesOf(app.db, await ownEmail(request.auth!.userId)),
  );

  app.put(
    '/me/email-preferences',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['account'],
        summary:
          'Turn reminders, review invitations or the morning summary on or off (essential emails always go)',
        body: emailPreferencesUpdateSchema,
        response: { 200: emailPreferencesSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => service.updatePreferences(app.db, await ownEmail(request.auth!.userId), request.body),
  );

  app.get(
    '/email-preferences/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary: 'What an unsubscribe link would turn off; changes nothing (the page asks to confirm)',
        querystring: unsubscribeTokenSchema,
        response: { 200: unsubscribeResultSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { kind, description, subscribed } = await service.describeUnsubscribe(
        app.db,
        request.query.token,
      );
      return { kind, description, subscribed };
    },
  );

  app.post(
    '/email-preferences/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary:
          'Turn off the email an unsubscribe link names: the token in the body (the confirm page) or in the query (one-click, RFC 8058)',
        querystring: z.object({ token: z.string().max(512).optional() }),
        body: z
          .object({ token: z.string().max(512).optional() })
          .loose()
          .optional(),
        response: { 200: unsubscribeResultSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const token = (request.body?.token ?? request.query.token ?? '').trim();
      if (!token) throw noToken();
      const { kind, description, subscribed } = await service.unsubscribe(app.db, token);
      return { kind, description, subscribed };
    },
  );
};
