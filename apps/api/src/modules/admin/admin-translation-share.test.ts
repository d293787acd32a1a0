import type { AdminMerchant, BusinessProfile, ManagedDeal, MerchantTour } from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../demo/seed-demo.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller } from '../merchant-tours/test-kit.ts';
import { signIn } from './admin-test-kit.ts';

// The admin sees each merchant's share of traveller-facing text translated into Spanish, counted by
// the rule that lists the operator's missing Spanish fields (issue 39).
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  await seedDemo(t.db, { storage: t.app.imageStorage, renderPhotos: false });
  admin = await signIn(t, 'admin@example.com');
  operator = await signIn(t, 'merchant@example.com');
});
afterAll(() => t?.close());

const read = async <T>(url: string, token: string) => {
  const res = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

/** The operator's own business, as the admin's list shows it. */
async function operatorRow(): Promise<AdminMerchant> {
  const profile = await read<BusinessProfile>('/api/merchant/profile', operator);
  const list = await read<{ merchants: AdminMerchant[] }>(
    `/api/admin/merchants?search=${encodeURIComponent(profile.business_name)}`,
    admin,
  );
  const row = list.merchants.find((m) => m.id === profile.id);
  expect(row).toBeDefined();
  return row!;
}

/** How many Spanish fields the operator is told are missing, over their tours, deals and profile. */
async function operatorMissing() {
  const tours = await read<{ tours: MerchantTour[] }>('/api/merchant/tours', operator);
  const deals = await read<{ deals: ManagedDeal[] }>('/api/merchant/deals', operator);
  const profile = await read<BusinessProfile>('/api/merchant/profile', operator);
  return [...tours.tours, ...deals.deals, profile].reduce((n, r) => n + r.missingTranslations.length, 0);
}

describe("the admin's share of each merchant's text translated", () => {
  it('is whole for the translated demo merchants', async () => {
    const list = await read<{ merchants: AdminMerchant[] }>('/api/admin/merchants?status=approved', admin);
    expect(list.merchants.length).toBeGreaterThan(0);
    for (const merchant of list.merchants) {
      expect(merchant.translation.toTranslate, merchant.business_name).toBeGreaterThan(0);
      expect(merchant.translation.translated, merchant.business_name).toBe(merchant.translation.toTranslate);
    }
  });

  it("falls as the operator adds English without Spanish and rises as they write it, matching the operator's missing list", async () => {
    const before = (await operatorRow()).translation;
    expect(await operatorMissing()).toBe(0);
    const form = {
      title: 'Sunset sail for two',
      description: 'Two hours on the water off San Pedro with rum punch.',
      category: 'activities',
      location_id: 'ambergris-caye',
      price: 9000,
      originalPrice: 12_000,
      validUntil: '2099-12-31',
      quantityAvailable: 10,
    };
    const created = await call('POST', '/api/merchant/deals', operator, form);
    expect(created.statusCode, created.body).toBe(201);
    const added = (await operatorRow()).translation;
    expect(added).toEqual({ toTranslate: before.toTranslate + 2, translated: before.translated });
    expect(added.toTranslate - added.translated).toBe(await operatorMissing());

    const edited = await call('PUT', `/api/merchant/deals/${created.json().id}`, operator, {
      ...form,
      title_es: 'Paseo en velero al atardecer para dos',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const written = (await operatorRow()).translation;
    expect(written).toEqual({ toTranslate: before.toTranslate + 2, translated: before.translated + 1 });
    expect(written.toTranslate - written.translated).toBe(await operatorMissing());

    const detail = await read<AdminMerchant>(`/api/admin/merchants/${(await operatorRow()).id}`, admin);
    expect(detail.translation).toEqual(written);
  });
});
