import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditOf, bookAndPay, call, emailsTo, nextDay, signIn } from './admin-test-kit.ts';

let t: TestApp;
let admin: string;
const m: Record<string, { id: string }> = {};
const tourIds: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://belizepass.example' } });
  const f = t.factories;
  await f.createUser({ email: 'admin@example.com', role: 'platform_admin' });
  admin = await signIn(t, 'admin@example.com');
  const owner = (email: string, fullName: string) =>
    f.createUser({ email, fullName, role: 'merchant_admin' });
  m.alpha = await f.createMerchant({
    businessName: 'Alpha Adventures',
    contactEmail: 'hello@alpha.example.com',
    ownerUserId: (await owner('zed@example.com', 'Zed Young')).id,
    createdAt: new Date('2026-01-01T12:00:00Z'),
  });
  m.bravo = await f.createMerchant({
    businessName: 'bravo Boats',
    ownerUserId: (await owner('amy@example.com', 'Amy Able')).id,
    createdAt: new Date('2026-02-01T12:00:00Z'),
  });
  m.cayo = await f.createMerchant({
    businessName: 'Cayo 100% Caves',
    ownerUserId: (await owner('applicant@example.com', 'Carla Cruz')).id,
    adminApproved: false,
    btbLicenceNumber: 'BTB-1234',
  });
  m.delta = await f.createMerchant({
    businessName: 'Delta Dive',
    ownerUserId: (await owner('dora@example.com', 'Dora Diaz')).id,
    active: false,
  });
  tourIds.alpha1 = (
    await f.createTour({ merchantId: m.alpha.id, title: 'Alpha one', sellingPriceCents: 5_000 })
  ).id;
  tourIds.alpha2 = (
    await f.createTour({ merchantId: m.alpha.id, title: 'Alpha two', sellingPriceCents: 5_000 })
  ).id;
  tourIds.bravo = (
    await f.createTour({ merchantId: m.bravo.id, title: 'Bravo sail', sellingPriceCents: 20_000 })
  ).id;
  await bookAndPay(t, tourIds.alpha1, { adults: 1 });
  await bookAndPay(t, tourIds.bravo, { adults: 1 });
});
afterAll(() => t?.close());

