import { randomUUID } from 'node:crypto';
import { type MerchantTourFormValues, settleBooking } from '@belizepass/domain';
import { asc, eq } from 'drizzle-orm';
import { emailOutbox, tours } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import * as bookingsRepo from '../bookings/bookings.repository.ts';

/** Shared by the merchant workspace's API tests: accounts, sign-in, tour input and booked guests. */

export const bearer = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `call(method, url, token?, jsonBody?)` against the test app. */
export function caller(t: TestApp) {
  return (method: Method, url: string, token?: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(token), payload: payload as object | undefined });
}

export async function signIn(t: TestApp, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'belize-demo-2026' },
  });
  if (res.statusCode !== 200) throw new Error(`Sign-in of ${email} failed: ${res.body}`);
  return res.json().token as string;
}

/** A merchant_admin with a merchant (approved and active unless said otherwise), signed in. */
export async function merchantAccount(
  t: TestApp,
  options: { adminApproved?: boolean; active?: boolean; businessName?: string } = {},
) {
  const email = `merchant-${randomUUID().slice(0, 8)}@example.com`;
  const user = await t.factories.createUser({ email, role: 'merchant_admin' });
  const merchant = await t.factories.createMerchant({
    ownerUserId: user.id,
    adminApproved: options.adminApproved ?? true,
    active: options.active ?? true,
    approvedAt: options.adminApproved === false ? null : new Date(),
    businessName: options.businessName ?? 'Reef & Ruins Tours',
  });
  return { user, merchant, token: await signIn(t, email) };
}

export async function touristAccount(t: TestApp) {
  const email = `tourist-${randomUUID().slice(0, 8)}@example.com`;
  const user = await t.factories.createUser({ email, role: 'tourist' });
  return { user, token: await signIn(t, email) };
}

export function tourInput(overrides: Partial<MerchantTourFormValues> = {}): MerchantTourFormValues {
  return {
    title: 'Lamanai River Safari',
    description: 'Boat up the New River past crocodiles and howler monkeys to the Maya temples of Lamanai.',
    price: 12_500,
    duration_hours: 7.5,
    location_id: 'orange-walk',
    category: 'cultural',
    schedule_days: [1, 3, 5],
    start_time: '08:00',
    maxParticipants: 12,
    status: 'active',
    ...overrides,
  };
}

/** Makes a tour public, as the platform's approval does. */
export async function approveTour(t: TestApp, tourId: string) {
  await t.db.update(tours).set({ adminApproved: true }).where(eq(tours.id, tourId));
}

let codeCounter = 0;
function testCode() {
  codeCounter++;
  const letters = 'ABCDEFGHJKMNPQRSTUVWXYZ';
  let n = codeCounter + Math.floor(Math.random() * 1000) * 1000;
  let code = '';
  for (let i = 0; i < 8; i++) {
    code += letters[n % letters.length];
    n = Math.floor(n / letters.length);
  }
  return code;
}

/**
 * A guest's booking written through the bookings repository (any date, past ones included): seats
 * taken, and for paid states a card charge on record and a confirmation code.
 */
export async function seedBooking(
  t: TestApp,
  input: {
    tourId: string;
    date: string;
    startTime?: string;
    capacity?: number;
    status: 'pending' | 'confirmed' | 'cancelled';
    adults?: number;
    children?: number;
    email?: string;
    fullName?: string;
  },
) {
  const adults = input.adults ?? 2;
  const children = input.children ?? 0;
  const adultPriceCents = 10_000;
  const childPriceCents = 7_000;
  const totalCents = adults * adultPriceCents + children * childPriceCents;
  return t.db.transaction(async (tx) => {
    const departure = await bookingsRepo.ensureDeparture(tx, {
      tourId: input.tourId,
      localDate: input.date,
      startTime: input.startTime ?? '09:00',
      capacity: input.capacity ?? 20,
    });
    await bookingsRepo.takeSeats(tx, departure.id, adults + children);
    const booking = await bookingsRepo.insertBooking(tx, {
      tourId: input.tourId,
      departureId: departure.id,
      localDate: input.date,
      startTime: departure.startTime,
      adults,
      children,
      adultPriceCents,
      childPriceCents,
      totalCents,
      fullName: input.fullName ?? 'Maria Lopez',
      email: input.email ?? 'maria@example.com',
      phone: '+501 610 1234',
      hotel: 'Ramon’s Village',
      specialRequirements: 'Vegetarian lunch',
      accessKeyHash: randomUUID(),
      holdExpiresAt: new Date(Date.now() + 15 * 60_000),
    });
    if (input.status === 'pending') return { ...booking, confirmationCode: null };
    const confirmationCode = testCode();
    await bookingsRepo.insertPayment(tx, {
      bookingId: booking.id,
      kind: 'charge',
      idempotencyKey: `seed:${booking.id}`,
      status: 'approved',
      amountCents: totalCents,
      brand: 'Visa',
      last4: '4242',
      provider: 'demo',
      providerReference: `demo_ch_${booking.id}`,
    });
    await bookingsRepo.confirmBooking(tx, booking.id, {
      confirmationCode,
      ...settleBooking({ totalCents, parkFeeCents: 0, commissionPercent: 10 }),
    });
    if (input.status === 'cancelled') {
      await bookingsRepo.cancelBooking(tx, booking.id, 'confirmed', {
        reason: 'cancelled_by_tourist',
        refundCents: totalCents / 2,
        refundPercent: 50,
      });
      await bookingsRepo.releaseSeats(tx, departure.id, adults + children);
    }
    return { ...booking, confirmationCode };
  });
}

/** The emails queued to an address, oldest first (so `.at(-1)` is the latest). */
export function outboxTo(t: TestApp, address: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(asc(emailOutbox.createdAt));
}

export interface FormPart {
  name: string;
  value?: string;
  filename?: string;
  contentType?: string;
  data?: Buffer;
}

/** A multipart/form-data body, parts in the order given. */
export function multipartBody(parts: FormPart[]) {
  const boundary = `----belizepass${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(part.data ?? Buffer.from(part.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
