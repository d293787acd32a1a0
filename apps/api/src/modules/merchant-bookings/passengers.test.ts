import { addDays, belizeToday } from '@belizepass/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, emailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, merchantAccount, touristAccount } from '../merchant-tours/test-kit.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let me: Awaited<ReturnType<typeof merchantAccount>>;
let other: Awaited<ReturnType<typeof merchantAccount>>;
let tourId: string;
const date = addDays(belizeToday(), 5);
const CARD = { cardName: 'Guest', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' };

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  me = await merchantAccount(t);
  other = await merchantAccount(t, { businessName: 'Other Reef Co' });
  tourId = (
    await t.factories.createTour({
      merchantId: me.merchant.id,
      title: 'Blue Creek Cave Tubing',
      startTime: '08:30',
      maxGroupSize: 12,
      meetingPoint: 'Jaguar Paw dock, Mile 37 George Price Highway',
      sellingPriceCents: 10_000,
      standardPriceCents: 10_000,
      parkFeeAdultCents: 1_000,
      parkFeeChildCents: 500,
      parkFeePayment: 'cash',
    })
  ).id;
});
afterAll(() => t?.close());

interface Guest {
  fullName: string;
  adults?: number;
  children?: number;
  hotel?: string;
  specialRequirements?: string;
  pay?: boolean;
}

/** A guest books through the public API and pays unless told not to; the paid booking. */
async function guestBooks(guest: Guest, on = date) {
  const email = `${guest.fullName.split(' ')[0]!.toLowerCase()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: {
      tourId,
      date: on,
      adults: guest.adults ?? 2,
      children: guest.children ?? 0,
      fullName: guest.fullName,
      email,
      phone: '+501 610 2233',
      hotel: guest.hotel,
      specialRequirements: guest.specialRequirements,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { booking, accessKey } = created.json();
  if (guest.pay === false) return { ...booking, email };
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/pay`,
    payload: CARD,
    headers: { 'x-booking-key': accessKey, 'idempotency-key': `pay-${booking.id}` },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { ...paid.json(), email, accessKey };
}

const url = (tour = tourId, on = date) => `/api/merchant/tours/${tour}/departures/${on}/passengers`;

