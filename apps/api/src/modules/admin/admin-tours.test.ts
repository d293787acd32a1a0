import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditOf, bookAndPay, call, emailsTo, signIn } from './admin-test-kit.ts';

let t: TestApp;
let admin: string;
let ownerId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://belizepass.example' } });
  const f = t.factories;
  const staff = await f.createUser({
    email: 'admin@example.com',
    role: 'platform_admin',
    fullName: 'Ana Staff',
  });
  admin = await signIn(t, 'admin@example.com');
  const owner = await f.createUser({
    email: 'owner@example.com',
    fullName: 'Owen Reyes',
    role: 'merchant_admin',
  });
  ownerId = staff.id;
  const reef = await f.createMerchant({ ownerUserId: owner.id, businessName: 'Reef Runners' });
  const jungle = await f.createMerchant({ businessName: 'Jungle Trails' });
  ids.snorkel = (
    await f.createTour({
      merchantId: reef.id,
      title: 'Hol Chan snorkel',
      sellingPriceCents: 9_000,
      reviews: [{ userName: 'Kim', rating: 5, comment: 'Wonderful', visitedOn: '2026-01-05' }],
      photos: [
        { url: '/uploads/snorkel.webp', thumbnailUrl: '/uploads/snorkel-thumb.webp', isPrimary: true },
      ],
    })
  ).id;
  ids.cave = (
    await f.createTour({
      merchantId: jungle.id,
      title: 'ATM cave',
      locationId: 'cayo-district',
      sellingPriceCents: 12_000,
      reviews: [{ userName: 'Lee', rating: 3, comment: 'Hard work', visitedOn: '2026-01-05' }],
    })
  ).id;
  ids.pending = (
    await f.createTour({
      merchantId: reef.id,
      title: 'Blue Hole flight',
      sellingPriceCents: 30_000,
      adminApproved: false,
    })
  ).id;
  ids.draft = (
    await f.createTour({
      merchantId: reef.id,
      title: 'Draft sail',
      sellingPriceCents: 4_000,
      adminApproved: false,
      active: false,
    })
  ).id;
  ids.paused = (
    await f.createTour({ merchantId: jungle.id, title: 'Zip line', sellingPriceCents: 6_000, active: false })
  ).id;
  await bookAndPay(t, ids.cave, { adults: 2 });
  await bookAndPay(t, ids.cave, { adults: 1 });
  await bookAndPay(t, ids.snorkel, { adults: 1 });
});
afterAll(() => t?.close());

const list = async (query = '') => {
  const res = await call(t, admin, 'GET', `/api/admin/tours${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { tours: Record<string, unknown>[]; total: number; pendingCount: number };
};
const titles = (body: { tours: Record<string, unknown>[] }) => body.tours.map((x) => x.title);
const publicIds = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/tours?limit=50' })).json().tours as { id: string }[]).map(
    (x) => x.id,
  );

describe('listing tours', () => {
  it('sorts by name ascending by default with the admin tour shape', async () => {
    const body = await list();
    expect(titles(body)).toEqual([
      'ATM cave',
      'Blue Hole flight',
      'Draft sail',
      'Hol Chan snorkel',
      'Zip line',
    ]);
    expect(body).toMatchObject({ total: 5, pendingCount: 2 });
    expect(body.tours[0]).toMatchObject({
      id: ids.cave,
      title: 'ATM cave',
      name: 'ATM cave',
      merchant: { business_name: 'Jungle Trails' },
      location: { id: 'cayo-district', name: 'Cayo District' },
      platform_selling_price: 12_000,
      duration_hours: 4,
      durationHours: 4,
      total_bookings: 2,
      totalBookings: 2,
      totalRevenue: 36_000,
      rating: 3,
      reviewCount: 1,
      admin_approved: true,
      approved: true,
      active: true,
      status: 'active',
      imageUrl: null,
    });
    expect(body.tours[3]).toMatchObject({ imageUrl: '/uploads/snorkel.webp', rating: 5 });
    expect(body.tours[1]).toMatchObject({ status: 'pending_approval', rating: null });
    expect(body.tours[4]).toMatchObject({ status: 'inactive' });
  });

  it.each([
    [
      '?sortBy=price&sortDirection=desc',
      ['Blue Hole flight', 'ATM cave', 'Hol Chan snorkel', 'Zip line', 'Draft sail'],
    ],
    ['?sortBy=merchant', ['ATM cave', 'Zip line', 'Blue Hole flight', 'Draft sail', 'Hol Chan snorkel']],
    [
      '?sortBy=bookings&sortDirection=desc',
      ['ATM cave', 'Hol Chan snorkel', 'Blue Hole flight', 'Draft sail', 'Zip line'],
    ],
    [
      '?sortBy=rating&sortDirection=desc',
      ['Hol Chan snorkel', 'ATM cave', 'Blue Hole flight', 'Draft sail', 'Zip line'],
    ],
    [
      '?sortBy=rating&sortDirection=asc',
      ['ATM cave', 'Hol Chan snorkel', 'Blue Hole flight', 'Draft sail', 'Zip line'],
    ],
    ['?status=pending', ['Blue Hole flight', 'Draft sail']],
    ['?status=approved', ['ATM cave', 'Hol Chan snorkel', 'Zip line']],
    ['?status=inactive', ['Zip line']],
    ['?search=cayo', ['ATM cave']],
    ['?search=ambergris', ['Blue Hole flight', 'Draft sail', 'Hol Chan snorkel', 'Zip line']],
    ['?search=reef', ['Blue Hole flight', 'Draft sail', 'Hol Chan snorkel']],
    ['?search=HOLE', ['Blue Hole flight']],
    ['?limit=2&page=3', ['Zip line']],
  ])('%s', async (query, expected) => {
    expect(titles(await list(query))).toEqual(expected);
  });

  it.each([
    ['sortBy=title', 'sortBy'],
    ['sortDirection=sideways', 'sortDirection'],
    ['status=draft', 'status'],
    ['limit=0', 'limit'],
  ])('rejects %s with a 400 naming %s', async (query, parameter) => {
    const res = await call(t, admin, 'GET', `/api/admin/tours?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe(parameter);
  });
});

