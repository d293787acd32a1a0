import { addDays, belizeToday, formatClockTime, formatLongDate } from '@belizepass/domain';
import type { Locale } from '@belizepass/domain/i18n';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLocale } from '../../lib/locale.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSmtp } from '../../test/test-smtp.ts';
import { enqueueDepartureReminders } from './notifications.service.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let tourId: string;
/** A tour whose operator reads Spanish. */
let spanishOperatorTourId: string;
/** The English-reading operator of `tourId`. */
let operatorEmail: string;
const ctx = { publicUrl: 'http://belizepass.test' };
const today = belizeToday();
const CARD = { cardName: 'Rosa Coc', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' };
let dayOffset = 12;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://belizepass.test' } });
  const operator = await t.factories.createUser({ role: 'merchant_admin', fullName: 'Omar Pook' });
  operatorEmail = operator.email;
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
  const ofelia = await t.factories.createUser({
    role: 'merchant_admin',
    fullName: 'Ofelia Ical',
    email: 'ofelia@example.com',
    locale: 'es',
  });
  const cenotes = await t.factories.createMerchant({
    ownerUserId: ofelia.id,
    businessName: 'Cenotes del Sur',
  });
  spanishOperatorTourId = (
    await t.factories.createTour({
      merchantId: cenotes.id,
      title: 'Cenote Swim',
      meetingPoint: 'Punta Gorda Pier',
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

async function signIn(email: string, fullName: string, locale: Locale = 'en') {
  await t.factories.createUser({ email, fullName, locale });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'belize-demo-2026' },
  });
  return { authorization: `Bearer ${res.json().token}` };
}

/** Books and pays for 2 adults on a fresh day (the page's language in `headers`). */
async function paidBooking(
  email: string,
  headers: Record<string, string>,
  options: { tour?: string; fullName?: string } = {},
) {
  const date = addDays(today, dayOffset++);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers,
    payload: {
      tourId: options.tour ?? tourId,
      date,
      adults: 2,
      children: 0,
      fullName: options.fullName ?? 'Rosa Coc',
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
  while ((await t.app.deliverOutbox()) > 0) {}
  const code = paid.json().confirmationCode as string;
  const mail = smtp.messages.find((m) => JSON.stringify(m.to).includes(email) && m.subject?.includes(code));
  expect(mail).toBeDefined();
  return { mail: mail!, date, code, id: booking.id as string, accessKey: accessKey as string };
}

const deliver = async () => {
  while ((await t.app.deliverOutbox()) > 0) {}
};

/** The one email to `address` whose subject passes `subject`. */
function mailTo(address: string, subject: (subject: string) => boolean): ParsedMail {
  const found = smtp.messages.filter(
    (m) => JSON.stringify(m.to).includes(address) && subject(m.subject ?? ''),
  );
  expect(found, `one email to ${address}`).toHaveLength(1);
  return found[0]!;
}

/** A date and time as an email in `locale` writes them. */
const longDate = (locale: Locale, date: string) => withLocale(locale, () => formatLongDate(date));
const when = (locale: Locale, date: string) =>
  withLocale(locale, () =>
    locale === 'es'
      ? `${formatLongDate(date)} a las ${formatClockTime('09:00')} (hora de Belice)`
      : `${formatLongDate(date)} at ${formatClockTime('09:00')} (Belize time)`,
  );

describe("booking confirmation in the recipient's language", () => {
  it('is in Spanish for a tourist who booked on a Spanish page, whatever their account says', async () => {
    const auth = await signIn('rosa@example.com', 'Rosa Coc');
    const { mail, code, id } = await paidBooking('rosa@example.com', { ...auth, 'accept-language': 'es' });
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

  it("carries the tour's Spanish title and meeting instructions in Spanish, the English ones in English", async () => {
    const merchant = await t.factories.createMerchant({ businessName: 'Lamanai River Tours' });
    const bilingual = (
      await t.factories.createTour({
        merchantId: merchant.id,
        title: 'Lamanai River Safari',
        titleEs: 'Safari por el río a Lamanai',
        meetingPoint: 'Orange Walk dock, by the toll bridge',
        meetingPointEs: 'Muelle de Orange Walk, junto al puente de peaje',
        startTime: '09:00',
        maxGroupSize: 10,
      })
    ).id;
    const spanish = await paidBooking('lucia@example.com', { 'accept-language': 'es' }, { tour: bilingual });
    expect(spanish.mail.subject).toBe(`Reserva confirmada: Safari por el río a Lamanai (${spanish.code})`);
    expect(spanish.mail.text).toContain('Safari por el río a Lamanai, ');
    expect(spanish.mail.text).toContain('Muelle de Orange Walk, junto al puente de peaje');
    expect(spanish.mail.text).not.toContain('Lamanai River Safari');
    expect(spanish.mail.text).toContain('Llega 15 minutos antes, por favor.');
    const spanishIcs = spanish.mail.attachments.find((a) => a.filename?.endsWith('.ics'))!.content.toString();
    expect(spanishIcs).toContain('SUMMARY:Safari por el río a Lamanai');

    const english = await paidBooking('liam@example.com', { 'accept-language': 'en' }, { tour: bilingual });
    expect(english.mail.subject).toBe(`Booking confirmed: Lamanai River Safari (${english.code})`);
    expect(english.mail.text).toContain('Orange Walk dock, by the toll bridge');
    expect(english.mail.text).toContain('Please arrive 15 minutes early.');
    expect(english.mail.text).not.toContain('Safari por el río');
    const englishIcs = english.mail.attachments.find((a) => a.filename?.endsWith('.ics'))!.content.toString();
    expect(englishIcs).toContain('SUMMARY:Lamanai River Safari');
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
    expect(mail.text).toContain('Party: 2 adults. Total paid: $180.00');
    expect(mail.text).toContain(
      `Show the attached QR code at check-in. Your confirmation online: http://belizepass.test/confirmation/${id}`,
    );
    expect(mail.text).toContain('The BelizePass team');
  });
});

describe("every other email in its recipient's language", () => {
  let sofia: Record<string, string>;
  let dan: { authorization: string };
  beforeAll(async () => {
    // Sofía reads the Spanish site: her bookings are made on its pages.
    sofia = { ...(await signIn('sofia@example.com', 'Sofía Cal', 'es')), 'accept-language': 'es' };
    dan = await signIn('dan.young@example.com', 'Dan Young');
  });

  it("resets a password in the account's language, whatever page asked; English as before", async () => {
    const ask = (email: string, language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { 'accept-language': language },
        payload: { email },
      });
    expect((await ask('sofia@example.com', 'en')).statusCode).toBe(202);
    expect((await ask('dan.young@example.com', 'es')).statusCode).toBe(202);
    await deliver();
    const spanish = mailTo('sofia@example.com', (s) => s.includes('contraseña'));
    expect(spanish.subject).toBe('Restablece tu contraseña de BelizePass');
    expect(spanish.text).toMatch(
      /^Hola, Sofía Cal:\n\nAlguien pidió restablecer la contraseña de tu cuenta de BelizePass\. Para elegir una contraseña nueva, abre este enlace dentro de una hora:\n\nhttp:\/\/belizepass\.test\/es\/reset-password\?token=\S+\n\nSi no fuiste tú, ignora este correo; tu contraseña sigue igual\.\n\nEl equipo de BelizePass\n?$/,
    );
    const english = mailTo('dan.young@example.com', (s) => s.includes('password'));
    expect(english.subject).toBe('Reset your BelizePass password');
    expect(english.text).toMatch(
      /^Hello Dan Young,\n\nSomeone asked to reset the password of your BelizePass account\. To choose a new password, open this link within one hour:\n\nhttp:\/\/belizepass\.test\/reset-password\?token=\S+\n\nIf it wasn't you, ignore this email; your password stays as it is\.\n\nThe BelizePass team\n?$/,
    );
  });

  it('welcomes a new account in the language of the page it signed up on', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'accept-language': 'es-419,es;q=0.9' },
      payload: {
        email: 'nueva@example.com',
        password: 'reef-and-ruins',
        full_name: 'Nadia Pop',
        role: 'tourist',
      },
    });
    expect(res.statusCode).toBe(201);
    await deliver();
    const welcome = mailTo('nueva@example.com', () => true);
    expect(welcome.subject).toBe('Te damos la bienvenida a BelizePass: confirma tu correo');
    expect(welcome.text).toContain('Tu cuenta de BelizePass está lista.');
    expect(welcome.text).toMatch(/http:\/\/belizepass\.test\/es\/verify-email\?token=\S+/);
    expect(welcome.text).toContain('Ya puedes iniciar sesión en http://belizepass.test/es/login');
  });

  it("reminds a Spanish page's guest in Spanish and an English tourist as before", async () => {
    const guest = await paidBooking('invitada@example.com', { 'accept-language': 'es' });
    const english = await paidBooking('dan.young@example.com', dan, { fullName: 'Dan Young' });
    for (const b of [guest, english]) {
      const twentyHoursBefore = new Date(new Date(`${b.date}T09:00:00-06:00`).getTime() - 20 * 3_600_000);
      expect(await t.db.transaction((tx) => enqueueDepartureReminders(tx, ctx, twentyHoursBefore))).toBe(1);
    }
    await deliver();

    const es = mailTo('invitada@example.com', (s) => s.startsWith('Tu tour de mañana'));
    expect(es.subject).toBe(
      `Tu tour de mañana: Barton Creek Cave, ${withLocale('es', () => formatClockTime('09:00'))}`,
    );
    for (const line of [
      'Hola, Rosa Coc:',
      'Un recordatorio de tu tour con Cayo Caves Co.:',
      `Cuándo: ${when('es', guest.date)}`,
      'Punto de encuentro: San Ignacio Town Hall',
      `Grupo: 2 adultos. Código de confirmación: ${guest.code}`,
      'Llega 15 minutos antes y muestra el código QR del correo de confirmación.',
      'El equipo de BelizePass',
      'Recibes este correo porque invitada@example.com tiene activados los recordatorios antes de tus tours.',
      'O elige tus correos en la configuración de tu cuenta: http://belizepass.test/es/account/emails',
    ]) {
      expect(es.text).toContain(line);
    }
    expect(es.text).toMatch(
      /Para dejar de recibirlos: http:\/\/belizepass\.test\/es\/emails\/unsubscribe\?token=/,
    );

    const en = mailTo('dan.young@example.com', (s) => s.startsWith("Tomorrow's tour"));
    expect(en.subject).toBe("Tomorrow's tour: Barton Creek Cave, 9:00 AM");
    expect(en.text).toContain(
      [
        'Hello Dan Young,',
        '',
        'A reminder of your tour with Cayo Caves Co.:',
        'Barton Creek Cave',
        `When: ${when('en', english.date)}`,
        'Meeting point: San Ignacio Town Hall',
        `Party: 2 adults. Confirmation code: ${english.code}`,
        'Please arrive 15 minutes early and show your QR code from the confirmation email.',
        '',
        'The BelizePass team',
        '',
        '--',
        'You get this email because reminders before your tours are on for dan.young@example.com.',
      ].join('\n'),
    );
    expect(en.text).toMatch(/Stop them: http:\/\/belizepass\.test\/emails\/unsubscribe\?token=\S+\n/);
    expect(en.text).toContain(
      'Or choose your emails in your account settings: http://belizepass.test/account/emails',
    );
  });

  it('tells a Spanish operator of a new booking in Spanish, and an English one as before', async () => {
    const toSpanishOperator = await paidBooking('dan.young@example.com', dan, {
      tour: spanishOperatorTourId,
      fullName: 'Dan Young',
    });
    const toEnglishOperator = await paidBooking('sofia@example.com', sofia, { fullName: 'Sofía Cal' });
    await deliver();
    // The tourist's own confirmation stays in the tourist's language.
    expect(toSpanishOperator.mail.subject).toBe(`Booking confirmed: Cenote Swim (${toSpanishOperator.code})`);
    expect(toEnglishOperator.mail.subject).toBe(
      `Reserva confirmada: Barton Creek Cave (${toEnglishOperator.code})`,
    );

    const es = mailTo('ofelia@example.com', (s) => s.includes(toSpanishOperator.code));
    expect(es.subject).toBe(
      `Nueva reserva ${toSpanishOperator.code}: Cenote Swim, ${longDate('es', toSpanishOperator.date)}`,
    );
    expect(es.text).toContain(
      [
        'Hola, Ofelia Ical:',
        '',
        'Dan Young reservó Cenote Swim.',
        `Cuándo: ${when('es', toSpanishOperator.date)}`,
        'Grupo: 2 adultos',
        `Código de confirmación: ${toSpanishOperator.code}`,
        'Viajero: dan.young@example.com, +501 600 1234',
      ].join('\n'),
    );
    expect(es.text).toMatch(/\nPagado: US\$180\.00; tu neto: US\$\d+\.\d\d\n/);
    expect(es.text).toContain(
      `La reserva en tu panel: http://belizepass.test/es/merchant/dashboard/booking/${toSpanishOperator.id}`,
    );

    const en = mailTo(operatorEmail, (s) => s.includes(toEnglishOperator.code));
    expect(en.subject).toBe(
      `New booking ${toEnglishOperator.code}: Barton Creek Cave, ${longDate('en', toEnglishOperator.date)}`,
    );
    expect(en.text).toContain(
      [
        'Hello Omar Pook,',
        '',
        'Sofía Cal booked Barton Creek Cave.',
        `When: ${when('en', toEnglishOperator.date)}`,
        'Party: 2 adults',
        `Confirmation code: ${toEnglishOperator.code}`,
        'Guest: sofia@example.com, +501 600 1234',
      ].join('\n'),
    );
    expect(en.text).toMatch(/\nPaid: \$180\.00, your net \$\d+\.\d\d\n/);
  });

  it("sends a cancellation's refund receipt in the tourist's language and the operator's notice in theirs", async () => {
    const spanish = await paidBooking('sofia@example.com', sofia, { fullName: 'Sofía Cal' });
    const english = await paidBooking('dan.young@example.com', dan, {
      tour: spanishOperatorTourId,
      fullName: 'Dan Young',
    });
    const refunds: Record<string, string> = {};
    for (const [b, auth, locale] of [
      [spanish, sofia, 'es'],
      [english, dan, 'en'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: `/api/bookings/${b.id}/cancel`, headers: auth });
      expect(res.statusCode).toBe(200);
      const cents = res.json().refund.amount as number;
      refunds[b.id] = `${locale === 'es' ? 'US$' : '$'}${(cents / 100).toFixed(2)}`;
    }
    await deliver();

    const es = mailTo('sofia@example.com', (s) => s.startsWith('Cancelada:'));
    expect(es.subject).toBe(
      `Cancelada: Barton Creek Cave (${spanish.code}), reembolso de ${refunds[spanish.id]}`,
    );
    expect(es.text).toContain(
      [
        'Hola, Sofía Cal:',
        '',
        `Tu reserva ${spanish.code} está cancelada.`,
        `Barton Creek Cave, ${when('es', spanish.date)}`,
        'Grupo: 2 adultos',
        '',
        'Comprobante de reembolso',
        'Pagado: US$180.00',
        `Reembolsado: ${refunds[spanish.id]} (95% según la política de cancelación)`,
      ].join('\n'),
    );
    expect(es.text).toMatch(
      new RegExp(
        `\\nA tu \\w+ terminada en 4242: ${refunds[spanish.id]!.replace('$', '\\$')}\\. Los reembolsos a tarjeta suelen verse en 5 a 10 días hábiles\\.\\n`,
      ),
    );
    expect(es.text).toContain('Tus reservas: http://belizepass.test/es/account/bookings');
    // Omar reads English: his notice of the Spanish tourist's cancellation is as before.
    const omar = mailTo(operatorEmail, (s) => s.startsWith('Booking cancelled') && s.includes(spanish.code));
    expect(omar.subject).toBe(
      `Booking cancelled ${spanish.code}: Barton Creek Cave, ${longDate('en', spanish.date)}`,
    );
    expect(omar.text).toContain(
      [
        'Hello Omar Pook,',
        '',
        `The guest cancelled booking ${spanish.code} of Sofía Cal.`,
        `Barton Creek Cave, ${when('en', spanish.date)}`,
        'Party: 2 adults. Their seats are free again.',
        `Refunded to the guest: $${refunds[spanish.id]!.slice(3)} of $180.00.`,
      ].join('\n'),
    );

    const en = mailTo('dan.young@example.com', (s) => s.startsWith('Cancelled:'));
    expect(en.subject).toBe(`Cancelled: Cenote Swim (${english.code}), refund ${refunds[english.id]}`);
    expect(en.text).toContain(
      [
        'Hello Dan Young,',
        '',
        `Your booking ${english.code} is cancelled.`,
        `Cenote Swim, ${when('en', english.date)}`,
        'Party: 2 adults',
        '',
        'Refund receipt',
        'Paid: $180.00',
        `Refunded: ${refunds[english.id]} (95% by the cancellation policy)`,
        `To your VISA ending in 4242: ${refunds[english.id]}. Card refunds usually show within 5 to 10 business days.`,
        '',
        'The attached calendar file removes the tour from your calendar.',
        'Your bookings: http://belizepass.test/account/bookings',
        '',
        'The BelizePass team',
      ].join('\n'),
    );
    // Ofelia reads Spanish.
    const ofelia = mailTo('ofelia@example.com', (s) => s.startsWith('Reserva cancelada'));
    expect(ofelia.subject).toBe(
      `Reserva cancelada ${english.code}: Cenote Swim, ${longDate('es', english.date)}`,
    );
    expect(ofelia.text).toContain(
      [
        'Hola, Ofelia Ical:',
        '',
        `El viajero canceló la reserva ${english.code} de Dan Young.`,
        `Cenote Swim, ${when('es', english.date)}`,
        'Grupo: 2 adultos. Sus lugares vuelven a estar disponibles.',
        `Reembolsado al viajero: US$${refunds[english.id]!.slice(1)} de US$180.00.`,
        '',
        'Tus reservas: http://belizepass.test/es/merchant/dashboard',
        '',
        'El equipo de BelizePass',
      ].join('\n'),
    );
  });

  it("sends a reschedule's confirmation and calendar file in the tourist's language, the operator's in theirs", async () => {
    const spanish = await paidBooking('sofia@example.com', sofia, {
      tour: spanishOperatorTourId,
      fullName: 'Sofía Cal',
    });
    const english = await paidBooking('dan.young@example.com', dan, { fullName: 'Dan Young' });
    const moves: Record<string, string> = {};
    for (const [b, auth] of [
      [spanish, sofia],
      [english, dan],
    ] as const) {
      const date = addDays(today, dayOffset++);
      moves[b.id] = date;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${b.id}/reschedule`,
        headers: { ...auth, 'idempotency-key': `move-${b.id}` },
        payload: { date, adults: 1, children: 0 },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await deliver();

    const es = mailTo('sofia@example.com', (s) => s.startsWith('Reserva modificada'));
    const esDate = moves[spanish.id]!;
    expect(es.subject).toBe(
      `Reserva modificada: Cenote Swim, ahora el ${longDate('es', esDate)} (${spanish.code})`,
    );
    expect(es.text).toContain(
      [
        'Hola, Sofía Cal:',
        '',
        `Tu reserva ${spanish.code} fue modificada.`,
        `Antes: ${when('es', spanish.date)}, 2 adultos`,
        `Ahora: ${when('es', esDate)}, 1 adulto`,
        'Diferencia de precio reembolsada: US$85.50. Nuevo total: US$94.50.',
        '',
        'Punto de encuentro: Punta Gorda Pier',
        'El archivo de calendario adjunto reemplaza al anterior. Tu código de confirmación y tu código QR no cambian.',
        '',
        'Tus reservas: http://belizepass.test/es/account/bookings',
      ].join('\n'),
    );
    const ics = es.attachments.find((a) => a.filename?.endsWith('.ics'))!.content.toString('utf8');
    const description = ics.replace(/\r\n /g, '').match(/^DESCRIPTION:(.*)$/m)![1]!;
    expect(description).toBe(
      `Reserva de BelizePass ${spanish.code}\\nCenotes del Sur. Grupo: 1 adulto.\\nLlega 15 minutos antes\\, por favor.`,
    );
    const ofelia = mailTo('ofelia@example.com', (s) => s.startsWith('Reserva cambiada'));
    expect(ofelia.subject).toBe(
      `Reserva cambiada ${spanish.code}: Cenote Swim, ahora el ${longDate('es', esDate)}`,
    );
    expect(ofelia.text).toContain(`Sofía Cal cambió la reserva ${spanish.code} de Cenote Swim.`);

    const en = mailTo('dan.young@example.com', (s) => s.startsWith('Booking changed'));
    const enDate = moves[english.id]!;
    expect(en.subject).toBe(
      `Booking changed: Barton Creek Cave, now ${longDate('en', enDate)} (${english.code})`,
    );
    expect(en.text).toContain(
      [
        'Hello Dan Young,',
        '',
        `Your booking ${english.code} has been changed.`,
        `Was: ${when('en', english.date)}, 2 adults`,
        `Now: ${when('en', enDate)}, 1 adult`,
        'Price difference refunded: $85.50. New total: $94.50.',
        '',
        'Meeting point: San Ignacio Town Hall',
        'The attached calendar file replaces the earlier one. Your confirmation code and QR code stay the same.',
        '',
        'Your bookings: http://belizepass.test/account/bookings',
        '',
        'The BelizePass team',
      ].join('\n'),
    );
    const enIcs = en.attachments.find((a) => a.filename?.endsWith('.ics'))!.content.toString('utf8');
    expect(enIcs.replace(/\r\n /g, '')).toContain(
      `DESCRIPTION:BelizePass booking ${english.code}\\nCayo Caves Co.. Party: 1 adult.\\nPlease arrive 15 minutes early.`,
    );
    const omar = mailTo(operatorEmail, (s) => s.startsWith(`Booking moved ${english.code}`));
    expect(omar.text).toContain(`Dan Young moved booking ${english.code} of Barton Creek Cave.`);
  });

  it("sends a gift card in its recipient's account language, else the language of the page it was bought on", async () => {
    const buy = async (language: string, payload: Record<string, unknown>) => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/gift-cards/orders',
        headers: { 'accept-language': language },
        payload: { productId: 'bp-1', amount: 150, quantity: 1, ...payload },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { order, accessKey } = created.json();
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/gift-cards/orders/${order.id}/pay`,
        headers: {
          'x-order-key': accessKey,
          'idempotency-key': `gift-${order.id}`,
          'accept-language': language,
        },
        payload: CARD,
      });
      expect(paid.statusCode, paid.body).toBe(200);
      return paid.json().giftCards[0].code as string;
    };
    // A guest on a Spanish page, for someone without an account: both read the page's language.
    const toJonas = await buy('es', {
      buyerName: 'María López',
      buyerEmail: 'maria.lopez@example.com',
      recipientName: 'Jonás',
      recipientEmail: 'jonas@example.com',
      senderName: 'Tía María',
      message: '¡Feliz cumpleaños!',
    });
    // A guest on an English page, for Sofía, whose account reads Spanish.
    const toSofia = await buy('en', {
      buyerName: 'Ed Young',
      buyerEmail: 'ed.young@example.com',
      recipientName: 'Sofía',
      recipientEmail: 'sofia@example.com',
      senderName: 'Ed',
    });
    await deliver();

    // The card's own name is in the reader's language too (issue 39).
    const jonas = mailTo('jonas@example.com', () => true);
    expect(jonas.subject).toBe('Tía María te envió un regalo: Tarjeta de regalo BelizePass (US$150.00)');
    expect(jonas.text).toBe(
      [
        'Hola, Jonás:',
        '',
        'Tía María te envió una tarjeta de regalo de BelizePass.',
        '',
        'Mensaje de Tía María:',
        '"¡Feliz cumpleaños!"',
        '',
        'Tarjeta de regalo: Tarjeta de regalo BelizePass',
        `Código: ${toJonas}`,
        'Monto: US$150.00',
        'Úsala en: Cualquier comercio de BelizePass',
        'Vigencia: no vence',
        '',
        'Ingresa el código al pagar un tour en BelizePass o muéstraselo al comercio. Puedes usarla por partes: lo que sobre queda en la tarjeta.',
        'Consulta el saldo cuando quieras: http://belizepass.test/es/giftcards',
        '',
        'No compartas este código: cualquiera que lo tenga puede usar la tarjeta.',
        '',
        'El equipo de BelizePass',
      ].join('\n') + (jonas.text!.endsWith('\n') ? '\n' : ''),
    );
    const maria = mailTo('maria.lopez@example.com', () => true);
    expect(maria.subject).toBe('Recibo: 1 x Tarjeta de regalo BelizePass');
    expect(maria.text).toContain(
      'Gracias por tu compra. 1 x Tarjeta de regalo BelizePass a US$150.00: US$150.00 pagados.\nEnviamos la tarjeta de regalo por correo a jonas@example.com.',
    );

    const sofiaCard = mailTo('sofia@example.com', (s) => s.includes('te envió un regalo'));
    expect(sofiaCard.subject).toBe('Ed te envió un regalo: Tarjeta de regalo BelizePass (US$150.00)');
    expect(sofiaCard.text).toContain(`Hola, Sofía:\n\nEd te envió una tarjeta de regalo de BelizePass.`);
    expect(sofiaCard.text).toContain(`Código: ${toSofia}`);
    const ed = mailTo('ed.young@example.com', () => true);
    expect(ed.subject).toBe('Receipt: 1 x BelizePass Gift Card');
    expect(ed.text).toBe(
      [
        'Hello Ed Young,',
        '',
        'Thank you for your purchase. 1 x BelizePass Gift Card at $150.00: $150.00 paid.',
        'The gift card was emailed to sofia@example.com.',
        '',
        'The BelizePass team',
      ].join('\n') + (ed.text!.endsWith('\n') ? '\n' : ''),
    );
  });
});
