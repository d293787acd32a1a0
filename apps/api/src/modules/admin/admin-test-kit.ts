import { randomUUID } from 'node:crypto';
import { addDays, belizeToday } from '@belizepass/domain';
import { eq } from 'drizzle-orm';
import {
  auditLog,
  deals,
  emailOutbox,
  giftCardLedger,
  giftCardProducts,
  giftCards,
  storeOrders,
  vouchers,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Sign-ins, bookings and stored-value fixtures the admin API tests share. */

export const CARD = {
  cardName: 'Maria Lopez',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/30',
  cvv: '123',
};
export const PASSWORD = 'belize-demo-2026';

export async function signIn(t: TestApp, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.body}`);
  return res.json().token as string;
}

/** An admin, a tourist and an approved merchant owner, signed in. */
export async function signInEveryone(t: TestApp) {
  const f = t.factories;
  await f.createUser({ email: 'admin@example.com', role: 'platform_admin', fullName: 'Ana Staff' });
  await f.createUser({ email: 'tourist@example.com', role: 'tourist', fullName: 'Tom Tourist' });
  const owner = await f.createUser({ email: 'merchant@example.com', role: 'merchant_admin' });
  const merchant = await f.createMerchant({ ownerUserId: owner.id, businessName: 'Signed-in Tours' });
  return {
    merchant,
    admin: await signIn(t, 'admin@example.com'),
    tourist: await signIn(t, 'tourist@example.com'),
    merchantToken: await signIn(t, 'merchant@example.com'),
  };
}

export const bearer = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export function call(t: TestApp, token: string | undefined, method: Method, url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

let dayOffset = 3;
/** A new future departure day for each booking, so no two tests share seats. */
export const nextDay = () => addDays(belizeToday(), dayOffset++ % 55);

/** Books and (unless `pay: false`) pays a tour as a guest; returns the booking. */
export async function bookAndPay(
  t: TestApp,
  tourId: string,
  options: {
    adults?: number;
    children?: number;
    fullName?: string;
    email?: string;
    pay?: boolean;
    date?: string;
  } = {},
) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: {
      tourId,
      date: options.date ?? nextDay(),
      adults: options.adults ?? 2,
      children: options.children ?? 0,
      fullName: options.fullName ?? 'Maria Lopez',
      email: options.email ?? 'maria@example.com',
      phone: '+501 610 0000',
    },
  });
  if (created.statusCode !== 201) throw new Error(`booking failed: ${created.body}`);
  const { booking, accessKey } = created.json();
  if (options.pay === false) return booking;
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/pay`,
    payload: CARD,
    headers: { 'x-booking-key': accessKey, 'idempotency-key': randomUUID() },
  });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  return paid.json();
}

export async function emailsTo(t: TestApp, address: string) {
  return t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
}

export async function auditOf(t: TestApp, entityId: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
}

/** A redeemed voucher of a new deal of the merchant (fixtures for payouts). */
export async function redeemedVoucher(
  t: TestApp,
  merchantId: string,
  values: { priceCents: number; netCents: number; redeemedAt: Date },
) {
  const [deal] = await t.db
    .insert(deals)
    .values({
      merchantId,
      title: 'Sunset cruise for two',
      description: 'Two hours on the water off Placencia.',
      category: 'activities',
      locationId: 'placencia',
      priceCents: values.priceCents,
      originalPriceCents: values.priceCents * 2,
      validUntil: addDays(belizeToday(), 90),
      quantityAvailable: 10,
      soldCount: 1,
      adminApproved: true,
    })
    .returning();
  const [order] = await t.db
    .insert(storeOrders)
    .values({
      kind: 'deal',
      buyerName: 'Maria Lopez',
      buyerEmail: 'maria@example.com',
      dealId: deal!.id,
      unitAmountCents: values.priceCents,
      quantity: 1,
      totalCents: values.priceCents,
      status: 'paid',
      accessKeyHash: randomUUID(),
      paidAt: values.redeemedAt,
    })
    .returning();
  const [voucher] = await t.db
    .insert(vouchers)
    .values({
      code: `V-${randomUUID().slice(0, 8)}`,
      dealId: deal!.id,
      orderId: order!.id,
      priceCents: values.priceCents,
      status: 'redeemed',
      expiresAt: new Date(Date.now() + 90 * 86_400_000),
      redeemedAt: values.redeemedAt,
      commissionPercent: 10,
      commissionCents: values.priceCents - values.netCents,
      merchantNetCents: values.netCents,
    })
    .returning();
  return { deal: deal!, voucher: voucher! };
}

/** A merchant gift card with one redemption at the merchant, in person or on a booking (fixtures for payouts). */
export async function giftCardRedemption(
  t: TestApp,
  merchantId: string,
  values: { amountCents: number; netCents: number; at: Date; bookingId?: string },
) {
  const productId = `mgc-test-${randomUUID().slice(0, 8)}`;
  await t.db.insert(giftCardProducts).values({
    id: productId,
    type: 'merchant',
    merchantId,
    title: 'Test merchant card',
    description: 'For tests',
    longDescription: 'For tests',
    location: 'Placencia',
    imageUrl: '/images/test.webp',
    minAmountCents: 2500,
    maxAmountCents: 50_000,
    validityPeriod: '1 year from purchase',
    validityMonths: 12,
    color: '#0f766e',
    textColor: '#ffffff',
    categoryType: 'activities',
  });
  const [card] = await t.db
    .insert(giftCards)
    .values({
      code: `BP-${randomUUID().slice(0, 8)}`,
      productId,
      merchantId,
      initialCents: 20_000,
      balanceCents: 20_000 - values.amountCents,
    })
    .returning();
  const [entry] = await t.db
    .insert(giftCardLedger)
    .values({
      giftCardId: card!.id,
      kind: values.bookingId ? 'redeem_booking' : 'redeem_in_person',
      bookingId: values.bookingId ?? null,
      amountCents: -values.amountCents,
      balanceAfterCents: 20_000 - values.amountCents,
      merchantId,
      commissionPercent: 10,
      commissionCents: values.amountCents - values.netCents,
      merchantNetCents: values.netCents,
      createdAt: values.at,
    })
    .returning();
  return entry!;
}
