import { createHash } from 'node:crypto';
import { m } from '@belizepass/domain/i18n';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import * as octo from './octo.service.ts';
import { OctoError } from './octo-errors.ts';
import type { ResellerRow } from './resellers.repository.ts';
import { resellerForKey } from './resellers.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    reseller: ResellerRow | null;
  }
}

const bearerOf = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
};

function sendOcto(reply: FastifyReply, error: OctoError) {
  return reply
    .code(error.statusCode)
    .send({ error: error.error, errorMessage: error.message, ...error.extra });
}

/** Every failure in OCTO's error shape `{ error, errorMessage }`; a 5xx never shows its internals. */
function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof OctoError) return sendOcto(reply, error);
  if (error instanceof AppError && error.statusCode < 500) {
    const code =
      error.statusCode === 401 ? 'UNAUTHORIZED' : error.statusCode === 403 ? 'FORBIDDEN' : 'BAD_REQUEST';
    return sendOcto(
      reply,
      new OctoError(
        error.statusCode === 401 || error.statusCode === 403 ? error.statusCode : 400,
        code,
        error.message,
      ),
    );
  }
  if (error.statusCode === 429)
    return sendOcto(reply, new OctoError(429, 'TOO_MANY_REQUESTS', m.octo_rate_limited()));
  if (error.statusCode && error.statusCode < 500) {
    return sendOcto(reply, new OctoError(400, 'BAD_REQUEST', m.octo_bad_request({ detail: error.message })));
  }
  request.log.error({ err: error }, 'OCTO request failed');
  return sendOcto(reply, new OctoError(500, 'INTERNAL_SERVER_ERROR', m.octo_internal()));
}

/**
 * The OCTO supplier API for resellers (docs/octo.md), at /api/octo: its own error shape, its own
 * authentication (a reseller's API key as a bearer token) and its own rate limit, counted per key
 * rather than per address. Registered outside the site's /api context so neither applies here.
 */
export async function octoRoutes(
  app: FastifyInstance,
  options: { payments: PaymentProvider; rateLimitPerMinute: number },
) {
  const ctx = { db: app.db, payments: options.payments, publicUrl: app.config.publicUrl };
  app.setErrorHandler(answerError);
  app.decorateRequest('reseller', null);
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Per key (hashed: keys are never kept in the clear), not per address: a reseller's servers
    // share few addresses, and many resellers may share a cloud's.
    keyGenerator: (request) => {
      const key = bearerOf(request);
      return key ? `octo:${createHash('sha256').update(key).digest('hex')}` : `octo-ip:${request.ip}`;
    },
    errorResponseBuilder: () => new OctoError(429, 'TOO_MANY_REQUESTS', m.octo_rate_limited()),
    ...(app.redis
      ? { redis: app.redis, nameSpace: `${app.config.redisKeyPrefix}octo-rate-limit:`, skipOnError: true }
      : {}),
  });
  app.addHook('preHandler', async (request) => {
    const reseller = await resellerForKey(app.db, bearerOf(request));
    if (!reseller) throw new OctoError(401, 'UNAUTHORIZED', m.octo_unauthorized());
    if (reseller === 'inactive') throw new OctoError(403, 'FORBIDDEN', m.octo_forbidden());
    request.reseller = reseller;
  });
  const config = { access: 'public' as const };
  // Not in the site's OpenAPI document: OCTO has its own specification and error shape (docs/octo.md).
  const schema = { tags: ['octo'], hide: true };
  const reseller = (request: FastifyRequest) => request.reseller!;
  const uuidOf = (request: FastifyRequest) => (request.params as { uuid: string }).uuid;

  app.get('/supplier', { config, schema: { ...schema, summary: 'OCTO: the supplier' } }, async () =>
    octo.supplierView(app.config.publicUrl),
  );
  app.get('/products', { config, schema: { ...schema, summary: 'OCTO: every product (tour) on sale' } }, () =>
    octo.listProducts(ctx),
  );
  app.get('/products/:id', { config, schema: { ...schema, summary: 'OCTO: one product' } }, (request) =>
    octo.getProduct(ctx, (request.params as { id: string }).id),
  );
  app.post(
    '/availability/calendar',
    { config, schema: { ...schema, summary: 'OCTO: vacancies by day' } },
    (request) => octo.availabilityCalendar(ctx, octo.parse(octo.availabilityBody, request.body)),
  );
  app.post(
    '/availability',
    { config, schema: { ...schema, summary: 'OCTO: departures and their vacancies' } },
    (request) => octo.availability(ctx, octo.parse(octo.availabilityBody, request.body)),
  );
  app.post('/bookings', { config, schema: { ...schema, summary: 'OCTO: reserve (hold) seats' } }, (request) =>
    octo.reserve(ctx, reseller(request), octo.parse(octo.reserveBody, request.body)),
  );
  app.get(
    '/bookings',
    { config, schema: { ...schema, summary: "OCTO: the reseller's bookings" } },
    (request) => octo.listBookings(ctx, reseller(request), octo.parse(octo.listQuery, request.query)),
  );
  app.get('/bookings/:uuid', { config, schema: { ...schema, summary: 'OCTO: one booking' } }, (request) =>
    octo.getBooking(ctx, reseller(request), uuidOf(request)),
  );
  app.post(
    '/bookings/:uuid/confirm',
    { config, schema: { ...schema, summary: "OCTO: confirm a hold on the reseller's account" } },
    (request) =>
      octo.confirm(ctx, reseller(request), uuidOf(request), octo.parse(octo.confirmBody, request.body)),
  );
  app.post(
    '/bookings/:uuid/cancel',
    { config, schema: { ...schema, summary: 'OCTO: cancel (a hold, or a confirmed booking by its tiers)' } },
    (request) =>
      octo.cancel(ctx, reseller(request), uuidOf(request), octo.parse(octo.cancelBody, request.body)),
  );
  app.post(
    '/bookings/:uuid/extend',
    { config, schema: { ...schema, summary: 'OCTO: keep a hold longer' } },
    (request) =>
      octo.extend(ctx, reseller(request), uuidOf(request), octo.parse(octo.extendBody, request.body)),
  );
}
