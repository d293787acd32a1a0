import {
  businessProfileSchema,
  contentLanguage,
  errorResponseSchema,
  merchantProfileUpdateSchema,
  publicMerchantSchema,
} from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser } from '../../plugins/auth.ts';
import * as service from './merchants.service.ts';

const actorOf = (auth: AuthUser) => ({ userId: auth.userId, merchantId: auth.merchant!.id });

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const merchantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/merchant/profile',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant'],
        summary: "The signed-in merchant's business profile, with its rating and tour count",
        response: { 200: businessProfileSchema, ...errors, 404: errorResponseSchema },
      },
    },
    (request) => service.getProfile(app.db, request.auth!.merchant!.id),
  );

  app.patch(
    '/merchant/profile',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant'],
        summary: 'Edit the business profile shown on the public merchant page',
        body: merchantProfileUpdateSchema,
        response: { 200: businessProfileSchema, ...errors, 404: errorResponseSchema },
      },
    },
    (request) => service.updateProfile(app.db, actorOf(request.auth!), request.body, app.config.publicUrl),
  );

  app.get(
    '/merchants/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tours'],
        summary: 'A tour operator’s public page: profile, rating and published tours',
        params: z.object({ id: z.uuid({ error: 'Merchant id must be a UUID' }) }),
        response: { 200: publicMerchantSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    (request) =>
      service.getPublicMerchant(
        app.db,
        request.params.id,
        contentLanguage(request.headers['accept-language']),
      ),
  );
};
