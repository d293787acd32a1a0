import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Two app instances stand for two server processes behind a load balancer.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `belizepass-test:${process.pid}:${randomBytes(4).toString('hex')}:`;

async function redisAnswers() {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const badLogin = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'nobody@example.com', password: 'not-the-password' },
  });

async function twoInstances(env: Record<string, string>) {
  const [a, b] = await Promise.all([
    createTestApp({ env: { AUTH_RATE_LIMIT: '3', ...env } }),
    createTestApp({ env: { AUTH_RATE_LIMIT: '3', ...env } }),
  ]);
  return { a, b, close: () => Promise.all([a.close(), b.close()]) };
}
type Fleet = Awaited<ReturnType<typeof twoInstances>>;

const hasRedis = await redisAnswers();

describe.skipIf(!hasRedis)('rate limits shared through Redis (REDIS_URL set)', () => {
  let redis: Redis;
  let fleet: Fleet;
  let apiFleet: Fleet;
  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    fleet = await twoInstances({ REDIS_URL, REDIS_KEY_PREFIX: prefix });
    apiFleet = await twoInstances({ REDIS_URL, REDIS_KEY_PREFIX: `${prefix}api:`, API_RATE_LIMIT: '2' });
  });
  afterAll(async () => {
    await Promise.all([fleet?.close(), apiFleet?.close()]);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts failed sign-ins on both instances against one limit', async () => {
    const codes = [];
    for (const t of [fleet.a, fleet.b, fleet.a, fleet.b, fleet.a]) codes.push((await badLogin(t)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429]);
    const limited = await badLogin(fleet.b);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(await redis.keys(`${prefix}rate-limit:*`)).not.toHaveLength(0);
  });

  it('shares the general API limit as well', async () => {
    const codes = [];
    for (const t of [apiFleet.a, apiFleet.b, apiFleet.a]) {
      codes.push((await t.app.inject({ url: '/api/tours' })).statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
  });
});

describe('rate limits without Redis', () => {
  let fleet: Fleet;
  let unreachable: TestApp;
  beforeAll(async () => {
    fleet = await twoInstances({});
    unreachable = await createTestApp({ env: { AUTH_RATE_LIMIT: '3', REDIS_URL: 'redis://127.0.0.1:9' } });
  });
  afterAll(() => Promise.all([fleet?.close(), unreachable?.close()]));

  it('count in each process on its own', async () => {
    for (let i = 0; i < 3; i++) expect((await badLogin(fleet.a)).statusCode).toBe(401);
    expect((await badLogin(fleet.a)).statusCode).toBe(429);
    expect((await badLogin(fleet.b)).statusCode).toBe(401);
  });

  it('let requests through when the configured Redis cannot be reached', async () => {
    for (let i = 0; i < 5; i++) expect((await badLogin(unreachable)).statusCode).toBe(401);
  });
});
