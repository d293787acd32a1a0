import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, CARD, call, nextDay, signIn } from './admin-test-kit.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  const f = t.factories;
  await f.createUser({ email: 'admin@example.com', role: 'platform_admin' });
  admin = await signIn(t, 'admin@example.com');
  await f.createUser({
    email: 'maria@example.com',
    fullName: 'Maria Lopez',
    createdAt: new Date('2026-03-01T12:00:00Z'),
  });
  await f.createUser({ email: 'juan@example.com', fullName: 'Juan Pérez', phoneNumber: '+501 600 0000' });
  await f.createUser({ email: 'deleted-1@deleted.invalid', fullName: 'Deleted user', deletedAt: new Date() });
  await f.createUser({ email: 'owner@example.com', fullName: 'Maria Owner', role: 'merchant_admin' });
  const tour = await f.createTour({ sellingPriceCents: 6_000 });
  const maria = await signIn(t, 'maria@example.com');
  for (const pay of [true, true, false]) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(maria),
      payload: {
        tourId: tour.id,
        date: nextDay(),
        adults: 1,
        fullName: 'Maria Lopez',
        email: 'maria@example.com',
        phone: '+501 1',
      },
    });
    if (!pay) continue;
    await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${created.json().booking.id}/pay`,
      headers: { ...bearer(maria), 'idempotency-key': randomUUID() },
      payload: CARD,
    });
  }
});
afterAll(() => t?.close());

const list = async (query = '') => (await call(t, admin, 'GET', `/api/admin/tourists${query}`)).json();

describe('listing tourists', () => {
  it('lists tourist accounts only, newest first, with paid bookings and spending', async () => {
    const body = await list();
    expect(body.total).toBe(3);
    expect(body.tourists.map((x: { full_name: string }) => x.full_name)).toEqual([
      'Deleted user',
      'Juan Pérez',
      'Maria Lopez',
    ]);
    expect(body.tourists[0]).toMatchObject({ deleted: true, bookingsCount: 0, totalSpent: 0 });
    expect(body.tourists[1]).toMatchObject({
      email: 'juan@example.com',
      phone_number: '+501 600 0000',
      deleted: false,
    });
    expect(body.tourists[2]).toMatchObject({
      email: 'maria@example.com',
      created_at: '2026-03-01T12:00:00.000Z',
      bookingsCount: 2,
      totalSpent: 12_000,
    });
  });

  it('searches by name or email and pages', async () => {
    expect((await list('?search=MARIA')).tourists.map((x: { email: string }) => x.email)).toEqual([
      'maria@example.com',
    ]);
    expect((await list('?search=juan@')).total).toBe(1);
    expect(await list('?limit=1&page=3')).toMatchObject({
      total: 3,
      tourists: [{ full_name: 'Maria Lopez' }],
    });
    const bad = await call(t, admin, 'GET', '/api/admin/tourists?limit=-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('limit');
  });
});
