import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type Call, ROUTE_TABLE } from './route-table.ts';
import { type Actor, buildWorld, type World } from './world.ts';

// Every API route from the server's own route table, called by thirteen actors (A's staff and agents among them) on A's objects.
let t: TestApp;
let w: World;

beforeAll(async () => {
  // Some 750 requests from one address: above the per-minute API limit, which has its own test.
  t = await createTestApp({ env: { API_RATE_LIMIT: '100000' } });
  w = await buildWorld(t);
}, 120_000);
afterAll(() => t?.close());

/** Outsiders first, owners last, so nobody meets an object another actor has used up. */
const ORDER: Actor[] = [
  'anonymous',
  'touristB',
  'pendingMerchant',
  'merchantB',
  'pendingAgent',
  'agentB',
  'admin',
  'guideA',
  'frontDeskA',
  'managerA',
  'merchantA',
  'agentA',
  'touristA',
];
/** Ends the caller's account, so it runs after every other route. */
const LAST = 'DELETE /api/auth/account';

const served = () => t.app.apiRoutes.map((route) => `${route.method} ${route.url}`);

async function send(method: string, call: Call, token: string | undefined) {
  const auth = token ? { authorization: `Bearer ${token}` } : {};
  return t.app.inject({
    method: method as 'GET',
    url: call.url,
    headers: { ...call.headers, ...call.raw?.headers, ...auth },
    payload: call.raw?.payload ?? call.body,
  });
}

describe('authorization matrix', () => {
  it('has an entry for every route the server serves, and none for a route it does not', () => {
    const routes = served();
    expect(routes.filter((route) => !(route in ROUTE_TABLE))).toEqual([]);
    expect(Object.keys(ROUTE_TABLE).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('gives each actor the expected answer on every route', async () => {
    const routes = served().sort((a, b) => Number(a === LAST) - Number(b === LAST));
    const mismatches: string[] = [];
    for (const route of routes) {
      const entry = ROUTE_TABLE[route];
      if (!entry) continue;
      const method = route.split(' ')[0]!;
      for (const actor of ORDER) {
        const response = await send(method, await entry.call(w), w.tokens[actor]);
        if (response.statusCode !== entry.expect[actor]) {
          mismatches.push(
            `${route} as ${actor}: expected ${entry.expect[actor]}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        }
        if (response.statusCode >= 400 && !response.headers['content-type']?.toString().includes('json')) {
          mismatches.push(`${route} as ${actor}: ${response.statusCode} without the JSON error shape`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 450_000);
});
