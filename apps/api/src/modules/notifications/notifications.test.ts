import { addDays, belizeToday } from '@belizepass/domain';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSmtp } from '../../test/test-smtp.ts';
import { checkInBooking } from '../bookings/bookings.repository.ts';
import { completeDepartedBookings } from '../bookings/bookings.service.ts';
import {
  enqueueDepartureReminders,
  enqueueMorningSummaries,
  enqueueRescheduleEmails,
  enqueueReviewInvitations,
  updatePreferences,
} from './notifications.service.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let tourId: string;
let operatorEmail: string;
let touristToken: string;
const ctx = { publicUrl: 'http://belizepass.test' };
const today = belizeToday();
const TOURIST = 'lucia@example.com';
const CARD = { cardName: 'Lucia Chan', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' };
/** Each booking gets its own departure day. */
let dayOffset = 10;

/** A departure at `time` Belize time (UTC-6) on `date`, as a UTC instant. */
const belizeInstant = (date: string, time: string) => new Date(`${date}T${time}:00-06:00`);

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: ctx.publicUrl } });
  const operator = await t.factories.createUser({ role: 'merchant_admin', fullName: 'Omar Pook' });
  operatorEmail = operator.email;
  const merchant = await t.factories.createMerchant({
    ownerUserId: operator.id,
    businessName: 'Cayo Caves Co.',
  });
  tourId = (
    await t.factories.createTour({
      merchantId: merchant.id,
      title: 'Actun Tunichil Muknal, Cave; Maya & Crystal Maiden',
      meetingPoint: 'San Ignacio Town Hall, Burns Avenue',
      meetingPointLat: 17.1588,
      meetingPointLng: -89.0696,
      bringItems: ['water shoes', 'dry clothes'],
      durationHours: 8,
      startTime: '09:00',
      sellingPriceCents: 12_000,
      standardPriceCents: 12_000,
      maxGroupSize: 10,
    })
  ).id;
  await t.factories.createUser({ email: TOURIST, fullName: 'Lucia Chan' });
  touristToken = (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: TOURIST, password: 'belize-demo-2026' },
    })
  ).json().token;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const auth = () => ({ authorization: `Bearer ${touristToken}` });

/** Books and pays for 2 adults on a fresh day; returns the booking and its date. */
async function paidBooking(email = TOURIST) {
  const date = addDays(today, dayOffset++);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: auth(),
    payload: { tourId, date, adults: 2, children: 0, fullName: 'Lucia Chan', email, phone: '+501 600 1234' },
  });
  expect(created.statusCode).toBe(201);
  const { booking, accessKey } = created.json();
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/pay`,
    payload: CARD,
    headers: { 'x-booking-key': accessKey, 'idempotency-key': `pay-${booking.id}` },
  });
  expect(paid.statusCode).toBe(200);
  return { id: booking.id as string, date, code: paid.json().confirmationCode as string };
}

/** Sends the outbox as two instances would, at once and again, then everything left. */
async function deliverRacing() {
  await Promise.all([t.app.deliverOutbox(), t.app.deliverOutbox()]);
  while ((await t.app.deliverOutbox()) > 0) {}
}

const to = (address: string, subject: string | RegExp) =>
  smtp.messages.filter(
    (m) =>
      JSON.stringify(m.to).includes(address) &&
      (typeof subject === 'string' ? m.subject?.includes(subject) : subject.test(m.subject ?? '')),
  );

/** Runs a job's turn on two connections at once, as two instances would. */
const race = (work: (tx: typeof t.db) => Promise<number>) =>
  Promise.all([t.db.transaction(work), t.db.transaction(work)]);

/** A header as sent (mailparser folds the List-* headers into an object of its own). */
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name)
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, '');

function calendarOf(mail: ParsedMail) {
  const file = mail.attachments.find((a) => a.filename?.endsWith('.ics'));
  expect(file?.contentType).toBe('text/calendar');
  const raw = file!.content.toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(raw));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { raw, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
}

describe('booking confirmation', () => {
  it('goes once to the tourist with a calendar file starting at the departure in Belize time, and once to the operator', async () => {
    const b = await paidBooking();
    await deliverRacing();
    const confirmations = to(TOURIST, `(${b.code})`);
    expect(confirmations).toHaveLength(1);
    const { raw, event } = calendarOf(confirmations[0]!);
    // 09:00 America/Belize is 15:00 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe(`${b.date}T15:00:00.000Z`);
    expect(event.startDate.zone?.tzid).toBe('America/Belize');
    expect(event.endDate.toJSDate().toISOString()).toBe(`${b.date}T23:00:00.000Z`);
    expect(event.summary).toBe('Actun Tunichil Muknal, Cave; Maya & Crystal Maiden');
    expect(event.location).toBe('San Ignacio Town Hall, Burns Avenue');
    expect(event.component.getFirstPropertyValue('geo')).toEqual([17.1588, -89.0696]);
    expect(raw).toContain('GEO:17.158800;-89.069600');
    expect(confirmations[0]!.text).toContain(
      'Directions: https://www.google.com/maps/dir/?api=1&destination=17.1588,-89.0696',
    );
    expect(event.uid).toBe(`booking-${b.id}@belizepass.bz`);
    expect(raw).toContain('BEGIN:VTIMEZONE');
    expect(raw.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(raw.replace(/\r\n/g, '')).not.toContain('\n');

    const operator = to(operatorEmail, `New booking ${b.code}`);
    expect(operator).toHaveLength(1);
    expect(operator[0]!.text).toContain('Lucia Chan booked Actun Tunichil Muknal');
    expect(operator[0]!.text).toContain('Paid: $240.00');
  });
});

describe('cancellation', () => {
  it('sends the tourist a refund receipt (amount and card) and tells the operator, once each', async () => {
    const b = await paidBooking();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${b.id}/cancel`,
      headers: auth(),
    });
    expect(cancelled.statusCode).toBe(200);
    const refund = cancelled.json().refund.amount as number;
    expect(refund).toBeGreaterThan(0);
    await deliverRacing();
    const receipts = to(TOURIST, `Cancelled: Actun`);
    expect(receipts.filter((m) => m.subject?.includes(b.code))).toHaveLength(1);
    const receipt = receipts.find((m) => m.subject?.includes(b.code))!;
    const amount = `$${(refund / 100).toFixed(2)}`;
    expect(receipt.text).toContain(`Refunded: ${amount}`);
    expect(receipt.text).toMatch(new RegExp(`To your \\w+ ending in 4242: \\${amount}`));
    expect(to(operatorEmail, `Booking cancelled ${b.code}`)).toHaveLength(1);
  });
});

