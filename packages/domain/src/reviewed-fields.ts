import { formatClockTime, weekdayName } from './belize-time.ts';
import { type CancellationTier, cancellationPolicyLines } from './cancellation-policy.ts';
import { DIFFICULTIES, formatDuration, LOCATIONS, nameOf } from './catalogue.ts';
import { m } from './i18n/index.ts';
import { childPriceCents, formatUsd } from './money/index.ts';
import {
  type DepartureTime,
  type GuestType,
  guestTypeLabel,
  guestTypeRule,
  type PickupZone,
  type PriceRule,
  type Season,
  tourGuestTypes,
} from './tour-model.ts';
import type { TourFaqEntry } from './tour-signals.ts';

/**
 * The fields a traveller relies on, which change on an approved tour or merchant only through staff
 * review (docs/decisions/032-reviewed-revisions.md). Each entry names its stored column, its API
 * name and its label as a person reads it; adding a field to review is one entry here. The API keeps
 * a revision's proposal as JSON by column, compares, lists and applies it from these lists alone.
 */

/** How a value reads, and whether staff may let it go live at once as a minor wording fix. */
export type ReviewedKind =
  | 'text'
  | 'lines'
  | 'cents'
  | 'count'
  | 'hours'
  | 'weekdays'
  | 'time'
  | 'coordinate'
  | 'boolean'
  | 'choice'
  | 'schedule';

/** A stored value of a reviewed field (JSON). */
export type ReviewedValue =
  | string
  | number
  | boolean
  | null
  | string[]
  | number[]
  | Record<string, unknown>[];

export interface ReviewedField {
  /** The API's name of the field (the merchant form's). */
  readonly field: string;
  /** The stored column it is kept in (the proposal's key). */
  readonly column: string;
  readonly kind: ReviewedKind;
  /** The field's name as a person reads it, in the current language. */
  readonly label: () => string;
  /** The value a person sees, when it is not the column's own (a derived or conditional value). */
  readonly shown?: (row: Record<string, unknown>) => ReviewedValue;
  /** How a `choice` value reads. */
  readonly format?: (value: ReviewedValue) => string;
}

/** Kinds whose change can be a wording fix (staff may mark it minor); money, times and numbers never. */
export const WORDING_KINDS: readonly ReviewedKind[] = ['text', 'lines'];

const cents = (row: Record<string, unknown>, column: string) => Number(row[column]);

/** A Spanish text's entry (issue 39): reviewed like its English field. */
function spanishOf<const F extends string, const C extends string, const K extends 'text' | 'lines'>(
  field: F,
  column: C,
  kind: K,
  label: () => string,
) {
  return { field, column, kind, label };
}