describe('the passenger list of a departure', () => {
  let ana: Awaited<ReturnType<typeof guestBooks>>;
  let ben: Awaited<ReturnType<typeof guestBooks>>;

  beforeAll(async () => {
    ana = await guestBooks({
      fullName: 'Ana Castillo',
      adults: 2,
      children: 1,
      hotel: 'Hotel "La Isla", San Pedro',
      specialRequirements: '=Vegetarian lunch, one nut allergy',
    });
    ben = await guestBooks({ fullName: 'ben Young', adults: 3 });
    await guestBooks({ fullName: 'Cleo Holding', adults: 2, pay: false });
    const dora = await guestBooks({ fullName: 'Dora Gone', adults: 2 });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${dora.id}/cancel`,
      headers: { 'x-booking-key': dora.accessKey },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await guestBooks({ fullName: 'Eli Otherday', adults: 2 }, addDays(date, 1));
  });

  it('lists the paid bookings with party, pickup, contact, payment and the cash park fee to collect', async () => {
    const res = await call('GET', url(), me.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.departure).toEqual({
      tourId,
      tourTitle: 'Blue Creek Cave Tubing',
      date,
      time: '08:30',
      times: ['08:30'],
      // No guide on it yet, and the operator has none to choose from (decision 043).
      guides: [],
      guideChoices: [],
      guestTypes: [
        { type: 'adult', percent: 100, min_age: null, max_age: null, takes_seat: true },
        { type: 'child', percent: 70, min_age: 2, max_age: 12, takes_seat: true },
      ],
      pickupZones: [],
      meetingPoint: 'Jaguar Paw dock, Mile 37 George Price Highway',
      capacity: 12,
      // Cleo's unpaid hold holds its two seats until it lapses, but is not a passenger.
      seatsTaken: 8,
      closed: false,
      closedReason: null,
      waitlist: 0,
      directBookingPercent: 0,
    });
    // By name, case-insensitively; the unpaid hold and the other date are not listed.
    expect(body.passengers.map((p: { customerName: string }) => p.customerName)).toEqual([
      'Ana Castillo',
      'ben Young',
    ]);
    expect(body.passengers[0]).toEqual({
      bookingId: ana.id,
      confirmationCode: ana.confirmationCode,
      source: 'online',
      status: 'confirmed',
      customerName: 'Ana Castillo',
      adults: 2,
      children: 1,
      guests: 3,
      party: '2 adults, 1 child',
      residents: 0,
      startTime: expect.stringMatching(/^\d\d:\d\d$/),
      pickup: null,
      hotel: 'Hotel "La Isla", San Pedro',
      phone: '+501 610 2233',
      email: ana.email,
      specialRequirements: '=Vegetarian lunch, one nut allergy',
      // The tour is guided in English only: the booking took it.
      guideLanguage: 'English',
      payment: 'online',
      paymentStatus: 'paid',
      paidAmount: ana.price.total,
      parkFee: { amount: 2_500, payment: 'cash', state: 'to_collect' },
      checkedInAt: null,
    });
    expect(body.cancelled).toEqual([
      expect.objectContaining({ customerName: 'Dora Gone', adults: 2, children: 0 }),
    ]);
    expect(body.totals).toEqual({
      bookings: 2,
      guests: 6,
      party: '5 adults, 1 child',
      adults: 5,
      children: 1,
      checkedInBookings: 0,
      checkedInGuests: 0,
      parkFeeCash: 5_500,
      parkFeeCashToCollect: 5_500,
      parkFeeOnline: 0,
      parkFeeCounter: 0,
    });
  });

  it('shows a guest checked in (on the day of the departure) and counts it', async () => {
    // Check-in takes today's departures only (check-in-departure.test.ts): the day has come.
    await t.db
      .update(bookings)
      .set({ checkedInAt: new Date(), checkedInByUserId: me.user.id })
      .where(eq(bookings.id, ben.id));
    const body = (await call('GET', url(), me.token)).json();
    const listed = body.passengers.find((p: { bookingId: string }) => p.bookingId === ben.id);
    // Checked in: a time on the booking, which stays confirmed until the departure ends.
    expect(listed).toMatchObject({ status: 'confirmed', checkedInAt: expect.any(String) });
    expect(body.totals).toMatchObject({
      checkedInBookings: 1,
      checkedInGuests: 3,
      parkFeeCash: 5_500,
      parkFeeCashToCollect: 2_500,
    });
  });

  it('downloads as a CSV file, one row per booking, quoted as RFC 4180 asks', async () => {
    const res = await call('GET', `${url()}.csv`, me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="belizepass-passengers-${date}-${tourId.slice(0, 8)}.csv"`,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'Confirmation code,Guest,Adults,Children,Guests,Hotel pickup,Phone,Email,Special requirements,Payment,Payment status,Paid (USD),Park fee,Park fee (USD),Checked in at',
    );
    expect(lines).toHaveLength(4); // header, two bookings, and the final line break
    expect(lines[3]).toBe('');
    expect(lines[1]).toBe(
      [
        ana.confirmationCode,
        'Ana Castillo',
        '2',
        '1',
        '3',
        '"Hotel ""La Isla"", San Pedro"',
        // A cell a spreadsheet would run as a formula is kept as text.
        "'+501 610 2233",
        ana.email,
        `"'=Vegetarian lunch, one nut allergy"`,
        'Card online',
        'Paid',
        (ana.price.total / 100).toFixed(2),
        'To collect in cash',
        '25.00',
        '',
      ].join(','),
    );
    expect(lines[2]).toMatch(new RegExp(`^${ben.confirmationCode},ben Young,3,0,3,,`));
    // Ben was checked in: his cash park fee was taken at the dock.
    expect(lines[2]).toMatch(/,Collected in cash,30\.00,\d{4}-\d\d-\d\dT[\d:.]+Z$/);
  });

  it('writes the CSV in the request’s language: Spanish headers and texts for `accept-language: es`', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${url()}.csv`,
      headers: { authorization: `Bearer ${me.token}`, 'accept-language': 'es-419,es;q=0.9,en;q=0.5' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'Código de confirmación,Cliente,Adultos,Niños,Personas,Recogida en el hotel,Teléfono,Correo electrónico,Necesidades especiales,Pago,Estado del pago,Pagado (USD),Tarifa del parque,Tarifa del parque (USD),Check-in',
    );
    expect(lines[1]).toContain(',Tarjeta en línea,Pagado,');
    expect(lines[1]).toContain(',A cobrar en efectivo,');
    // English stays as it was when English is asked for, or nothing is.
    const english = await t.app.inject({
      method: 'GET',
      url: `${url()}.csv`,
      headers: { authorization: `Bearer ${me.token}`, 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(english.body.split('\r\n')[0]).toBe(
      'Confirmation code,Guest,Adults,Children,Guests,Hotel pickup,Phone,Email,Special requirements,Payment,Payment status,Paid (USD),Park fee,Park fee (USD),Checked in at',
    );
    expect(english.body).toContain(',Card online,Paid,');
  });

  it('lists an unbooked date with every seat free and nobody on it', async () => {
    const quiet = addDays(date, 20);
    const body = (await call('GET', url(tourId, quiet), me.token)).json();
    expect(body.departure).toMatchObject({ date: quiet, time: '08:30', capacity: 12, seatsTaken: 0 });
    expect(body.passengers).toEqual([]);
    expect(body.totals).toMatchObject({ bookings: 0, guests: 0, parkFeeCash: 0 });
  });

  it('the merchant’s departures of a date, with guests expected and checked in', async () => {
    const res = await call('GET', `/api/merchant/departures?date=${date}`, me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      date,
      today: belizeToday(),
      // The owner is no guide: the day is not narrowed to a guide's departures.
      guideLinked: null,
      next: [],
      // Later departures of the test's tours.
      nextDate: expect.any(String),
      departures: [
        {
          tourId,
          tourTitle: 'Blue Creek Cave Tubing',
          time: '08:30',
          capacity: 12,
          seatsTaken: 8,
          closed: false,
          bookings: 2,
          guests: 6,
          checkedInGuests: 3,
          pickups: expect.any(Number),
          waitlist: 0,
        },
      ],
    });
    const today = (await call('GET', '/api/merchant/departures', me.token)).json();
    expect(today).toMatchObject({ date: belizeToday(), departures: [] });
    const theirs = (await call('GET', `/api/merchant/departures?date=${date}`, other.token)).json();
    expect(theirs.departures).toEqual([]);
  });

  it('is the tour’s merchant’s only: another merchant is told it does not exist', async () => {
    for (const path of [url(), `${url()}.csv`]) {
      const res = await call('GET', path, other.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('TOUR_NOT_FOUND');
      expect((await call('GET', path, (await touristAccount(t)).token)).statusCode).toBe(403);
      expect((await call('GET', path)).statusCode).toBe(401);
    }
  });

  it('refuses a date that is not one with a 400 naming the field', async () => {
    for (const bad of ['2026-13-01', 'tomorrow', '1999-12-31', '2100-01-01']) {
      for (const path of [url(tourId, bad), `${url(tourId, bad)}.csv`]) {
        const res = await call('GET', path, me.token);
        expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
        expect(res.json().error.details).toContainEqual(expect.objectContaining({ field: 'date' }));
      }
    }
    const query = await call('GET', '/api/merchant/departures?date=2026-02-30', me.token);
    expect(query.statusCode).toBe(400);
    const badTour = await call('GET', url('not-a-uuid'), me.token);
    expect(badTour.statusCode).toBe(400);
  });
});

describe('walk-in bookings', () => {
  let smallTour: string;
  const day = addDays(belizeToday(), 3);
  const walkIns = (tour: string) => `/api/merchant/tours/${tour}/departures/${day}/walk-ins`;

  beforeAll(async () => {
    smallTour = (
      await t.factories.createTour({
        merchantId: me.merchant.id,
        title: 'Cockscomb Waterfall Hike',
        startTime: '09:00',
        minGroupSize: 1,
        maxGroupSize: 4,
        sellingPriceCents: 8_000,
        standardPriceCents: 8_000,
        parkFeeAdultCents: 1_000,
        parkFeeChildCents: 500,
        parkFeePayment: 'cash',
      })
    ).id;
  });

  it('takes seats, is confirmed with a code, lists on the manifest and records the commission owed', async () => {
    const res = await call('POST', walkIns(smallTour), me.token, {
      fullName: 'Walk-in Wendy',
      adults: 2,
      children: 1,
      payment: 'cash',
      hotel: '',
      email: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { passenger } = res.json();
    // Tour $80 per adult, child 70% = $56; the park fee ($25) is collected with the price.
    expect(passenger).toMatchObject({
      source: 'walk_in',
      status: 'confirmed',
      customerName: 'Walk-in Wendy',
      guests: 3,
      hotel: null,
      phone: null,
      email: null,
      payment: 'counter_cash',
      paymentStatus: 'paid',
      paidAmount: 16_000 + 5_600 + 2_500,
      parkFee: { amount: 2_500, payment: 'counter', state: 'paid_at_counter' },
      checkedInAt: null,
    });
    expect(passenger.confirmationCode).toMatch(/^[A-Z0-9]{6,}$/);

    const list = (
      await call('GET', `/api/merchant/tours/${smallTour}/departures/${day}/passengers`, me.token)
    ).json();
    expect(list.departure).toMatchObject({ capacity: 4, seatsTaken: 3 });
    expect(list.passengers.map((p: { customerName: string }) => p.customerName)).toEqual(['Walk-in Wendy']);

    // A direct sale carries the admin's direct-booking rate, none by default (walk-in-money.test.ts
    // sets one), and the booking is never paid out to the merchant.
    const earnings = (await call('GET', `/api/merchant/earnings?from=${day}&to=${day}`, me.token)).json();
    expect(earnings.totals.walkInCommissionOwed).toBe(0);
    expect(earnings.lines.map((l: { reference: string }) => l.reference)).not.toContain(
      passenger.confirmationCode,
    );

    // The operator checks the guest in like any other, on the day: before it, the code names its departure.
    const checkIn = await call('POST', '/api/merchant/check-in', me.token, {
      confirmationCode: passenger.confirmationCode,
    });
    expect(checkIn.statusCode, checkIn.body).toBe(409);
    expect(checkIn.json().error.code).toBe('WRONG_DEPARTURE');
  });

  it('cannot oversell: the same seat rule refuses what does not fit and writes nothing', async () => {
    const res = await call('POST', walkIns(smallTour), me.token, {
      fullName: 'Too Many',
      adults: 2,
      payment: 'card',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'BOOKING_NOT_ENOUGH_SEATS' });
    const one = await call('POST', walkIns(smallTour), me.token, {
      fullName: 'Last Seat',
      adults: 1,
      phone: '+501 600 9999',
      payment: 'card',
    });
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json().passenger).toMatchObject({ payment: 'counter_card', phone: '+501 600 9999' });
    const full = await call('POST', walkIns(smallTour), me.token, {
      fullName: 'Sold Out',
      adults: 1,
      payment: 'cash',
    });
    expect(full.json().error.code).toBe('BOOKING_SOLD_OUT');
    const list = (
      await call('GET', `/api/merchant/tours/${smallTour}/departures/${day}/passengers`, me.token)
    ).json();
    expect(list.departure.seatsTaken).toBe(4);
    expect(list.passengers).toHaveLength(2);
    // An online guest cannot book the seats either.
    const online = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        tourId: smallTour,
        date: day,
        adults: 1,
        fullName: 'Online Olga',
        email: 'olga@example.com',
        phone: '+501 600 1212',
      },
    });
    expect(online.statusCode).toBe(409);
  });

  it('closing the date cancels a walk-in without an email and writes to nobody', async () => {
    const later = addDays(belizeToday(), 4);
    const added = await call(
      'POST',
      `/api/merchant/tours/${smallTour}/departures/${later}/walk-ins`,
      me.token,
      {
        fullName: 'No Email Nina',
        adults: 1,
        payment: 'cash',
      },
    );
    expect(added.statusCode, added.body).toBe(201);
    const closed = await call('POST', `/api/merchant/tours/${smallTour}/departures/close`, me.token, {
      date: later,
      reason: 'Trail flooded after the storm',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ cancelledBookings: 1, departure: { seatsTaken: 0 } });
    const blank = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, ''));
    expect(blank).toEqual([]);
    const earnings = (await call('GET', `/api/merchant/earnings?from=${later}&to=${later}`, me.token)).json();
    expect(earnings.totals.walkInCommissionOwed).toBe(0);
  });

  it('refuses bad input with a 400 naming the field, and another merchant’s tour with a 404', async () => {
    const bad = await call('POST', walkIns(smallTour), me.token, {
      fullName: ' ',
      adults: 0,
      email: 'not-an-email',
      payment: 'cheque',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['fullName', 'adults', 'email', 'payment']));
    const past = await call(
      'POST',
      `/api/merchant/tours/${smallTour}/departures/${addDays(belizeToday(), -1)}/walk-ins`,
      me.token,
      {
        fullName: 'Yesterday',
        adults: 1,
        payment: 'cash',
      },
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().error.details).toContainEqual(expect.objectContaining({ field: 'date' }));
    const theirs = await call('POST', walkIns(smallTour), other.token, {
      fullName: 'Not Yours',
      adults: 1,
      payment: 'cash',
    });
    expect(theirs.statusCode).toBe(404);
  });
});
