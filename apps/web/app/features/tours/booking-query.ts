import {
  type AvailabilityResponse,
  addDays,
  availabilityMessage,
  BOOKABLE_DAYS_AHEAD,
  GUEST_FIELDS,
  isBookable,
  isIsoDate,
  MAX_ADULTS,
  MAX_CHILDREN,
  MESSAGES,
  partyIssues,
  START_TIME_PATTERN,
  type TourDetail,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import {
  chosenDeparture,
  countsOf,
  departuresByDate,
  guestTypesOf,
  ONE_ADULT,
  type PartyFields,
} from './departures';

/** What the tour page and the booking page start from: date, start time, party and pickup zone. */
export interface BookingChoice {
  date: string;
  time: string;
  party: PartyFields;
  pickupZoneId: string;
  /** A date the address asked for that cannot be booked (not a date, past, or beyond the window). */
  refusedDate?: string;
}

/** The last day that can be booked, seen from `today` (Belize time). */
export const lastBookableDay = (today: string) => addDays(today, BOOKABLE_DAYS_AHEAD - 1);

function intOr(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isInteger(n) ? n : Number.NaN;
}

const FIELD_MAX: PartyFields = {
  adults: MAX_ADULTS,
  children: MAX_CHILDREN,
  infants: MAX_CHILDREN,
  seniors: MAX_ADULTS,
  residents: MAX_ADULTS,
};

/**
 * The party in an address (`?adults=2&children=1&residents=1`): each field a whole number within
 * its range; a missing field is the start (one adult, nobody else), an unreadable one NaN.
 */
export function partyFromParams(params: URLSearchParams, start: PartyFields = ONE_ADULT): PartyFields {
  const party = { ...start };
  for (const field of Object.values(GUEST_FIELDS)) {
    const n = intOr(params.get(field), start[field]);
    party[field] = Number.isInteger(n) && n >= 0 && n <= FIELD_MAX[field] ? n : Number.NaN;
  }
  return party;
}

/** The party with every unreadable or out-of-range field back at its start. */
export function sanitizeParty(party: PartyFields, start: PartyFields = ONE_ADULT): PartyFields {
  const out = { ...start };
  for (const field of Object.values(GUEST_FIELDS))
    if (Number.isInteger(party[field])) out[field] = party[field];
  return out;
}

const timeOf = (raw: string | null) => {
  const time = (raw ?? '').trim();
  return START_TIME_PATTERN.test(time) ? time : '';
};

/**
 * The tour page's starting choice from its URL, ignoring anything out of range. Without a party in
 * the address it starts with as many adults as the tour's minimum group.
 */
export function initialBookingChoice(
  params: URLSearchParams,
  today: string,
  minGroupSize = 1,
): BookingChoice {
  const date = params.get('date') ?? '';
  const lastDay = lastBookableDay(today);
  const start = { ...ONE_ADULT, adults: Math.min(MAX_ADULTS, Math.max(1, minGroupSize)) };
  const bookable = isIsoDate(date) && date >= today && date <= lastDay;
  return {
    date: bookable ? date : '',
    ...(date && !bookable ? { refusedDate: date } : {}),
    time: timeOf(params.get('time')),
    party: sanitizeParty(partyFromParams(params, start), start),
    pickupZoneId: (params.get('pickup') ?? '').trim(),
  };
}

export type BookingQueryCheck =
  | { ok: true; choice: BookingChoice }
  | { ok: false; problems: string[]; choice: BookingChoice };

/**
 * Checks the values the tour page sends to /booking/{tourId}: a bookable date, one of its start
 * times (the only one is chosen by itself) and a party the tour sells (its guest types and group size).
 */
export function checkBookingQuery(
  params: URLSearchParams,
  today: string,
  availability: AvailabilityResponse | null,
  tour: Pick<TourDetail, 'guestTypes' | 'groupSize' | 'pickup'>,
): BookingQueryCheck {
  const problems: string[] = [];
  const date = (params.get('date') ?? '').trim();
  let time = timeOf(params.get('time'));
  const party = partyFromParams(params);
  const lastDay = lastBookableDay(today);

  if (!date) {
    problems.push(MESSAGES.selectDate);
  } else if (!isIsoDate(date) || date < today || date > lastDay) {
    problems.push(MESSAGES.dateOutOfRange);
  } else if (!availability) {
    problems.push(m.tours_availability_failed());
  } else {
    const day = departuresByDate(availability.dates).find((d) => d.date === date);
    const departure = chosenDeparture(day, time);
    if (!isBookable(day)) problems.push(availabilityMessage(day));
    else if (!departure) {
      const asked = day?.departures.find((d) => d.startTime === time);
      problems.push(asked ? availabilityMessage(asked) : m.errors_choose_departure_time());
    } else time = departure.startTime;
  }
  if (Number.isNaN(party.adults) || Number.isNaN(party.seniors) || Number.isNaN(party.residents))
    problems.push(m.tours_adults_max({ max: MAX_ADULTS }));
  if (Number.isNaN(party.children) || Number.isNaN(party.infants))
    problems.push(m.tours_children_range({ max: MAX_CHILDREN }));
  const readable = sanitizeParty(party);
  if (Object.values(party).every(Number.isInteger)) {
    for (const issue of partyIssues({
      guests: countsOf(readable),
      guestTypes: guestTypesOf(tour),
      minGroupSize: tour.groupSize.min,
      maxGroupSize: tour.groupSize.max,
    }))
      if (!problems.includes(issue.message)) problems.push(issue.message);
  }
  const zone = (params.get('pickup') ?? '').trim();
  const choice = {
    date: isIsoDate(date) ? date : '',
    time,
    party: readable,
    pickupZoneId: tour.pickup.zones.some((z) => z.id === zone) ? zone : '',
  };
  return problems.length > 0 ? { ok: false, problems, choice } : { ok: true, choice };
}
