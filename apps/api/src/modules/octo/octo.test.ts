import { randomUUID } from 'node:crypto';
import {
  zAvailability,
  zAvailabilityCalendar,
  zBaseError,
  zBooking,
  zProduct,
  zSupplier,
} from '@octocloud/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/journeys.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expireLapsedHolds } from '../bookings/bookings.service.ts';
import { makeReseller, nextDay, siteSeatsLeft, staffToken } from './octo-test-kit.ts';

// The OCTO supplier API (docs/octo.md): every answer is checked with the OCTO project's own schemas.
let t: TestApp;
let admin: string;
let operator: string;
let tourId: string;
let reseller: Awaited<ReturnType<typeof makeReseller>>;
let other: Awaited<ReturnType<typeof makeReseller>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffToken(t);
  const owner = await t.factories.createUser({ email: 'operator@example.com', role: 'merchant_admin' });
  const merchant = await t.factories.createMerchant({ ownerUserId: owner.id });
  tourId = (await t.factories.createTour({ merchantId: merchant.id, maxGroupSize: 10, startTime: '09:00' }))
    .id;
  operator = (await signIn(t.app, 'operator@example.com')).token;
  reseller = await makeReseller(t, admin);
  other = await makeReseller(t, admin, 'Island Hopper Travel');
});
afterAll(() => t?.close());

const slot = (date: string) => `${date}T09:00:00-06:00`;
const units = (adults: number, children = 0) => [
  ...Array.from({ length: adults }, () => ({ unitId: 'adult' })),
  ...Array.from({ length: children }, () => ({ unitId: 'child' })),
];

async function reserve(date: string, adults: number, options: { uuid?: string; children?: number } = {}) {
  return reseller.call('POST', '/bookings', {
    uuid: options.uuid ?? randomUUID(),
    productId: tourId,
    optionId: 'DEFAULT',
    availabilityId: slot(date),
    unitItems: units(adults, options.children),
    resellerReference: `CT-${Math.random().toString(36).slice(2, 8)}`,
  });
}

const confirm = (uuid: string) =>
  reseller.call('POST', `/bookings/${uuid}/confirm`, {
    contact: { fullName: 'Maya Lopez', emailAddress: 'maya@example.com', phoneNumber: '+1 555 0100' },
  });

describe('OCTO catalogue', () => {
  it('answers the supplier, products and one product in the OCTO shapes', async () => {
    const supplier = await reseller.call('GET', '/supplier');
    expect(supplier.statusCode).toBe(200);
    zSupplier.parse(supplier.json());

    const products = await reseller.call('GET', '/products');
    expect(products.statusCode).toBe(200);
    const list = (products.json() as unknown[]).map((p) => zProduct.parse(p));
    const ours = list.find((p) => p.id === tourId)!;
    expect(ours.options.map((o) => o.id)).toEqual(['DEFAULT']);
    expect(ours.options[0]!.units.map((u) => u.id)).toEqual(['adult', 'child']);

    const one = await reseller.call('GET', `/products/${tourId}`);
    expect(zProduct.parse(one.json()).id).toBe(tourId);
    // OCTO has its own specification: the site's OpenAPI document (and its error shape) leaves it out.
    const docs = await t.app.inject({ url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths).filter((path) => path.startsWith('/api/octo'))).toEqual([]);
    const missing = await reseller.call('GET', `/products/${randomUUID()}`);
    expect(missing.statusCode).toBe(400);
    expect(zBaseError.parse(missing.json()).error).toBe('INVALID_PRODUCT_ID');
  });

  it("gives the site's seats of each departure as vacancies, by departure and by day", async () => {
    const date = nextDay();
    const answer = await reseller.call('POST', '/availability', {
      productId: tourId,
      optionId: 'DEFAULT',
      localDateStart: date,
      localDateEnd: date,
    });
    expect(answer.statusCode).toBe(200);
    const [departure] = (answer.json() as unknown[]).map((a) => zAvailability.parse(a));
    expect(departure).toMatchObject({
      id: slot(date),
      localDateTimeStart: slot(date),
      vacancies: 10,
      status: 'AVAILABLE',
    });

    const calendar = await reseller.call('POST', '/availability/calendar', {
      productId: tourId,
      optionId: 'DEFAULT',
      localDateStart: date,
      localDateEnd: date,
    });
    const [day] = (calendar.json() as unknown[]).map((d) => zAvailabilityCalendar.parse(d));
    expect(day).toMatchObject({ localDate: date, vacancies: 10, available: true });
  });
});