export const TOUR_REVIEWED_FIELDS = [
  { field: 'title', column: 'title', kind: 'text', label: () => m.reviewed_title() },
  { field: 'description', column: 'description', kind: 'text', label: () => m.reviewed_description() },
  { field: 'title_es', column: 'titleEs', kind: 'text', label: () => m.reviewed_title_es() },
  {
    field: 'description_es',
    column: 'descriptionEs',
    kind: 'text',
    label: () => m.reviewed_description_es(),
  },
  { field: 'price', column: 'sellingPriceCents', kind: 'cents', label: () => m.reviewed_price() },
  {
    field: 'child_price',
    column: 'sellingPriceCents',
    kind: 'cents',
    label: () => m.reviewed_child_price(),
    shown: (row) => childPriceCents(cents(row, 'sellingPriceCents')),
  },
  {
    field: 'original_price',
    column: 'standardPriceCents',
    kind: 'cents',
    label: () => m.reviewed_original_price(),
    // Shown only when above the selling price.
    shown: (row) =>
      cents(row, 'standardPriceCents') > cents(row, 'sellingPriceCents')
        ? cents(row, 'standardPriceCents')
        : null,
  },
  {
    field: 'park_fee_adult',
    column: 'parkFeeAdultCents',
    kind: 'cents',
    label: () => m.reviewed_park_fee_adult(),
  },
  {
    field: 'park_fee_child',
    column: 'parkFeeChildCents',
    kind: 'cents',
    label: () => m.reviewed_park_fee_child(),
  },
  {
    field: 'park_fee_payment',
    column: 'parkFeePayment',
    kind: 'choice',
    label: () => m.reviewed_park_fee_payment(),
    format: (value) => (value === 'online' ? m.reviewed_paid_online() : m.reviewed_paid_cash()),
  },
  { field: 'start_time', column: 'startTime', kind: 'time', label: () => m.reviewed_start_time() },
  {
    field: 'schedule_days',
    column: 'scheduleDays',
    kind: 'weekdays',
    label: () => m.reviewed_schedule_days(),
  },
  { field: 'duration_hours', column: 'durationHours', kind: 'hours', label: () => m.reviewed_duration() },
  {
    field: 'min_group_size',
    column: 'minGroupSize',
    kind: 'count',
    label: () => m.reviewed_min_group_size(),
  },
  {
    field: 'maxParticipants',
    column: 'maxGroupSize',
    kind: 'count',
    label: () => m.reviewed_max_group_size(),
  },
  {
    field: 'location_id',
    column: 'locationId',
    kind: 'choice',
    label: () => m.reviewed_location(),
    format: (value) => nameOf(LOCATIONS, String(value)) ?? String(value),
  },
  {
    field: 'difficulty',
    column: 'difficulty',
    kind: 'choice',
    label: () => m.reviewed_difficulty(),
    format: (value) => nameOf(DIFFICULTIES, String(value)) ?? String(value),
  },
  { field: 'meeting_point', column: 'meetingPoint', kind: 'text', label: () => m.reviewed_meeting_point() },
  {
    field: 'meeting_point_es',
    column: 'meetingPointEs',
    kind: 'text',
    label: () => m.reviewed_meeting_point_es(),
  },
  {
    field: 'meeting_point_lat',
    column: 'meetingPointLat',
    kind: 'coordinate',
    label: () => m.reviewed_meeting_point_lat(),
  },
  {
    field: 'meeting_point_lng',
    column: 'meetingPointLng',
    kind: 'coordinate',
    label: () => m.reviewed_meeting_point_lng(),
  },
  { field: 'itinerary', column: 'itinerary', kind: 'lines', label: () => m.reviewed_itinerary() },
  { field: 'itinerary_es', column: 'itineraryEs', kind: 'lines', label: () => m.reviewed_itinerary_es() },
  { field: 'inclusions', column: 'inclusions', kind: 'lines', label: () => m.reviewed_inclusions() },
  { field: 'exclusions', column: 'exclusions', kind: 'lines', label: () => m.reviewed_exclusions() },
  { field: 'bring_items', column: 'bringItems', kind: 'lines', label: () => m.reviewed_bring_items() },
  // Their Spanish versions are reviewed like the English (issue 39).
  spanishOf('inclusions_es', 'inclusionsEs', 'lines', m.translation_inclusions_es),
  spanishOf('exclusions_es', 'exclusionsEs', 'lines', m.translation_exclusions_es),
  spanishOf('bring_items_es', 'bringItemsEs', 'lines', m.translation_bring_items_es),
  { field: 'languages', column: 'languages', kind: 'lines', label: () => m.reviewed_languages() },
  { field: 'transport', column: 'transport', kind: 'text', label: () => m.reviewed_transport() },
  spanishOf('transport_es', 'transportEs', 'text', m.translation_transport_es),
  { field: 'safety_info', column: 'safetyInfo', kind: 'text', label: () => m.reviewed_safety_info() },
  spanishOf('safety_info_es', 'safetyInfoEs', 'text', m.translation_safety_info_es),
  { field: 'featured', column: 'featured', kind: 'boolean', label: () => m.reviewed_featured() },
  // The operator's FAQ (decision 042): a traveller relies on its answers like on the itinerary.
  {
    field: 'faq',
    column: 'faq',
    kind: 'schedule',
    label: () => m.signals_faq_heading(),
    format: (v) =>
      (v as unknown as TourFaqEntry[])
        .map((e) =>
          [`${e.question} → ${e.answer}`, e.question_es ? `(es) ${e.question_es} → ${e.answer_es}` : null]
            .filter(Boolean)
            .join('\n'),
        )
        .join('\n'),
  },
  // The product model (decision 030): departures, seasons, prices by date and guest type, pickup, the
  // cancellation policy (decision 031) and the private-charter rule of holds (decision 033).
  {
    field: 'departure_times',
    column: 'departureTimes',
    kind: 'schedule',
    label: () => m.reviewed_departure_times(),
    format: (v) => formatTimes(v as unknown as DepartureTime[]),
  },
  {
    field: 'seasons',
    column: 'seasons',
    kind: 'schedule',
    label: () => m.reviewed_seasons(),
    format: (v) =>
      (v as unknown as Season[])
        .map((s) =>
          [
            `${s.name} (${s.from} – ${s.to})`,
            s.price_cents != null ? formatUsd(s.price_cents, { cents: true }) : null,
            s.capacity != null ? m.reviewed_seats({ count: s.capacity }) : null,
            s.times?.length ? formatTimes(s.times) : null,
          ]
            .filter(Boolean)
            .join(': '),
        )
        .join('\n'),
  },
  {
    field: 'price_rules',
    column: 'priceRules',
    kind: 'schedule',
    label: () => m.reviewed_price_rules(),
    format: (v) =>
      (v as unknown as PriceRule[])
        .map(
          (r) =>
            `${r.name} (${r.from} – ${r.to}, ${r.days.map((d) => weekdayName(d, 'short')).join(' ')}): ${formatUsd(r.price_cents, { cents: true })}`,
        )
        .join('\n'),
  },
  {
    field: 'guest_types',
    column: 'guestTypes',
    kind: 'schedule',
    label: () => m.reviewed_guest_types(),
    format: (v) =>
      tourGuestTypes(v as unknown as GuestType[])
        .map(
          (g) =>
            `${guestTypeLabel(g.type, 2).replace(/^2 /, '')} ${g.percent}%${guestTypeRule(g) ? ` (${guestTypeRule(g)})` : ''}`,
        )
        .join('\n'),
  },
  {
    field: 'pickup_mode',
    column: 'pickupMode',
    kind: 'choice',
    label: () => m.reviewed_pickup_mode(),
    format: (v) => (v === 'zones' ? m.model_pickup_from_zones() : m.model_meet_at_point()),
  },
  {
    field: 'pickup_zones',
    column: 'pickupZones',
    kind: 'schedule',
    label: () => m.reviewed_pickup_zones(),
    format: (v) =>
      (v as unknown as PickupZone[])
        .map(
          (z) =>
            `${z.name}: ${m.reviewed_minutes_before({ minutes: z.minutes_before })}, ${formatUsd(z.fee_cents, { cents: true })}`,
        )
        .join('\n'),
  },
  {
    field: 'cancellation_tiers',
    column: 'cancellationTiers',
    kind: 'schedule',
    label: () => m.reviewed_cancellation_tiers(),
    format: (v) => cancellationPolicyLines(v as unknown as CancellationTier[]).join('\n'),
  },
  {
    field: 'private_charter',
    column: 'privateCharter',
    kind: 'boolean',
    label: () => m.reviewed_private_charter(),
  },
] as const satisfies readonly ReviewedField[];

