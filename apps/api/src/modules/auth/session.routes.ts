import { errorResponseSchema, loginSchema, sessionUserSchema, signInLinkSchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { refuseCrossSite } from '../../plugins/auth.ts';
import * as service from './auth.service.ts';
import { clearSessionCookies, readSessionCookies, setSessionCookies } from './session-cookies.ts';
import type { AccessTokens } from './tokens.ts';

const userEnvelope = z.object({ user: sessionUserSchema });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * The browser's session in HttpOnly cookies (docs/decisions/015-cookie-sessions.md): the same
 * accounts and rules as `/api/auth/*`, but no token ever appears in a response body, so page scripts
 * can never read one. API clients keep using `/api/auth/login` and bearer tokens.
 */
export const sessionRoutes: FastifyPluginAsyncZod<{ tokens: AccessTokens }> = async (app, { tokens }) => {
  const ctx = { db: app.db, tokens, publicUrl: app.config.publicUrl };
  const secure = app.config.publicUrl.startsWith('https:');
  const perIpLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };

  app.post(
    '/session',
    {
      config: { access: 'public', rateLimit: perIpLimit },
      schema: {
        tags: ['session'],
        summary: 'Sign in from a browser: sets the HttpOnly session cookies and answers with the user',
        body: loginSchema,
        response: { 200: userEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      refuseCrossSite(app, request);
      const session = await service.login(ctx, request.body, {
        ip: request.ip,
        deviceToken: readSessionCookies(request).device,
      });
      setSessionCookies(reply, session, secure);
      return { user: session.user };
    },
  );

  app.post(
    '/session/link',
    {
      config: { access: 'public', rateLimit: perIpLimit },
      schema: {
        tags: ['session'],
        summary:
          'Sign in from a browser with an emailed one-time link: lifts the sign-in slowing of the account and remembers this browser',
        body: signInLinkSchema,
        response: { 200: userEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      refuseCrossSite(app, request);
      const session = await service.signInWithLink(ctx, request.body.token, {
        ip: request.ip,
        deviceToken: readSessionCookies(request).device,
      });
      setSessionCookies(reply, session, secure);
      return { user: session.user };
    },
  );

  app.post(
    '/session/refresh',
    {
      config: { access: 'public', rateLimit: perIpLimit },
      schema: {
        tags: ['session'],
        summary: 'Renew the browser session from its refresh cookie (rotated; a reused one ends the session)',
        response: { 200: userEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      refuseCrossSite(app, request);
      const { access, refresh } = readSessionCookies(request);
      try {
        if (!refresh) throw new AppError(401, 'UNAUTHENTICATED', m.errors_sign_in_to_continue());
        const session = await service.refresh(ctx, refresh);
        setSessionCookies(reply, session, secure);
        return { user: session.user };
      } catch (error) {
        // Only cookies this request carried are cleared: a signed-out browser sends none, and
        // clearing anyway would wipe the session a sign-in in another request has just set.
        if (error instanceof AppError && error.statusCode === 401 && (refresh || access))
          clearSessionCookies(reply, secure);
        throw error;
      }
    },
  );

  app.delete(
    '/session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary:
          'Sign out: ends every session of the account (access tokens included) and clears the cookies',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      refuseCrossSite(app, request);
      const { access, refresh } = readSessionCookies(request);
      let userId = refresh ? await service.userOfRefreshToken(ctx, refresh) : null;
      if (!userId && access) {
        const claims = await tokens.verify(access);
        if (typeof claims === 'object') userId = claims.userId;
      }
      if (userId) await service.signOut(ctx, userId);
      clearSessionCookies(reply, secure);
      return reply.code(204).send(null);
    },
  );
};