describe('reminder 24 hours before', () => {
  it('goes once per booking, with meeting point, what to bring and a working unsubscribe link', async () => {
    const b = await paidBooking();
    const twentyHoursBefore = new Date(belizeInstant(b.date, '09:00').getTime() - 20 * 3_600_000);
    const early = new Date(belizeInstant(b.date, '09:00').getTime() - 30 * 3_600_000);
    expect(await t.db.transaction((tx) => enqueueDepartureReminders(tx, ctx, early))).toBe(0);
    const turns = await race((tx) => enqueueDepartureReminders(tx, ctx, twentyHoursBefore));
    expect(turns.reduce((a, n) => a + n, 0)).toBe(1);
    await t.db.transaction((tx) => enqueueDepartureReminders(tx, ctx, twentyHoursBefore));
    await deliverRacing();
    const reminders = to(TOURIST, /^Tomorrow's tour/).filter((m) => m.text?.includes(b.code));
    expect(reminders).toHaveLength(1);
    const reminder = reminders[0]!;
    expect(reminder.text).toContain('Meeting point: San Ignacio Town Hall, Burns Avenue');
    expect(reminder.text).toContain('What to bring: water shoes, dry clothes.');
    expect(reminder.text).toContain(
      'Directions: https://www.google.com/maps/dir/?api=1&destination=17.1588,-89.0696',
    );
    expect(header(reminder, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The link shows what it stops (GET changes nothing), then the confirm post stops reminders.
    const link = reminder.text!.match(/Stop them: (\S+)/)![1]!;
    const token = new URL(link).searchParams.get('token')!;
    const look = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/email-preferences/unsubscribe?token=${encodeURIComponent(token)}`,
      });
    expect((await look()).json()).toMatchObject({ kind: 'reminders', subscribed: true });
    expect((await look()).json()).toMatchObject({ subscribed: true });
    const stop = await t.app.inject({
      method: 'POST',
      url: '/api/email-preferences/unsubscribe',
      payload: { token },
    });
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toMatchObject({ kind: 'reminders', subscribed: false });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me/email-preferences', headers: auth() })).json(),
    ).toEqual({ reminders: false, reviewInvitations: true, morningSummary: false });

    // Reminders now stop; the confirmation (essential) still goes.
    const next = await paidBooking();
    const before = new Date(belizeInstant(next.date, '09:00').getTime() - 20 * 3_600_000);
    expect(await t.db.transaction((tx) => enqueueDepartureReminders(tx, ctx, before))).toBe(0);
    await deliverRacing();
    expect(to(TOURIST, /^Tomorrow's tour/).filter((m) => m.text?.includes(next.code))).toHaveLength(0);
    expect(to(TOURIST, `(${next.code})`)).toHaveLength(1);
    await updatePreferences(t.db, TOURIST, { reminders: true });
  });

  it('accepts a one-click unsubscribe (RFC 8058 form post) and refuses a forged token', async () => {
    const b = await paidBooking('guest.one@example.com');
    const at = new Date(belizeInstant(b.date, '09:00').getTime() - 10 * 3_600_000);
    await t.db.transaction((tx) => enqueueDepartureReminders(tx, ctx, at));
    await deliverRacing();
    const mail = to('guest.one@example.com', /tour/).find((m) => header(m, 'list-unsubscribe'))!;
    const oneClick = header(mail, 'list-unsubscribe')!.replace(/^<|>$/g, '');
    const url = new URL(oneClick);
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'reminders', subscribed: false });

    const token = url.searchParams.get('token')!;
    const forged = `${Buffer.from(JSON.stringify({ e: TOURIST, k: 'reminders' })).toString('base64url')}.${token.split('.')[1]}`;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/email-preferences/unsubscribe',
      payload: { token: forged },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0]).toMatchObject({ field: 'token' });
  });
});

describe('email preferences', () => {
  it('are read and saved for the signed-in user, with a 400 for a bad value', async () => {
    const save = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/me/email-preferences', headers: auth(), payload });
    expect((await save({ reviewInvitations: false })).json()).toMatchObject({ reviewInvitations: false });
    const bad = await save({ reminders: 'yes please' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('reminders');
    expect((await save({ reviewInvitations: true })).json()).toMatchObject({ reviewInvitations: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/me/email-preferences' })).statusCode).toBe(401);
  });
});

describe('reschedule', () => {
  it('confirms the move to the tourist with an updated calendar file and tells the operator', async () => {
    const b = await paidBooking();
    await t.db.transaction((tx) =>
      enqueueRescheduleEmails(
        tx,
        {
          bookingId: b.id,
          previous: { localDate: addDays(b.date, -1), startTime: '09:00', adults: 3, children: 0 },
          chargedCents: 0,
          refundedCents: 12_000,
          by: 'tourist',
        },
        ctx,
      ),
    );
    await deliverRacing();
    const mails = to(TOURIST, `Booking changed`).filter((m) => m.subject?.includes(b.code));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Price difference refunded: $120.00. New total: $240.00.');
    expect(mails[0]!.text).toContain(
      'Directions: https://www.google.com/maps/dir/?api=1&destination=17.1588,-89.0696',
    );
    expect(mails[0]!.text).toContain('Now: ');
    const { event } = calendarOf(mails[0]!);
    expect(event.uid).toBe(`booking-${b.id}@belizepass.bz`);
    expect(event.startDate.toJSDate().toISOString()).toBe(`${b.date}T15:00:00.000Z`);
    expect(to(operatorEmail, `Booking moved ${b.code}`)).toHaveLength(1);
  });
});

describe('operator morning summary', () => {
  it("is off by default, then goes once per merchant per day from 6:00 AM with the day's passengers", async () => {
    const b = await paidBooking();
    const morning = belizeInstant(b.date, '06:30');
    expect(await t.db.transaction((tx) => enqueueMorningSummaries(tx, ctx, morning))).toBe(0);
    await updatePreferences(t.db, operatorEmail, { morningSummary: true });
    expect(
      await t.db.transaction((tx) => enqueueMorningSummaries(tx, ctx, belizeInstant(b.date, '05:30'))),
    ).toBe(0);
    const turns = await race((tx) => enqueueMorningSummaries(tx, ctx, morning));
    expect(turns.reduce((a, n) => a + n, 0)).toBe(1);
    await deliverRacing();
    const summaries = to(operatorEmail, /^Today, /).filter((m) => m.text?.includes(b.code));
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.subject).toContain('1 departure, 2 guests');
    expect(summaries[0]!.text).toContain(`- Lucia Chan (${b.code}): 2 adults, +501 600 1234`);
    expect(summaries[0]!.text).toContain('Stop them: http://belizepass.test/emails/unsubscribe?token=');
  });
});

describe('review invitation', () => {
  it('goes once after completion, and not to someone who turned invitations off', async () => {
    const invited = await paidBooking();
    // Only a guest who was checked in completes; one who was not is a no-show and is not invited.
    await checkInBooking(t.db, invited.id, { checkedInByUserId: null });
    const dayAfter = belizeInstant(addDays(invited.date, 1), '12:00');
    const racing = await race(async (tx) => {
      await completeDepartedBookings(tx, dayAfter);
      return enqueueReviewInvitations(tx, ctx, dayAfter);
    });
    expect(racing.reduce((a, n) => a + n, 0)).toBeGreaterThanOrEqual(1);
    await deliverRacing();
    const invitations = to(TOURIST, 'How was Actun');
    const count = invitations.length;
    expect(count).toBeGreaterThanOrEqual(1);
    expect(invitations.every((m) => m.text?.includes('http://belizepass.test/account/bookings'))).toBe(true);
    // A second turn invites no one again.
    expect(await t.db.transaction((tx) => enqueueReviewInvitations(tx, ctx, dayAfter))).toBe(0);

    await updatePreferences(t.db, 'guest.two@example.com', { reviewInvitations: false });
    const optedOut = await paidBooking('guest.two@example.com');
    await checkInBooking(t.db, optedOut.id, { checkedInByUserId: null });
    const later = belizeInstant(addDays(optedOut.date, 1), '12:00');
    await t.db.transaction(async (tx) => {
      await completeDepartedBookings(tx, later);
      return enqueueReviewInvitations(tx, ctx, later);
    });
    await deliverRacing();
    expect(to('guest.two@example.com', 'How was')).toHaveLength(0);
    expect(to('guest.two@example.com', `(${optedOut.code})`)).toHaveLength(1);
    expect(to(TOURIST, 'How was Actun')).toHaveLength(count);
  });
});
