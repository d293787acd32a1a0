import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';

/**
 * Text PostgreSQL cannot store: a NUL character, or a lone UTF-16 surrogate (which a JSON column
 * refuses), ends up as a database error (a 500) wherever it reaches a query, so it is refused at
 * the edge with the field that carried it.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const storable = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);
const LOCATIONS = { body: 'field', query: 'query parameter', params: 'path parameter' } as const;

/** The first string in `value` that cannot be stored, as a dotted field path ('' for the value itself). */
function unstorableField(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (!storable(current)) return path;
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (!storable(key)) return path ? `${path}.?` : '?';
        pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    for (const [part, where] of Object.entries(LOCATIONS)) {
      const field = unstorableField(request[part as keyof typeof LOCATIONS]);
      if (field === undefined) continue;
      const message = 'must be text without null characters or broken Unicode';
      return sendError(reply, 400, 'VALIDATION_FAILED', `Invalid ${where} '${field}': ${message}`, [
        { field, message },
      ]);
    }
  });
}

/**
 * Errors Fastify answers itself before any route runs (a malformed percent-escape in the path, a
 * failed route constraint) get the API's error envelope too.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendError(reply, 400, 'BAD_URL', 'The address is not valid: it has a malformed % escape.');
  }
  return sendError(reply, error.statusCode ?? 400, error.code ?? 'BAD_REQUEST', 'The request is not valid.');
}