const list = async (query = '') => {
  const res = await call(t, admin, 'GET', `/api/admin/merchants${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { merchants: Record<string, unknown>[]; total: number; pendingCount: number };
};
const names = (body: { merchants: Record<string, unknown>[] }) => body.merchants.map((x) => x.business_name);

describe('listing merchants', () => {
  it('sorts by business name ascending by default and shows the admin merchant shape', async () => {
    const body = await list();
    expect(names(body)).toEqual(['Alpha Adventures', 'bravo Boats', 'Cayo 100% Caves', 'Delta Dive']);
    expect(body).toMatchObject({ total: 4, pendingCount: 1 });
    expect(body.merchants[0]).toMatchObject({
      id: m.alpha!.id,
      profile: { full_name: 'Zed Young' },
      contact_email: 'hello@alpha.example.com',
      admin_approved: true,
      approved: true,
      active: true,
      status: 'active',
      totalTours: 2,
      totalBookings: 1,
      totalRevenue: 5_000,
      lastPayoutDate: null,
      rejected_at: null,
    });
    expect(body.merchants[2]).toMatchObject({ status: 'pending_approval', btb_licence_number: 'BTB-1234' });
    expect(body.merchants[3]).toMatchObject({ status: 'inactive' });
  });

  it.each([
    [
      '?sortBy=revenue&sortDirection=desc',
      ['bravo Boats', 'Alpha Adventures', 'Cayo 100% Caves', 'Delta Dive'],
    ],
    [
      '?sortBy=tours&sortDirection=desc',
      ['Alpha Adventures', 'bravo Boats', 'Cayo 100% Caves', 'Delta Dive'],
    ],
    ['?sortBy=contact', ['bravo Boats', 'Cayo 100% Caves', 'Delta Dive', 'Alpha Adventures']],
    [
      '?sortBy=businessName&sortDirection=desc',
      ['Delta Dive', 'Cayo 100% Caves', 'bravo Boats', 'Alpha Adventures'],
    ],
    ['?sortBy=createdAt', ['Alpha Adventures', 'bravo Boats', 'Cayo 100% Caves', 'Delta Dive']],
    ['?status=approved', ['Alpha Adventures', 'bravo Boats', 'Delta Dive']],
    ['?status=pending', ['Cayo 100% Caves']],
    ['?status=inactive', ['Delta Dive']],
    ['?search=ALPHA', ['Alpha Adventures']],
    ['?search=amy@', ['bravo Boats']],
    ['?search=100%25', ['Cayo 100% Caves']],
    ['?search=%25', ['Cayo 100% Caves']],
    ['?search=nothing-like-this', []],
    ['?limit=2&page=2', ['Cayo 100% Caves', 'Delta Dive']],
    ['?sortDirection=&status=&search=', ['Alpha Adventures', 'bravo Boats', 'Cayo 100% Caves', 'Delta Dive']],
  ])('%s', async (query, expected) => {
    expect(names(await list(query))).toEqual(expected);
  });

  it('counts all matches while returning one page', async () => {
    expect(await list('?limit=1&status=approved')).toMatchObject({ total: 3, pendingCount: 1 });
  });

  it.each([
    ['sortBy=name', 'sortBy'],
    ['sortDirection=up', 'sortDirection'],
    ['status=archived', 'status'],
    ['page=0', 'page'],
    ['page=two', 'page'],
    ['limit=1000', 'limit'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ])('rejects %s with a 400 naming %s', async (query, parameter) => {
    const res = await call(t, admin, 'GET', `/api/admin/merchants?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(`'${parameter}'`);
    expect(res.json().error.details[0].field).toBe(parameter);
  });
});

