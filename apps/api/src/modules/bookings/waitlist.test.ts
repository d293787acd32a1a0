import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, belizeToday } from '@belizepass/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { departures, waitlistEntries } from '../../db/schema/index.ts';
import { runExclusive } from '../../jobs/run-exclusive.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSmtp } from '../../test/test-smtp.ts';
import { offerFreedSeats } from './waitlist.service.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
/** A second instance: its own app and pool on the same database (PostgreSQL only). */
let second: { app: FastifyInstance; database: Database } | undefined;
let tourId: string;
const PUBLIC_URL = 'http://belizepass.test';
const CARD = {
  cardName: 'Lucia Chan',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/30',
  cvv: '123',
};
const JOB = 'offering freed seats to waitlists';
let dayOffset = 5;

beforeAll(async () => {
  smtp = await startTestSmtp();
  const env = { SMTP_URL: smtp.url, PUBLIC_URL, WAITLIST_OFFER_MINUTES: '120' };
  t = await createTestApp({ env });
  const merchant = await t.factories.createMerchant({
    businessName: 'Caye Caulker Sail Co.',
  });
  tourId = (
    await t.factories.createTour({
      merchantId: merchant.id,
      title: 'Sunset Sail',
      maxGroupSize: 4,
    })
  ).id;
  if (t.database.kind !== 'postgres') return;
  const { rows } = await t.db.execute<{ name: string }>(sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${rows[0]!.name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'belizepass-test-')),
    UNPAID_HOLDS_PER_CLIENT: '10000',
    UNPAID_HOLD_SHARE_PERCENT: '100',
    UNPAID_HOLDS_PER_ADDRESS: '10000',
    ...env,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  second = { app, database };
});
afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  await t?.close();
  await smtp?.close();
});

async function book(date: string, adults: number, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: {
      tourId,
      date,
      adults,
      children: 0,
      fullName: 'Ana Cal',
      email: `guest-${randomUUID()}@example.com`,
      phone: '+501 600 1234',
      ...extra,
    },
  });
}

/** A paid booking of `adults` on `date`; returns its id and key. */
async function paid(date: string, adults: number) {
  const created = await book(date, adults);
  expect(created.statusCode, created.body).toBe(201);
  const { booking, accessKey } = created.json();
  const pay = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/pay`,
    payload: CARD,
    headers: { 'x-booking-key': accessKey, 'idempotency-key': randomUUID() },
  });
  expect(pay.statusCode, pay.body).toBe(200);
  return { id: booking.id as string, key: accessKey as string };
}

const join_ = (date: string, email: string, adults: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    payload: { tourId, date, adults, email },
  });

async function cancel(booking: { id: string; key: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/cancel`,
    headers: { 'x-booking-key': booking.key },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function deliverAll() {
  while ((await t.app.deliverOutbox()) > 0) {}
}

const mailsTo = (address: string, subject: RegExp) =>
  smtp.messages.filter((m) => JSON.stringify(m.to).includes(address) && subject.test(m.subject ?? ''));

/** The signed token of a link in an email's text (`offer=` or `token=`). */
function tokenIn(text: string | undefined, name: 'offer' | 'token') {
  const match = text?.match(new RegExp(`[?&]${name}=([\\w.-]+)`));
  expect(match, text).toBeTruthy();
  return match![1]!;
}

async function seatsTaken(date: string) {
  const [row] = await t.db
    .select({ seatsTaken: departures.seatsTaken })
    .from(departures)
    .where(and(eq(departures.tourId, tourId), eq(departures.localDate, date)));
  return row?.seatsTaken;
}

const turn = (now: Date, db = t.db) =>
  offerFreedSeats({ db, publicUrl: PUBLIC_URL, offerMinutes: 120 }, db, now);

describe('joining the waitlist of a full departure', () => {
  it('refuses bad input with the field, takes one entry per email, and confirms by email with a leave link', async () => {
    const date = addDays(belizeToday(), dayOffset++);
    await paid(date, 4);

    const bad = await join_(date, 'not-an-email', 2);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'email' })]),
    );
    const tooMany = await join_(date, 'big@example.com', 9);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details[0].field).toBe('adults');

    const first = await join_(date, 'Maya@Example.com', 2);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'waiting',
      email: 'maya@example.com',
      seats: 2,
      date,
    });
    const again = await join_(date, 'maya@example.com', 2);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);

    await deliverAll();
    const joined = mailsTo('maya@example.com', /waitlist/i);
    expect(joined).toHaveLength(1);
    const token = tokenIn(joined[0]!.text, 'token');

    const described = await t.app.inject({
      method: 'GET',
      url: `/api/waitlist/leave?token=${token}`,
    });
    expect(described.json().status).toBe('waiting');
    const left = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist/leave',
      payload: { token },
    });
    expect(left.statusCode).toBe(200);
    expect(left.json().status).toBe('left');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist/leave',
      payload: { token: `${token.split('.')[0]}.bad-signature` },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.details[0].field).toBe('token');
  });

  it('sends a traveller whose party fits to book instead', async () => {
    const date = addDays(belizeToday(), dayOffset++);
    await paid(date, 2);
    const res = await join_(date, 'early@example.com', 2);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('WAITLIST_SEATS_AVAILABLE');
  });
});

