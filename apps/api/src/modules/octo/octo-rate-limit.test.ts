import { zBaseError } from '@octocloud/types';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeReseller, staffToken } from './octo-test-kit.ts';

// The OCTO rate limit counts each API key, not the address: resellers' servers share few addresses.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { OCTO_RATE_LIMIT: '3' } });
});
afterAll(() => t?.close());

it('refuses the calls of a key past its limit with 429, while another key from the same address goes on', async () => {
  const admin = await staffToken(t);
  const busy = await makeReseller(t, admin, 'Busy Tours');
  const calm = await makeReseller(t, admin, 'Calm Tours');
  const answers = [];
  for (let i = 0; i < 4; i++) answers.push(await busy.call('GET', '/supplier'));
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
  expect(zBaseError.parse(answers[3]!.json()).error).toBe('TOO_MANY_REQUESTS');
  expect((await calm.call('GET', '/supplier')).statusCode).toBe(200);
});