/** `09:00 Mon Tue Wed; 14:00 daily`: start times with their weekdays. */
function formatTimes(times: readonly DepartureTime[]): string {
  return times
    .map(
      (t) =>
        `${formatClockTime(t.time)} ${t.days.length === 7 ? m.emails_schedule_daily() : t.days.map((d) => weekdayName(d, 'short')).join(' ')}`,
    )
    .join('; ');
}

/** The traveller-facing fields of a merchant's business profile (shown on tickets, emails, pages). */
export const PROFILE_REVIEWED_FIELDS = [
  { field: 'business_name', column: 'businessName', kind: 'text', label: () => m.reviewed_business_name() },
  { field: 'contact_email', column: 'contactEmail', kind: 'text', label: () => m.reviewed_contact_email() },
  { field: 'phone_number', column: 'phoneNumber', kind: 'text', label: () => m.reviewed_phone_number() },
  { field: 'address', column: 'address', kind: 'text', label: () => m.reviewed_address() },
] as const satisfies readonly ReviewedField[];

/** A tour revision's photos are the other part of its proposal (a set, not a column). */
export const PHOTOS_FIELD = 'photos';

export type TourReviewedField = (typeof TOUR_REVIEWED_FIELDS)[number]['field'] | typeof PHOTOS_FIELD;
export type TourReviewedColumn = (typeof TOUR_REVIEWED_FIELDS)[number]['column'];
export type ProfileReviewedField = (typeof PROFILE_REVIEWED_FIELDS)[number]['field'];
export type ProfileReviewedColumn = (typeof PROFILE_REVIEWED_FIELDS)[number]['column'];

/** Every reviewed field's API name, tours' (with photos) then profiles'. */
export const TOUR_REVIEWED_FIELD_NAMES = [
  ...TOUR_REVIEWED_FIELDS.map((f) => f.field),
  PHOTOS_FIELD,
] as unknown as readonly [TourReviewedField, ...TourReviewedField[]];
export const PROFILE_REVIEWED_FIELD_NAMES = PROFILE_REVIEWED_FIELDS.map(
  (f) => f.field,
) as unknown as readonly [ProfileReviewedField, ...ProfileReviewedField[]];

