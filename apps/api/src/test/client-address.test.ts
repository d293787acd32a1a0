import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_REQUEST_HEADER, internalRequestToken, sharedRenderToken } from '../plugins/security.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Per-address limits count the real client: X-Forwarded-For only from configured proxies, and no
// header of ours lets a visitor's requests skip a limit.
const LIMIT = 3;
const failedSignIn = (t: TestApp, headers: Record<string, string>, remoteAddress = '203.0.113.5') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers,
    payload: { email: `nobody-${Math.random()}@example.com`, password: 'not-the-password' },
  });

async function statuses(
  t: TestApp,
  count: number,
  headers: (i: number) => Record<string, string>,
  from?: string,
) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await failedSignIn(t, headers(i), from)).statusCode);
  return codes;
}

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: String(LIMIT) } });
  });
  afterAll(() => t?.close());

  it('ignores a forged X-Forwarded-For: a new made-up address each time does not reset the limit', async () => {
    const codes = await statuses(t, LIMIT + 2, (i) => ({ 'x-forwarded-for': `198.51.100.${i}` }));
    expect(codes).toEqual([401, 401, 401, 429, 429]);
  });

  it("counts the server's own calls for a visitor (a page's form post) against the visitor's address", async () => {
    const page = { [INTERNAL_REQUEST_HEADER]: internalRequestToken };
    const codes = await statuses(t, LIMIT + 1, () => page, '203.0.113.77');
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('the contact form allows AUTH_RATE_LIMIT posts per address, also through its page', async () => {
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '203.0.113.88',
        headers: { [INTERNAL_REQUEST_HEADER]: internalRequestToken },
        payload: {
          name: 'Ana Pop',
          email: 'ana@example.com',
          subject: 'Hello',
          message: 'A question about the reef tour.',
        },
      });
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) codes.push((await post()).statusCode);
    expect(codes.filter((code) => code === 429)).toHaveLength(2);
  });

  it('only the page cache, rendering once for everyone, is not counted per address', async () => {
    const shared = { [INTERNAL_REQUEST_HEADER]: sharedRenderToken };
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) {
      codes.push(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/tours?limit=1',
            remoteAddress: '127.0.0.1',
            headers: shared,
          })
        ).statusCode,
      );
    }
    expect(new Set(codes)).toEqual(new Set([200]));
    // A made-up secret is just a header.
    const forged = await statuses(
      t,
      LIMIT + 1,
      () => ({ [INTERNAL_REQUEST_HEADER]: 'guess' }),
      '203.0.113.99',
    );
    expect(forged).toEqual([401, 401, 401, 429]);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: String(LIMIT), TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(() => t?.close());

  it('takes the client from X-Forwarded-For when the proxy sent it, and only then', async () => {
    const viaProxy = await statuses(
      t,
      LIMIT + 1,
      (i) => ({ 'x-forwarded-for': `198.51.100.${i}` }),
      '10.1.2.3',
    );
    expect(viaProxy).toEqual([401, 401, 401, 401]);
    const direct = await statuses(
      t,
      LIMIT + 1,
      (i) => ({ 'x-forwarded-for': `198.51.100.${50 + i}` }),
      '203.0.113.6',
    );
    expect(direct).toEqual([401, 401, 401, 429]);
  });
});
