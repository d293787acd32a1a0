import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/** Where log lines go instead of stdout: anything with a write(line) method, such as a file stream. */
export interface LogStream {
  write(line: string): void;
}

export const REQUEST_ID_HEADER = 'x-request-id';
/** An incoming request id is kept only when it is short and plain (no spaces, quotes or control bytes). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Headers and fields whose values must never reach a log line. */
const SECRET_HEADERS = ['authorization', 'cookie', 'x-booking-key', 'idempotency-key', 'x-metrics-token'];
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'cardNumber',
  'cvv',
  'token',
  'refreshToken',
  'accessKey',
  'idempotencyKey',
];
/** Query values with these names are secrets too (booking keys, reset and unsubscribe tokens). */
const SECRET_QUERY = /^(key|token|refreshToken|accessKey|password|secret|signature)$/i;

export const REDACTED = '[redacted]';

export const REDACT_PATHS = [
  ...SECRET_HEADERS.flatMap((h) => [`req.headers["${h}"]`, `headers["${h}"]`]),
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`, `req.body.${f}`]),
];

export function requestIdFor(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The request URL as logged: secret query values are replaced, everything else kept for debugging. */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape is logged as sent; it cannot be one of the secret names anyway.
      }
      return SECRET_QUERY.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/**
 * Fastify's logger and request-id options: pino JSON lines carrying `reqId`, secrets redacted.
 * `stream` sends the lines somewhere other than stdout (tests read them back).
 */
export function loggingOptions(
  level: Config['logLevel'],
  stream?: LogStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    genReqId: requestIdFor,
    requestIdHeader: false,
    logger:
      level === 'silent'
        ? false
        : {
            level,
            ...(stream ? { stream } : {}),
            redact: { paths: REDACT_PATHS, censor: REDACTED },
            serializers: {
              req(request) {
                return {
                  method: request.method,
                  url: loggableUrl(request.url),
                  host: request.host,
                  remoteAddress: request.ip,
                };
              },
            },
          },
  };
}

/** Every response names its request id, so a user's report can be matched to the log lines. */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
