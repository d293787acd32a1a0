import {
  type AvailabilityDay,
  GUEST_FIELDS,
  type GuestCounts,
  type GuestType,
  type GuestTypeId,
  guestsOf,
  isBookable,
  type TourDetail,
  tourGuestTypes,
} from '@belizepass/domain';
import { intlLocale, m } from '@belizepass/domain/i18n';
import { formatStartTime } from './tour-format';

/** The availability answers one entry per departure; a day groups its departures, in time order. */
export interface DepartureDay {
  date: string;
  /** Bookable when any departure is; otherwise the most telling status of them. */
  status: AvailabilityDay['status'];
  /** The most seats one departure of the day has left (a party books one departure). */
  seatsLeft: number;
  /** The day's adult price in US cents (the same for every departure of a date). */
  price: number;
  departures: AvailabilityDay[];
}

const STATUS_ORDER: AvailabilityDay['status'][] = [
  'available',
  'few-left',
  'sold-out',
  'closed',
  'not-running',
];

/** Groups the availability's departures by date, in date order. */
export function departuresByDate(entries: readonly AvailabilityDay[]): DepartureDay[] {
  const days = new Map<string, AvailabilityDay[]>();
  for (const entry of entries) {
    const list = days.get(entry.date);
    if (list) list.push(entry);
    else days.set(entry.date, [entry]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => {
      const departures = [...list].sort((a, b) => a.startTime.localeCompare(b.startTime));
      const open = departures.filter((d) => isBookable(d));
      const status =
        STATUS_ORDER.find((s) => departures.some((d) => d.status === s)) ?? departures[0]?.status ?? 'closed';
      const priced = open.length > 0 ? open : departures;
      return {
        date,
        status,
        seatsLeft: open.reduce((n, d) => Math.max(n, d.seatsLeft), 0),
        price: priced.reduce((n, d) => Math.min(n, d.price), priced[0]?.price ?? 0),
        departures,
      };
    });
}

/**
 * The departure a choice means: the one at `time` when it can be booked, else the day's only
 * bookable departure (chosen by itself). Undefined when the traveller still has to pick a time.
 */
export function chosenDeparture(
  day: Pick<DepartureDay, 'departures'> | undefined,
  time: string,
): AvailabilityDay | undefined {
  if (!day) return undefined;
  const open = day.departures.filter((d) => isBookable(d));
  return open.find((d) => d.startTime === time) ?? (open.length === 1 ? open[0] : undefined);
}

/** "9:00 AM and 2:00 PM" in the page's language. */
export function formatTimeList(times: readonly string[]): string {
  return new Intl.ListFormat(intlLocale(), { style: 'long', type: 'conjunction' }).format(
    times.map(formatStartTime),
  );
}

/** The tour's guest types in the domain's shape (the quote and the party rules take it). */
export function guestTypesOf(tour: Pick<TourDetail, 'guestTypes'>): GuestType[] {
  return tourGuestTypes(
    (tour.guestTypes ?? []).map((g) => ({
      type: g.type,
      percent: g.percent,
      min_age: g.minAge,
      max_age: g.maxAge,
      takes_seat: g.takesSeat,
    })),
  );
}

export type PartyFields = Record<(typeof GUEST_FIELDS)[keyof typeof GUEST_FIELDS], number>;

/** Every party field at 0 but one adult: the form's start. */
export const ONE_ADULT: PartyFields = { adults: 1, children: 0, infants: 0, seniors: 0, residents: 0 };

/** The party of form fields as guest counts. */
export const countsOf = (party: PartyFields): GuestCounts => guestsOf(party);

/** A grown-up other than an adult may book alone when the tour sells one: then adults may be 0. */
export function minAdults(types: readonly GuestType[]): number {
  return types.some((t) => t.type === 'senior' || t.type === 'resident') ? 0 : 1;
}

/**
 * The address of a choice: date, start time, the party's non-zero fields (adults always) and the
 * pickup zone, so reloading the page or the booking page keeps them.
 */
export function choiceQuery(choice: {
  date: string;
  time: string;
  party: PartyFields;
  pickupZoneId?: string;
}): string {
  const params = new URLSearchParams();
  if (choice.date) params.set('date', choice.date);
  if (choice.time) params.set('time', choice.time);
  for (const field of Object.values(GUEST_FIELDS))
    if (field === 'adults' || choice.party[field] > 0) params.set(field, String(choice.party[field]));
  if (choice.pickupZoneId) params.set('pickup', choice.pickupZoneId);
  return params.toString();
}

const GUEST_NAMES: Record<GuestTypeId, () => string> = {
  adult: () => m.guest_type_name_adult(),
  child: () => m.guest_type_name_child(),
  infant: () => m.guest_type_name_infant(),
  senior: () => m.guest_type_name_senior(),
  resident: () => m.guest_type_name_resident(),
};

/** "Adults", "Belize residents": a guest type's name as a heading or a stepper's label. */
export const guestTypeName = (type: GuestTypeId) => GUEST_NAMES[type]();
