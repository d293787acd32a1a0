import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type PinoPretty from 'pino-pretty';
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
 * A log entry as a person at a terminal reads it, after the time and the level: the request (method
 * and URL as logged, or the status and the time taken) and the message. Whatever else the entry
 * carries (an error and its stack, a job's counts) follows on the lines below.
 */
export const prettyMessage: PinoPretty.PrettyOptions['messageFormat'] = (log, messageKey) => {
  const req = log.req as { method?: string; url?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  const parts: string[] = [];
  if (req?.method) parts.push(`${req.method} ${req.url}`);
  if (res?.statusCode) parts.push(String(res.statusCode));
  parts.push(String(log[messageKey] ?? ''));
  if (typeof log.responseTime === 'number') parts.push(`(${log.responseTime.toFixed(1)} ms)`);
  return parts.join(' ');
};

/**
 * Readable log lines through pino-pretty on stdout (or `destination`), in this thread and written
 * synchronously, so the last lines before an exit are not lost; undefined when pino-pretty cannot be loaded (the lines
 * then stay JSON rather than the server failing to start). It is loaded only when asked for, from this
 * package, whose dependency it is, so the bundled server finds it the same way as the sources do.
 */
export function prettyStream(destination: number | NodeJS.WritableStream = 1): LogStream | undefined {
  try {
    const pretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
    return pretty({
      destination,
      sync: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      messageFormat: prettyMessage,
    });
  } catch {
    return undefined;
  }
}

/**
 * Fastify's logger and request-id options: pino JSON lines carrying `reqId`, secrets redacted.
 * `stream` sends the lines somewhere other than stdout (tests read them back). `pretty` (by default:
 * no `stream` and stdout is a terminal) prints readable lines for the person watching instead; piped
 * or redirected to a file or a log collector, the lines stay JSON.
 */
export function loggingOptions(
  level: Config['logLevel'],
  stream?: LogStream,
  pretty = stream === undefined && process.stdout.isTTY === true,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  const destination = stream ?? (pretty ? prettyStream() : undefined);
  return {
    genReqId: requestIdFor,
    requestIdHeader: false,
    logger:
      level === 'silent'
        ? false
        : {
            level,
            ...(destination ? { stream: destination } : {}),
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
