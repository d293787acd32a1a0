import {
  errorResponseSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  profileUpdateSchema,
  refreshSchema,
  resetPasswordSchema,
  sessionUserSchema,
  signInLinkRequestSchema,
  signupSchema,
  userLanguageSchema,
  verifyEmailSchema,
} from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './auth.service.ts';
import type { AccessTokens } from './tokens.ts';

const message = z.object({ message: z.string() });
const userEnvelope = z.object({ user: sessionUserSchema });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

export const authRoutes: FastifyPluginAsyncZod<{ tokens: AccessTokens }> = async (app, { tokens }) => {
  const ctx = { db: app.db, tokens, publicUrl: app.config.publicUrl };
  const perIpLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };
  const userId = (request: { auth: { userId: string } | null }) => request.auth!.userId;

  app.post(
    '/auth/signup',
    {
      config: { access: 'public', rateLimit: perIpLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Register a tourist, or a merchant with its application (pending approval). The answer is the same whether or not the email is already registered; a verification link is emailed.',
        body: signupSchema,
        response: { 201: message, ...errors },
      },
    },
    // The language of the page signed up on is kept for the account's emails.
    async (request, reply) => reply.code(201).send(await service.signup(ctx, request.body, request.locale)),
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'public', rateLimit: perIpLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    (request) => service.login(ctx, request.body, { ip: request.ip }),
  );

  app.post(
    '/auth/refresh',
    {
      config: { access: 'public', rateLimit: perIpLimit },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for new tokens (the old one stops working)',
        body: refreshSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    (request) => service.refresh(ctx, request.body.refreshToken),
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'End a session',
        body: refreshSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.logout(ctx, request.body.refreshToken);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/user',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: userEnvelope, ...errors } },
    },
    (request) => service.currentUser(ctx, userId(request)),
  );

  app.patch(
    '/auth/user',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's name and phone number",
        body: profileUpdateSchema,
        response: { 200: userEnvelope, ...errors },
      },
    },
    (request) => service.updateProfile(ctx, userId(request), request.body),
  );

  app.put(
    '/auth/user/language',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: "Keep the signed-in user's language: the one their emails are written in",
        body: userLanguageSchema,
        response: { 200: userEnvelope, ...errors },
      },
    },
    (request) => service.setLanguage(ctx, userId(request), request.body.locale),
  );

  app.delete(
    '/auth/account',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Delete the signed-in account (anonymised; financial records stay) and end its sessions',
        response: { 200: message, ...errors },
      },
    },
    (request) => service.deleteAccount(ctx, userId(request)),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public', rateLimit: perIpLimit },
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link (the answer is the same whether or not the account exists)',
        body: forgotPasswordSchema,
        response: { 202: message, ...errors },
      },
    },
    async (request, reply) => reply.code(202).send(await service.forgotPassword(ctx, request.body.email)),
  );

  app.post(
    '/auth/sign-in-link',
    {
      config: { access: 'public', rateLimit: perIpLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Email a one-time sign-in link (15 minutes, used at POST /api/session/link; the answer is the same whether or not the account exists)',
        body: signInLinkRequestSchema,
        response: { 202: message, ...errors },
      },
    },
    async (request, reply) => reply.code(202).send(await service.requestSignInLink(ctx, request.body.email)),
  );

  app.post(
    '/auth/verify-email',
    {
      config: { access: 'public', rateLimit: perIpLimit },
      schema: {
        tags: ['auth'],
        summary: 'Confirm an email address with the token of the verification email',
        body: verifyEmailSchema,
        response: { 200: message, ...errors },
      },
    },
    (request) => service.verifyEmail(ctx, request.body.token),
  );

  app.post(
    '/auth/verification-email',
    {
      config: { access: 'signed-in', rateLimit: perIpLimit },
      schema: {
        tags: ['auth'],
        summary: 'Email the signed-in user a new link to confirm their address',
        response: { 200: message, ...errors },
      },
    },
    (request) => service.resendVerification(ctx, userId(request)),
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public', rateLimit: perIpLimit },
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the token from the reset email',
        body: resetPasswordSchema,
        response: { 200: message, ...errors },
      },
    },
    (request) => service.resetPassword(ctx, request.body),
  );
};
