import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeReseller, staffToken } from './octo-test-kit.ts';

// The staff's resellers: a key is shown whole once, kept only as its hash, and listed by its prefix.
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffToken(t);
});
afterAll(() => t?.close());

const asStaff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}` },
    ...(payload ? { payload } : {}),
  });

it('shows a new key once; the list and the database have its prefix and hash, never the key', async () => {
  const reseller = await makeReseller(t, admin);
  expect(reseller.key).toMatch(/^bpocto_[A-Za-z0-9_-]{43}$/);
  const list = await asStaff('GET', '/api/admin/resellers');
  expect(list.body).not.toContain(reseller.key);
  const [listed] = (
    list.json() as {
      resellers: {
        id: string;
        commissionPercent: number;
        keys: { prefix: string; lastUsedAt: string | null }[];
      }[];
    }
  ).resellers;
  expect(listed).toMatchObject({ id: reseller.id, commissionPercent: 20 });
  expect(reseller.key.startsWith(listed!.keys[0]!.prefix)).toBe(true);
  expect(listed!.keys[0]!.lastUsedAt).toBeNull();

  await reseller.call('GET', '/supplier');
  const used = (await asStaff('GET', '/api/admin/resellers')).json() as {
    resellers: { keys: { lastUsedAt: string | null }[] }[];
  };
  expect(used.resellers[0]!.keys[0]!.lastUsedAt).not.toBeNull();
});

it('refuses a commission out of range, naming the field', async () => {
  const answer = await asStaff('POST', '/api/admin/resellers', {
    name: 'Greedy Travel',
    contactEmail: 'greedy@example.com',
    commissionPercent: 80,
  });
  expect(answer.statusCode).toBe(400);
  expect(answer.json().error.details[0].field).toBe('commissionPercent');
});
