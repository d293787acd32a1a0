import type { FieldIssue } from '@belizepass/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

const LOCATION_NAMES: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'field',
  headers: 'header',
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
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const wait = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      if (error.statusCode === 429 && typeof wait === 'number') reply.header('retry-after', String(wait));
      return sendError(reply, error.statusCode, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = LOCATION_NAMES[error.validationContext ?? 'body'] ?? 'field';
      const details: FieldIssue[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'is invalid',
      }));
      const first = details[0];
      const message = first ? `Invalid ${where} '${first.field}': ${first.message}` : 'Invalid request';
      return sendError(reply, 400, 'VALIDATION_FAILED', message, details);
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return sendError(reply, 429, 'RATE_LIMITED', 'Too many requests. Please try again later.');
    if (status >= 400 && status < 500) {
      return sendError(reply, status, error.code ?? 'BAD_REQUEST', error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'INTERNAL_ERROR', 'Something went wrong. Please try again later.');
  });
}
