import { DEAL_CATEGORY_SLUGS, LOCATION_SLUGS } from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_PASSWORD, seedDemo } from './seed-demo.ts';

// The gift cards, deals and the demo tourist's purchases of the demo data set, through the public API.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, { storage: t.app.imageStorage, renderPhotos: false });
});
afterAll(() => t?.close());

const get = async (url: string, token?: string) =>
  (
    await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} })
  ).json();

describe('stored value in the demo data set', () => {
  it('has the gift cards of spec section 9 with their merchants', async () => {
    const { giftCards } = await get('/api/gift-cards');
    const byId = Object.fromEntries(giftCards.map((c: { id: string }) => [c.id, c]));
    expect(Object.keys(byId).sort()).toEqual([
      'bp-1',
      'bp-100',
      'bp-25',
      'bp-50',
      'mgc-1',
      'mgc-2',
      'mgc-3',
      'mgc-4',
    ]);
    expect(byId['bp-100']).toMatchObject({ price: 10_000, validityPeriod: 'Never Expires' });
    expect(byId['bp-1']).toMatchObject({ minAmount: 5000, maxAmount: 100_000 });
    expect(byId['mgc-1']).toMatchObject({ categoryType: 'hotels', minAmount: 5000, maxAmount: 50_000 });
    expect(byId['mgc-2']).toMatchObject({ categoryType: 'restaurants', minAmount: 2500, maxAmount: 20_000 });
    expect(byId['mgc-3']).toMatchObject({
      categoryType: 'activities',
      location: 'Cayo District',
      merchant: expect.objectContaining({ business_name: 'Maya Trails Expeditions' }),
    });
    expect(byId['mgc-4']).toMatchObject({
      minAmount: 7500,
      maxAmount: 40_000,
      validityPeriod: '1 year from purchase',
    });
  });

  it('has live deals in every category and region, featured and trending ones', async () => {
    const { deals, pagination } = await get('/api/deals?limit=50');
    expect(pagination.total).toBeGreaterThanOrEqual(10);
    expect(new Set(deals.map((d: { category: string }) => d.category))).toEqual(new Set(DEAL_CATEGORY_SLUGS));
    expect(new Set(deals.map((d: { location: { id: string } }) => d.location.id))).toEqual(
      new Set(LOCATION_SLUGS),
    );
    expect((await get('/api/deals/featured')).deals).toHaveLength(6);
    expect((await get('/api/deals/trending')).deals[0].title).toBe(
      '60-Minute Hot Stone Massage over the Lagoon',
    );
  });

  it('gives the demo tourist a partly spent pass card, a card sent as a gift and two spa vouchers', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'tourist@example.com', password: DEMO_PASSWORD },
    });
    const mine = await get('/api/me/gift-cards', login.json().token);
    expect(mine.giftCards).toHaveLength(2);
    expect(mine.giftCards.find((c: { product: { id: string } }) => c.product.id === 'bp-100')).toMatchObject({
      balance: 6500,
      initialAmount: 10_000,
    });
    expect(mine.giftCards.find((c: { product: { id: string } }) => c.product.id === 'mgc-2')).toMatchObject({
      recipientName: 'Daniel Walker',
      balance: 7500,
    });
    expect(mine.vouchers).toHaveLength(2);
  });
});