/** The stored columns a list of fields reads (a column may serve several fields, e.g. price and child price). */
export function reviewedColumns<F extends ReviewedField>(fields: readonly F[]): F['column'][] {
  return [...new Set(fields.map((f) => f.column))];
}

/** The value a person sees of one field of a row. */
export function shownValue(field: ReviewedField, row: Record<string, unknown>): ReviewedValue {
  return field.shown ? field.shown(row) : ((row[field.column] ?? null) as ReviewedValue);
}

/** Whether two stored values are the same (lists compared item by item, objects key by key in any order). */
export function sameValue(a: unknown, b: unknown): boolean {
  return stableJson(a ?? null) === stableJson(b ?? null);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k] ?? null)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** A reviewed field's value as a person reads it, in the current language ('—' for none). */
export function formatReviewedValue(field: ReviewedField, value: ReviewedValue): string {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
  if (field.format) return field.format(value);
  switch (field.kind) {
    case 'cents':
      return formatUsd(Number(value), { cents: true });
    case 'hours':
      return formatDuration(Number(value));
    case 'time':
      return formatClockTime(String(value));
    case 'weekdays':
      return (value as number[]).map((d) => weekdayName(d)).join(', ');
    case 'boolean':
      return value ? m.reviewed_yes() : m.reviewed_no();
    case 'lines':
      return (value as string[]).join('\n');
    default:
      return String(value);
  }
}

/** Finds a reviewed field by its API name. */
export function reviewedField<F extends ReviewedField>(fields: readonly F[], name: string): F | undefined {
  return fields.find((f) => f.field === name);
}

type Row = Record<string, unknown>;
/** What a revision proposes: the changed columns' new values (JSON, by column). */
export type ReviewedProposal = Record<string, unknown>;

/** The columns of `revised` whose values differ from the approved row: what a revision proposes. */
export function proposalOf(fields: readonly ReviewedField[], live: Row, revised: Row): ReviewedProposal {
  const proposal: ReviewedProposal = {};
  for (const column of reviewedColumns(fields)) {
    if (column in revised && !sameValue(revised[column], live[column])) proposal[column] = revised[column];
  }
  return proposal;
}

/** The row as the proposal would leave it. */
export function withProposed<R extends Row>(
  fields: readonly ReviewedField[],
  live: R,
  proposal: ReviewedProposal,
): R {
  const next: Row = { ...live };
  for (const column of reviewedColumns(fields)) {
    if (proposal[column] !== undefined) next[column] = proposal[column];
  }
  return next as R;
}

/** The fields whose shown value the proposal changes, in the list's order. */
export function changedFields<F extends ReviewedField>(
  fields: readonly F[],
  live: Row,
  proposal: ReviewedProposal,
): F[] {
  const after = withProposed(fields, live, proposal);
  return fields.filter((f) => !sameValue(shownValue(f, live), shownValue(f, after)));
}

/** Each changed field as a person reads it (the current language): name, approved and proposed values. */
export function describeChanges<F extends ReviewedField>(
  fields: readonly F[],
  live: Row,
  proposal: ReviewedProposal,
) {
  const after = withProposed(fields, live, proposal);
  return changedFields(fields, live, proposal).map((f) => {
    const before = shownValue(f, live);
    const next = shownValue(f, after);
    return {
      field: f.field as F['field'],
      label: f.label(),
      kind: f.kind,
      before,
      after: next,
      before_text: formatReviewedValue(f, before),
      after_text: formatReviewedValue(f, next),
      minor_allowed: WORDING_KINDS.includes(f.kind),
    };
  });
}

/**
 * Splits a proposal into the minor wording fixes staff named (`names`, API names) and the rest, which
 * keeps waiting. A name that is not a changed field, or not a wording field, is an error message
 * naming the field as a person reads it.
 */
export function splitMinorFixes(
  fields: readonly ReviewedField[],
  live: Row,
  proposal: ReviewedProposal,
  names: readonly string[],
): { minor: ReviewedProposal; rest: ReviewedProposal } | { error: string } {
  const changed = new Set(changedFields(fields, live, proposal).map((f) => f.field));
  const minor: ReviewedProposal = {};
  const rest: ReviewedProposal = { ...proposal };
  for (const name of names) {
    const field = reviewedField(fields, name);
    if (!field || !changed.has(name)) {
      return { error: m.errors_revision_minor_not_changed({ field: field?.label() ?? name }) };
    }
    if (!WORDING_KINDS.includes(field.kind)) {
      return { error: m.errors_revision_minor_not_wording({ field: field.label() }) };
    }
    minor[field.column] = proposal[field.column];
    delete rest[field.column];
  }
  return { minor, rest };
}
