import { DEFAULT_GUEST_TYPES, GUEST_TYPE_IDS, type GuestTypeId, type MerchantTour } from '@belizepass/domain';
import { z } from 'zod';
import { centsOrMissing, dollarsText, numberOrMissing, postedText } from './form-values';

/**
 * The tour form's rows of the tour model (docs/decisions/030): start times with their weekdays,
 * seasons, price rules, guest types and pickup zones, posted as Conform's nested names
 * (`departure_times[0].time`, `seasons[1].from`, `guest_types.child.percent`), so the form works
 * without JavaScript (rows are added and removed by Conform's list buttons, answered by the server)
 * and every issue of the API lands beside its input.
 */

const days = z.array(z.string()).optional();
const timeRow = z.object({ time: postedText, days });

/** What the form posts of the model, as typed (dollars, weekday numbers as text). */
export const tourModelShape = {
  departure_times: z.array(timeRow).optional(),
  seasons: z
    .array(
      z.object({
        name: postedText,
        from: postedText,
        to: postedText,
        times: z.array(timeRow).optional(),
        capacity: postedText,
        price_cents: postedText,
      }),
    )
    .optional(),
  price_rules: z
    .array(z.object({ name: postedText, from: postedText, to: postedText, days, price_cents: postedText }))
    .optional(),
  guest_types: z
    .object(
      Object.fromEntries(
        GUEST_TYPE_IDS.map((type) => [
          type,
          z
            .object({
              sold: postedText,
              percent: postedText,
              min_age: postedText,
              max_age: postedText,
              /** 'seat' or 'lap' (infants only). */
              seat: postedText,
            })
            .optional(),
        ]),
      ) as unknown as Record<GuestTypeId, z.ZodOptional<z.ZodObject<Record<string, typeof postedText>>>>,
    )
    .optional(),
  pickup_mode: postedText,
  pickup_zones: z
    .array(z.object({ id: postedText, name: postedText, minutes_before: postedText, fee_cents: postedText }))
    .optional(),
};

type TimeRow = { time?: string; days?: string[] };
type Posted = {
  departure_times?: TimeRow[];
  seasons?: {
    name?: string;
    from?: string;
    to?: string;
    times?: TimeRow[];
    capacity?: string;
    price_cents?: string;
  }[];
  price_rules?: { name?: string; from?: string; to?: string; days?: string[]; price_cents?: string }[];
  guest_types?: Partial<
    Record<
      GuestTypeId,
      { sold?: string; percent?: string; min_age?: string; max_age?: string; seat?: string } | undefined
    >
  >;
  pickup_mode?: string;
  pickup_zones?: { id?: string; name?: string; minutes_before?: string; fee_cents?: string }[];
};

const trimmed = (text: string | undefined) => (text ?? '').trim();
const weekdayNumbers = (list: string[] | undefined) => (list ?? []).map(Number);
const timesOf = (rows: TimeRow[] | undefined) =>
  (rows ?? []).map((row) => ({ time: trimmed(row.time), days: weekdayNumbers(row.days) }));
/** Blank stays null; anything else a number (NaN gets the schema's message). */
const numberOrNull = (text: string | undefined) => numberOrMissing(text) ?? null;

/** `Dry season` -> `dry-season`: the id of a new pickup zone, unique among the form's zones. */
export function zoneIdOf(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 36) || 'zone';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** The API's fields of the model (merchantTourInputSchema) from the posted rows. */
export function tourModelBody(form: Posted) {
  const types = form.guest_types ?? {};
  const guest_types = GUEST_TYPE_IDS.filter((type) => type === 'adult' || types[type]?.sold === 'on').map(
    (type) => {
      const row = types[type] ?? {};
      return {
        type,
        percent: type === 'adult' ? 100 : (numberOrMissing(row.percent) ?? Number.NaN),
        min_age: numberOrNull(row.min_age),
        max_age: numberOrNull(row.max_age),
        takes_seat: !(type === 'infant' && row.seat === 'lap'),
      };
    },
  );
  const zones = form.pickup_zones ?? [];
  const taken = new Set(zones.map((z) => trimmed(z.id)).filter(Boolean));
  const pickup_zones = zones.map((zone) => {
    let id = trimmed(zone.id);
    if (!id) {
      id = zoneIdOf(trimmed(zone.name), taken);
      taken.add(id);
    }
    return {
      id,
      name: trimmed(zone.name),
      minutes_before: numberOrMissing(zone.minutes_before) ?? 0,
      fee_cents: centsOrMissing(zone.fee_cents) ?? 0,
    };
  });
  return {
    departure_times: timesOf(form.departure_times),
    seasons: (form.seasons ?? []).map((s) => ({
      name: trimmed(s.name),
      from: trimmed(s.from),
      to: trimmed(s.to),
      times: s.times?.length ? timesOf(s.times) : null,
      capacity: numberOrNull(s.capacity),
      price_cents: centsOrMissing(s.price_cents) ?? null,
    })),
    price_rules: (form.price_rules ?? []).map((r) => ({
      name: trimmed(r.name),
      from: trimmed(r.from),
      to: trimmed(r.to),
      days: weekdayNumbers(r.days),
      price_cents: centsOrMissing(r.price_cents),
    })),
    guest_types,
    pickup_mode: form.pickup_mode === 'zones' ? ('zones' as const) : ('meeting_point' as const),
    // A tour that meets at the meeting point keeps no zones: hidden rows are not sent.
    pickup_zones: form.pickup_mode === 'zones' ? pickup_zones : [],
  };
}

