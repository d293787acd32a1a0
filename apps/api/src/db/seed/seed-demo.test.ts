import { LOCATION_SLUGS, type TourDetail, type TourListResponse } from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords.ts';
import { findUserByEmail } from '../../modules/users/users.repository.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_TOURS } from './demo-catalogue.ts';
import { DEMO_PASSWORD, seedDemo } from './seed-demo.ts';

// The smoke run of the embedded database: the demo data set on PGlite through the public API.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ database: 'pglite' });
  await seedDemo(t.db, { uploadsDir: t.config.uploadsDir, renderPhotos: false });
});
afterAll(() => t?.close());

const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json() as T;

describe('the demo data set on the embedded database', () => {
  it('creates the four demo accounts with the shared password', async () => {
    const roles: Record<string, string> = {
      'tourist@example.com': 'tourist',
      'merchant@example.com': 'merchant_admin',
      'admin@example.com': 'platform_admin',
      'pending@example.com': 'merchant_admin',
    };
    for (const [email, role] of Object.entries(roles)) {
      const user = await findUserByEmail(t.db, email);
      expect(user?.role).toBe(role);
      expect(await verifyPassword(user!.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('publishes at least 20 tours across the five listing locations, and not the pending one', async () => {
    const all = await get<TourListResponse>('/api/tours?limit=50');
    expect(all.pagination.total).toBeGreaterThanOrEqual(20);
    expect(all.pagination.total).toBe(
      DEMO_TOURS.filter((tour) => tour.publication !== 'pending-approval').length,
    );
    for (const location of LOCATION_SLUGS) {
      const inLocation = await get<TourListResponse>(`/api/tours?location=${location}`);
      expect(inLocation.pagination.total, location).toBeGreaterThanOrEqual(3);
    }
    const pending = DEMO_TOURS.find((tour) => tour.publication === 'pending-approval')!;
    expect(all.tours.map((tour) => tour.title)).not.toContain(pending.title);
  });

  it('finds Hol Chan snorkelling with a typo and shows its full detail', async () => {
    const found = await get<TourListResponse>('/api/tours/search?q=hol%20chan%20snorkle');
    expect(found.tours[0]?.title).toMatch(/Hol Chan/);
    const detail = await get<TourDetail>(`/api/tours/${found.tours[0]!.id}`);
    expect(detail.images.length).toBeGreaterThanOrEqual(3);
    expect(detail.reviews).toHaveLength(3);
    expect(detail.reviewCount).toBeGreaterThanOrEqual(5);
    expect(detail.itinerary.length).toBeGreaterThanOrEqual(4);
    expect(detail.location).toBe('Ambergris Caye');
  });
});
