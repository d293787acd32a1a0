/**
 * What a tour sells (docs/decisions/030-departures-seasons-guest-types.md): departures by date and
 * start time from a weekly pattern and seasons, an adult price that seasons and weekday price rules
 * change, guest types priced from the day's adult price, and how guests reach the start (the meeting
 * point, or pickup zones with a time offset and a fee). Pure rules, shared by the API and the pages.
 */
import { addDays, weekdayOf } from './belize-time.ts';
import { hasNoNul, NUL_MESSAGE } from './deal-rules.ts';
import { m } from './i18n/index.ts';
import { z } from './zod.ts';

export const START_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MAX_DEPARTURE_TIMES = 8;
export const MAX_SEASONS = 12;
export const MAX_PRICE_RULES = 12;
export const MAX_PICKUP_ZONES = 12;
/** Largest pickup fee per booking: $200.00. */
export const MAX_PICKUP_FEE_CENTS = 200_00;

/** A start time and the weekdays it runs (0 = Sunday ... 6 = Saturday). */
export interface DepartureTime {
  time: string;
  days: number[];
}

/** A date range (inclusive, Belize dates) whose departures, capacity or price differ. */
export interface Season {
  name: string;
  from: string;
  to: string;
  /** The season's own start times; null: the tour's weekly times. */
  times: DepartureTime[] | null;
  /** Seats per departure in the season; null: the tour's maximum group size. */
  capacity: number | null;
  /** Adult price in the season; null: the tour's price. */
  price_cents: number | null;
}

/** An adult price for some weekdays of a date range (cruise-ship days, weekends). */
export interface PriceRule {
  name: string;
  from: string;
  to: string;
  days: number[];
  price_cents: number;
}

export const GUEST_TYPE_IDS = ['adult', 'child', 'infant', 'senior', 'resident'] as const;
export type GuestTypeId = (typeof GUEST_TYPE_IDS)[number];

/**
 * A kind of guest a tour sells to. Priced as a percent of the day's adult price (so seasons move
 * every type together); an age range or a proof says who may book it.
 */
export interface GuestType {
  type: GuestTypeId;
  /** Percent of the day's adult price (adult: always 100). */
  percent: number;
  min_age: number | null;
  max_age: number | null;
  /** False only for an infant on a lap: counted on the list, takes no seat. */
  takes_seat: boolean;
}

export const PICKUP_MODES = ['meeting_point', 'zones'] as const;
export type PickupMode = (typeof PICKUP_MODES)[number];

/** An area the operator collects guests from, a time before the departure, for a fee per booking. */
export interface PickupZone {
  id: string;
  name: string;
  /** Minutes before the departure's start that the van reaches this zone. */
  minutes_before: number;
  fee_cents: number;
}

/** A party by guest type; absent types are 0. */
export type GuestCounts = Partial<Record<GuestTypeId, number>>;

/** What the spec sells when a tour says nothing else: adults, and children 2-12 at 70%. */
export const DEFAULT_GUEST_TYPES: readonly GuestType[] = [
  { type: 'adult', percent: 100, min_age: null, max_age: null, takes_seat: true },
  { type: 'child', percent: 70, min_age: 2, max_age: 12, takes_seat: true },
];

/** The grown-up types: a party needs at least one of them. */
export const GROWN_UP_TYPES: readonly GuestTypeId[] = ['adult', 'senior', 'resident'];

export function guestTypeLabel(type: GuestTypeId, count?: number): string {
  const n = count ?? 1;
  switch (type) {
    case 'adult':
      return m.booking_party_adults({ count: n });
    case 'child':
      return m.booking_party_children({ count: n });
    case 'infant':
      return m.guest_type_infant({ count: n });
    case 'senior':
      return m.guest_type_senior({ count: n });
    case 'resident':
      return m.guest_type_resident({ count: n });
  }
}

/** Who the type is for, as a guest reads it: "Ages 2-12", "Under 2, on a lap", "ID checked at check-in". */
export function guestTypeRule(g: GuestType): string {
  if (g.type === 'resident') return m.guest_rule_resident_id();
  const ages =
    g.min_age != null && g.max_age != null
      ? m.guest_rule_ages({ min: g.min_age, max: g.max_age })
      : g.min_age != null
        ? m.guest_rule_age_from({ min: g.min_age })
        : g.max_age != null
          ? m.guest_rule_age_under({ max: g.max_age + 1 })
          : '';
  if (g.type === 'infant' && !g.takes_seat)
    return ages ? `${ages}, ${m.guest_rule_on_lap()}` : m.guest_rule_on_lap();
  return ages;
}

