import {
  errorResponseSchema,
  merchantReviewListQuerySchema,
  merchantReviewListResponseSchema,
  merchantReviewSchema,
  reviewReplySchema,
} from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../merchant-tours/merchant-tours.routes.ts';
import * as service from './reviews.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** The merchant's side of reviews: the reviews of its tours and one public reply per review. */
export const merchantReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/merchant/reviews',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant reviews'],
        summary: "Reviews of the merchant's tours, newest first",
        querystring: merchantReviewListQuerySchema,
        response: { 200: merchantReviewListResponseSchema, ...errors },
      },
    },
    (request) => service.listForMerchant(app.db, actorOf(request).merchantId, request.query),
  );

  app.put(
    '/merchant/reviews/:id/reply',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant reviews'],
        summary: 'Post or edit the public reply to a review of one of the merchant’s tours',
        params: z.object({ id: z.uuid({ error: 'Review id must be a UUID' }) }),
        body: reviewReplySchema,
        response: { 200: merchantReviewSchema, ...errors },
      },
    },
    (request) => service.reply(app.db, actorOf(request).merchantId, request.params.id, request.body.text),
  );
};
