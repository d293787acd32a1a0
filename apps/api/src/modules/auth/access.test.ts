import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Who gets what from each group of endpoints: one representative route per access level.
let t: TestApp;
const tokens: Record<string, string | undefined> = {};

beforeAll(async () => {
  t = await createTestApp();
  const f = t.factories;
  await f.createUser({ email: 'tourist@example.com', role: 'tourist' });
  await f.createUser({ email: 'admin@example.com', role: 'platform_admin' });
  const approved = await f.createUser({ email: 'merchant@example.com', role: 'merchant_admin' });
  await f.createMerchant({ ownerUserId: approved.id });
  const pending = await f.createUser({ email: 'pending@example.com', role: 'merchant_admin' });
  await f.createMerchant({ ownerUserId: pending.id, adminApproved: false });
  const inactive = await f.createUser({ email: 'inactive@example.com', role: 'merchant_admin' });
  await f.createMerchant({ ownerUserId: inactive.id, active: false });
  for (const who of ['tourist', 'admin', 'merchant', 'pending', 'inactive']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `${who}@example.com`, password: 'belize-demo-2026' },
    });
    tokens[who] = res.json().token;
  }
});
afterAll(() => t?.close());

const GROUPS = {
  public: 'GET /api/tours',
  signedIn: 'GET /api/auth/user',
  merchant: 'GET /api/merchant/profile',
  admin: 'GET /api/admin/dashboard/alerts',
} as const;

const EXPECTED: Record<string, Record<keyof typeof GROUPS, number>> = {
  anonymous: { public: 200, signedIn: 401, merchant: 401, admin: 401 },
  tourist: { public: 200, signedIn: 200, merchant: 403, admin: 403 },
  pending: { public: 200, signedIn: 200, merchant: 403, admin: 403 },
  inactive: { public: 200, signedIn: 200, merchant: 403, admin: 403 },
  merchant: { public: 200, signedIn: 200, merchant: 200, admin: 403 },
  admin: { public: 200, signedIn: 200, merchant: 403, admin: 200 },
};

describe('access by role and endpoint group', () => {
  const cases = Object.entries(EXPECTED).flatMap(([who, byGroup]) =>
    Object.entries(byGroup).map(([group, status]) => [who, group, status] as const),
  );
  it.each(cases)('%s calling the %s group gets %i', async (who, group, status) => {
    const [method, url] = GROUPS[group as keyof typeof GROUPS].split(' ') as ['GET', string];
    const token = tokens[who];
    const res = await t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(res.statusCode).toBe(status);
  });

  it('tells a pending merchant why the merchant area is closed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/profile',
      headers: { authorization: `Bearer ${tokens.pending}` },
    });
    expect(res.json().error.code).toBe('MERCHANT_PENDING_APPROVAL');
    expect(res.json().message).toMatch(/still under review/);
  });

  it('gives the approved merchant its own profile and the admin the alerts', async () => {
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/profile',
      headers: { authorization: `Bearer ${tokens.merchant}` },
    });
    expect(profile.json()).toMatchObject({ status: 'active', owner: { email: 'merchant@example.com' } });
    const alerts = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/alerts',
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(alerts.json()).toContainEqual({
      id: 'pending-merchants',
      type: 'warning',
      message: '1 merchant application is waiting for approval.',
    });
  });
});