const LIST_FIELDS = new Set(['departure_times', 'seasons', 'price_rules', 'pickup_zones', 'faq']);

/**
 * The form's name of the input an issue of the API is about: `['seasons', 1, 'from']` (or the API's
 * `seasons.1.from`) -> `seasons[1].from`; a guest type by its position in the body sent ->
 * `guest_types.child.percent`. Null for a field that is not one of the model's.
 */
export function modelFieldName(
  path: string | readonly PropertyKey[],
  body: { guest_types?: readonly { type: string }[] } | undefined,
): string | null {
  const parts = (typeof path === 'string' ? path.split('.') : path.map(String)).filter((p) => p !== '');
  const [first, ...rest] = parts;
  if (!first) return null;
  if (first === 'guest_types') {
    if (rest.length === 0) return 'guest_types';
    const type = body?.guest_types?.[Number(rest[0])]?.type;
    if (!type) return 'guest_types';
    const prop = rest[1] === 'takes_seat' ? 'seat' : rest[1];
    return prop ? `guest_types.${type}.${prop}` : `guest_types.${type}`;
  }
  if (first === 'pickup_mode') return first;
  if (!LIST_FIELDS.has(first)) return null;
  return parts.reduce(
    (name, part, i) => (i === 0 ? part : /^\d+$/.test(part) ? `${name}[${part}]` : `${name}.${part}`),
    '',
  );
}

const timeRows = (times: readonly { time: string; days: readonly number[] }[] | null | undefined) =>
  (times ?? []).map((t) => ({
    time: t.time.slice(0, 5),
    days: [...t.days].sort((a, b) => a - b).map(String),
  }));

/** The form's starting rows of the model: a saved tour's, or a new tour's. */
export function tourModelDefaults(tour: MerchantTour | null) {
  // A tour read before the API served the model has one start time on its weekdays.
  const weekly = tour
    ? (tour.departure_times ?? [{ time: tour.start_time, days: tour.schedule_days }])
    : [{ time: '08:00', days: [] }];
  const types = tour?.guest_types?.length ? tour.guest_types : DEFAULT_GUEST_TYPES;
  const guest_types = Object.fromEntries(
    GUEST_TYPE_IDS.map((type) => {
      const sold = types.find((g) => g.type === type);
      return [
        type,
        {
          sold: sold || type === 'adult' ? 'on' : undefined,
          percent: String(sold?.percent ?? (type === 'adult' ? 100 : '')),
          min_age: sold?.min_age == null ? '' : String(sold.min_age),
          max_age: sold?.max_age == null ? '' : String(sold.max_age),
          seat: sold && !sold.takes_seat ? 'lap' : 'seat',
        },
      ];
    }),
  );
  return {
    departure_times: timeRows(weekly),
    seasons: (tour?.seasons ?? []).map((s) => ({
      name: s.name,
      from: s.from,
      to: s.to,
      times: timeRows(s.times),
      capacity: s.capacity == null ? '' : String(s.capacity),
      price_cents: dollarsText(s.price_cents),
    })),
    price_rules: (tour?.price_rules ?? []).map((r) => ({
      name: r.name,
      from: r.from,
      to: r.to,
      days: [...r.days].sort((a, b) => a - b).map(String),
      price_cents: dollarsText(r.price_cents),
    })),
    guest_types,
    pickup_mode: tour?.pickup_mode ?? 'meeting_point',
    pickup_zones: (tour?.pickup_zones ?? []).map((z) => ({
      id: z.id,
      name: z.name,
      minutes_before: String(z.minutes_before),
      fee_cents: dollarsText(z.fee_cents),
    })),
  };
}
