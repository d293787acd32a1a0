import {
  type AvailabilityResponse,
  addDays,
  availabilityMessage,
  BOOKABLE_DAYS_AHEAD,
  isBookable,
  isIsoDate,
  MAX_ADULTS,
  MAX_CHILDREN,
  MESSAGES,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { BookingChoice } from './booking-box';

/** The last day that can be booked, seen from `today` (Belize time). */
export const lastBookableDay = (today: string) => addDays(today, BOOKABLE_DAYS_AHEAD - 1);

function intOr(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isInteger(n) ? n : Number.NaN;
}

/** The tour page's starting choice from its URL, ignoring anything out of range. */
export function initialBookingChoice(params: URLSearchParams, today: string): BookingChoice {
  const date = params.get('date') ?? '';
  const lastDay = lastBookableDay(today);
  const adults = intOr(params.get('adults'), 1);
  const children = intOr(params.get('children'), 0);
  return {
    date: isIsoDate(date) && date >= today && date <= lastDay ? date : '',
    adults: adults >= 1 && adults <= MAX_ADULTS ? adults : 1,
    children: children >= 0 && children <= MAX_CHILDREN ? children : 0,
  };
}

export type BookingQueryCheck =
  | { ok: true; choice: BookingChoice; startTime: string }
  | { ok: false; problems: string[]; choice: Partial<BookingChoice> };

/** Checks the values the tour page sends to /booking/{tourId}: a bookable date and a valid party. */
export function checkBookingQuery(
  params: URLSearchParams,
  today: string,
  availability: AvailabilityResponse | null,
): BookingQueryCheck {
  const problems: string[] = [];
  const date = (params.get('date') ?? '').trim();
  const adults = intOr(params.get('adults'), 1);
  const children = intOr(params.get('children'), 0);
  const lastDay = lastBookableDay(today);
  let startTime = '';

  if (!date) {
    problems.push(MESSAGES.selectDate);
  } else if (!isIsoDate(date) || date < today || date > lastDay) {
    problems.push(MESSAGES.dateOutOfRange);
  } else if (!availability) {
    problems.push(m.tours_availability_failed());
  } else {
    const day = availability.dates.find((d) => d.date === date);
    if (!isBookable(day)) problems.push(availabilityMessage(day));
    else startTime = day?.startTime ?? '';
  }
  if (!Number.isInteger(adults) || adults < 1) problems.push(m.tours_adults_required());
  else if (adults > MAX_ADULTS) problems.push(m.tours_adults_max({ max: MAX_ADULTS }));
  if (!Number.isInteger(children) || children < 0 || children > MAX_CHILDREN) {
    problems.push(m.tours_children_range({ max: MAX_CHILDREN }));
  }

  if (problems.length > 0) {
    return {
      ok: false,
      problems,
      choice: {
        date: isIsoDate(date) ? date : undefined,
        adults: Number.isInteger(adults) ? adults : undefined,
        children: Number.isInteger(children) ? children : undefined,
      },
    };
  }
  return { ok: true, choice: { date, adults, children }, startTime };
}
