import { addDays, belizeToday } from '@belizepass/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, departures, emailOutbox, payments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSmtp } from '../../test/test-smtp.ts';
import { refuseMove } from '../bookings/move-refusal.service.ts';
import { caller, merchantAccount, outboxTo } from '../merchant-tours/test-kit.ts';

// Closing a departure with its guests moved or refunded, reopening it, refusing a move from the
// email's link, and a message to a departure's guests (decision 035), as the API shows them.
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let call: ReturnType<typeof caller>;
let me: Awaited<ReturnType<typeof merchantAccount>>;
let other: Awaited<ReturnType<typeof merchantAccount>>;
let tourId: string;
const today = belizeToday();
const every = [0, 1, 2, 3, 4, 5, 6];
const CARD = { cardName: 'Guest', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' };
let serial = 0;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://belizepass.test' } });
  call = caller(t);
  me = await merchantAccount(t);
  other = await merchantAccount(t, { businessName: 'Other Tours' });
  tourId = (
    await t.factories.createTour({
      merchantId: me.merchant.id,
      title: 'Altun Ha Maya Ruins',
      maxGroupSize: 12,
      sellingPriceCents: 10_000,
      standardPriceCents: 10_000,
      scheduleDays: every,
      startTime: '08:00',
      departureTimes: [
        { time: '08:00', days: every },
        { time: '13:00', days: every },
      ],
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A guest books (adults + 1 child) a departure through the public API, and pays unless told not to. */
async function guestBooks(
  date: string,
  time: string,
  options: { adults?: number; pay?: boolean; name?: string } = {},
) {
  const email = `${(options.name ?? 'guest').toLowerCase()}-${++serial}@example.com`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: {
      tourId,
      date,
      startTime: time,
      adults: options.adults ?? 2,
      children: 1,
      fullName: options.name ?? 'Guest',
      email,
      phone: '+501 600 1111',
    },
  });
  expect(created.statusCode).toBe(201);
  const { booking, accessKey } = created.json();
  if (options.pay === false) return { id: booking.id as string, email, total: 0 };
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/pay`,
    payload: CARD,
    headers: { 'x-booking-key': accessKey, 'idempotency-key': `pay-${booking.id}` },
  });
  expect(paid.statusCode).toBe(200);
  return { id: booking.id as string, email, total: paid.json().price.total as number };
}

async function departureOf(date: string, time: string) {
  const [row] = await t.db
    .select()
    .from(departures)
    .where(
      and(eq(departures.tourId, tourId), eq(departures.localDate, date), eq(departures.startTime, time)),
    );
  return row;
}
const bookingRow = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const refundsOf = (id: string) =>
  t.db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, id), eq(payments.kind, 'refund')));
const close = (body: object, tour = tourId, token = me.token) =>
  call('POST', `/api/merchant/tours/${tour}/departures/close`, token, body);
const deliver = async () => {
  while ((await t.app.deliverOutbox()) > 0) {}
};

describe('closing a departure with its guests moved', () => {
  it('shows what the closure affects, then moves exactly the seats there are; a guest refuses by the link and is refunded once', async () => {
    const date = addDays(today, 6);
    const ana = await guestBooks(date, '08:00', { name: 'Ana' }); // 3 seats
    const ben = await guestBooks(date, '08:00', { name: 'Ben', adults: 3 }); // 4 seats
    const hold = await guestBooks(date, '08:00', { name: 'Cleo', adults: 1, pay: false }); // 2 seats, unpaid
    const dan = await guestBooks(date, '13:00', { name: 'Dan' }); // 3 seats on the afternoon
    const elsewhere = await guestBooks(addDays(date, 1), '08:00', { name: 'Eve' });

    const preview = await call(
      'GET',
      `/api/merchant/tours/${tourId}/departures/${date}/closure?time=08:00`,
      me.token,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      date,
      time: '08:00',
      closed: false,
      bookings: 3,
      guests: 9,
      seats: 9,
    });
    expect(
      preview.json().list.map((g: { customerName: string; paid: boolean }) => [g.customerName, g.paid]),
    ).toEqual([
      ['Ana', true],
      ['Ben', true],
      ['Cleo', false],
    ]);
    expect(preview.json().targets[0]).toEqual({ date, time: '13:00', seatsLeft: 9 });

    const res = await close({
      date,
      time: '08:00',
      reason: 'Small craft warning until noon',
      action: 'move',
      moveTo: { date, time: '13:00' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      movedBookings: 2,
      movedSeats: 7,
      cancelledBookings: 1,
      refundedAmount: 0,
      departure: { date, time: '08:00', closed: true, seatsTaken: 0, bookingCount: 0 },
    });
    expect((await departureOf(date, '08:00'))?.seatsTaken).toBe(0);
    expect((await departureOf(date, '13:00'))?.seatsTaken).toBe(3 + 7);
    expect((await departureOf(addDays(date, 1), '08:00'))?.seatsTaken).toBe(3);
    for (const moved of [ana, ben]) {
      expect(await bookingRow(moved.id)).toMatchObject({
        status: 'confirmed',
        localDate: date,
        startTime: '13:00',
      });
      expect(await refundsOf(moved.id)).toEqual([]);
    }
    expect((await bookingRow(hold.id)).status).toBe('cancelled');
    expect(await bookingRow(dan.id)).toMatchObject({ status: 'confirmed', startTime: '13:00' });
    expect((await bookingRow(elsewhere.id)).startTime).toBe('08:00');

    // The moved guest's email: the new time, the reason, an updated calendar file, the refusal link.
    const mails = (await outboxTo(t, ana.email)).filter((m) => m.subject.startsWith('Booking changed'));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.textBody).toContain('1:00 PM');
    expect(mail.textBody).toContain('Why: Small craft warning until noon');
    const ics = Buffer.from(
      mail.attachments!.find((a) => a.filename.endsWith('.ics'))!.contentBase64,
      'base64',
    ).toString();
    expect(ics).toContain(`UID:booking-${ana.id}@belizepass.bz`);
    expect(ics).toMatch(/DTSTART;TZID=America\/Belize:\d{8}T130000/);
    const link = /(http:\/\/belizepass\.test\/bookings\/refuse-move\?token=\S+)/.exec(mail.textBody)?.[1];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    // The operator closed it: no "you moved" notice per guest.
    expect(
      (await outboxTo(t, me.user.email)).filter((m) => m.subject.startsWith('Booking moved')),
    ).toHaveLength(0);

    const look = await call('GET', `/api/booking-moves/refusal?token=${encodeURIComponent(token)}`);
    expect(look.json()).toMatchObject({
      bookingId: ana.id,
      time: '13:00',
      state: 'open',
      refundAmount: ana.total,
    });
    expect((await bookingRow(ana.id)).status).toBe('confirmed');

    const refused = await call('POST', '/api/booking-moves/refusal', undefined, { token });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ state: 'refused', refundAmount: ana.total });
    const again = await call('POST', '/api/booking-moves/refusal', undefined, { token });
    expect(again.statusCode).toBe(200);
    expect(again.json().state).toBe('refused');
    expect(await bookingRow(ana.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'move_refused',
      refundCents: ana.total,
    });
    const refunds = await refundsOf(ana.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountCents: ana.total, status: 'approved' });
    expect((await departureOf(date, '13:00'))?.seatsTaken).toBe(3 + 4);
    const receipt = (await outboxTo(t, ana.email)).filter((m) => m.textBody.includes('Refunded in full'));
    expect(receipt).toHaveLength(1);
  });

  it('refuses the link once the new departure has started, and a link not signed by us', async () => {
    const date = addDays(today, 8);
    const fay = await guestBooks(date, '08:00', { name: 'Fay' });
    expect(
      (
        await close({
          date,
          time: '08:00',
          reason: 'Engine repair',
          action: 'move',
          moveTo: { date, time: '13:00' },
        })
      ).statusCode,
    ).toBe(200);
    const mail = (await outboxTo(t, fay.email)).find((m) => m.subject.startsWith('Booking changed'))!;
    const token = new URL(/(http\S+refuse-move\S+)/.exec(mail.textBody)![1]!).searchParams.get('token')!;
    const afterStart = new Date(`${date}T13:05:00-06:00`);
    const ctx = { db: t.db, payments: t.app.payments, publicUrl: '' };
    await expect(refuseMove(ctx, token, afterStart)).rejects.toMatchObject({
      statusCode: 409,
      code: 'MOVE_REFUSAL_TOO_LATE',
    });
    expect((await bookingRow(fay.id)).status).toBe('confirmed');
    const forged = await call('POST', '/api/booking-moves/refusal', undefined, {
      token: `${token.split('.')[0]}.x`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.details[0].field).toBe('token');
  });

  it('refuses the whole closure when the departure moved to lacks seats, naming how many; nothing changes', async () => {
    const date = addDays(today, 10);
    const gil = await guestBooks(date, '08:00', { name: 'Gil', adults: 4 }); // 5 seats
    const hal = await guestBooks(date, '08:00', { name: 'Hal', adults: 2 }); // 3 seats
    await guestBooks(date, '13:00', { name: 'Ivy', adults: 5 }); // 6 of 12 taken
    const mailsBefore = (await t.db.select().from(emailOutbox)).length;

    const res = await close({
      date,
      time: '08:00',
      reason: 'Storm',
      action: 'move',
      moveTo: { date, time: '13:00' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'DEPARTURE_TARGET_NOT_ENOUGH_SEATS',
      details: { missing: 2, needed: 8, left: 6 },
    });
    expect(res.json().error.message).toContain('2 seats missing');
    expect(await departureOf(date, '08:00')).toMatchObject({ closed: false, seatsTaken: 8 });
    expect((await departureOf(date, '13:00'))?.seatsTaken).toBe(6);
    for (const b of [gil, hal])
      expect(await bookingRow(b.id)).toMatchObject({ status: 'confirmed', startTime: '08:00' });
    expect((await t.db.select().from(emailOutbox)).length).toBe(mailsBefore);

    // Per guest: Hal moves, Gil is refunded: the seats fit.
    const mixed = await close({
      date,
      time: '08:00',
      reason: 'Storm',
      action: 'refund',
      moveTo: { date, time: '13:00' },
      guests: [{ bookingId: hal.id, action: 'move' }],
    });
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json()).toMatchObject({
      movedBookings: 1,
      movedSeats: 3,
      cancelledBookings: 1,
      refundedAmount: gil.total,
    });
    expect((await departureOf(date, '13:00'))?.seatsTaken).toBe(9);
    expect(await bookingRow(gil.id)).toMatchObject({ status: 'cancelled', cancelReason: 'departure_closed' });
  });

  it('asks for the departure to move to, and for one departure when moving', async () => {
    const date = addDays(today, 11);
    const noTarget = await close({ date, time: '08:00', reason: 'Storm', action: 'move' });
    expect(noTarget.statusCode).toBe(400);
    expect(noTarget.json().error.details[0].field).toBe('moveTo');
    const noTime = await close({ date, reason: 'Storm', action: 'move', moveTo: { date, time: '13:00' } });
    expect(noTime.json().error.details[0].field).toBe('time');
    const same = await close({
      date,
      time: '13:00',
      reason: 'Storm',
      action: 'move',
      moveTo: { date, time: '13:00' },
    });
    expect(same.json().error.details[0].field).toBe('moveTo');
  });
});

describe('reopening a departure', () => {
  it('puts a closed future departure back on sale', async () => {
    const date = addDays(today, 15);
    expect((await close({ date, time: '08:00', reason: 'Guide ill' })).statusCode).toBe(200);
    const closedDay = await call('GET', `/api/tours/${tourId}/availability?from=${date}&to=${date}`);
    expect(closedDay.json().dates.find((d: { startTime: string }) => d.startTime === '08:00')).toMatchObject({
      status: 'closed',
      seatsLeft: 0,
    });
    const res = await call('POST', `/api/merchant/tours/${tourId}/departures/reopen`, me.token, {
      date,
      time: '08:00',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().reopened).toEqual([expect.objectContaining({ date, time: '08:00' })]);
    const reopened = await call('GET', `/api/tours/${tourId}/availability?from=${date}&to=${date}`);
    const morning = reopened.json().dates.find((d: { startTime: string }) => d.startTime === '08:00');
    expect(morning.status).not.toBe('closed');
    expect(morning.seatsLeft).toBe(12);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/bookings',
          payload: {
            tourId,
            date,
            startTime: '08:00',
            adults: 2,
            fullName: 'Jo',
            email: 'jo@example.com',
            phone: '+501 600 1111',
          },
        })
      ).statusCode,
    ).toBe(201);
    const twice = await call('POST', `/api/merchant/tours/${tourId}/departures/reopen`, me.token, {
      date,
      time: '08:00',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('DEPARTURE_NOT_CLOSED');
  });

  it('refuses a departure that has started (409)', async () => {
    const yesterday = addDays(today, -1);
    await t.db.insert(departures).values({
      tourId,
      localDate: yesterday,
      startTime: '08:00',
      capacity: 12,
      closed: true,
      closedReason: 'Rain',
    });
    const res = await call('POST', `/api/merchant/tours/${tourId}/departures/reopen`, me.token, {
      date: yesterday,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('DEPARTURE_STARTED');
    expect((await departureOf(yesterday, '08:00'))?.closed).toBe(true);
  });

  it('does not show, close, reopen or message another merchant’s tour (404)', async () => {
    const date = addDays(today, 16);
    const base = `/api/merchant/tours/${tourId}/departures`;
    expect((await call('GET', `${base}/${date}/closure`, other.token)).statusCode).toBe(404);
    expect((await close({ date, reason: 'Not mine' }, tourId, other.token)).statusCode).toBe(404);
    expect((await call('POST', `${base}/reopen`, other.token, { date })).statusCode).toBe(404);
    const message = await call('POST', `${base}/${date}/messages`, other.token, {
      time: '08:00',
      body: 'Hello',
      clientRequestId: 'not-mine-0001',
    });
    expect(message.statusCode).toBe(404);
    expect((await departureOf(date, '08:00'))?.closed ?? false).toBe(false);
  });
});

describe('a message to a departure', () => {
  it('reaches each paid guest once over SMTP, is kept on the booking history, and a retry sends nothing more', async () => {
    const date = addDays(today, 20);
    const kim = await guestBooks(date, '13:00', { name: 'Kim' });
    const lee = await guestBooks(date, '13:00', { name: 'Lee' });
    const gone = await guestBooks(date, '13:00', { name: 'Max' });
    const morning = await guestBooks(date, '08:00', { name: 'Ned' });
    // A cancelled booking's guest is not written to.
    await t.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(bookings.id, gone.id));
    await deliver();
    const sentBefore = smtp.messages.length;

    const url = `/api/merchant/tours/${tourId}/departures/${date}/messages`;
    const body = {
      time: '13:00',
      subject: 'Dock change',
      body: 'We leave from the <b>north</b> pier today.\nBring water.',
      clientRequestId: 'msg-request-0001',
    };
    const res = await call('POST', url, me.token, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ recipients: 2, repeated: false });
    await deliver();
    const retry = await call('POST', url, me.token, body);
    expect(retry.json()).toMatchObject({ recipients: 2, repeated: true, messageId: res.json().messageId });
    await deliver();

    const received = smtp.messages.slice(sentBefore);
    const to = (email: string) => received.filter((m) => JSON.stringify(m.to).includes(email));
    for (const guest of [kim, lee]) {
      const mails = to(guest.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Dock change');
      expect(mails[0]!.text).toContain('We leave from the <b>north</b> pier today.\nBring water.');
      // The HTML part shows the operator's text as text, never as markup.
      expect(mails[0]!.html).toContain(
        'We leave from the &lt;b&gt;north&lt;/b&gt; pier today.<br>Bring water.',
      );
      expect(mails[0]!.html).not.toContain('<b>north</b>');
    }
    expect(to(gone.email)).toHaveLength(0);
    expect(to(morning.email)).toHaveLength(0);

    const detail = await call('GET', `/api/merchant/bookings/${kim.id}`, me.token);
    const entry = detail.json().history.find((h: { event: string }) => h.event === 'messaged');
    expect(entry.note).toBe(
      `Message from the operator (${me.user.fullName}): Dock change — We leave from the <b>north</b> pier today.\nBring water.`,
    );
    expect(
      (await call('GET', `/api/merchant/bookings/${morning.id}`, me.token))
        .json()
        .history.some((h: { event: string }) => h.event === 'messaged'),
    ).toBe(false);
  });

  it('names the field of each bad input (400)', async () => {
    const url = `/api/merchant/tours/${tourId}/departures/${addDays(today, 20)}/messages`;
    const field = async (payload: object) => {
      const res = await call('POST', url, me.token, payload);
      expect(res.statusCode).toBe(400);
      return res
        .json()
        .error.details.map((d: { field: string; message: string }) => `${d.field}: ${d.message}`);
    };
    expect(await field({ time: '13:00', body: '   ', clientRequestId: 'msg-request-0002' })).toEqual([
      'body: Write a message',
    ]);
    expect(
      await field({ time: '13:00', body: 'x'.repeat(2001), clientRequestId: 'msg-request-0003' }),
    ).toEqual(['body: Keep the message to 2000 characters']);
    expect(
      await field({
        time: '13:00',
        subject: 's'.repeat(151),
        body: 'Hello',
        clientRequestId: 'msg-request-0004',
      }),
    ).toEqual(['subject: Keep the subject to 150 characters']);
    expect(await field({ time: '13:00', body: 'Hello' })).toEqual([
      'clientRequestId: clientRequestId must be 8 to 100 characters',
    ]);
    const noDeparture = await call('POST', url.replace(addDays(today, 20), addDays(today, 21)), me.token, {
      time: '13:00',
      body: 'Hello',
      clientRequestId: 'msg-request-0005',
    });
    expect(noDeparture.statusCode).toBe(404);
  });
});