/** `2 adults, 1 resident, 1 infant` in the reader's language, in the catalogue's order. */
export function formatParty(guests: GuestCounts): string {
  return GUEST_TYPE_IDS.filter((t) => (guests[t] ?? 0) > 0)
    .map((t) => guestTypeLabel(t, guests[t]))
    .join(', ');
}

export function partyCount(guests: GuestCounts): number {
  return GUEST_TYPE_IDS.reduce((n, t) => n + (guests[t] ?? 0), 0);
}

/** Seats a party takes: every guest but an infant on a lap. */
export function seatsForParty(guests: GuestCounts, guestTypes: readonly GuestType[]): number {
  return GUEST_TYPE_IDS.reduce((n, t) => {
    const count = guests[t] ?? 0;
    const type = guestTypes.find((g) => g.type === t);
    return n + (type && !type.takes_seat ? 0 : count);
  }, 0);
}

/** The guest types a tour sells, adult first; the defaults when it names none. */
export function tourGuestTypes(types: readonly GuestType[] | null | undefined): GuestType[] {
  const list = types && types.length > 0 ? [...types] : [...DEFAULT_GUEST_TYPES];
  if (!list.some((g) => g.type === 'adult')) list.unshift(DEFAULT_GUEST_TYPES[0]!);
  return list.sort((a, b) => GUEST_TYPE_IDS.indexOf(a.type) - GUEST_TYPE_IDS.indexOf(b.type));
}

/** The season a date falls in (seasons never overlap), or undefined. */
export function seasonOn(seasons: readonly Season[] | null | undefined, date: string): Season | undefined {
  return (seasons ?? []).find((s) => s.from <= date && date <= s.to);
}

export interface ScheduleSource {
  departureTimes: readonly DepartureTime[];
  seasons: readonly Season[] | null | undefined;
  maxGroupSize: number;
}

/** The departures a tour's schedule offers on a date, in time order, with their seats. */
export function departuresOn(tour: ScheduleSource, date: string): { time: string; capacity: number }[] {
  const season = seasonOn(tour.seasons, date);
  const times = season?.times ?? tour.departureTimes;
  const weekday = weekdayOf(date);
  const capacity = season?.capacity ?? tour.maxGroupSize;
  return [...new Set(times.filter((t) => t.days.includes(weekday)).map((t) => t.time))]
    .sort()
    .map((time) => ({ time, capacity }));
}

/** Every weekday any time of the tour runs on (the catalogue's "Mon/Wed/Fri" and its filter). */
export function scheduleWeekdays(tour: Pick<ScheduleSource, 'departureTimes' | 'seasons'>): number[] {
  const days = new Set<number>();
  for (const t of tour.departureTimes) for (const d of t.days) days.add(d);
  for (const s of tour.seasons ?? []) for (const t of s.times ?? []) for (const d of t.days) days.add(d);
  return [...days].sort((a, b) => a - b);
}

/** Every start time of the weekly pattern and the seasons, in order. */
export function scheduleTimes(tour: Pick<ScheduleSource, 'departureTimes' | 'seasons'>): string[] {
  const times = new Set<string>();
  for (const t of tour.departureTimes) times.add(t.time);
  for (const s of tour.seasons ?? []) for (const t of s.times ?? []) times.add(t.time);
  return [...times].sort();
}

/** The adult price on a date: a weekday price rule, else the season's price, else the tour's. */
export function adultPriceOn(
  tour: {
    priceCents: number;
    seasons: readonly Season[] | null | undefined;
    priceRules: readonly PriceRule[] | null | undefined;
  },
  date: string,
): number {
  const weekday = weekdayOf(date);
  const rule = (tour.priceRules ?? []).find(
    (r) => r.from <= date && date <= r.to && r.days.includes(weekday),
  );
  if (rule) return rule.price_cents;
  return seasonOn(tour.seasons, date)?.price_cents ?? tour.priceCents;
}

/** Belize dates are ISO strings, so ranges compare as text. */
function rangesOverlap(a: { from: string; to: string }, b: { from: string; to: string }) {
  return a.from <= b.to && b.from <= a.to;
}

