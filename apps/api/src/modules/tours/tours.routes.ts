import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  contentLanguage,
  errorResponseSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewSchema,
  tourDetailSchema,
  tourIdParamsSchema,
  tourListQuerySchema,
  tourListResponseSchema,
  tourSearchQuerySchema,
  tourSignalsSchema,
  tourSuggestQuerySchema,
  tourSuggestResponseSchema,
} from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendEncodedJson } from '../../lib/encoded-json.ts';
import * as service from './tours.service.ts';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

export const toursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tours',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tours'],
        summary: 'Public tour listing with filters, sort and pagination',
        querystring: tourListQuerySchema,
        response: { 200: tourListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) =>
      sendEncodedJson(
        request,
        reply,
        await service.listToursJson(
          app.db,
          request.query,
          undefined,
          contentLanguage(request.headers['accept-language']),
        ),
      ),
  );

  app.get(
    '/tours/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tours'],
        summary: 'Typo-tolerant search over title, description and location, ranked by relevance',
        querystring: tourSearchQuerySchema,
        response: { 200: tourListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) =>
      sendEncodedJson(
        request,
        reply,
        await service.listToursJson(
          app.db,
          request.query,
          request.query.q,
          contentLanguage(request.headers['accept-language']),
        ),
      ),
  );

  app.get(
    '/tours/suggest',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tours'],
        summary: 'Suggestions for a tour search box: locations and public tour titles for what is typed',
        querystring: tourSuggestQuerySchema,
        response: { 200: tourSuggestResponseSchema, 400: errorResponseSchema },
      },
    },
    (request) =>
      service.suggestTours(app.db, request.query, contentLanguage(request.headers['accept-language'])),
  );

  app.get(
    '/tours/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tours'],
        summary: 'One published tour with photos, itinerary and the first reviews',
        params: tourIdParamsSchema,
        response: { 200: tourDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendEncodedJson(
        request,
        reply,
        await service.getTourJson(
          app.db,
          request.params.id,
          contentLanguage(request.headers['accept-language']),
        ),
      ),
  );

  app.get(
    '/tours/:id/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tours'],
        summary: "A page of a tour's reviews",
        params: tourIdParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema, ...errors },
      },
    },
    (request) => service.listTourReviews(app.db, request.params.id, request.query),
  );

  app.get(
    '/tours/:id/availability',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tours'],
        summary: 'Seats left per date (Belize time) for up to the next 60 days',
        params: tourIdParamsSchema,
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema, ...errors },
      },
    },
    (request) => service.getAvailability(app.db, request.params.id, request.query),
  );

  app.get(
    '/tours/:id/signals',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tours'],
        summary:
          'What moves with bookings: paid bookings of the last 30 days (from 3) and whether the next 7 days are at least 80% paid for',
        params: tourIdParamsSchema,
        response: { 200: tourSignalsSchema, ...errors },
      },
    },
    (request) => service.getTourSignals(app.db, request.params.id),
  );

  app.get(
    '/reviews/recent',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tours'],
        summary: 'Recent well-rated reviews of published tours',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(12) }),
        response: {
          200: z.object({
            reviews: z.array(reviewSchema.extend({ tourId: z.uuid(), tourTitle: z.string() })),
          }),
          400: errorResponseSchema,
        },
      },
    },
    (request) => service.recentReviews(app.db, request.query.limit),
  );
};
