import { addDays, belizeToday } from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSmtp } from '../../test/test-smtp.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let tourId: string;
const today = belizeToday();
const CARD = { cardName: 'Rosa Coc', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' };
let dayOffset = 12;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://belizepass.test' } });
  const operator = await t.factories.createUser({ role: 'merchant_admin', fullName: 'Omar Pook' });
  const merchant = await t.factories.createMerchant({
    ownerUserId: operator.id,
    businessName: 'Cayo Caves Co.',
  });
  tourId = (
    await t.factories.createTour({
      merchantId: merchant.id,
      title: 'Barton Creek Cave',
      meetingPoint: 'San Ignacio Town Hall',
      startTime: '09:00',
      sellingPriceCents: 9_000,
      standardPriceCents: 9_000,
      maxGroupSize: 10,
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function signIn(email: string, fullName: string) {
  await t.factories.createUser({ email, fullName });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'belize-demo-2026' },
  });
  return { authorization: `Bearer ${res.json().token}` };
}

/** Books and pays for 2 adults on a fresh day, from a page in `pageLanguage`. */
async function paidBooking(email: string, headers: Record<string, string>) {
  const date = addDays(today, dayOffset++);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers,
    payload: { tourId, date, adults: 2, children: 0, fullName: 'Rosa Coc', email, phone: '+501 600 1234' },
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
  while ((await t.app.deliverOutbox()) > 0) {}
  const code = paid.json().confirmationCode as string;
  const mail = smtp.messages.find((m) => JSON.stringify(m.to).includes(email) && m.subject?.includes(code));
  expect(mail).toBeDefined();
  return { mail: mail!, date, code, id: booking.id as string };
}

describe("booking confirmation in the recipient's language", () => {
  it("is in Spanish for a tourist whose account's language is Spanish, whatever page they paid on", async () => {
    const auth = await signIn('rosa@example.com', 'Rosa Coc');
    const chose = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user/language',
      headers: auth,
      payload: { locale: 'es' },
    });
    expect(chose.statusCode).toBe(200);
    const { mail, code, id } = await paidBooking('rosa@example.com', { ...auth, 'accept-language': 'en' });
    expect(mail.subject).toBe(`Reserva confirmada: Barton Creek Cave (${code})`);
    expect(mail.text).toContain('Hola, Rosa Coc:');
    expect(mail.text).toContain(`Tu reserva está confirmada. Código de confirmación: ${code}`);
    expect(mail.text).toMatch(/\(hora de Belice\)/);
    expect(mail.text).toContain(`http://belizepass.test/es/confirmation/${id}`);
    expect(mail.text).toContain('El equipo de BelizePass');
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      `belizepass-${code}.png`,
      `belizepass-${code}.ics`,
    ]);
  });

  it('is in Spanish for a guest who booked on a Spanish page', async () => {
    const { mail, code } = await paidBooking('guest-es@example.com', { 'accept-language': 'es' });
    expect(mail.subject).toBe(`Reserva confirmada: Barton Creek Cave (${code})`);
  });

  it('is unchanged in English for an English-speaking tourist', async () => {
    const auth = await signIn('dan@example.com', 'Dan Young');
    const { mail, date, code, id } = await paidBooking('dan@example.com', auth);
    expect(mail.subject).toBe(`Booking confirmed: Barton Creek Cave (${code})`);
    const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
    const longDate = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(y, mo - 1, d)));
    expect(mail.text).toContain(
      ['Hello Rosa Coc,', '', `Your booking is confirmed. Confirmation code: ${code}`].join('\n'),
    );
    expect(mail.text).toContain(`${longDate} at 9:00 AM (Belize time)`);
    expect(mail.text).toContain('Party: 2 adult(s), 0 child(ren). Total paid: $180.00');
    expect(mail.text).toContain(
      `Show the attached QR code at check-in. Your confirmation online: http://belizepass.test/confirmation/${id}`,
    );
    expect(mail.text).toContain('The BelizePass team');
  });
});
