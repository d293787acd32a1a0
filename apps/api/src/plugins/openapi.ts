import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas: JSON at /api/docs/json, a browsable page at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'BelizePass API',
        description:
          'Tours, bookings and stored value for the BelizePass marketplace. Money is in integer US cents.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null },
    staticCSP: true,
    // The page works over plain http on localhost and asks no other host for anything; like every
    // other page it may not be framed.
    transformStaticCSP: (header) =>
      header
        .replace(/upgrade-insecure-requests;?/, '')
        .replace(' validator.swagger.io', '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
}
