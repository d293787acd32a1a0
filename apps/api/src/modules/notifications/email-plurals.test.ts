import { addDays, belizeToday } from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSmtp } from '../../test/test-smtp.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let tourId: string;
const CARD = { cardName: 'Rosa Coc', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' };
let dayOffset = 20;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://belizepass.test' } });
  const merchant = await t.factories.createMerchant({ businessName: 'Toledo Trails' });
  tourId = (
    await t.factories.createTour({
      merchantId: merchant.id,
      title: 'Blue Creek Cave',
      startTime: '09:00',
      maxGroupSize: 10,
      locationId: 'cayo-district',
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const deliver = async () => {
  while ((await t.app.deliverOutbox()) > 0) {}
};

/** A guest books 2 adults and 1 child on a page in `language`, pays, then cancels. */
async function bookPayCancel(email: string, language: 'en' | 'es') {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { 'accept-language': language },
    payload: {
      tourId,
      date: addDays(belizeToday(), dayOffset++),
      adults: 2,
      children: 1,
      fullName: 'Rosa Coc',
      email,
      phone: '+501 600 1234',
    },
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
  await deliver();
  // Later emails of the booking keep its language, whatever language the later request speaks.
  const cancelled = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/cancel`,
    headers: { 'x-booking-key': accessKey, 'accept-language': language === 'es' ? 'en' : 'es' },
  });
  expect(cancelled.statusCode).toBe(200);
  await deliver();
  return smtp.messages.filter((m) => JSON.stringify(m.to).includes(email));
}

describe("a booking's emails count its guests in the language of the page it was made on", () => {
  it('writes "2 adultos, 1 niño" in every email of a booking made on a Spanish page', async () => {
    const mails = await bookPayCancel('plural-es@example.com', 'es');
    expect(mails.map((m) => m.subject?.split(':')[0])).toEqual(['Reserva confirmada', 'Cancelada']);
    for (const mail of mails) {
      expect(mail.text).toContain('Grupo: 2 adultos, 1 niño');
      expect(mail.text).not.toContain('Cayo District');
      expect(mail.text).not.toMatch(/\(s\)|\(es\)|\(ren\)/);
      expect(mail.text).not.toMatch(/\badults?\b|\bchild(ren)?\b|\bParty\b/);
    }
  });

  it('writes "2 adults, 1 child" in every email of a booking made on an English page', async () => {
    const mails = await bookPayCancel('plural-en@example.com', 'en');
    expect(mails.map((m) => m.subject?.split(':')[0])).toEqual(['Booking confirmed', 'Cancelled']);
    for (const mail of mails) {
      expect(mail.text).toMatch(/Party: 2 adults, 1 child\b/);
      expect(mail.text).not.toMatch(/\(s\)|\(ren\)/);
      expect(mail.text).not.toMatch(/adultos|niño|Grupo/);
    }
  });
});
