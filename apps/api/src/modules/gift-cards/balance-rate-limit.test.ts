import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Its own app: the balance check shares the sign-in limit per IP (AUTH_RATE_LIMIT), set low here.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '5' } });
});
afterAll(() => t?.close());

describe('guessing gift card codes', () => {
  it('is rate limited per IP address on the public balance check', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/gift-cards/balance',
        payload: { code: `BP-AAAA-BBBB-CC${String(i).padStart(2, '2')}` },
        remoteAddress: '203.0.113.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/gift-cards/balance',
      payload: { code: 'BP-AAAA-BBBB-CCCC' },
      remoteAddress: '203.0.113.8',
    });
    expect(other.statusCode).toBe(404);
  });
});
