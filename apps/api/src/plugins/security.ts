import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one Redis connection when REDIS_URL is set (shared rate-limit counters). */
    redis: Redis | null;
  }
}

/**
 * Requests the server makes to itself while rendering pages carry this header with one of two
 * secrets of this process. `internalRequestToken`: made for one visitor, sent from the visitor's own
 * address, so every rate limit counts them as the visitor's (a page's form post is checked for
 * cross-site origin before it gets here). `sharedRenderToken`: made once for every visitor by the page
 * cache, exempt from the API's per-address limits (pages themselves are limited per address).
 */
export const INTERNAL_REQUEST_HEADER = 'x-belizepass-internal';
export const internalRequestToken = randomBytes(24).toString('hex');
export const sharedRenderToken = randomBytes(24).toString('hex');

export function isInternalRequest(headers: Record<string, unknown>): boolean {
  const value = headers[INTERNAL_REQUEST_HEADER];
  return value === internalRequestToken || value === sharedRenderToken;
}

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

/** The same policy for a cached page: its inline scripts allowed by their SHA-256 sources instead. */
export function contentSecurityPolicyWithHashes(hashSources: string[]): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => [name, ...values, ...(name === 'script-src' ? hashSources : [])].join(' '))
    .join('; ');
}

/**
 * The response header a page sets to be framed by other sites (the operator's booking widget,
 * docs/decisions/046-booking-widget.md): the origins, separated by spaces. The page server turns it
 * into the policy's `frame-ancestors` (`allowFraming`) and never passes it on.
 */
export const FRAME_ANCESTORS_HEADER = 'x-belizepass-frame-ancestors';

/** An origin as `frame-ancestors` may name it: `scheme://host[:port]`, nothing else. */
const FRAME_ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/;

/**
 * Lets the origins a page named frame it: the policy's `frame-ancestors 'none'` becomes those origins
 * (still 'none' when it named none or none valid), and X-Frame-Options, which would refuse every
 * other site, is dropped. Every other page keeps `frame-ancestors 'none'`.
 */
export function allowFraming(policy: string, named: string): string {
  const origins = named.split(/\s+/).filter((origin) => FRAME_ORIGIN.test(origin));
  const ancestors = origins.length ? origins.join(' ') : "'none'";
  return policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors}`);
}

export async function registerSecurity(app: FastifyInstance, options: { dev: boolean }) {
  app.decorate('redis', app.config.redisUrl ? connectRedis(app, app.config.redisUrl) : null);
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

/**
 * One connection for the process, closed with the app. Commands fail fast while Redis is away (the
 * rate limiter then lets requests through, and the outage is logged once until Redis is back).
 */
function connectRedis(app: FastifyInstance, url: string): Redis {
  // No offline queue: while disconnected a command fails at once instead of holding the request.
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 2_000,
    connectTimeout: 5_000,
  });
  let reported = false;
  redis.on('error', (error) => {
    if (!reported) app.log.error({ err: error }, 'Redis is unreachable; rate limits are not enforced');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) app.log.info('Redis is reachable again');
    reported = false;
  });
  app.addHook('onClose', async () => {
    if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  });
  return redis;
}

/**
 * Per-IP request limits for the API (pages and static files are not counted), with the per-route
 * limits (sign-in, sign-up, forms) sharing the same store: Redis when configured, so every instance
 * counts against one budget, otherwise this process's memory.
 */
export async function registerApiRateLimit(api: FastifyInstance, maxPerMinute: number) {
  await api.register(rateLimit, {
    global: true,
    max: maxPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => request.headers[INTERNAL_REQUEST_HEADER] === sharedRenderToken,
    ...(api.redis
      ? { redis: api.redis, nameSpace: `${api.config.redisKeyPrefix}rate-limit:`, skipOnError: true }
      : {}),
  });
}