describe('OCTO bookings', () => {
  it('reserves, confirms with a ticket our check-in scans, shows on the site, and cancelling frees the seats', async () => {
    const date = nextDay();
    const uuid = randomUUID();
    const held = await reserve(date, 2, { uuid, children: 1 });
    expect(held.statusCode).toBe(200);
    const hold = zBooking.parse(held.json());
    expect(hold).toMatchObject({ uuid, status: 'ON_HOLD', availabilityId: slot(date) });
    expect(hold.utcExpiresAt).not.toBeNull();
    expect(await siteSeatsLeft(t, tourId, date)).toBe(7);

    const confirmed = await confirm(uuid);
    expect(confirmed.statusCode).toBe(200);
    const booking = zBooking.parse(confirmed.json());
    expect(booking.status).toBe('CONFIRMED');
    expect(booking.supplierReference).toMatch(/^[A-Z0-9]+$/);
    expect(booking.contact.fullName).toBe('Maya Lopez');
    expect(booking.voucher?.deliveryOptions).toEqual([
      { deliveryFormat: 'QRCODE', deliveryValue: booking.supplierReference },
    ]);
    expect(booking.unitItems.map((u) => u.unitId)).toEqual(['adult', 'adult', 'child']);
    expect(await siteSeatsLeft(t, tourId, date)).toBe(7);

    // The operator's passenger list and booking detail name the reseller; paid on its account.
    const list = await t.app.inject({
      url: `/api/merchant/tours/${tourId}/departures/${date}/passengers`,
      headers: { authorization: `Bearer ${operator}` },
    });
    const passengers = (
      list.json() as { passengers: { bookingId: string; resellerName: string; payment: string }[] }
    ).passengers;
    expect(passengers).toEqual([
      expect.objectContaining({
        bookingId: booking.id,
        resellerName: 'Caribbean Trips Ltd',
        payment: 'reseller_account',
      }),
    ]);
    const detail = await t.app.inject({
      url: `/api/merchant/bookings/${booking.id}`,
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(detail.json()).toMatchObject({
      resellerName: 'Caribbean Trips Ltd',
      customerName: 'Maya Lopez',
      paymentStatus: 'paid',
    });
    expect(detail.json().paidAmount).toBe(detail.json().totalAmount);

    // The ticket's QR value is the confirmation code the operator's check-in looks up.
    const fetched = zBooking.parse((await reseller.call('GET', `/bookings/${uuid}`)).json());
    expect(fetched.supplierReference).toBe(booking.supplierReference);
    const mine = await reseller.call('GET', `/bookings?supplierReference=${booking.supplierReference}`);
    expect((mine.json() as unknown[]).map((b) => zBooking.parse(b).uuid)).toEqual([uuid]);

    const cancelled = await reseller.call('POST', `/bookings/${uuid}/cancel`, {
      reason: 'Guest changed plans',
    });
    expect(cancelled.statusCode).toBe(200);
    const after = zBooking.parse(cancelled.json());
    expect(after.status).toBe('CANCELLED');
    // Nine days ahead: the tour's tier for a week or more before refunds 95%, on the reseller's account.
    expect(after.cancellation?.refund).toBe('PARTIAL');
    expect(await siteSeatsLeft(t, tourId, date)).toBe(10);
    const again = await reseller.call('POST', `/bookings/${uuid}/cancel`, {});
    expect(zBaseError.parse(again.json()).error).toBe('UNPROCESSABLE_ENTITY');
  });

  it('makes one booking of the same uuid sent twice, also at once', async () => {
    const date = nextDay();
    const uuid = randomUUID();
    const [a, b] = await Promise.all([reserve(date, 2, { uuid }), reserve(date, 2, { uuid })]);
    const c = await reserve(date, 2, { uuid });
    const ids = [a, b, c].map((r) => zBooking.parse(r.json()).id);
    expect(new Set(ids).size).toBe(1);
    expect(await siteSeatsLeft(t, tourId, date)).toBe(8);
  });

  it("shows a reseller only its own bookings: another's uuid is not found", async () => {
    const uuid = randomUUID();
    expect((await reserve(nextDay(), 1, { uuid })).statusCode).toBe(200);
    for (const path of [`/bookings/${uuid}`, `/bookings/${uuid}/confirm`, `/bookings/${uuid}/cancel`]) {
      const answer = await other.call(path === `/bookings/${uuid}` ? 'GET' : 'POST', path, {
        contact: { fullName: 'Someone Else' },
      });
      expect(answer.statusCode).toBe(404);
      expect(zBaseError.parse(answer.json()).error).toBe('INVALID_BOOKING_UUID');
    }
    expect((await other.call('GET', '/bookings')).json()).toEqual([]);
  });

  it('refuses a wrong key and a revoked key with 401', async () => {
    const wrong = await t.app.inject({
      url: '/api/octo/products',
      headers: { authorization: 'Bearer bpocto_nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(zBaseError.parse(wrong.json()).error).toBe('UNAUTHORIZED');
    const none = await t.app.inject({ url: '/api/octo/products' });
    expect(none.statusCode).toBe(401);

    const revoked = await makeReseller(t, admin, 'Gone Tours');
    expect((await revoked.call('GET', '/supplier')).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/resellers/${revoked.id}/keys/${revoked.keyId}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(revoke.statusCode).toBe(200);
    expect((await revoked.call('GET', '/supplier')).statusCode).toBe(401);
  });

  it('holds at most the last 8 seats when 20 reserves race for them', async () => {
    const date = nextDay();
    const first = randomUUID();
    await reserve(date, 2, { uuid: first });
    await confirm(first);
    expect(await siteSeatsLeft(t, tourId, date)).toBe(8);
    const answers = await Promise.all(Array.from({ length: 20 }, () => reserve(date, 1)));
    const held = answers.filter((a) => a.statusCode === 200).map((a) => zBooking.parse(a.json()));
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(held.length).toBe(8);
    for (const r of refused) expect(zBaseError.parse(r.json()).error).toBe('UNPROCESSABLE_ENTITY');
    expect(await siteSeatsLeft(t, tourId, date)).toBe(0);
  });

  it('frees the seats of an expired hold; it cannot be confirmed then, and extending keeps a hold', async () => {
    const date = nextDay();
    const uuid = randomUUID();
    await reserve(date, 3, { uuid });
    expect(await siteSeatsLeft(t, tourId, date)).toBe(7);

    const later = new Date(Date.now() + 3 * 3_600_000);
    expect(await expireLapsedHolds(t.db, later)).toBeGreaterThanOrEqual(1);
    expect(await siteSeatsLeft(t, tourId, date)).toBe(10);
    const expired = zBooking.parse((await reseller.call('GET', `/bookings/${uuid}`)).json());
    expect(expired.status).toBe('EXPIRED');
    const late = await confirm(uuid);
    expect(zBaseError.parse(late.json()).error).toBe('UNPROCESSABLE_ENTITY');

    const kept = randomUUID();
    const before = zBooking.parse((await reserve(date, 1, { uuid: kept })).json());
    const extended = zBooking.parse(
      (await reseller.call('POST', `/bookings/${kept}/extend`, { expirationMinutes: 60 })).json(),
    );
    expect(Date.parse(extended.utcExpiresAt!)).toBeGreaterThan(Date.parse(before.utcExpiresAt!));
  });

  it('refuses a departure the tour does not have and a unit it does not sell', async () => {
    const date = nextDay();
    const badSlot = await reseller.call('POST', '/bookings', {
      productId: tourId,
      optionId: 'DEFAULT',
      availabilityId: `${date}T13:00:00-06:00`,
      unitItems: units(1),
    });
    expect(zBaseError.parse(badSlot.json()).error).toBe('INVALID_AVAILABILITY_ID');
    const badUnit = await reseller.call('POST', '/bookings', {
      productId: tourId,
      optionId: 'DEFAULT',
      availabilityId: slot(date),
      unitItems: [{ unitId: 'senior' }],
    });
    expect(zBaseError.parse(badUnit.json()).error).toBe('INVALID_UNIT_ID');
    const badBody = await reseller.call('POST', '/bookings', { productId: tourId });
    expect(badBody.statusCode).toBe(400);
    expect(zBaseError.parse(badBody.json()).error).toBe('BAD_REQUEST');
  });
});
