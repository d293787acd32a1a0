import { addDays, type GuestType, scheduleTimes, tourGuestTypes } from '@belizepass/domain';
import type { BookingRow } from '../bookings/bookings.repository.ts';
import type { SellableTourRow } from './resellers.repository.ts';

/**
 * Our tours, departures and bookings in the shapes of the OCTO specification (docs/octo.md): one
 * product per tour with one option `DEFAULT`, a unit per guest type the tour sells, an availability
 * per departure (its id is its local start with Belize's fixed -06:00 offset).
 */

export const OPTION_ID = 'DEFAULT';
/** Belize keeps -06:00 all year (no daylight saving time). */
const OFFSET = '-06:00';

const UNIT_TYPES: Record<GuestType['type'], string> = {
  adult: 'ADULT',
  child: 'CHILD',
  infant: 'INFANT',
  senior: 'SENIOR',
  resident: 'OTHER',
};

/** The availability id (and local start) of a departure: `2026-12-01T08:30:00-06:00`. */
export const availabilityId = (date: string, time: string) => `${date}T${time}:00${OFFSET}`;

/** The date and start time an availability id names; undefined when it is not one of ours. */
export function departureOfAvailabilityId(id: string) {
  const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d):00-06:00$/.exec(id);
  return match ? { date: match[1]!, time: `${match[2]}:${match[3]}` } : undefined;
}

/** The instant of a Belize local date and time. */
export const belizeInstant = (date: string, time: string) => new Date(`${date}T${time}:00${OFFSET}`);

/** A local Belize date-time with its offset, `durationHours` after the start. */
export function localEnd(date: string, time: string, durationHours: number) {
  const end = new Date(belizeInstant(date, time).getTime() + durationHours * 3_600_000);
  const local = new Date(end.getTime() - 6 * 3_600_000).toISOString().slice(0, 19);
  return `${local}${OFFSET}`;
}

export function unitsOf(tour: Pick<SellableTourRow, 'guestTypes'>) {
  return tourGuestTypes(tour.guestTypes).map((g) => ({
    id: g.type,
    internalName: g.type,
    reference: null,
    type: UNIT_TYPES[g.type],
    restrictions: {
      minAge: g.min_age ?? 0,
      maxAge: g.max_age ?? 120,
      idRequired: g.type === 'resident',
      minQuantity: null,
      maxQuantity: null,
      paxCount: 1,
      accompaniedBy: [],
    },
    requiredContactFields: [],
  }));
}

export function productView(tour: SellableTourRow) {
  const times = scheduleTimes(tour);
  return {
    id: tour.id,
    internalName: tour.title,
    reference: null,
    locale: 'en',
    timeZone: 'America/Belize',
    allowFreesale: false,
    instantConfirmation: true,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType: 'START_TIME',
    deliveryFormats: ['QRCODE'],
    deliveryMethods: ['TICKET'],
    redemptionMethod: 'DIGITAL',
    options: [
      {
        id: OPTION_ID,
        default: true,
        internalName: OPTION_ID,
        reference: null,
        availabilityLocalStartTimes: times.length > 0 ? times : [tour.startTime],
        // A confirmed booking may be cancelled until the departure; what it refunds is the tour's
        // cancellation tiers (docs/octo.md).
        cancellationCutoff: '0 hours',
        cancellationCutoffAmount: 0,
        cancellationCutoffUnit: 'hour',
        requiredContactFields: ['firstName', 'lastName'],
        restrictions: { minUnits: tour.minGroupSize, maxUnits: tour.maxGroupSize },
        units: unitsOf(tour),
      },
    ],
  };
}

type SiteStatus = 'available' | 'few-left' | 'sold-out' | 'closed' | 'not-running';
const STATUSES: Record<SiteStatus, string> = {
  available: 'AVAILABLE',
  'few-left': 'LIMITED',
  'sold-out': 'SOLD_OUT',
  closed: 'CLOSED',
  'not-running': 'CLOSED',
};

export interface SiteDeparture {
  date: string;
  startTime: string;
  status: SiteStatus;
  seatsLeft: number;
  capacity: number;
}

export function availabilityView(
  d: SiteDeparture,
  tour: Pick<SellableTourRow, 'durationHours' | 'maxGroupSize'>,
) {
  const available = d.status === 'available' || d.status === 'few-left';
  return {
    id: availabilityId(d.date, d.startTime),
    localDateTimeStart: availabilityId(d.date, d.startTime),
    localDateTimeEnd: localEnd(d.date, d.startTime, tour.durationHours),
    utcCutoffAt: belizeInstant(d.date, d.startTime).toISOString(),
    allDay: false,
    available,
    status: STATUSES[d.status],
    vacancies: d.seatsLeft,
    capacity: d.capacity,
    maxUnits: Math.min(d.seatsLeft, tour.maxGroupSize),
    openingHours: [],
  };
}

