import { addDays, belizeToday } from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deals, emailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { completeDepartedBookings } from '../bookings/bookings.service.ts';
import { systemAlerts } from './admin-dashboard.service.ts';
import { bookAndPay, call, signIn } from './admin-test-kit.ts';

let t: TestApp;
let admin: string;
const today = belizeToday();
const get = async (url: string) => {
  const res = await call(t, admin, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  await t.factories.createUser({ email: 'admin@example.com', role: 'platform_admin' });
  admin = await signIn(t, 'admin@example.com');
});
afterAll(() => t?.close());

describe('the admin overview', () => {
  it('says all systems are normal when nothing needs the staff', async () => {
    expect(await get('/api/admin/dashboard/alerts')).toEqual([
      { id: 'all-clear', type: 'success', message: 'All systems normal' },
    ]);
    const stats = await get('/api/admin/dashboard/stats');
    expect(stats).toMatchObject({
      totalSales: 0,
      bookingsCount: 0,
      pendingApprovals: 0,
      salesData: [0, 0, 0, 0, 0, 0, 0],
    });
    expect(stats.days).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => addDays(today, -n)));
    expect(await get('/api/admin/dashboard/top-tours')).toEqual([]);
  });

  it('counts sales, bookings, tourists, approvals, merchants and public tours from the database', async () => {
    const f = t.factories;
    const reef = await f.createMerchant({ businessName: 'Reef Runners' });
    const jungle = await f.createMerchant({ businessName: 'Jungle Trails' });
    const snorkel = await f.createTour({ merchantId: reef.id, title: 'Snorkel', sellingPriceCents: 10_000 });
    const cave = await f.createTour({
      merchantId: jungle.id,
      title: 'Cave tubing',
      sellingPriceCents: 5_000,
    });
    await f.createTour({ merchantId: jungle.id, title: 'Draft', active: false });
    await f.createTour({ merchantId: reef.id, title: 'Awaiting', adminApproved: false });
    await f.createMerchant({ businessName: 'Applicant', adminApproved: false });
    await f.createMerchant({
      businessName: 'Rejected',
      adminApproved: false,
      rejectedAt: new Date(),
      rejectionReason: 'No licence',
    });
    await f.createMerchant({ businessName: 'Paused', active: false });
    await t.db.insert(deals).values({
      merchantId: reef.id,
      title: 'Two-for-one snorkel',
      description: 'Bring a friend.',
      category: 'tours',
      locationId: 'ambergris-caye',
      priceCents: 5_000,
      originalPriceCents: 10_000,
      validUntil: addDays(today, 30),
      quantityAvailable: 10,
    });
    await f.createUser({ email: 'new@example.com' });
    await f.createUser({ email: 'old@example.com', createdAt: new Date(Date.now() - 10 * 86_400_000) });
    await f.createUser({ email: 'gone@example.com', deletedAt: new Date() });

    await bookAndPay(t, snorkel.id, { adults: 2 });
    await bookAndPay(t, snorkel.id, { adults: 1 });
    await bookAndPay(t, cave.id, { adults: 1 });
    await bookAndPay(t, cave.id, { adults: 4, pay: false });

    const stats = await get('/api/admin/dashboard/stats');
    expect(stats).toMatchObject({
      totalSales: 35_000,
      bookingsCount: 3,
      newUserCount: 1,
      totalTourists: 2,
      pendingApprovals: 3, // the applicant, the tour awaiting approval and the deal
      merchantCount: 2, // Reef and Jungle; not the applicant, the rejected or the paused one
      activeToursCount: 2,
    });
    expect(stats.salesData.at(-1)).toBe(35_000);
    expect(stats.bookingsData.at(-1)).toBe(3);
    expect(stats.salesData.slice(0, 6)).toEqual([0, 0, 0, 0, 0, 0]);

    expect(await get('/api/admin/dashboard/top-tours')).toEqual([
      { id: snorkel.id, name: 'Snorkel', bookings: 2, revenue: 30_000 },
      { id: cave.id, name: 'Cave tubing', bookings: 1, revenue: 5_000 },
    ]);
    expect(await get('/api/admin/dashboard/top-merchants')).toEqual([
      { id: reef.id, name: 'Reef Runners', bookings: 2, revenue: 30_000 },
      { id: jungle.id, name: 'Jungle Trails', bookings: 1, revenue: 5_000 },
    ]);
  });

  it('raises alerts from real conditions', async () => {
    await t.db.insert(emailOutbox).values({
      toAddress: 'nobody@example.com',
      subject: 'Hello',
      textBody: 'Hello',
      attempts: 2,
      lastError: 'Error: connect ECONNREFUSED',
    });
    const alerts = await get('/api/admin/dashboard/alerts');
    expect(alerts).toEqual([
      {
        id: 'pending-merchants',
        type: 'warning',
        message: '1 merchant application is waiting for approval.',
      },
      {
        id: 'failed-emails',
        type: 'warning',
        message: '1 email failed to send. The outbox retries each one up to 5 times.',
      },
      { id: 'pending-tours', type: 'info', message: '1 tour is waiting for approval.' },
      { id: 'pending-deals', type: 'info', message: '1 deal is waiting for approval.' },
    ]);
    // The same alerts in the language the request asks for.
    const spanish = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/alerts',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'es' },
    });
    expect(spanish.json().map((alert: { message: string }) => alert.message)).toEqual([
      '1 solicitud de comercio espera aprobación.',
      'No se pudo enviar 1 correo. La bandeja de salida reintenta cada uno hasta 5 veces.',
      '1 tour espera aprobación.',
      '1 oferta espera aprobación.',
    ]);

    // The pending hold (15 minutes) is within 5 minutes of expiring 11 minutes from now.
    const soon = await systemAlerts(t.db, new Date(Date.now() + 11 * 60_000));
    expect(soon).toContainEqual({
      id: 'expiring-holds',
      type: 'info',
      message: '1 booking hold expires in the next 5 minutes.',
      link: '/admin/dashboard/bookings?status=pending',
    });

    await completeDepartedBookings(t.db, new Date(Date.now() + 70 * 86_400_000));
    expect(await get('/api/admin/dashboard/alerts')).toContainEqual({
      id: 'awaiting-payout',
      type: 'info',
      message: '3 completed bookings are awaiting payout ($315.00 merchant net).',
      link: '/admin/dashboard/payouts',
    });
    // Completed bookings still count as sales.
    expect((await get('/api/admin/dashboard/stats')).totalSales).toBe(35_000);
  });

  it('keeps the figures and the bookings list totals current through cancellations and payouts', async () => {
    const totals = async (status: string) =>
      (await get(`/api/admin/bookings?status=${status}&limit=1`)).total as number;
    expect(await totals('all')).toBe(4);
    expect(await totals('pending')).toBe(1);
    expect(await totals('no_show')).toBe(3); // ended without a check-in

    const f = t.factories;
    const reef = await f.createMerchant({ businessName: 'Reef Payouts' });
    const tour = await f.createTour({ merchantId: reef.id, title: 'Reef walk', sellingPriceCents: 8_000 });
    await bookAndPay(t, tour.id, { adults: 1 });
    const cancelled = await bookAndPay(t, tour.id, { adults: 1 });
    const cancel = await call(t, admin, 'POST', `/api/admin/bookings/${cancelled.id}/cancel`, {
      reason: 'Weather',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await totals('cancelled')).toBe(1);
    expect(await totals('confirmed')).toBe(1);
    expect(await totals('all')).toBe(6);
    const stats = await get('/api/admin/dashboard/stats');
    expect(stats).toMatchObject({ totalSales: 43_000, bookingsCount: 4 });
    expect(stats.salesData.at(-1)).toBe(43_000);
    // The cancelled booking is not revenue.
    expect(await get('/api/admin/dashboard/top-merchants')).toContainEqual({
      id: reef.id,
      name: 'Reef Payouts',
      bookings: 1,
      revenue: 8_000,
    });

    // The booking kept ends; once a payout covers it, only the three earlier ones wait.
    await completeDepartedBookings(t.db, new Date(Date.now() + 70 * 86_400_000));
    expect(await get('/api/admin/dashboard/alerts')).toContainEqual(
      expect.objectContaining({
        message: '4 completed bookings are awaiting payout ($387.00 merchant net).',
      }),
    );
    const payout = await call(t, admin, 'POST', '/api/admin/payouts', {
      merchantId: reef.id,
      periodStart: today,
      periodEnd: addDays(today, 60),
    });
    expect(payout.statusCode, payout.body).toBe(201);
    expect(await get('/api/admin/dashboard/alerts')).toContainEqual(
      expect.objectContaining({
        message: '3 completed bookings are awaiting payout ($315.00 merchant net).',
      }),
    );
  });
});
