import { addDays, belizeToday } from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { completeDepartedBookings } from '../bookings/bookings.service.ts';
import { merchantAccount, tourInput } from '../merchant-tours/test-kit.ts';
import { bookAndPay, call, signInEveryone } from './admin-test-kit.ts';

// Every admin endpoint: nobody signed in gets 401, a tourist or a merchant 403, the admin succeeds.
let t: TestApp;
const tokens: Record<string, string | undefined> = {};
const ids: Record<string, string> = {};
const today = belizeToday();

beforeAll(async () => {
  t = await createTestApp();
  const who = await signInEveryone(t);
  tokens.tourist = who.tourist;
  tokens.merchant = who.merchantToken;
  tokens.admin = who.admin;
  ids.merchant = (await t.factories.createMerchant({ adminApproved: false })).id;
  // Approved merchants whose owner changed the business name: a profile revision waits on each.
  for (const name of ['renamed', 'renamedToReject', 'renamedMinor']) {
    const owner = await merchantAccount(t, { businessName: 'Old Name Tours' });
    const profile = {
      business_name: 'New Name Tours',
      description: 'Reef trips.',
      contact_email: owner.merchant.contactEmail,
    };
    await call(t, owner.token, 'PATCH', '/api/merchant/profile', profile);
    ids[name] = owner.merchant.id;
  }
  ids.tour = (await t.factories.createTour({ merchantId: who.merchant.id, adminApproved: false })).id;
  const liveTour = await t.factories.createTour({ merchantId: who.merchant.id, title: 'Live tour' });
  ids.booking = (await bookAndPay(t, liveTour.id, { pay: false })).id;
  await bookAndPay(t, liveTour.id, { date: addDays(today, 2) });
  await completeDepartedBookings(t.db, new Date(Date.now() + 4 * 86_400_000));
  ids.payMerchant = who.merchant.id;
  // Approved tours whose merchant changed the price: a revision waits on each.
  for (const name of ['revised', 'revisedToReject', 'revisedMinor']) {
    const tour = await t.factories.createTour({ merchantId: who.merchant.id, title: 'Revised tour' });
    const input = tourInput({ title: 'Revised tour, reworded', price: 9_900 });
    await call(t, who.merchantToken, 'PUT', `/api/merchant/tours/${tour.id}`, input);
    ids[name] = tour.id;
  }
});
afterAll(() => t?.close());

