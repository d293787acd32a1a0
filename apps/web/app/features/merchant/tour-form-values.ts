import {
  dollarsToCents,
  MERCHANT_TOUR_MESSAGES,
  type MerchantTour,
  type MerchantTourInput,
  merchantTourInputSchema,
} from '@belizepass/domain';

/** The tour form as typed: text for every input, keyed by the API's field names. */
export interface TourFormValues {
  title: string;
  description: string;
  /** Dollars, as typed. */
  price: string;
  original_price: string;
  duration_hours: string;
  location_id: string;
  category: string;
  schedule_days: number[];
  start_time: string;
  maxParticipants: string;
  min_group_size: string;
  difficulty: string;
  tourist_type: string;
  /** One item per line. */
  itinerary: string;
  inclusions: string;
  exclusions: string;
  bring_items: string;
  meeting_point: string;
  /** A comma-separated list. */
  languages: string;
  transport: string;
  safety_info: string;
  cancellation_policy: string;
  active: boolean;
  featured: boolean;
}

export type TourField = keyof TourFormValues | 'image';
export type TourFormErrors = Partial<Record<TourField, string>>;

export const EMPTY_TOUR_FORM: TourFormValues = {
  title: '',
  description: '',
  price: '',
  original_price: '',
  duration_hours: '',
  location_id: '',
  category: '',
  schedule_days: [],
  start_time: '08:00',
  maxParticipants: '',
  min_group_size: '1',
  difficulty: 'easy',
  tourist_type: 'relaxed',
  itinerary: '',
  inclusions: '',
  exclusions: '',
  bring_items: '',
  meeting_point: '',
  languages: 'English',
  transport: '',
  safety_info: '',
  cancellation_policy: '',
  active: false,
  featured: false,
};

const dollars = (cents: number | null) =>
  cents == null ? '' : (cents / 100).toFixed(2).replace(/\.00$/, '');

/** The form filled in from a saved tour. */
export function valuesFromTour(tour: MerchantTour): TourFormValues {
  return {
    title: tour.title,
    description: tour.description,
    price: dollars(tour.price),
    original_price: dollars(tour.original_price),
    duration_hours: String(tour.duration_hours),
    location_id: tour.location_id,
    category: tour.category,
    schedule_days: [...tour.schedule_days].sort((a, b) => a - b),
    start_time: tour.start_time.slice(0, 5),
    maxParticipants: String(tour.maxParticipants),
    min_group_size: String(tour.min_group_size),
    difficulty: tour.difficulty,
    tourist_type: tour.tourist_type,
    itinerary: tour.itinerary.join('\n'),
    inclusions: tour.inclusions.join('\n'),
    exclusions: tour.exclusions.join('\n'),
    bring_items: tour.bring_items.join('\n'),
    meeting_point: tour.meeting_point,
    languages: tour.languages.join(', '),
    transport: tour.transport,
    safety_info: tour.safety_info,
    cancellation_policy: tour.cancellation_policy,
    active: tour.status === 'active',
    featured: tour.featured,
  };
}

/** Typed text to a number: blank stays missing, anything unreadable becomes NaN (a "must be" error). */
function numberOrMissing(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return Number(trimmed.replace(/^\$/, '').replace(/,/g, ''));
}

function centsOrMissing(text: string): number | undefined {
  const value = numberOrMissing(text);
  return value === undefined || Number.isNaN(value) ? value : dollarsToCents(value);
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The request body the form stands for, before validation. */
export function formToInput(values: TourFormValues): Record<string, unknown> {
  return {
    title: values.title,
    description: values.description,
    price: centsOrMissing(values.price),
    original_price: centsOrMissing(values.original_price) ?? null,
    duration_hours: numberOrMissing(values.duration_hours),
    location_id: values.location_id || undefined,
    category: values.category || undefined,
    schedule_days: values.schedule_days,
    start_time: values.start_time || undefined,
    maxParticipants: numberOrMissing(values.maxParticipants),
    min_group_size: numberOrMissing(values.min_group_size) ?? 1,
    difficulty: values.difficulty,
    tourist_type: values.tourist_type,
    itinerary: lines(values.itinerary),
    inclusions: lines(values.inclusions),
    exclusions: lines(values.exclusions),
    bring_items: lines(values.bring_items),
    meeting_point: values.meeting_point,
    languages: values.languages
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean),
    transport: values.transport,
    safety_info: values.safety_info,
    cancellation_policy: values.cancellation_policy,
    status: values.active ? 'active' : 'draft',
    featured: values.featured,
  };
}

const FIELDS = new Set<string>(Object.keys(EMPTY_TOUR_FORM));

/** The form field a server or schema issue path belongs to ('itinerary.2' -> 'itinerary'). */
export function fieldOf(path: string | readonly PropertyKey[]): TourField | null {
  const first = String(typeof path === 'string' ? path.split('.')[0] : (path[0] ?? ''));
  if (first === 'status') return 'active';
  if (first === 'image') return 'image';
  return FIELDS.has(first) ? (first as TourField) : null;
}

/**
 * Checks the whole form with the shared schema (spec section 5: every field on submit). Returns the
 * body to send, or the first message of each field.
 */
export function validateTourForm(
  values: TourFormValues,
  options: { needsImage: boolean },
): { input: MerchantTourInput; errors: null } | { input: null; errors: TourFormErrors } {
  const parsed = merchantTourInputSchema.safeParse(formToInput(values));
  const errors: TourFormErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (options.needsImage) errors.image = MERCHANT_TOUR_MESSAGES.imageRequired;
  if (parsed.success && Object.keys(errors).length === 0) return { input: parsed.data, errors: null };
  return { input: null, errors };
}
