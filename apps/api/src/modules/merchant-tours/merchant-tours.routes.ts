import {
  errorResponseSchema,
  merchantPhotoUpdateSchema,
  merchantTourFeaturedBodySchema,
  merchantTourFeaturedResponseSchema,
  merchantTourInputSchema,
  merchantTourListQuerySchema,
  merchantTourListResponseSchema,
  merchantTourPhotoSchema,
  merchantTourResponseSchema,
  merchantTourStatusBodySchema,
  merchantTourStatusResponseSchema,
} from '@belizepass/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './merchant-tours.service.ts';
import * as photos from './tour-photos.service.ts';

const params = z.object({ id: z.uuid({ error: 'Tour id must be a UUID' }) });
const photoParams = params.extend({ photoId: z.uuid({ error: 'Photo id must be a UUID' }) });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const merchant = { access: 'merchant' as const };
const tags = ['merchant tours'];

/** The signed-in merchant acting on its own data. */
export function actorOf(request: FastifyRequest): service.MerchantActor {
  const auth = request.auth!;
  return { userId: auth.userId, merchantId: auth.merchant!.id };
}

/** The merchant's own tours: list, create, edit, delete, status, featured and photos (spec section 7). */
export const merchantTourRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: service.MerchantTourContext = {
    db: app.db,
    storage: app.imageStorage,
    publicUrl: app.config.publicOrigin,
  };

  app.get(
    '/merchant/tours',
    {
      config: merchant,
      schema: {
        tags,
        summary: "The merchant's own tours, newest first, with search, status and category filters",
        querystring: merchantTourListQuerySchema,
        response: { 200: merchantTourListResponseSchema, ...errors },
      },
    },
    (request) => service.listTours(app.db, actorOf(request).merchantId, request.query),
  );

  app.get(
    '/merchant/tours/:id',
    {
      config: merchant,
      schema: {
        tags,
        summary: 'One of the merchant’s tours',
        params,
        response: { 200: merchantTourResponseSchema, ...errors },
      },
    },
    async (request) => ({
      tour: await service.getTour(app.db, actorOf(request).merchantId, request.params.id),
    }),
  );

  app.post(
    '/merchant/tours',
    {
      config: merchant,
      schema: {
        tags,
        summary: 'Create a tour; it stays hidden from the public until an admin approves it',
        body: merchantTourInputSchema,
        response: { 201: merchantTourResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createTour(ctx, actorOf(request), request.body)),
  );

  app.put(
    '/merchant/tours/:id',
    {
      config: merchant,
      schema: {
        tags,
        summary:
          'Replace a tour’s fields (audited). An approved tour stays public: its other fields change at once, while changes to its title, description and prices wait for approval (`revision`)',
        params,
        body: merchantTourInputSchema,
        response: { 200: merchantTourResponseSchema, ...errors },
      },
    },
    (request) => service.updateTour(ctx, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/merchant/tours/:id',
    {
      config: merchant,
      schema: {
        tags,
        summary: 'Delete a tour that has never been booked (409 when it has upcoming or past bookings)',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteTour(ctx, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/merchant/tours/:id/status',
    {
      config: merchant,
      schema: {
        tags,
        summary: 'Set a tour active or back to draft',
        params,
        body: merchantTourStatusBodySchema,
        response: { 200: merchantTourStatusResponseSchema, ...errors },
      },
    },
    (request) => service.setTourActive(ctx, actorOf(request), request.params.id, request.body.active),
  );

  app.patch(
    '/merchant/tours/:id/featured',
    {
      config: merchant,
      schema: {
        tags,
        summary: 'Mark a tour featured or not',
        params,
        body: merchantTourFeaturedBodySchema,
        response: { 200: merchantTourFeaturedResponseSchema, ...errors },
      },
    },
    (request) => service.setTourFeatured(ctx, actorOf(request), request.params.id, request.body.featured),
  );

  app.patch(
    '/merchant/tours/:id/photos/:photoId',
    {
      config: merchant,
      schema: {
        tags,
        summary: 'Make a photo primary, reorder it or change its alt text',
        params: photoParams,
        body: merchantPhotoUpdateSchema,
        response: { 200: z.object({ photo: merchantTourPhotoSchema }), ...errors },
      },
    },
    (request) =>
      photos.updateTourPhoto(ctx, actorOf(request), request.params.id, request.params.photoId, request.body),
  );

  app.delete(
    '/merchant/tours/:id/photos/:photoId',
    {
      config: merchant,
      schema: {
        tags,
        summary: 'Remove a photo; the next one becomes primary if needed',
        params: photoParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await photos.removeTourPhoto(ctx, actorOf(request), request.params.id, request.params.photoId);
      return reply.code(204).send(null);
    },
  );
};