const settings = {
  platformName: 'BelizePass',
  platformEmail: 'support@belizepass.bz',
  defaultCommissionRate: 10,
  notifications: {
    newMerchantSignups: true,
    newBookings: true,
    completedBookings: false,
    payoutProcessed: true,
    tourApprovalRequests: true,
  },
};
const period = () => ({ merchantId: ids.payMerchant!, periodStart: today, periodEnd: addDays(today, 60) });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const ENDPOINTS: [Method, string, () => string, (() => object)?, number?][] = [
  ['GET', '/api/admin/dashboard/stats', () => '/api/admin/dashboard/stats'],
  ['GET', '/api/admin/dashboard/top-tours', () => '/api/admin/dashboard/top-tours'],
  ['GET', '/api/admin/dashboard/top-merchants', () => '/api/admin/dashboard/top-merchants'],
  ['GET', '/api/admin/dashboard/alerts', () => '/api/admin/dashboard/alerts'],
  ['GET', '/api/admin/merchants', () => '/api/admin/merchants'],
  ['GET', '/api/admin/merchants/{id}', () => `/api/admin/merchants/${ids.merchant}`],
  ['GET', '/api/admin/merchants/{id}/commission', () => `/api/admin/merchants/${ids.merchant}/commission`],
  [
    'PUT',
    '/api/admin/merchants/{id}/commission',
    () => `/api/admin/merchants/${ids.merchant}/commission`,
    () => ({ commissionPercent: 12 }),
  ],
  [
    'PATCH',
    '/api/admin/merchants/{id}/approve',
    () => `/api/admin/merchants/${ids.merchant}/approve`,
    () => ({ approved: true }),
  ],
  [
    'PATCH',
    '/api/admin/merchants/{id}/status',
    () => `/api/admin/merchants/${ids.merchant}/status`,
    () => ({ active: true }),
  ],
  [
    'POST',
    '/api/admin/merchants/{id}/revision/approve',
    () => `/api/admin/merchants/${ids.renamed}/revision/approve`,
    () => ({ version: 1 }),
  ],
  [
    'POST',
    '/api/admin/merchants/{id}/revision/reject',
    () => `/api/admin/merchants/${ids.renamedToReject}/revision/reject`,
    () => ({ version: 1, reason: 'Please send the new registration' }),
  ],
  [
    'POST',
    '/api/admin/merchants/{id}/revision/minor',
    () => `/api/admin/merchants/${ids.renamedMinor}/revision/minor`,
    () => ({ version: 1, fields: ['business_name'] }),
  ],
  ['GET', '/api/admin/tours', () => '/api/admin/tours'],
  ['GET', '/api/admin/tours/{id}', () => `/api/admin/tours/${ids.tour}`],
  [
    'PATCH',
    '/api/admin/tours/{id}/approve',
    () => `/api/admin/tours/${ids.tour}/approve`,
    () => ({ approved: true }),
  ],
  [
    'PATCH',
    '/api/admin/tours/{id}/status',
    () => `/api/admin/tours/${ids.tour}/status`,
    () => ({ active: true }),
  ],
  ['GET', '/api/admin/tours/{id}/revision', () => `/api/admin/tours/${ids.revised}/revision`],
  [
    'POST',
    '/api/admin/tours/{id}/revision/approve',
    () => `/api/admin/tours/${ids.revised}/revision/approve`,
    () => ({ version: 1 }),
  ],
  [
    'POST',
    '/api/admin/tours/{id}/revision/reject',
    () => `/api/admin/tours/${ids.revisedToReject}/revision/reject`,
    () => ({ version: 1, reason: 'Please explain the new price' }),
  ],
  [
    'POST',
    '/api/admin/tours/{id}/revision/minor',
    () => `/api/admin/tours/${ids.revisedMinor}/revision/minor`,
    () => ({ version: 1, fields: ['title'] }),
  ],
  ['GET', '/api/admin/bookings', () => '/api/admin/bookings'],
  ['GET', '/api/admin/bookings/export.csv', () => '/api/admin/bookings/export.csv'],
  ['GET', '/api/admin/bookings/{id}', () => `/api/admin/bookings/${ids.booking}`],
  [
    'POST',
    '/api/admin/bookings/{id}/cancel',
    () => `/api/admin/bookings/${ids.booking}/cancel`,
    () => ({ reason: 'Weather' }),
  ],
  ['GET', '/api/admin/tourists', () => '/api/admin/tourists'],
  ['GET', '/api/admin/payouts', () => '/api/admin/payouts'],
  ['GET', '/api/admin/payouts/preview', () => `/api/admin/payouts/preview?${new URLSearchParams(period())}`],
  ['POST', '/api/admin/payouts', () => '/api/admin/payouts', period, 201],
  ['GET', '/api/admin/payouts/export.csv', () => '/api/admin/payouts/export.csv'],
  ['GET', '/api/admin/settings', () => '/api/admin/settings'],
  ['PUT', '/api/admin/settings', () => '/api/admin/settings', () => settings],
  ['GET', '/api/admin/audit', () => '/api/admin/audit'],
];

describe('access to the admin API', () => {
  it.each(ENDPOINTS)(
    '%s %s: 401 anonymous, 403 tourist and merchant, success for the admin',
    async (method, _path, url, body, ok = 200) => {
      const payload = body?.();
      expect((await call(t, undefined, method, url(), payload)).statusCode).toBe(401);
      expect((await call(t, tokens.tourist, method, url(), payload)).statusCode).toBe(403);
      expect((await call(t, tokens.merchant, method, url(), payload)).statusCode).toBe(403);
      const res = await call(t, tokens.admin, method, url(), payload);
      expect(res.statusCode, res.body).toBe(ok);
    },
  );

  it('covers every admin route the API documents (deals, resellers and agents have their own modules and tests)', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = docs.json().paths as Record<string, Record<string, unknown>>;
    const documented = Object.entries(paths)
      .filter(
        ([path]) =>
          path.startsWith('/api/admin') &&
          !path.startsWith('/api/admin/deals') &&
          !path.startsWith('/api/admin/resellers') &&
          !path.startsWith('/api/admin/agents'),
      )
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(ENDPOINTS.map(([m, p]) => `${m} ${p}`).sort());
  });
});
