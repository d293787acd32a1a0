import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, merchantAccount, touristAccount } from '../merchant-tours/test-kit.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let me: Awaited<ReturnType<typeof merchantAccount>>;

const review = (rating: number, i: number) => ({
  userName: `Guest ${i}`,
  rating,
  comment: 'Great day out',
  visitedOn: `2026-01-0${(i % 9) + 1}`,
});

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  me = await merchantAccount(t, { businessName: 'Maya Mountain Guides' });
  await t.factories.createTour({
    merchantId: me.merchant.id,
    title: 'Xunantunich and Cahal Pech',
    reviews: [review(5, 1), review(4, 2)],
  });
  await t.factories.createTour({
    merchantId: me.merchant.id,
    title: 'Draft tour',
    active: false,
    reviews: [review(3, 3)],
  });
  await t.factories.createTour({
    merchantId: me.merchant.id,
    title: 'Awaiting approval',
    adminApproved: false,
  });
});
afterAll(() => t?.close());

const profile = {
  business_name: 'Maya Mountain Guides Ltd',
  tagline: 'Licensed guides since 2004',
  description: 'Small groups to the Maya sites of Cayo.',
  contact_email: 'Bookings@MayaMountain.example.com',
  phone_number: '+501 824 0000',
  address: 'Burns Avenue, San Ignacio',
};

describe('business profile', () => {
  it('shows rating over all its tours’ reviews, review and tour counts and approval time', async () => {
    const res = await call('GET', '/api/merchant/profile', me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: me.merchant.id,
      business_name: 'Maya Mountain Guides',
      status: 'active',
      rating: 4,
      reviewCount: 3,
      tourCount: 3,
      approved_at: expect.any(String),
    });
  });

  it('saves edits, lower-cases the contact email and records what changed', async () => {
    const res = await call('PATCH', '/api/merchant/profile', me.token, profile);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...profile, contact_email: 'bookings@mayamountain.example.com' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, me.merchant.id), eq(auditLog.action, 'merchant.profile_update')));
    expect(audit?.after).toMatchObject({ tagline: 'Licensed guides since 2004' });
    // The business name and contacts of an approved merchant wait for review (reviewed-revisions.test.ts).
    const [submitted] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, me.merchant.id), eq(auditLog.action, 'merchant.revision_submit')));
    expect(submitted?.before).toMatchObject({ businessName: 'Maya Mountain Guides' });
    expect(submitted?.after).toMatchObject({ businessName: 'Maya Mountain Guides Ltd' });
    expect(res.json().revision).toMatchObject({ status: 'pending' });
    const cleared = await call('PATCH', '/api/merchant/profile', me.token, {
      ...profile,
      tagline: '',
      address: null,
    });
    expect(cleared.json()).toMatchObject({ tagline: null, address: null });
  });

  it.each([
    [{ business_name: ' ' }, 'business_name', 'Business name is required'],
    [{ description: '' }, 'description', 'Business description is required'],
    [{ contact_email: '' }, 'contact_email', 'Business contact email is required'],
    [{ contact_email: 'not-an-email' }, 'contact_email', 'Contact email is invalid'],
    [{ tagline: 'x'.repeat(161) }, 'tagline', 'Tagline must be at most 160 characters'],
  ])('rejects %j with a message on %s', async (overrides, field, message) => {
    const res = await call('PATCH', '/api/merchant/profile', me.token, { ...profile, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual({ field, message });
  });

  it('is for approved merchants only', async () => {
    const pending = await merchantAccount(t, { adminApproved: false });
    const tourist = await touristAccount(t);
    expect((await call('PATCH', '/api/merchant/profile', undefined, profile)).statusCode).toBe(401);
    expect((await call('PATCH', '/api/merchant/profile', tourist.token, profile)).statusCode).toBe(403);
    expect((await call('PATCH', '/api/merchant/profile', pending.token, profile)).statusCode).toBe(403);
  });
});

describe('public merchant page', () => {
  it('shows the operator and only its approved, active tours as listing cards', async () => {
    const res = await call('GET', `/api/merchants/${me.merchant.id}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    // The new name waits for staff approval: the public page keeps the approved one.
    expect(page).toMatchObject({
      id: me.merchant.id,
      business_name: 'Maya Mountain Guides',
      rating: 4.5,
      reviewCount: 2,
      member_since: expect.any(String),
    });
    expect(page.tours.map((x: { title: string }) => x.title)).toEqual(['Xunantunich and Cahal Pech']);
    const listing = (await call('GET', '/api/tours?limit=50')).json().tours;
    const card = listing.find((x: { id: string }) => x.id === page.tours[0].id);
    expect(page.tours[0]).toEqual(card);
  });

  it('answers 404 for unknown, unapproved and inactive merchants', async () => {
    const pending = await merchantAccount(t, { adminApproved: false });
    const inactive = await merchantAccount(t, { active: false });
    for (const id of [pending.merchant.id, inactive.merchant.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await call('GET', `/api/merchants/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('MERCHANT_NOT_FOUND');
    }
    expect((await call('GET', '/api/merchants/not-a-uuid')).statusCode).toBe(400);
  });
});
