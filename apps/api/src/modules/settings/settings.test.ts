import { HOLD_SETTING_RANGES } from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notifyTourApprovalRequest } from '../admin/admin-notifications.ts';
import { auditOf, bookAndPay, call, emailsTo, signIn } from '../admin/admin-test-kit.ts';
import { completeDepartedBookings } from '../bookings/bookings.service.ts';

let t: TestApp;
let admin: string;
let tourId: string;
const NOTIFY_ALL = {
  newMerchantSignups: true,
  newBookings: true,
  completedBookings: true,
  payoutProcessed: true,
  tourApprovalRequests: true,
};
const NOTIFY_NONE = Object.fromEntries(Object.keys(NOTIFY_ALL).map((k) => [k, false]));
const valid = {
  platformName: 'BelizePass',
  platformEmail: 'Staff@BelizePass.example',
  defaultCommissionRate: 15,
  notifications: NOTIFY_ALL,
};

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://belizepass.example' } });
  await t.factories.createUser({ email: 'admin@example.com', role: 'platform_admin' });
  admin = await signIn(t, 'admin@example.com');
  tourId = (await t.factories.createTour({ title: 'Xunantunich ruins', sellingPriceCents: 10_000 })).id;
});
afterAll(() => t?.close());

const save = (body: object) => call(t, admin, 'PUT', '/api/admin/settings', body);

describe('platform settings', () => {
  it('start from the defaults of the spec (commission 10%)', async () => {
    const res = await call(t, admin, 'GET', '/api/admin/settings');
    expect(res.json()).toMatchObject({
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
    });
    expect(res.json().updatedAt).toEqual(expect.any(String));
  });

  it.each([
    [{ platformName: '  ' }, 'platformName', 'Platform name is required'],
    [{ platformName: 'x'.repeat(81) }, 'platformName', 'Platform name must be at most 80 characters'],
    [{ platformEmail: '' }, 'platformEmail', 'Platform email is required'],
    [{ platformEmail: 'staff@' }, 'platformEmail', 'Platform email is invalid'],
    [
      { defaultCommissionRate: 12.5 },
      'defaultCommissionRate',
      'Commission rate must be a whole number from 0 to 100',
    ],
    [
      { defaultCommissionRate: 101 },
      'defaultCommissionRate',
      'Commission rate must be a whole number from 0 to 100',
    ],
    [
      { defaultCommissionRate: -1 },
      'defaultCommissionRate',
      'Commission rate must be a whole number from 0 to 100',
    ],
    [
      { defaultCommissionRate: '15' },
      'defaultCommissionRate',
      'Commission rate must be a whole number from 0 to 100',
    ],
    [{ notifications: { newBookings: true } }, 'notifications.newMerchantSignups', expect.any(String)],
  ])('rejects %j (400 on %s)', async (change, field, message) => {
    const res = await save({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual({ field, message });
  });

  it('saves valid settings and audits the change with before and after', async () => {
    const res = await save(valid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...valid, platformEmail: 'staff@belizepass.example' });
    expect((await call(t, admin, 'GET', '/api/admin/settings')).json()).toEqual(res.json());
    const [entry] = await auditOf(t, '1');
    expect(entry).toMatchObject({
      action: 'settings.update',
      entityType: 'settings',
      before: { defaultCommissionRate: 10, platformEmail: 'support@belizepass.bz' },
      after: { defaultCommissionRate: 15, platformEmail: 'staff@belizepass.example' },
    });
    const audit = (await call(t, admin, 'GET', '/api/admin/audit?entityType=settings')).json();
    expect(audit.total).toBe(1);
    expect(audit.entries[0]).toMatchObject({
      action: 'settings.update',
      entityId: '1',
      actor: { full_name: 'Alex Morgan' },
    });
  });

  it('the next booking paid uses the new commission rate', async () => {
    const booking = await bookAndPay(t, tourId, { adults: 2, children: 1 }); // 20,000 + 7,000
    const detail = (await call(t, admin, 'GET', `/api/admin/bookings/${booking.id}`)).json();
    expect(detail).toMatchObject({ total: 27_000, commissionPercent: 15, commission: 4_050, net: 22_950 });
  });
});

describe('staff notifications follow the flags', () => {
  const staffMail = () => emailsTo(t, 'staff@belizepass.example');
  const signupMerchant = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email,
        password: 'belize-demo-2026',
        full_name: 'Nia Flowers',
        phone_number: '+501 600 1234',
        role: 'merchant_admin',
        merchant_application: {
          business_name: 'Toledo Chocolate Tours',
          description: 'Cacao farm visits in San Felipe.',
          contact_email: 'cacao@example.com',
          btb_licence_number: 'BTB-7788',
        },
      },
    });

  it('sends each notification to the platform email while its flag is on', async () => {
    const before = (await staffMail()).length;
    expect((await signupMerchant('nia@example.com')).statusCode).toBe(201);
    await bookAndPay(t, tourId, { adults: 1 });
    await completeDepartedBookings(t.db, new Date(Date.now() + 70 * 86_400_000));
    await notifyTourApprovalRequest(t.db, {
      id: tourId,
      title: 'Xunantunich ruins',
      merchantId: (await t.factories.createMerchant()).id,
    });
    const subjects = (await staffMail()).slice(before).map((m) => m.subject);
    expect(subjects).toEqual([
      '[BelizePass] New merchant application: Toledo Chocolate Tours',
      expect.stringMatching(/^\[BelizePass\] New booking [A-Z0-9]{8}: Xunantunich ruins$/),
      '[BelizePass] 2 no-shows',
      '[BelizePass] Tour awaiting approval: Xunantunich ruins',
    ]);
    const signupMail = (await staffMail()).find((m) => m.subject.includes('Toledo'))!;
    expect(signupMail.textBody).toContain(
      'https://belizepass.example/admin/dashboard/merchants?status=pending',
    );
  });

  it('sends none of them while the flags are off', async () => {
    expect((await save({ ...valid, notifications: NOTIFY_NONE })).statusCode).toBe(200);
    const before = (await staffMail()).length;
    expect((await signupMerchant('quiet@example.com')).statusCode).toBe(201);
    await bookAndPay(t, tourId, { adults: 1 });
    await completeDepartedBookings(t.db, new Date(Date.now() + 70 * 86_400_000));
    await notifyTourApprovalRequest(t.db, {
      id: tourId,
      title: 'Xunantunich ruins',
      merchantId: (await t.factories.createMerchant()).id,
    });
    expect(await staffMail()).toHaveLength(before);
  });
});