describe('merchant detail', () => {
  it('adds tours, owner email, last payout and unpaid net; 404 for an unknown merchant', async () => {
    const res = await call(t, admin, 'GET', `/api/admin/merchants/${m.alpha!.id}`);
    expect(res.json()).toMatchObject({
      owner_email: 'zed@example.com',
      tours: [
        { id: tourIds.alpha1, title: 'Alpha one', status: 'active' },
        { id: tourIds.alpha2, title: 'Alpha two', status: 'active' },
      ],
      lastPayout: null,
      unpaidNet: 0,
    });
    const missing = await call(t, admin, 'GET', '/api/admin/merchants/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await call(t, admin, 'GET', '/api/admin/merchants/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('approving and rejecting applications', () => {
  it('needs a reason of 3 to 1000 characters to reject', async () => {
    for (const payload of [
      { approved: false },
      { approved: false, reason: ' no ' },
      { approved: false, reason: 'x'.repeat(1001) },
    ]) {
      const res = await call(t, admin, 'PATCH', `/api/admin/merchants/${m.cayo!.id}/approve`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].field).toBe('reason');
    }
  });

  it('rejects with a reason: recorded, emailed to the applicant and audited; still pending approval', async () => {
    const reason = 'Please send a copy of your BTB tour operator licence.';
    const res = await call(t, admin, 'PATCH', `/api/admin/merchants/${m.cayo!.id}/approve`, {
      approved: false,
      reason,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ admin_approved: false, approved: false, rejection_reason: reason });
    expect(res.json().rejected_at).toBeTruthy();
    const [mail] = await emailsTo(t, 'applicant@example.com');
    expect(mail!.textBody).toContain(reason);
    const [entry] = await auditOf(t, m.cayo!.id);
    expect(entry).toMatchObject({ action: 'merchant.reject', entityType: 'merchant', note: reason });
    expect(entry!.before).toMatchObject({ admin_approved: false, rejected_at: null });
    expect(entry!.after).toMatchObject({ admin_approved: false, rejection_reason: reason });
    // A decided application no longer waits for approval.
    expect((await list()).pendingCount).toBe(0);
    expect(names(await list('?status=pending'))).toEqual([]);
  });

  it('approves: the applicant gets the merchant login link and can use the merchant area', async () => {
    const applicant = await signIn(t, 'applicant@example.com');
    expect((await call(t, applicant, 'GET', '/api/merchant/profile')).statusCode).toBe(403);
    const res = await call(t, admin, 'PATCH', `/api/admin/merchants/${m.cayo!.id}/approve`, {
      approved: true,
    });
    expect(res.json()).toMatchObject({
      admin_approved: true,
      approved: true,
      status: 'active',
      rejected_at: null,
      rejection_reason: null,
    });
    const mails = await emailsTo(t, 'applicant@example.com');
    expect(mails.at(-1)!.subject).toBe('Your BelizePass merchant account is approved');
    expect(mails.at(-1)!.textBody).toContain('https://belizepass.example/merchant/login');
    expect((await call(t, applicant, 'GET', '/api/merchant/profile')).statusCode).toBe(200);
    const entries = await auditOf(t, m.cayo!.id);
    expect(entries.map((e) => e.action).sort()).toEqual(['merchant.approve', 'merchant.reject']);
    // Approving again changes nothing and sends nothing.
    await call(t, admin, 'PATCH', `/api/admin/merchants/${m.cayo!.id}/approve`, { approved: true });
    expect(await emailsTo(t, 'applicant@example.com')).toHaveLength(mails.length);
  });

  it('does not reject an approved merchant (it is deactivated instead)', async () => {
    const res = await call(t, admin, 'PATCH', `/api/admin/merchants/${m.alpha!.id}/approve`, {
      approved: false,
      reason: 'Too late for that',
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('activating and deactivating a merchant', () => {
  const publicIds = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tours?limit=50' });
    return (res.json().tours as { id: string }[]).map((x) => x.id);
  };

  it('hides all its tours from the public at once and restores them on reactivation', async () => {
    expect(await publicIds()).toEqual(expect.arrayContaining([tourIds.alpha1, tourIds.alpha2]));
    const off = await call(t, admin, 'PATCH', `/api/admin/merchants/${m.alpha!.id}/status`, {
      active: false,
    });
    expect(off.json()).toMatchObject({ active: false, status: 'inactive' });
    const hidden = await publicIds();
    expect(hidden).not.toContain(tourIds.alpha1);
    expect(hidden).not.toContain(tourIds.alpha2);
    expect(hidden).toContain(tourIds.bravo);
    expect((await t.app.inject({ method: 'GET', url: `/api/tours/${tourIds.alpha1}` })).statusCode).toBe(404);
    await expect(bookAndPay(t, tourIds.alpha1!, { date: nextDay() })).rejects.toThrow(/TOUR_NOT_FOUND/);

    const on = await call(t, admin, 'PATCH', `/api/admin/merchants/${m.alpha!.id}/status`, { active: true });
    expect(on.json()).toMatchObject({ active: true, status: 'active' });
    expect(await publicIds()).toEqual(expect.arrayContaining([tourIds.alpha1, tourIds.alpha2]));
    expect((await t.app.inject({ method: 'GET', url: `/api/tours/${tourIds.alpha1}` })).statusCode).toBe(200);
    await bookAndPay(t, tourIds.alpha1!, { adults: 1 });

    const actions = (await auditOf(t, m.alpha!.id)).filter((e) => e.action === 'merchant.status');
    expect(actions.map((e) => [e.before, e.after])).toEqual(
      expect.arrayContaining([
        [{ active: true }, { active: false }],
        [{ active: false }, { active: true }],
      ]),
    );
  });

  it('validates the body and answers 404 for an unknown merchant', async () => {
    const bad = await call(t, admin, 'PATCH', `/api/admin/merchants/${m.alpha!.id}/status`, {
      active: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('active');
    const missing = await call(
      t,
      admin,
      'PATCH',
      '/api/admin/merchants/00000000-0000-4000-8000-000000000000/status',
      {
        active: true,
      },
    );
    expect(missing.statusCode).toBe(404);
  });
});
