import { addDays, belizeToday, cancellationPolicyLines } from '@belizepass/domain';
import type { Locale } from '@belizepass/domain/i18n';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLocale } from '../../lib/locale.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSmtp } from '../../test/test-smtp.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let tourId: string;
let admin: { authorization: string };
const CARD = { cardName: 'Rosa Coc', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' };
const TIERS = [
  { minHoursBefore: 48, percent: 100 },
  { minHoursBefore: 24, percent: 50 },
  { minHoursBefore: 0, percent: 0 },
];
let dayOffset = 10;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://belizepass.test' } });
  const merchant = await t.factories.createMerchant({
    businessName: 'Reef & Jungle Co.',
    phoneNumber: '+501 622 3344',
  });
  tourId = (
    await t.factories.createTour({
      merchantId: merchant.id,
      title: 'Caves & <Rivers>',
      meetingPoint: 'Hopkins pier',
      meetingPointLat: 16.8552,
      meetingPointLng: -88.2817,
      startTime: '09:00',
      maxGroupSize: 12,
      cancellationTiers: TIERS,
    })
  ).id;
  await t.factories.createUser({ email: 'staff@example.com', role: 'platform_admin', fullName: 'Ana Staff' });
  admin = await signIn('staff@example.com');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function signIn(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'belize-demo-2026' },
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().token}` };
}

const deliver = async () => {
  while ((await t.app.deliverOutbox()) > 0) {}
};

/** Books and pays 2 adults and 1 child on a page in the language of `headers`. */
async function paidBooking(email: string, headers: Record<string, string>) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers,
    payload: {
      tourId,
      date: addDays(belizeToday(), dayOffset++),
      adults: 2,
      children: 1,
      fullName: 'Rosa <b>Coc</b>',
      email,
      phone: '+501 600 1234',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { booking, accessKey } = created.json();
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/pay`,
    payload: CARD,
    headers: { 'x-booking-key': accessKey, 'idempotency-key': `pay-${booking.id}` },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await deliver();
  const code = paid.json().confirmationCode as string;
  return { id: booking.id as string, accessKey: accessKey as string, code, mail: onlyMail(email, code) };
}

function mailsTo(email: string) {
  return smtp.messages.filter((m) => JSON.stringify(m.to).includes(email));
}

function onlyMail(email: string, subjectPart: string): ParsedMail {
  const found = mailsTo(email).filter((m) => m.subject?.includes(subjectPart));
  expect(found, `one email to ${email} about ${subjectPart}`).toHaveLength(1);
  return found[0]!;
}