describe('offering freed seats', () => {
  it('holds a freed seat for the first in line once with two instances racing, passes it on after expiry, and books from the offer', async (context) => {
    if (!second) return context.skip();
    const date = addDays(belizeToday(), dayOffset++);
    const leaving = await paid(date, 2);
    await paid(date, 2);
    const alice = `alice-${randomUUID()}@example.com`;
    const bob = `bob-${randomUUID()}@example.com`;
    expect((await join_(date, alice, 2)).statusCode).toBe(201);
    expect((await join_(date, bob, 1)).statusCode).toBe(201);

    // Nothing is free yet: a turn offers nothing.
    expect(await turn(new Date())).toBe(0);

    await cancel(leaving);
    const now = new Date();
    const other = second.app.db;
    const outcomes = await Promise.all([
      runExclusive(t.db, JOB, (tx) => turn(now, tx)),
      runExclusive(other, JOB, (tx) => turn(now, tx)),
      other.transaction((tx) => turn(now, tx)),
      t.db.transaction((tx) => turn(now, tx)),
    ]);
    const offered = outcomes.map((o) => (typeof o === 'number' ? o : o.ran ? o.result : 0));
    expect(offered.reduce((a, b) => a + b, 0)).toBe(1);
    // The freed seats are held: the departure is full again for everybody else.
    expect(await seatsTaken(date)).toBe(4);
    const stranger = await book(date, 1);
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().error.code).toBe('BOOKING_SOLD_OUT');

    await Promise.all([t.app.deliverOutbox(), second.app.deliverOutbox()]);
    await deliverAll();
    const aliceOffers = mailsTo(alice, /free/i);
    expect(aliceOffers).toHaveLength(1);
    expect(mailsTo(bob, /free/i)).toHaveLength(0);
    const aliceOffer = tokenIn(aliceOffers[0]!.text, 'offer');
    expect(aliceOffers[0]!.text).toContain(`${PUBLIC_URL}/booking/${tourId}?date=${date}`);

    // Another traveller cannot spend the offer on another departure.
    const elsewhere = await book(addDays(date, 1), 2, { offer: aliceOffer });
    expect(elsewhere.statusCode).toBe(400);

    // Two hours later the offer lapses and passes to Bob, whose party fits.
    const later = new Date(now.getTime() + 121 * 60_000);
    expect(await turn(later)).toBe(2);
    const [aliceRow] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, alice));
    expect(aliceRow!.status).toBe('expired');
    expect(await seatsTaken(date)).toBe(3);
    const tooLate = await book(date, 2, { offer: aliceOffer });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error.code).toBe('WAITLIST_OFFER_GONE');

    await deliverAll();
    const bobOffers = mailsTo(bob, /free/i);
    expect(bobOffers).toHaveLength(1);
    const bobOffer = tokenIn(bobOffers[0]!.text, 'offer');
    const described = await t.app.inject({
      method: 'GET',
      url: `/api/waitlist/offer?token=${bobOffer}`,
    });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({
      status: 'offered',
      seats: 1,
      date,
    });

    // Bob books the held seat; the free one is left for anyone.
    const bobBooks = await book(date, 1, { offer: bobOffer, email: bob });
    expect(bobBooks.statusCode, bobBooks.body).toBe(201);
    expect(await seatsTaken(date)).toBe(3);
    const [bobRow] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, bob));
    expect(bobRow).toMatchObject({
      status: 'booked',
      bookingId: bobBooks.json().booking.id,
    });
    const twice = await book(date, 1, { offer: bobOffer });
    expect(twice.statusCode).toBe(409);
    expect(await turn(later)).toBe(0);
  });

  it('offers seats freed by the operator raising capacity, skipping a party that does not fit', async () => {
    const date = addDays(belizeToday(), dayOffset++);
    await paid(date, 4);
    const big = `big-${randomUUID()}@example.com`;
    const small = `small-${randomUUID()}@example.com`;
    expect((await join_(date, big, 3)).statusCode).toBe(201);
    expect((await join_(date, small, 1)).statusCode).toBe(201);
    await t.db
      .update(departures)
      .set({ capacity: 5 })
      .where(and(eq(departures.tourId, tourId), eq(departures.localDate, date)));
    expect(await turn(new Date())).toBe(1);
    const rows = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, small));
    expect(rows[0]!.status).toBe('offered');
    const bigRows = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, big));
    expect(bigRows[0]!.status).toBe('waiting');
  });
});
