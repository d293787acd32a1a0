import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, merchantAccount } from '../merchant-tours/test-kit.ts';

/** The operator's reviews: "not yet replied" and pages, chosen by the query (in the page's URL). */
let t: TestApp;
let call: ReturnType<typeof caller>;
let me: Awaited<ReturnType<typeof merchantAccount>>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  me = await merchantAccount(t);
  const other = await merchantAccount(t, { businessName: 'Other Reef Co' });
  const review = (n: number, replied: boolean) => ({
    userName: `Guest ${n}`,
    rating: 5,
    comment: `Review ${n}`,
    visitedOn: '2026-10-01',
    createdAt: new Date(Date.UTC(2026, 9, 1, 12, n)),
    ...(replied ? { replyText: 'Thank you!', repliedAt: new Date() } : {}),
  });
  // Five reviews, two of them replied to; another merchant's unreplied review is never listed.
  await t.factories.createTour({
    merchantId: me.merchant.id,
    title: 'Hol Chan Snorkel',
    reviews: [1, 2, 3, 4, 5].map((n) => review(n, n % 2 === 0)),
  });
  await t.factories.createTour({ merchantId: other.merchant.id, reviews: [review(9, false)] });
});
afterAll(() => t?.close());

const names = (body: { reviews: { userName: string }[] }) => body.reviews.map((r) => r.userName);

describe('the merchant’s reviews', () => {
  it('"not yet replied" lists only the reviews without a reply, newest first', async () => {
    const res = await call('GET', '/api/merchant/reviews?show=not_replied', me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res.json())).toEqual(['Guest 5', 'Guest 3', 'Guest 1']);
    expect(res.json().pagination).toEqual({ page: 1, limit: 20, total: 3, pages: 1 });
    const all = (await call('GET', '/api/merchant/reviews', me.token)).json();
    expect(all.pagination.total).toBe(5);
  });

  it('pages the filtered list on the server', async () => {
    const second = (
      await call('GET', '/api/merchant/reviews?show=not_replied&limit=2&page=2', me.token)
    ).json();
    expect(names(second)).toEqual(['Guest 1']);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
  });

  it('a reply takes the review off the "not yet replied" list', async () => {
    const first = (await call('GET', '/api/merchant/reviews?show=not_replied', me.token)).json().reviews[0];
    const reply = await call('PUT', `/api/merchant/reviews/${first.id}/reply`, me.token, { text: 'Thanks!' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(names((await call('GET', '/api/merchant/reviews?show=not_replied', me.token)).json())).toEqual([
      'Guest 3',
      'Guest 1',
    ]);
  });

  it('refuses an unknown filter with a 400 naming it', async () => {
    const res = await call('GET', '/api/merchant/reviews?show=unread', me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual(expect.objectContaining({ field: 'show' }));
  });
});
