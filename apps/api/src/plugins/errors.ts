import type { FieldIssue } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { withLocale } from '../lib/locale.ts';
import { drainBody } from './body-drain.ts';

/** How the generic message names where a bad value was sent, in the request's language. */
const LOCATION_NAMES: Record<string, () => string> = {
  querystring: m.errors_where_query,
  params: m.errors_where_path,
  body: m.errors_where_field,
  headers: m.errors_where_header,
};

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  code: string,
  message: string,
  details?: unknown,
) {
  return reply.code(statusCode).send({ error: { code, message, details }, message });
}

/** Turns every failure into the API's error envelope; a 5xx never shows its internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) =>
    withLocale(request.locale, () => answerError(error, request, reply)),
  );
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const wait =
      error.retryAfterSeconds ??
      (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    if ((error.statusCode === 429 || error.statusCode === 503) && typeof wait === 'number')
      reply.header('retry-after', String(wait));
    return sendError(reply, error.statusCode, error.code, error.message, error.details);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = (LOCATION_NAMES[error.validationContext ?? 'body'] ?? m.errors_where_field)();
    const details: FieldIssue[] = error.validation.map((issue) => ({
      field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? m.errors_is_invalid(),
    }));
    const first = details[0];
    const message = first
      ? m.errors_invalid_value({ where, field: first.field, message: first.message })
      : m.errors_invalid_request();
    return sendError(reply, 400, 'VALIDATION_FAILED', message, details);
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // Answered once the client has sent the rest, so that it reads the answer (see drainBody).
    const message = m.errors_body_too_large();
    return drainBody(request.raw).then(() => sendError(reply, 413, 'BODY_TOO_LARGE', message));
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return sendError(reply, 429, 'RATE_LIMITED', m.errors_rate_limited());
  if (status >= 400 && status < 500) {
    return sendError(reply, status, error.code ?? 'BAD_REQUEST', error.message);
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, 'INTERNAL_ERROR', m.errors_something_went_wrong_later());
}