/** `Dec 15, 2026 – Apr 30, 2027` is done by the pages; the API names ranges as their ISO dates. */
const rangeName = (r: { name: string; from: string; to: string }) => `${r.name} (${r.from} – ${r.to})`;

// ---------------------------------------------------------------------------------------------
// The operator's input (POST/PUT /api/merchant/tours), validated field by field.

const weekdays = z
  .array(
    z
      .number()
      .int()
      .min(0, { error: () => m.errors_choose_weekdays() })
      .max(6, { error: () => m.errors_choose_weekdays() }),
    {
      error: () => m.errors_choose_weekdays(),
    },
  )
  .min(1, { error: () => m.errors_choose_weekdays() })
  .max(7, { error: () => m.errors_weekday_once() })
  .refine((days) => new Set(days).size === days.length, { error: () => m.errors_weekday_once() })
  .transform((days) => [...days].sort((a, b) => a - b));

const startTime = z.string().regex(START_TIME_PATTERN, { error: () => m.errors_start_time_format() });

export const departureTimeSchema = z.object({ time: startTime, days: weekdays });

export const departureTimesSchema = z
  .array(departureTimeSchema)
  .max(MAX_DEPARTURE_TIMES, { error: () => m.errors_at_most_departure_times({ max: MAX_DEPARTURE_TIMES }) })
  .refine((times) => new Set(times.map((t) => t.time)).size === times.length, {
    error: () => m.errors_departure_time_once(),
  })
  .transform((times) => [...times].sort((a, b) => a.time.localeCompare(b.time)));

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => m.errors_date_format() });
const rangeLabel = z
  .string()
  .trim()
  .min(1, { error: () => m.errors_season_name_required() })
  .max(60, { error: () => m.errors_at_most_characters({ max: 60 }) })
  .refine(hasNoNul, NUL_MESSAGE);
const cents = z
  .number({ error: () => m.errors_price_positive() })
  .int({ error: () => m.errors_price_whole_cents() })
  .positive({ error: () => m.errors_price_positive() })
  .max(10_000_00, { error: () => m.errors_price_too_high() });

export const seasonSchema = z
  .object({
    name: rangeLabel,
    from: isoDate,
    to: isoDate,
    times: departureTimesSchema.nullable().default(null),
    capacity: z.number().int().min(1).max(100).nullable().default(null),
    price_cents: cents.nullable().default(null),
  })
  .refine((s) => s.from <= s.to, { error: () => m.errors_range_end_before_start(), path: ['to'] });

export const priceRuleSchema = z
  .object({
    name: rangeLabel,
    from: isoDate,
    to: isoDate,
    days: weekdays,
    price_cents: cents,
  })
  .refine((s) => s.from <= s.to, { error: () => m.errors_range_end_before_start(), path: ['to'] });

/** Seasons never overlap: a date has one season. The message names both ranges. */
export const seasonsSchema = z
  .array(seasonSchema)
  .max(MAX_SEASONS, { error: () => m.errors_at_most_seasons({ max: MAX_SEASONS }) })
  .superRefine((seasons, ctx) => {
    for (let i = 0; i < seasons.length; i++)
      for (let j = 0; j < i; j++)
        if (rangesOverlap(seasons[i]!, seasons[j]!))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'from'],
            message: m.errors_seasons_overlap({ a: rangeName(seasons[j]!), b: rangeName(seasons[i]!) }),
          });
  });

/** Two price rules may not both price the same weekday of the same date. */
export const priceRulesSchema = z
  .array(priceRuleSchema)
  .max(MAX_PRICE_RULES, { error: () => m.errors_at_most_price_rules({ max: MAX_PRICE_RULES }) })
  .superRefine((rules, ctx) => {
    for (let i = 0; i < rules.length; i++)
      for (let j = 0; j < i; j++)
        if (rangesOverlap(rules[i]!, rules[j]!) && rules[i]!.days.some((d) => rules[j]!.days.includes(d)))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'days'],
            message: m.errors_price_rules_overlap({ a: rangeName(rules[j]!), b: rangeName(rules[i]!) }),
          });
  });

const age = z.number().int().min(0).max(120).nullable().default(null);

