/**
 * What a sale on a departure is (decision 030): which departure of the date (its start time and
 * seats), the party by guest type and its quote at the day's adult price, and the pickup. Every
 * channel (our pages, walk-ins, reschedules) asks here, so they refuse the same things the same way.
 */
import {
  adultPriceOn,
  belizeTimeNow,
  belizeToday,
  type DepartureTime,
  departuresOn,
  type GuestCounts,
  type GuestType,
  guestsOf,
  guideLanguageOf,
  MESSAGES,
  type PickupZone,
  type PriceRule,
  partyIssues,
  pickupTime,
  quoteBooking,
  type Season,
  tourGuestTypes,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { badRequest } from '../../lib/app-error.ts';

/** The columns of a tour a sale reads. */
export interface SellableTour {
  startTime: string;
  departureTimes: DepartureTime[];
  seasons: Season[];
  priceRules: PriceRule[];
  guestTypes: GuestType[];
  minGroupSize: number;
  maxGroupSize: number;
  sellingPriceCents: number;
  parkFeeAdultCents: number;
  parkFeeChildCents: number;
  parkFeePayment: 'online' | 'cash';
  pickupMode: 'meeting_point' | 'zones';
  pickupZones: PickupZone[];
}

export interface PartyInput {
  adults?: number;
  children?: number;
  infants?: number;
  seniors?: number;
  residents?: number;
}

const issue = (field: string, message: string) => badRequest(message, [{ field, message }]);

/**
 * The departure of `date` at `startTime` (or the date's only one), with its planned seats. Refuses a
 * date the tour does not run, a time it does not depart at, two departures and no time chosen, and
 * (when `now` is given) today's departure once its start has passed.
 */
export function departureFor(tour: SellableTour, date: string, startTime: string | undefined, now?: Date) {
  const planned = departuresOn(tour, date);
  if (planned.length === 0) throw issue('date', MESSAGES.notRunning);
  const chosen = startTime
    ? planned.find((p) => p.time === startTime)
    : planned.length === 1
      ? planned[0]
      : undefined;
  if (!chosen) {
    throw startTime
      ? issue('startTime', m.errors_departure_time_unknown())
      : issue('startTime', m.errors_choose_departure_time());
  }
  if (now && date === belizeToday(now) && belizeTimeNow(now) >= chosen.time)
    throw issue(startTime ? 'startTime' : 'date', m.errors_departure_left());
  return chosen;
}

/** The party's guest counts, refused field by field when the tour cannot sell it. */
export function partyFor(tour: SellableTour, input: PartyInput): { guests: GuestCounts; types: GuestType[] } {
  const types = tourGuestTypes(tour.guestTypes);
  const guests = guestsOf(input);
  const problems = partyIssues({
    guests,
    guestTypes: types,
    minGroupSize: tour.minGroupSize,
    maxGroupSize: tour.maxGroupSize,
  });
  if (problems.length > 0) throw badRequest(problems[0]!.message, problems);
  return { guests, types };
}

/** The pickup of a tour that picks up: the zone chosen and the hotel named; null at the meeting point. */
export function pickupFor(
  tour: SellableTour,
  departureTime: string,
  input: { pickupZoneId?: string | null; hotel?: string | null },
) {
  if (tour.pickupMode !== 'zones') return null;
  if (!input.pickupZoneId) throw issue('pickupZoneId', m.errors_pickup_zone_required());
  const zone = tour.pickupZones.find((z) => z.id === input.pickupZoneId);
  if (!zone) throw issue('pickupZoneId', m.errors_pickup_zone_unknown());
  if (!input.hotel?.trim()) throw issue('hotel', m.errors_pickup_hotel_required());
  return {
    zoneId: zone.id,
    zoneName: zone.name,
    time: pickupTime(departureTime, zone.minutes_before),
    feeCents: zone.fee_cents,
  };
}

/**
 * The guide language chosen: one of the tour's languages (400 on `guideLanguage` otherwise); the
 * tour's only language when it has one; null when it has several and none was chosen.
 */
export function guideLanguageFor(languages: readonly string[], chosen: string | undefined): string | null {
  const language = guideLanguageOf(languages, chosen);
  if (language === null) throw issue('guideLanguage', m.signals_guide_language_unknown());
  return language ?? null;
}

/** The quote of a party on a date: the day's adult price, each guest type, park and pickup fees. */
export function quoteFor(
  tour: SellableTour,
  date: string,
  party: { guests: GuestCounts; types: GuestType[] },
  options: { pickupFeeCents?: number; parkFeePayment?: 'online' | 'cash' } = {},
) {
  return quoteBooking({
    priceCents: adultPriceOn(
      { priceCents: tour.sellingPriceCents, seasons: tour.seasons, priceRules: tour.priceRules },
      date,
    ),
    guests: party.guests,
    guestTypes: party.types,
    parkFee: {
      adultCents: tour.parkFeeAdultCents,
      childCents: tour.parkFeeChildCents,
      payment: options.parkFeePayment ?? tour.parkFeePayment,
    },
    pickupFeeCents: options.pickupFeeCents ?? 0,
  });
}

/** The booking columns of a quote: counts and each type's price, fees, total. */
export function quoteColumns(quote: ReturnType<typeof quoteFor>, types: readonly GuestType[]) {
  const unit = (type: GuestType['type']) => quote.lines.find((l) => l.type === type)?.unitCents ?? 0;
  const count = (type: GuestType['type']) => quote.lines.find((l) => l.type === type)?.count ?? 0;
  return {
    adults: count('adult'),
    children: count('child'),
    infants: count('infant'),
    seniors: count('senior'),
    residents: count('resident'),
    lapInfants: types.some((t) => t.type === 'infant' && !t.takes_seat),
    adultPriceCents: quote.adultPriceCents,
    childPriceCents: quote.childPriceCents,
    infantPriceCents: unit('infant'),
    seniorPriceCents: unit('senior'),
    residentPriceCents: unit('resident'),
    parkFeeCents: quote.parkFee.onlineCents,
    parkFeeCashCents: quote.parkFee.cashCents,
    pickupFeeCents: quote.pickupFeeCents,
    totalCents: quote.totalCents,
  };
}
