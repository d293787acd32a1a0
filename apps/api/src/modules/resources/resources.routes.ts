import {
  departureGuideBodySchema,
  departureGuidesSchema,
  departurePassengersParamsSchema,
  errorResponseSchema,
  resourceBodySchema,
  resourceListSchema,
  resourceParamsSchema,
  resourceSchema,
} from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './resources.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const merchant = { access: 'merchant' as const };
const tags = ['merchant resources'];

/** Boats, vehicles, rooms and guides, and the guides on a departure (decision 043). */
export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/merchant/resources',
    {
      config: merchant,
      schema: {
        tags,
        summary:
          "The operator's boats, vehicles, rooms and guides, each with the tours using it, and its tours",
        response: { 200: resourceListSchema, ...errors },
      },
    },
    (request) => service.listResources(app.db, request.auth!.merchant!.id),
  );

  app.post(
    '/merchant/resources',
    {
      config: merchant,
      schema: {
        tags,
        summary:
          'Add a boat, vehicle or room (seats shared by the departures of its tours that overlap in time) or a guide (one departure at a time)',
        body: resourceBodySchema,
        response: { 201: resourceSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.createResource(app.db, request.auth!.merchant!.id, request.body);
    },
  );

  app.put(
    '/merchant/resources/:id',
    {
      config: merchant,
      schema: {
        tags,
        summary: 'Change a resource: its name, seats and the tours using it (its kind stays)',
        params: resourceParamsSchema,
        body: resourceBodySchema,
        response: { 200: resourceSchema, ...errors },
      },
    },
    (request) => service.updateResource(app.db, request.auth!.merchant!.id, request.params.id, request.body),
  );

  app.delete(
    '/merchant/resources/:id',
    {
      config: merchant,
      schema: {
        tags,
        summary: 'Delete a resource: its tours no longer share it; a guide leaves its departures',
        params: resourceParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteResource(app.db, request.auth!.merchant!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/merchant/tours/:id/departures/:date/guides',
    {
      config: merchant,
      schema: {
        tags,
        summary:
          'Put a guide on a departure of the tour (the date and time). 409 GUIDE_BUSY when the guide is on another departure that overlaps in time',
        params: departurePassengersParamsSchema,
        body: departureGuideBodySchema,
        response: { 200: departureGuidesSchema, ...errors },
      },
    },
    (request) =>
      service.assignGuide(
        app.db,
        request.auth!.merchant!.id,
        request.params.id,
        request.params.date,
        request.body,
      ),
  );

  app.post(
    '/merchant/tours/:id/departures/:date/guides/remove',
    {
      config: merchant,
      schema: {
        tags,
        summary: 'Take a guide off a departure of the tour (the date and time)',
        params: departurePassengersParamsSchema,
        body: departureGuideBodySchema,
        response: { 200: departureGuidesSchema.extend({ departureId: z.uuid().nullable() }), ...errors },
      },
    },
    (request) =>
      service.removeGuide(
        app.db,
        request.auth!.merchant!.id,
        request.params.id,
        request.params.date,
        request.body,
      ),
  );
};