/** A day of the calendar: its departures' vacancies together. */
export function calendarDayView(date: string, departures: SiteDeparture[]) {
  const running = departures.filter((d) => d.status !== 'not-running');
  const vacancies = running.reduce((n, d) => n + d.seatsLeft, 0);
  const available = running.some((d) => d.status === 'available' || d.status === 'few-left');
  const status = available
    ? running.every((d) => d.status === 'available')
      ? 'AVAILABLE'
      : 'LIMITED'
    : running.some((d) => d.status === 'sold-out')
      ? 'SOLD_OUT'
      : 'CLOSED';
  return {
    localDate: date,
    available,
    status,
    vacancies,
    capacity: running.reduce((n, d) => n + d.capacity, 0),
    openingHours: [],
  };
}

/** Every date from `from` to `to`. */
export function datesBetween(from: string, to: string) {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}

function statusOf(b: BookingRow) {
  if (b.status === 'pending') return 'ON_HOLD';
  if (b.status === 'cancelled') return b.cancelReason === 'hold_expired' ? 'EXPIRED' : 'CANCELLED';
  if (b.status === 'completed' || b.checkedInAt) return 'REDEEMED';
  return 'CONFIRMED';
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

const COUNTS = [
  ['adult', 'adults'],
  ['child', 'children'],
  ['infant', 'infants'],
  ['senior', 'seniors'],
  ['resident', 'residents'],
] as const;

/** A reseller's booking as OCTO shows it; the ticket's QR is the confirmation code our check-in scans. */
export function bookingView(b: BookingRow, now: Date) {
  const status = statusOf(b);
  const ticket =
    b.confirmationCode && (status === 'CONFIRMED' || status === 'REDEEMED')
      ? {
          redemptionMethod: 'DIGITAL',
          utcRedeemedAt: iso(b.checkedInAt),
          deliveryOptions: [{ deliveryFormat: 'QRCODE', deliveryValue: b.confirmationCode }],
        }
      : null;
  const contact = {
    fullName: status === 'ON_HOLD' || status === 'EXPIRED' ? null : b.fullName,
    firstName: null,
    lastName: null,
    emailAddress: b.email || null,
    phoneNumber: b.phone || null,
    locales: [b.locale],
    postalCode: null,
    country: null,
    notes: null,
  };
  const unitItems = COUNTS.flatMap(([unitId, column]) =>
    Array.from({ length: b[column] }, (_, n) => ({
      uuid: `${b.id}-${unitId}-${n + 1}`,
      resellerReference: null,
      supplierReference: b.confirmationCode,
      unitId,
      status,
      utcRedeemedAt: iso(b.checkedInAt),
      contact: { ...contact, fullName: null, emailAddress: null, phoneNumber: null },
      ticket,
    })),
  );
  const updated = [b.createdAt, b.paidAt, b.cancelledAt, b.checkedInAt].filter((d): d is Date => Boolean(d));
  const startsAt = belizeInstant(b.localDate, b.startTime);
  return {
    id: b.id,
    uuid: b.resellerUuid!,
    testMode: false,
    resellerReference: b.resellerReference,
    supplierReference: b.confirmationCode,
    status,
    utcCreatedAt: b.createdAt.toISOString(),
    utcUpdatedAt: new Date(Math.max(...updated.map((d) => d.getTime()))).toISOString(),
    utcExpiresAt: status === 'ON_HOLD' ? iso(b.holdExpiresAt) : null,
    utcRedeemedAt: iso(b.checkedInAt),
    utcConfirmedAt: b.status === 'cancelled' && !b.confirmationCode ? null : iso(b.paidAt),
    productId: b.tourId,
    optionId: OPTION_ID,
    cancellable: (status === 'ON_HOLD' || status === 'CONFIRMED') && startsAt > now,
    cancellation:
      status === 'CANCELLED'
        ? {
            refund:
              b.refundPercent === null || b.refundPercent === 100
                ? 'FULL'
                : b.refundPercent === 0
                  ? 'NONE'
                  : 'PARTIAL',
            reason: b.cancelReason,
            utcCancelledAt: iso(b.cancelledAt)!,
          }
        : null,
    freesale: false,
    availabilityId: availabilityId(b.localDate, b.startTime),
    availability: null,
    contact,
    notes: b.specialRequirements,
    deliveryMethods: ['TICKET'],
    voucher: ticket,
    unitItems,
  };
}
