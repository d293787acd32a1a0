import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, signIn } from '../admin/admin-test-kit.ts';
import { recordAudit } from './audit.repository.ts';

let t: TestApp;
let admin: string;
let staffId: string;

beforeAll(async () => {
  t = await createTestApp();
  staffId = (
    await t.factories.createUser({
      email: 'admin@example.com',
      role: 'platform_admin',
      fullName: 'Ana Staff',
    })
  ).id;
  admin = await signIn(t, 'admin@example.com');
  for (let i = 1; i <= 3; i++) {
    await recordAudit(t.db, {
      actorUserId: staffId,
      action: 'tour.status',
      entityType: 'tour',
      entityId: 'tour-1',
      before: { active: i % 2 === 0 },
      after: { active: i % 2 === 1 },
    });
  }
  await recordAudit(t.db, {
    actorUserId: null,
    action: 'merchant.status',
    entityType: 'merchant',
    entityId: 'm-1',
    note: 'by the system',
  });
});
afterAll(() => t?.close());

const get = async (query: string) => {
  const res = await call(t, admin, 'GET', `/api/admin/audit${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the audit log', () => {
  it('lists every entry newest first with who made it', async () => {
    const body = await get('');
    expect(body.total).toBe(4);
    expect(body.entries[0]).toMatchObject({
      action: 'merchant.status',
      actor: null,
      note: 'by the system',
      before: null,
    });
    expect(body.entries[1]).toMatchObject({
      action: 'tour.status',
      entityType: 'tour',
      entityId: 'tour-1',
      actor: { id: staffId, full_name: 'Ana Staff' },
      before: { active: false },
      after: { active: true },
    });
  });

  it('filters by entity and pages', async () => {
    expect((await get('?entityType=tour')).total).toBe(3);
    expect((await get('?entityType=tour&entityId=tour-1&limit=2&page=2')).entries).toHaveLength(1);
    expect((await get('?entityType=merchant&entityId=tour-1')).total).toBe(0);
    const bad = await call(t, admin, 'GET', '/api/admin/audit?entityType=planet');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('entityType');
  });
});

describe('the names of audited records', () => {
  it('names each record as staff know it: a business, a tour title, the platform settings', async () => {
    const owner = await t.factories.createUser({ email: 'owner-names@example.com', role: 'merchant_admin' });
    const merchant = await t.factories.createMerchant({
      ownerUserId: owner.id,
      businessName: 'Named Reef Tours',
    });
    await recordAudit(t.db, {
      actorUserId: staffId,
      action: 'merchant.approve',
      entityType: 'merchant',
      entityId: merchant.id,
    });
    await recordAudit(t.db, {
      actorUserId: staffId,
      action: 'settings.update',
      entityType: 'settings',
      entityId: '1',
    });
    const missing = '00000000-0000-4000-8000-000000000000';
    await recordAudit(t.db, {
      actorUserId: staffId,
      action: 'tour.delete',
      entityType: 'tour',
      entityId: missing,
    });

    const { entries } = await get('?limit=3');
    const nameOf = (id: string) => entries.find((e: { entityId: string }) => e.entityId === id)?.entityName;
    expect(nameOf(merchant.id)).toBe('Named Reef Tours');
    expect(nameOf('1')).toBe('Platform settings');
    expect(nameOf(missing)).toBeNull();
    // Ids that are not record ids (older entries) are not looked up.
    expect((await get('?entityType=tour&entityId=tour-1')).entries[0].entityName).toBeNull();
  });
});
