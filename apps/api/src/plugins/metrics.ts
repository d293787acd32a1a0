import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, type Metric, Registry } from 'prom-client';
import { sendError } from './errors.ts';

/*
 * Business counters live once per process so services can count where the change happens; every
 * app's registry exposes them. HTTP metrics and process metrics belong to each app's own registry.
 */

/** Bookings whose payment was approved (pending -> confirmed). */
export const bookingsConfirmed = new Counter({
  name: 'bookings_confirmed_total',
  help: 'Bookings confirmed by an approved payment',
  registers: [],
});

/** Bookings cancelled, by why: the tourist cancelled, or the unpaid hold ran out. */
export const bookingsCancelled = new Counter({
  name: 'bookings_cancelled_total',
  help: 'Bookings cancelled, by reason',
  labelNames: ['reason'] as const,
  registers: [],
});

/** Card payments recorded: kind charge|refund, status approved|declined. */
export const paymentsTotal = new Counter({
  name: 'payments_total',
  help: 'Payments recorded, by kind and status',
  labelNames: ['kind', 'status'] as const,
  registers: [],
});

const BUSINESS_METRICS: Metric<string>[] = [bookingsConfirmed, bookingsCancelled, paymentsTotal];

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

export interface MetricsOptions {
  /** A scraper must send `Authorization: Bearer <token>`; unset, only local, unproxied requests may read. */
  token?: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();
const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * The socket's own address decides, not `request.ip`: with trustProxy an X-Forwarded-For header
 * could claim to be local. A request relayed by a proxy on this machine is not local either.
 */
function isLocalUnproxied(request: FastifyRequest) {
  const address = request.socket.remoteAddress ?? '';
  return LOOPBACK.test(address) && !request.headers['x-forwarded-for'] && !request.headers.forwarded;
}

function bearerMatches(request: FastifyRequest, token: string) {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Bearer ')) return false;
  return timingSafeEqual(sha256(header.slice('Bearer '.length).trim()), sha256(token));
}

/**
 * Prometheus metrics at GET /metrics: process metrics, request counts and durations by route
 * pattern (never the raw URL, so ids do not multiply the series) and the business counters.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions = {}) {
  const { token } = options;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const metric of BUSINESS_METRICS) registry.registerMetric(metric);
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.decorate('metrics', registry);

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token ? !bearerMatches(request, token) : !isLocalUnproxied(request)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendError(
        reply,
        token ? 401 : 403,
        token ? 'UNAUTHENTICATED' : 'FORBIDDEN',
        token ? 'Metrics need the metrics bearer token.' : 'Metrics are readable only from this machine.',
      );
    }
    reply.header('content-type', registry.contentType);
    reply.header('cache-control', 'no-store');
    return registry.metrics();
  });
}
