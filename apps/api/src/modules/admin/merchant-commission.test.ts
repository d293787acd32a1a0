import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditOf, bookAndPay, call, signIn } from './admin-test-kit.ts';

let t: TestApp;
let admin: string;
let merchantId: string;
let tourId: string;
const SETTINGS = {
  platformName: 'BelizePass',
  platformEmail: 'support@belizepass.bz',
  notifications: {
    newMerchantSignups: true,
    newBookings: true,
    completedBookings: false,
    payoutProcessed: true,
    tourApprovalRequests: true,
  },
};

beforeAll(async () => {
  t = await createTestApp();
  await t.factories.createUser({ email: 'admin@example.com', role: 'platform_admin' });
  admin = await signIn(t, 'admin@example.com');
  merchantId = (await t.factories.createMerchant({ businessName: 'Rate Tours' })).id;
  tourId = (await t.factories.createTour({ merchantId, title: 'Rate test tour', sellingPriceCents: 10_000 }))
    .id;
});
afterAll(() => t?.close());

async function netRate() {
  const res = await t.app.inject({ method: 'GET', url: `/api/merchants/${merchantId}` });
  expect(res.statusCode).toBe(200);
  const listed = await t.app.inject({ method: 'GET', url: '/api/tours?limit=50' });
  const card = listed.json().tours.find((row: { id: string }) => row.id === tourId);
  const own = res.json().tours.find((row: { id: string }) => row.id === tourId);
  expect(card.merchant_net_rate).toBe(own.merchant_net_rate);
  return card.merchant_net_rate as number;
}

describe('commission rates', () => {
  it('merchant_net_rate follows the platform setting, then a per-merchant rate', async () => {
    expect(await netRate()).toBe(9_000);

    expect(
      (await call(t, admin, 'PUT', '/api/admin/settings', { ...SETTINGS, defaultCommissionRate: 15 }))
        .statusCode,
    ).toBe(200);
    expect(await netRate()).toBe(8_500);
    const publicRate = await t.app.inject({ method: 'GET', url: '/api/platform/commission' });
    expect(publicRate.json()).toEqual({ commissionPercent: 15 });

    const set = await call(t, admin, 'PUT', `/api/admin/merchants/${merchantId}/commission`, {
      commissionPercent: 7,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      merchantId,
      commissionPercent: 7,
      platformCommissionPercent: 15,
      effectiveCommissionPercent: 7,
    });
    expect(await netRate()).toBe(9_300);

    // A booking paid now records the merchant's rate.
    const booking = await bookAndPay(t, tourId, { adults: 2 });
    const detail = await call(t, admin, 'GET', `/api/admin/bookings/${booking.id}`);
    expect(detail.json()).toMatchObject({ commissionPercent: 7, commission: 1_400 });

    const cleared = await call(t, admin, 'PUT', `/api/admin/merchants/${merchantId}/commission`, {
      commissionPercent: null,
    });
    expect(cleared.json()).toMatchObject({ commissionPercent: null, effectiveCommissionPercent: 15 });
    expect(await netRate()).toBe(8_500);
    expect(
      (await call(t, admin, 'GET', `/api/admin/merchants/${merchantId}/commission`)).json(),
    ).toMatchObject({
      effectiveCommissionPercent: 15,
    });

    const entries = await auditOf(t, merchantId);
    expect(entries.map((e) => e.action)).toEqual(['merchant.commission', 'merchant.commission']);
    expect(entries.map((e) => e.after)).toEqual(
      expect.arrayContaining([{ commissionPercent: 7 }, { commissionPercent: null }]),
    );
  });

  it.each([[101], [-1], [12.5], ['10'], [undefined]])(
    'refuses a per-merchant rate of %s with a field error',
    async (value) => {
      const res = await call(t, admin, 'PUT', `/api/admin/merchants/${merchantId}/commission`, {
        commissionPercent: value,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'commissionPercent' })]),
      );
    },
  );

  it('only staff set rates; an unknown merchant is 404', async () => {
    const anonymous = await call(t, undefined, 'PUT', `/api/admin/merchants/${merchantId}/commission`, {
      commissionPercent: 5,
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await call(
      t,
      admin,
      'PUT',
      '/api/admin/merchants/00000000-0000-4000-8000-000000000000/commission',
      {
        commissionPercent: 5,
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});