describe('hold settings from the environment and from the admin form', () => {
  const KEYS = {
    minutes: 'HOLD_MINUTES',
    perClient: 'UNPAID_HOLDS_PER_CLIENT',
    departureSharePercent: 'UNPAID_HOLD_SHARE_PERCENT',
  } as const;
  const boot = (key: string, value: number) => () =>
    loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.dataDir, [key]: String(value) });

  it('a value out of range stops the start, naming its key', () => {
    for (const [setting, key] of Object.entries(KEYS)) {
      const { min, max } = HOLD_SETTING_RANGES[setting as keyof typeof KEYS];
      expect(boot(key, max + 1)).toThrow(new RegExp(`Invalid environment: ${key}: `));
      expect(boot(key, min - 1)).toThrow(new RegExp(`Invalid environment: ${key}: `));
      expect(boot(key, max)).not.toThrow();
      expect(boot(key, min)).not.toThrow();
    }
  });

  it('the settings as provisioned (the test environment gives 10,000 holds per client) save unchanged', async () => {
    const provisioned = (await call(t, admin, 'GET', '/api/admin/settings')).json().holds;
    expect(provisioned.perClient).toBe(10_000);
    const res = await save({ ...valid, holds: provisioned });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('the admin form accepts every value the environment accepts, and no other', async () => {
    const provisioned = (await call(t, admin, 'GET', '/api/admin/settings')).json().holds;
    try {
      for (const [setting, key] of Object.entries(KEYS)) {
        const { min, max } = HOLD_SETTING_RANGES[setting as keyof typeof KEYS];
        for (const value of [min, max]) {
          expect(boot(key, value)).not.toThrow();
          const res = await save({ ...valid, holds: { ...provisioned, [setting]: value } });
          expect(res.statusCode, `${setting} ${value}: ${res.body}`).toBe(200);
          expect(res.json().holds[setting]).toBe(value);
        }
        for (const value of [min - 1, max + 1]) {
          expect(boot(key, value)).toThrow();
          const res = await save({ ...valid, holds: { ...provisioned, [setting]: value } });
          expect(res.statusCode, `${setting} ${value}`).toBe(400);
          expect(res.json().error.details[0].field).toBe(`holds.${setting}`);
        }
      }
    } finally {
      await save({ ...valid, holds: provisioned });
    }
  });
});
