import {
  errorResponseSchema,
  mergeSavedToursSchema,
  savedTourCardsResponseSchema,
  savedTourParamsSchema,
  savedToursResponseSchema,
} from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './saved-tours.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** The signed-in user's saved tours (the heart on cards and tour pages). */
export const savedTourRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/saved-tours',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['saved tours'],
        summary: 'The saved tours of the signed-in user, newest first',
        response: { 200: savedToursResponseSchema, ...errors },
      },
    },
    (request) => service.listSaved(app.db, request.auth!.userId),
  );

  app.put(
    '/me/saved-tours/:tourId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['saved tours'],
        summary: 'Save a published tour (saving it again changes nothing)',
        params: savedTourParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.save(app.db, request.auth!.userId, request.params.tourId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/me/saved-tours/:tourId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['saved tours'],
        summary: 'Remove a tour from the saved ones (removing one not saved changes nothing)',
        params: savedTourParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.unsave(app.db, request.auth!.userId, request.params.tourId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/me/saved-tours/merge',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['saved tours'],
        summary: 'Add the tours a browser saved while signed out (oldest first) to the account',
        body: mergeSavedToursSchema,
        response: { 200: savedToursResponseSchema, ...errors },
      },
    },
    (request) => service.merge(app.db, request.auth!.userId, request.body.tourIds),
  );

  app.post(
    '/saved-tours/cards',
    {
      config: { access: 'public' },
      schema: {
        tags: ['saved tours'],
        summary:
          'The published tours among those a signed-out browser saved (its own list, oldest first), as catalogue cards, newest first',
        body: mergeSavedToursSchema,
        response: { 200: savedTourCardsResponseSchema, 400: errorResponseSchema },
      },
    },
    (request) => service.cardsOf(app.db, request.body.tourIds),
  );
};
