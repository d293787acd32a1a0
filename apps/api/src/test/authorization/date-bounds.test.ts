import { dateOutOfRangeMessage, isBoundedDate } from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../plugins/auth.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type Call, ROUTE_TABLE } from './route-table.ts';
import { type Actor, buildWorld, type World } from './world.ts';

// Every date parameter of every API route, found in the routes' own schemas: dates outside the one
// bounded date type are a 400 naming the field, never a 500 from the database.
let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT: '100000', AUTH_RATE_LIMIT: '100000' } });
  w = await buildWorld(t);
}, 120_000);
afterAll(() => t?.close());

type Where = 'querystring' | 'body';

/** Any calendar-date field (zod's `format: date`), however wrapped, bounded or not. */
function isDateField(field: unknown): boolean {
  let current = field as { def?: { innerType?: unknown; in?: unknown; format?: string } } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.def?.format === 'date' || isBoundedDate(current)) return true;
    current = (current.def?.innerType ?? current.def?.in) as typeof current;
  }
  return false;
}

/** The date fields of a route: where they are sent and their names. */
function dateFields(route: ApiRoute): { where: Where; name: string }[] {
  const found: { where: Where; name: string }[] = [];
  for (const where of ['querystring', 'body'] as const) {
    const shape = (route.schema?.[where] as { shape?: Record<string, unknown> } | undefined)?.shape;
    for (const [name, field] of Object.entries(shape ?? {})) {
      if (isDateField(field)) found.push({ where, name });
    }
  }
  return found;
}

/** The first actor the route table expects to succeed, so the date is what gets checked. */
function allowedActor(route: string): Actor | undefined {
  const expected = ROUTE_TABLE[route]?.expect;
  if (!expected) return undefined;
  return (Object.keys(expected) as Actor[]).find((actor) => expected[actor] < 300);
}

function withDate(call: Call, where: Where, name: string, value: string): Call {
  if (where === 'body') return { ...call, body: { ...(call.body ?? {}), [name]: value } };
  const url = new URL(call.url, 'http://belizepass.test');
  url.searchParams.set(name, value);
  return { ...call, url: `${url.pathname}${url.search}` };
}

describe('dates', () => {
  it('every route with a date refuses dates outside the bounds with a 400 on that field', async () => {
    const routes = t.app.apiRoutes.filter((route) => dateFields(route).length > 0);
    // The catalogue, bookings, merchant and admin routes all take dates; finding none means the
    // schemas stopped using the one date type.
    expect(routes.length).toBeGreaterThanOrEqual(6);
    const problems: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const actor = allowedActor(key);
      const entry = ROUTE_TABLE[key];
      if (!entry || !actor) {
        problems.push(`${key}: no route table entry a caller succeeds with`);
        continue;
      }
      for (const { where, name } of dateFields(route)) {
        const shape = (route.schema?.[where] as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
        if (!isBoundedDate(shape[name])) problems.push(`${key} ${where}.${name}: not the bounded date type`);
        for (const value of ['0000-01-01', '1899-12-31', '9999-12-31', '2026-02-30']) {
          const call = withDate(await entry.call(w), where, name, value);
          const token = w.tokens[actor];
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: call.url,
            headers: { ...call.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
            payload: call.body,
          });
          const details = (response.json() as { error?: { details?: { field: string; message: string }[] } })
            .error?.details;
          const named = details?.some((issue) => issue.field === name);
          if (response.statusCode !== 400 || !named) {
            problems.push(
              `${key} ${where}.${name}=${value}: ${response.statusCode} ${response.body.slice(0, 160)}`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('says what range is allowed', async () => {
    const tours = (await t.app.inject({ method: 'GET', url: '/api/tours?limit=1' })).json().tours as {
      id: string;
    }[];
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/tours/${tours[0]?.id}/availability?from=1800-01-01`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual({ field: 'from', message: dateOutOfRangeMessage() });
  });
});
