import {
  addDays,
  belizeToday,
  bookingPayment,
  type DayDeparture,
  type DeparturePassengerList,
  departuresOn,
  type MerchantDayDepartures,
  type Passenger,
  parkFeeCsvText,
  parkFeeTotals,
  paymentMethodText,
  paymentStateText,
  tourGuestTypes,
  type walkInBookingBodySchema,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { attachmentHeader, csvDollars, toCsv } from '../admin/csv.ts';
import { agentNamesOf } from '../agents/agents.service.ts';
import { partyOf } from '../bookings/booking-party.ts';
import { createWalkInBooking } from '../bookings/bookings.service.ts';
import { waitlistCounts } from '../bookings/waitlist.service.ts';
import { findMerchantTour } from '../merchant-tours/merchant-tours.repository.ts';
import { resellerNamesOf } from '../octo/resellers.service.ts';
import { departuresOfMember, guidesOnDepartures, listGuides } from '../resources/resources.service.ts';
import { directBookingPercent } from '../settings/settings.repository.ts';
import { paymentFactsOf } from './merchant-booking.mapper.ts';
import * as repo from './merchant-bookings.repository.ts';
import type { MerchantActor } from './merchant-bookings.service.ts';

const TOUR_NOT_FOUND = () => notFound('TOUR_NOT_FOUND', m.errors_tour_not_found());

function toPassenger(
  b: repo.BookingRow,
  resellers = new Map<string, string>(),
  agents = new Map<string, string>(),
): Passenger {
  const payment = bookingPayment(paymentFactsOf(b));
  return {
    bookingId: b.id,
    confirmationCode: b.confirmationCode ?? '',
    source: b.source,
    status: b.status === 'completed' || b.status === 'no_show' ? b.status : 'confirmed',
    customerName: b.fullName,
    adults: b.adults,
    children: b.children,
    guests: b.adults + b.children + b.infants + b.seniors + b.residents,
    party: partyOf(b),
    residents: b.residents,
    startTime: b.startTime,
    pickup:
      b.pickupZoneId && b.pickupZoneName && b.pickupTime
        ? { zoneId: b.pickupZoneId, zone: b.pickupZoneName, time: b.pickupTime }
        : null,
    hotel: b.hotel,
    // A walk-in booking's contact is optional (stored empty).
    phone: b.phone || null,
    email: b.email || null,
    specialRequirements: b.specialRequirements,
    guideLanguage: b.guideLanguage,
    payment: payment.method,
    paymentStatus: payment.state,
    paidAmount: payment.paidAmount,
    parkFee: payment.parkFee,
    checkedInAt: b.checkedInAt?.toISOString() ?? null,
    // Sold by a reseller through the OCTO API: its name (docs/octo.md).
    ...(b.resellerId
      ? {
          resellerName: resellers.get(b.resellerId) ?? null,
          sellerCommissionPercent: b.resellerCommissionPercent,
        }
      : {}),
    // Booked for the guest by an agent (a hotel desk): its name and rate (docs/decisions/039-agents.md).
    ...(b.agentId
      ? { agentName: agents.get(b.agentId) ?? null, sellerCommissionPercent: b.agentCommissionPercent }
      : {}),
  };
}

/**
 * The passenger list of one of the merchant's tours on a date: the departure, its paid bookings
 * (never unpaid holds) with contact, party, payment, park fee and check-in, the paid bookings that
 * were cancelled, apart, and the totals. Another merchant's tour is not found.
 */
export async function departurePassengers(
  db: Db,
  merchantId: string,
  tourId: string,
  date: string,
  time?: string,
  guideUserId: string | null = null,
): Promise<DeparturePassengerList> {
  const found = await findMerchantTour(db, merchantId, tourId);
  if (!found) throw TOUR_NOT_FOUND();
  if (guideUserId) {
    // A guide-role member sees the list of a departure their linked guide is on, at its time.
    const assigned = ((await departuresOfMember(db, merchantId, guideUserId)) ?? []).filter(
      (d) => d.tourId === tourId && d.localDate === date && (!time || d.startTime === time),
    );
    if (assigned.length === 0) throw TOUR_NOT_FOUND();
    time = time ?? assigned[0]!.startTime;
  }
  const { tour } = found;
  const [allOnDate, allRows, directPercent] = await Promise.all([
    repo.listDeparturesOnDate(db, tourId, date),
    repo.listPaidBookingsOnDate(db, tourId, date),
    directBookingPercent(db),
  ]);
  const waitlists = await waitlistCounts(
    db,
    allOnDate.map((d) => d.id),
  );
  const times = [
    ...new Set([...departuresOn(tour, date).map((d) => d.time), ...allOnDate.map((d) => d.startTime)]),
  ].sort();
  const onDate = time ? allOnDate.filter((d) => d.startTime === time) : allOnDate;
  // Guests by pickup zone and pickup time (those meeting at the point last), then by name.
  const rows = (time ? allRows.filter((b) => b.startTime === time) : allRows).sort(
    (a, b) =>
      (a.pickupTime ?? '~').localeCompare(b.pickupTime ?? '~') ||
      (a.pickupZoneName ?? '').localeCompare(b.pickupZoneName ?? ''),
  );
  const resellers = await resellerNamesOf(
    db,
    rows.flatMap((b) => (b.resellerId ? [b.resellerId] : [])),
  );
  const agents = await agentNamesOf(
    db,
    rows.flatMap((b) => (b.agentId ? [b.agentId] : [])),
  );
  const passengers = rows
    .filter((b) => b.status !== 'cancelled')
    .map((b) => toPassenger(b, resellers, agents));
  const cancelled = rows
    .filter((b) => b.status === 'cancelled')
    .map((b) => ({
      bookingId: b.id,
      confirmationCode: b.confirmationCode ?? '',
      customerName: b.fullName,
      adults: b.adults,
      children: b.children,
      cancelledAt: b.cancelledAt?.toISOString() ?? null,
    }));
  const checkedIn = passengers.filter((p) => p.checkedInAt);
  const live = rows.filter((b) => b.status !== 'cancelled');
  const sumRows = (pick: (b: (typeof live)[number]) => number) => live.reduce((n, b) => n + pick(b), 0);
  const sum = (list: Passenger[], pick: (p: Passenger) => number) =>
    list.reduce((total, p) => total + pick(p), 0);
  const closed = onDate.find((d) => d.closed);
  const shownTime = time ?? onDate[0]?.startTime ?? times[0] ?? tour.startTime;
  // The guides on the departure shown, and the operator's guides to choose from (decision 043).
  const shownDeparture = allOnDate.find((d) => d.startTime === shownTime);
  const [guidesOn, guideChoices] = await Promise.all([
    guidesOnDepartures(db, shownDeparture ? [shownDeparture.id] : []),
    listGuides(db, merchantId),
  ]);
  return {
    departure: {
      tourId,
      tourTitle: tour.title,
      date,
      time: shownTime,
      guides: (shownDeparture && guidesOn.get(shownDeparture.id)) ?? [],
      guideChoices,
      times,
      guestTypes: tourGuestTypes(tour.guestTypes),
      pickupZones:
        tour.pickupMode === 'zones' ? tour.pickupZones.map((z) => ({ id: z.id, name: z.name })) : [],
      meetingPoint: tour.meetingPoint,
      // No departure row yet: nobody has booked it, every seat is free.
      capacity: onDate.length
        ? onDate.reduce((n, d) => n + d.capacity, 0)
        : (departuresOn(tour, date).find((d) => d.time === time)?.capacity ?? tour.maxGroupSize),
      seatsTaken: onDate.reduce((n, d) => n + d.seatsTaken, 0),
      closed: Boolean(closed),
      closedReason: closed?.closedReason ?? null,
      waitlist: onDate.reduce((n, d) => n + (waitlists.get(d.id) ?? 0), 0),
      directBookingPercent: directPercent,
    },
    passengers,
    cancelled,
    totals: {
      bookings: passengers.length,
      guests: sum(passengers, (p) => p.guests),
      party: partyOf({
        adults: sumRows((b) => b.adults),
        children: sumRows((b) => b.children),
        infants: sumRows((b) => b.infants),
        seniors: sumRows((b) => b.seniors),
        residents: sumRows((b) => b.residents),
      }),
      adults: sum(passengers, (p) => p.adults),
      children: sum(passengers, (p) => p.children),
      checkedInBookings: checkedIn.length,
      checkedInGuests: sum(checkedIn, (p) => p.guests),
      ...parkFeeTotals(passengers),
    },
  };
}

/** The CSV's texts are written in the request's language (its `Accept-Language`). */
/** The passenger list as a CSV file: one row per paid booking expected; its file name. */
export async function departurePassengersCsv(
  db: Db,
  merchantId: string,
  tourId: string,
  date: string,
  time?: string,
  guideUserId: string | null = null,
) {
  const list = await departurePassengers(db, merchantId, tourId, date, time, guideUserId);
  const csv = toCsv(
    [
      m.operations_confirmation_code(),
      m.operations_guest(),
      m.operations_adults(),
      m.operations_children(),
      m.operations_csv_guests(),
      m.operations_hotel_pickup(),
      m.operations_phone(),
      m.operations_email(),
      m.operations_special_requirements(),
      m.operations_payment(),
      m.money_csv_payment_status(),
      m.operations_csv_paid_usd(),
      m.operations_park_fee(),
      m.operations_csv_park_fee_usd(),
      m.operations_csv_checked_in_at(),
    ],
    list.passengers.map((p) => [
      p.confirmationCode,
      p.customerName,
      p.adults,
      p.children,
      p.guests,
      p.hotel,
      p.phone,
      p.email,
      p.specialRequirements,
      paymentMethodText(p.payment),
      paymentStateText(p.paymentStatus),
      csvDollars(p.paidAmount),
      parkFeeCsvText(p.parkFee),
      csvDollars(p.parkFee?.amount ?? 0),
      p.checkedInAt,
    ]),
  );
  return {
    csv,
    contentDisposition: attachmentHeader(`belizepass-passengers-${date}-${tourId.slice(0, 8)}.csv`),
  };
}

type DayRow = Awaited<ReturnType<typeof repo.listMerchantDeparturesOnDates>>[number];

const toDayDeparture = (r: DayRow, waitlists: Map<string, number>): DayDeparture => ({
  tourId: r.departure.tourId,
  tourTitle: r.tourTitle,
  time: r.departure.startTime,
  capacity: r.departure.capacity,
  seatsTaken: r.departure.seatsTaken,
  closed: r.departure.closed,
  bookings: r.bookingCount,
  guests: r.guests,
  checkedInGuests: r.checkedIn,
  pickups: r.pickups,
  waitlist: waitlists.get(r.departure.id) ?? 0,
});

/** How far ahead the operator's day looks for the next departures with guests. */
const NEXT_DAYS_WINDOW = 60;

/**
 * The merchant's departures on a date (today in Belize by default) with their guests, and the next
 * `next` days after it that have departures with guests (within 60 days), and the first such day.
 */
export async function departuresOnDate(
  db: Db,
  merchantId: string,
  query: { date?: string; next?: number },
  guideUserId: string | null = null,
): Promise<MerchantDayDepartures> {
  const today = belizeToday();
  const date = query.date ?? today;
  const wanted = query.next ?? 0;
  // A guide-role member sees only the departures their linked guide is on (none when unlinked).
  const linked = guideUserId ? await departuresOfMember(db, merchantId, guideUserId) : null;
  const assigned = guideUserId ? (linked ?? []) : null;
  const nextDates = assigned
    ? [...new Set(assigned.map((d) => d.localDate))]
        .filter((d) => d > date && d <= addDays(date, NEXT_DAYS_WINDOW))
        .sort()
    : await repo.nextMerchantDepartureDates(
        db,
        merchantId,
        date,
        addDays(date, NEXT_DAYS_WINDOW),
        Math.max(wanted, 1),
      );
  const allRows = await repo.listMerchantDeparturesOnDates(db, merchantId, [
    date,
    ...nextDates.slice(0, wanted),
  ]);
  const rows = assigned ? allRows.filter((r) => assigned.some((d) => d.id === r.departure.id)) : allRows;
  const waitlists = await waitlistCounts(
    db,
    rows.map((r) => r.departure.id),
  );
  const toDay = (r: DayRow) => toDayDeparture(r, waitlists);
  const on = (d: string) => rows.filter((r) => r.departure.localDate === d);
  return {
    date,
    today,
    departures: on(date).map(toDay),
    next: nextDates.slice(0, wanted).map((d) => ({
      date: d,
      departures: on(d)
        .filter((r) => r.guests > 0)
        .map(toDay),
    })),
    nextDate: nextDates[0] ?? null,
    guideLinked: guideUserId ? linked !== null : null,
  };
}

/**
 * Adds a walk-in or phone booking to one of the merchant's departures (paid at the counter); the
 * bookings module takes the seats by its one rule and records the commission owed. Answers the
 * passenger as the list shows it.
 */
export async function addWalkIn(
  db: Db,
  actor: MerchantActor,
  tourId: string,
  date: string,
  input: z.output<typeof walkInBookingBodySchema>,
): Promise<{ passenger: Passenger }> {
  const found = await findMerchantTour(db, actor.merchantId, tourId);
  if (!found) throw TOUR_NOT_FOUND();
  const id = await createWalkInBooking(db, actor, found.tour, date, input);
  return { passenger: toPassenger((await repo.findBookingWithTour(db, id)).booking) };
}