describe('tour detail', () => {
  it('adds description, category, group size and the recent edits from the audit log', async () => {
    await recordAudit(t.db, {
      actorUserId: ownerId,
      action: 'tour.update',
      entityType: 'tour',
      entityId: ids.snorkel!,
      before: { sellingPriceCents: 8_500 },
      after: { sellingPriceCents: 9_000 },
    });
    const res = await call(t, admin, 'GET', `/api/admin/tours/${ids.snorkel}`);
    expect(res.json()).toMatchObject({
      title: 'Hol Chan snorkel',
      category: 'water-activities',
      maxParticipants: 8,
      recentChanges: [{ before: { sellingPriceCents: 8_500 }, after: { sellingPriceCents: 9_000 } }],
    });
    expect(res.json().description).toContain('Hol Chan');
    expect(
      (await call(t, admin, 'GET', '/api/admin/tours/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});

describe('approving and activating tours', () => {
  it('approving an active tour makes it public at once and tells the merchant it is live', async () => {
    expect(await publicIds()).not.toContain(ids.pending);
    const res = await call(t, admin, 'PATCH', `/api/admin/tours/${ids.pending}/approve`, { approved: true });
    expect(res.json()).toMatchObject({ approved: true, admin_approved: true, status: 'active' });
    expect(await publicIds()).toContain(ids.pending);
    const mail = (await emailsTo(t, 'owner@example.com')).at(-1)!;
    expect(mail.subject).toBe('Your tour Blue Hole flight is live');
    expect(mail.textBody).toContain(`https://belizepass.example/tours/${ids.pending}`);
    const [entry] = await auditOf(t, ids.pending!);
    expect(entry).toMatchObject({
      action: 'tour.approve',
      before: { admin_approved: false, active: true },
      after: { admin_approved: true, active: true },
    });
  });

  it('an approved draft stays hidden until it is activated', async () => {
    await call(t, admin, 'PATCH', `/api/admin/tours/${ids.draft}/approve`, { approved: true });
    expect((await emailsTo(t, 'owner@example.com')).at(-1)!.subject).toBe('Your tour Draft sail is approved');
    expect(await publicIds()).not.toContain(ids.draft);
    const on = await call(t, admin, 'PATCH', `/api/admin/tours/${ids.draft}/status`, { active: true });
    expect(on.json()).toMatchObject({ active: true, status: 'active' });
    expect(await publicIds()).toContain(ids.draft);
  });

  it('deactivating or withdrawing approval takes a tour off the site; each change is audited', async () => {
    const off = await call(t, admin, 'PATCH', `/api/admin/tours/${ids.snorkel}/status`, { active: false });
    expect(off.json()).toMatchObject({ active: false, status: 'inactive' });
    expect(await publicIds()).not.toContain(ids.snorkel);
    expect((await t.app.inject({ method: 'GET', url: `/api/tours/${ids.snorkel}` })).statusCode).toBe(404);
    await call(t, admin, 'PATCH', `/api/admin/tours/${ids.snorkel}/status`, { active: true });
    expect(await publicIds()).toContain(ids.snorkel);

    const withdrawn = await call(t, admin, 'PATCH', `/api/admin/tours/${ids.cave}/approve`, {
      approved: false,
    });
    expect(withdrawn.json()).toMatchObject({ approved: false, status: 'pending_approval' });
    expect(await publicIds()).not.toContain(ids.cave);

    const actions = (await auditOf(t, ids.snorkel!)).map((e) => e.action).sort();
    expect(actions).toEqual(['tour.status', 'tour.status', 'tour.update']);
    expect((await auditOf(t, ids.cave!)).map((e) => e.action)).toEqual(['tour.reject']);
  });

  it('validates the bodies', async () => {
    const res = await call(t, admin, 'PATCH', `/api/admin/tours/${ids.cave}/approve`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('approved');
  });
});