const icsOf = (mail: ParsedMail) => {
  const file = mail.attachments.find((a) => a.filename?.endsWith('.ics'));
  expect(file, 'a calendar file').toBeDefined();
  // Unfold the folded lines (RFC 5545 3.1) before reading properties.
  return file!.content.toString('utf8').replace(/\r\n /g, '');
};
const property = (ics: string, name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(ics)?.[1];
const terms = (locale: Locale) => withLocale(locale, () => cancellationPolicyLines(TIERS));

describe('the booking confirmation people read', () => {
  it('has an HTML part beside the text, with the operator, the meeting point and the terms, in English on the English site', async () => {
    // A Spanish account booking on the English site is answered in English.
    await t.factories.createUser({ email: 'rosa@example.com', fullName: 'Rosa Coc', locale: 'es' });
    const auth = await signIn('rosa@example.com');
    const { mail, code } = await paidBooking('rosa@example.com', { ...auth, 'accept-language': 'en' });

    expect(mail.subject).toBe(`Booking confirmed: Caves & <Rivers> (${code})`);
    expect(mail.text).toContain('Party: 2 adults, 1 child. Total paid:');
    expect(mail.text).not.toMatch(/\(s\)|\(ren\)/);
    expect(mail.text).toContain('Your operator, Reef & Jungle Co.: +501 622 3344');
    expect(mail.text).toContain('Meeting point: Hopkins pier');
    expect(mail.text).toMatch(/Directions: https:\/\/\S+16\.8552/);
    expect(mail.text).toContain(['Cancellation terms:', ...terms('en').map((l) => `- ${l}`)].join('\n'));
    expect(terms('en')[0]).toBe('2 days or more before departure: full refund');

    const html = mail.html;
    expect(typeof html).toBe('string');
    if (typeof html !== 'string') return;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="viewport"');
    // User text is escaped, never markup; no remote images or stylesheets.
    expect(html).toContain('Hello Rosa &lt;b&gt;Coc&lt;/b&gt;,');
    expect(html).toContain('Caves &amp; &lt;Rivers&gt;');
    expect(html).not.toContain('<b>Coc</b>');
    expect(html).not.toMatch(/<img|<link|<script|url\(/i);
    expect(html).toContain('Your operator, Reef &amp; Jungle Co.: +501 622 3344');
    expect(html).toContain('2 adults, 1 child');
    expect(html).toContain('Cancellation terms:');
    expect(html).toMatch(/<a href="http:\/\/belizepass\.test\/confirmation\/[0-9a-f-]+\?key=[^"]+"/);
  });

  it('is in Spanish, with Spanish plurals and terms, for a booking made on the Spanish site', async () => {
    const { mail, code } = await paidBooking('lucia@example.com', { 'accept-language': 'es' });
    expect(mail.subject).toBe(`Reserva confirmada: Caves & <Rivers> (${code})`);
    expect(mail.text).toContain('2 adultos, 1 niño');
    expect(mail.text).toContain('Tu operador, Reef & Jungle Co.: +501 622 3344');
    expect(mail.text).toContain(
      ['Condiciones de cancelación:', ...terms('es').map((l) => `- ${l}`)].join('\n'),
    );
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('2 adultos, 1 niño');
    expect(mail.html).toContain('Condiciones de cancelación:');
  });
});

describe("a cancellation's calendar file", () => {
  it("removes the confirmation's event: METHOD:CANCEL, the same UID, a higher SEQUENCE", async () => {
    const booking = await paidBooking('cancel-me@example.com', { 'accept-language': 'en' });
    const confirmed = icsOf(booking.mail);
    expect(property(confirmed, 'METHOD')).toBe('REQUEST');
    expect(property(confirmed, 'STATUS')).toBe('CONFIRMED');

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { 'x-booking-key': booking.accessKey },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await deliver();
    const mail = onlyMail('cancel-me@example.com', 'Cancelled:');
    expect(mail.text).toContain('The attached calendar file removes the tour from your calendar.');
    expect(mail.html).toContain('The attached calendar file removes the tour from your calendar.');
    const ics = icsOf(mail);
    expect(property(ics, 'METHOD')).toBe('CANCEL');
    expect(property(ics, 'STATUS')).toBe('CANCELLED');
    expect(property(ics, 'UID')).toBe(property(confirmed, 'UID'));
    expect(Number(property(ics, 'SEQUENCE'))).toBeGreaterThan(Number(property(confirmed, 'SEQUENCE')));
    expect(property(ics, 'ORGANIZER')).toMatch(/mailto:/);
    expect(property(ics, 'ATTENDEE')).toMatch(/mailto:cancel-me@example\.com$/);
  });

  it('comes with a reschedule as REQUEST and then a staff cancellation as CANCEL, each SEQUENCE higher', async () => {
    await t.factories.createUser({ email: 'mover@example.com', fullName: 'Max Mover' });
    const auth = await signIn('mover@example.com');
    const booking = await paidBooking('mover@example.com', { ...auth, 'accept-language': 'en' });
    const first = icsOf(booking.mail);

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/reschedule`,
      headers: { ...auth, 'idempotency-key': `move-${booking.id}` },
      payload: { date: addDays(belizeToday(), dayOffset++), adults: 2, children: 1 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await deliver();
    const second = icsOf(onlyMail('mover@example.com', 'Booking changed'));
    expect(property(second, 'METHOD')).toBe('REQUEST');
    expect(property(second, 'UID')).toBe(property(first, 'UID'));
    expect(Number(property(second, 'SEQUENCE'))).toBeGreaterThan(Number(property(first, 'SEQUENCE')));

    const staff = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/cancel`,
      headers: admin,
      payload: { reason: 'Tropical storm warning', refundPercent: 100 },
    });
    expect(staff.statusCode, staff.body).toBe(200);
    await deliver();
    const third = icsOf(onlyMail('mover@example.com', 'Booking cancelled'));
    expect(property(third, 'METHOD')).toBe('CANCEL');
    expect(property(third, 'UID')).toBe(property(first, 'UID'));
    expect(Number(property(third, 'SEQUENCE'))).toBeGreaterThan(Number(property(second, 'SEQUENCE')));
  });
});

describe('Add to calendar', () => {
  it("downloads a confirmed booking's event for its key holder, and nothing for anyone else", async () => {
    const booking = await paidBooking('download@example.com', { 'accept-language': 'en' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/calendar`,
      headers: { 'x-booking-key': booking.accessKey },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="belizepass-${booking.code}.ics"`);
    const ics = res.body.replace(/\r\n /g, '');
    expect(property(ics, 'UID')).toBe(property(icsOf(booking.mail), 'UID'));
    expect(property(ics, 'SUMMARY')).toBe('Caves & <Rivers>');

    const stranger = await t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}/calendar` });
    expect(stranger.statusCode).toBe(404);

    const held = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        tourId,
        date: addDays(belizeToday(), dayOffset++),
        adults: 1,
        children: 0,
        fullName: 'Held Guest',
        email: 'held@example.com',
        phone: '+501 600 1234',
      },
    });
    const pending = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${held.json().booking.id}/calendar`,
      headers: { 'x-booking-key': held.json().accessKey },
    });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error.code).toBe('BOOKING_NOT_CONFIRMED');
  });
});

describe("a signed-out browser's saved tours", () => {
  it('are listed from their ids, newest first, published ones only; a bad id is a 400', async () => {
    const second = (await t.factories.createTour({ title: 'Second Saved', maxGroupSize: 8 })).id;
    const unpublished = (await t.factories.createTour({ title: 'Draft', active: false })).id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/saved-tours/cards',
      payload: { tourIds: [tourId, unpublished, second] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tours.map((tour: { title: string }) => tour.title)).toEqual([
      'Second Saved',
      'Caves & <Rivers>',
    ]);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/saved-tours/cards',
      payload: { tourIds: ['not-an-id'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toMatch(/^tourIds/);
  });
});