export const guestTypeSchema = z
  .object({
    type: z.enum(GUEST_TYPE_IDS, { error: () => m.errors_guest_type_unknown() }),
    percent: z
      .number({ error: () => m.errors_guest_percent() })
      .int({ error: () => m.errors_guest_percent() })
      .min(0, { error: () => m.errors_guest_percent() })
      .max(100, { error: () => m.errors_guest_percent() }),
    min_age: age,
    max_age: age,
    takes_seat: z.boolean().default(true),
  })
  .superRefine((g, ctx) => {
    if (g.min_age != null && g.max_age != null && g.min_age > g.max_age)
      ctx.addIssue({ code: 'custom', path: ['max_age'], message: m.errors_guest_ages() });
    if (g.type === 'adult' && g.percent !== 100)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: m.errors_guest_adult_full_price() });
    if (g.type !== 'infant' && !g.takes_seat)
      ctx.addIssue({ code: 'custom', path: ['takes_seat'], message: m.errors_guest_only_infant_lap() });
  });

export const guestTypesSchema = z
  .array(guestTypeSchema)
  .max(GUEST_TYPE_IDS.length)
  .refine((types) => new Set(types.map((t) => t.type)).size === types.length, {
    error: () => m.errors_guest_type_once(),
  })
  .transform((types) => tourGuestTypes(types));

export const pickupZoneSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, { error: () => m.errors_pickup_zone_id() }),
  name: z
    .string()
    .trim()
    .min(1, { error: () => m.errors_pickup_zone_name() })
    .max(80, { error: () => m.errors_at_most_characters({ max: 80 }) })
    .refine(hasNoNul, NUL_MESSAGE),
  minutes_before: z
    .number()
    .int()
    .min(0)
    .max(240, { error: () => m.errors_pickup_minutes() }),
  fee_cents: z
    .number()
    .int({ error: () => m.errors_price_whole_cents() })
    .min(0)
    .max(MAX_PICKUP_FEE_CENTS, { error: () => m.errors_pickup_fee_too_high() })
    .default(0),
});

export const pickupZonesSchema = z
  .array(pickupZoneSchema)
  .max(MAX_PICKUP_ZONES)
  .refine((zones) => new Set(zones.map((z) => z.id)).size === zones.length, {
    error: () => m.errors_pickup_zone_once(),
  });

/** `08:15` for a departure at 09:00 and a zone 45 minutes before. */
export function pickupTime(departureTime: string, minutesBefore: number): string {
  const [h = 0, mm = 0] = departureTime.split(':').map(Number);
  const total = Math.max(0, h * 60 + mm - minutesBefore);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Dates from `from` to `to` inclusive (short ranges only: the bookable window). */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The booking form's field of each guest type (the spec's `adults` and `children`, then the rest). */
export const GUEST_FIELDS: Readonly<
  Record<GuestTypeId, 'adults' | 'children' | 'infants' | 'seniors' | 'residents'>
> = {
  adult: 'adults',
  child: 'children',
  infant: 'infants',
  senior: 'seniors',
  resident: 'residents',
};

/** A party from the form's fields. */
export function guestsOf(
  fields: Partial<Record<'adults' | 'children' | 'infants' | 'seniors' | 'residents', number>>,
): GuestCounts {
  const out: GuestCounts = {};
  for (const type of GUEST_TYPE_IDS) {
    const n = fields[GUEST_FIELDS[type]] ?? 0;
    if (n > 0) out[type] = n;
  }
  return out;
}

/**
 * What is wrong with a party for a tour, field by field: a type the tour does not sell, no grown-up,
 * fewer people than the tour's minimum (infants count: they are in the group), more seats than a
 * departure has. Empty when it may be sold.
 */
export function partyIssues(input: {
  guests: GuestCounts;
  guestTypes: readonly GuestType[];
  minGroupSize: number;
  maxGroupSize: number;
}): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  const sold = new Set(input.guestTypes.map((g) => g.type));
  for (const type of GUEST_TYPE_IDS)
    if ((input.guests[type] ?? 0) > 0 && !sold.has(type))
      issues.push({ field: GUEST_FIELDS[type], message: m.errors_guest_type_not_sold() });
  if (!GROWN_UP_TYPES.some((t) => (input.guests[t] ?? 0) > 0))
    issues.push({ field: 'adults', message: m.errors_grown_up_required() });
  else if (partyCount(input.guests) < input.minGroupSize)
    issues.push({ field: 'adults', message: m.errors_group_minimum({ count: input.minGroupSize }) });
  if (seatsForParty(input.guests, input.guestTypes) > input.maxGroupSize)
    issues.push({ field: 'adults', message: m.errors_group_size_max({ max: input.maxGroupSize }) });
  return issues;
}
