import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Requests the server makes to itself while rendering pages carry this header and skip rate limits. */
export const INTERNAL_REQUEST_HEADER = 'x-belizepass-internal';
export const internalRequestToken = randomBytes(24).toString('hex');

const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The policy for one page response: only this origin's scripts and inline scripts with the nonce. */
export function contentSecurityPolicy(nonce: string): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) =>
      [name, ...values, ...(name === 'script-src' ? [`'nonce-${nonce}'`] : [])].join(' '),
    )
    .join('; ');
}

export async function registerSecurity(app: FastifyInstance, options: { dev: boolean }) {
  const devAllowances = options.dev
    ? { 'script-src': ["'self'", "'unsafe-inline'"], 'connect-src': ["'self'", 'ws:', 'wss:'] }
    : {};
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CSP_DIRECTIVES, ...devAllowances },
    },
    crossOriginEmbedderPolicy: false,
    // Browsers then send an Origin header with same-site form posts, which the page handler's
    // cross-site request check needs ('no-referrer' makes it "null").
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/** Per-IP request limits for the API (pages and static files are not counted). */
export async function registerApiRateLimit(api: FastifyInstance, maxPerMinute: number) {
  await api.register(rateLimit, {
    global: true,
    max: maxPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => request.headers[INTERNAL_REQUEST_HEADER] === internalRequestToken,
  });
}
