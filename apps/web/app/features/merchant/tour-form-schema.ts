import { MERCHANT_TOUR_MESSAGES, type MerchantTour, merchantTourInputSchema } from '@belizepass/domain';
import { z } from 'zod';
import { apiFormSchema, centsOrMissing, dollarsText, numberOrMissing, postedText } from './form-values';
import { policyBody, policyDefaults, policyShape } from './policy-fields-values';
import { spanishTourBody, spanishTourDefaults, spanishTourShape } from './spanish-fields';
import { modelFieldName, tourModelBody, tourModelDefaults, tourModelShape } from './tour-model-form';

const lines = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The add/edit tour form (spec 2.13, 5, 8), keyed by the API's field names: every field checked
 * with the shared schema; a new tour also needs a photo (`image` counts the photos chosen).
 */
export const tourFormSchema = apiFormSchema({
  shape: {
    intent: postedText,
    id: postedText,
    image: postedText,
    title: postedText,
    description: postedText,
    price: postedText,
    original_price: postedText,
    duration_hours: postedText,
    location_id: postedText,
    category: postedText,
    ...tourModelShape,
    maxParticipants: postedText,
    min_group_size: postedText,
    difficulty: postedText,
    tourist_type: postedText,
    itinerary: postedText,
    inclusions: postedText,
    exclusions: postedText,
    bring_items: postedText,
    meeting_point: postedText,
    meeting_point_lat: postedText,
    meeting_point_lng: postedText,
    languages: postedText,
    transport: postedText,
    safety_info: postedText,
    ...policyShape,
    active: postedText,
    featured: postedText,
    private_charter: postedText,
    ...spanishTourShape,
    faq: z
      .array(
        z.object({
          question: postedText,
          answer: postedText,
          question_es: postedText,
          answer_es: postedText,
        }),
      )
      .optional(),
  },
  schema: merchantTourInputSchema,
  aliases: { status: 'active' },
  nestedName: (path, body) => modelFieldName(path, body as Parameters<typeof modelFieldName>[1]),
  extraIssues: (form) =>
    !form.id && !form.image ? [{ field: 'image', message: MERCHANT_TOUR_MESSAGES.imageRequired }] : [],
  toBody: (form) => ({
    title: form.title ?? '',
    description: form.description ?? '',
    price: centsOrMissing(form.price),
    original_price: centsOrMissing(form.original_price) ?? null,
    duration_hours: numberOrMissing(form.duration_hours),
    location_id: form.location_id,
    category: form.category,
    ...tourModelBody(form),
    maxParticipants: numberOrMissing(form.maxParticipants),
    min_group_size: numberOrMissing(form.min_group_size) ?? 1,
    difficulty: form.difficulty,
    tourist_type: form.tourist_type,
    itinerary: lines(form.itinerary),
    inclusions: lines(form.inclusions),
    exclusions: lines(form.exclusions),
    bring_items: lines(form.bring_items),
    meeting_point: form.meeting_point ?? '',
    meeting_point_lat: numberOrMissing(form.meeting_point_lat) ?? null,
    meeting_point_lng: numberOrMissing(form.meeting_point_lng) ?? null,
    languages: (form.languages ?? '')
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean),
    transport: form.transport ?? '',
    safety_info: form.safety_info ?? '',
    cancellation_tiers: policyBody(form),
    status: form.active === 'on' ? 'active' : 'draft',
    featured: form.featured === 'on',
    private_charter: form.private_charter === 'on',
    ...spanishTourBody(form),
    // A row left wholly blank is no question.
    faq: (form.faq ?? [])
      .map((row) => ({
        question: row.question ?? '',
        answer: row.answer ?? '',
        question_es: row.question_es ?? '',
        answer_es: row.answer_es ?? '',
      }))
      .filter((row) => Object.values(row).some((text) => text.trim() !== '')),
  }),
});

/** The form's starting values: a saved tour, or a new one. */
export function tourFormDefaults(tour: MerchantTour | null) {
  if (!tour) {
    return {
      ...tourModelDefaults(null),
      min_group_size: '1',
      difficulty: 'easy',
      tourist_type: 'relaxed',
      languages: 'English',
      ...policyDefaults(null),
    };
  }
  return {
    id: tour.id,
    title: tour.title,
    description: tour.description,
    price: dollarsText(tour.price),
    original_price: dollarsText(tour.original_price),
    duration_hours: String(tour.duration_hours),
    location_id: tour.location_id,
    category: tour.category,
    ...tourModelDefaults(tour),
    maxParticipants: String(tour.maxParticipants),
    min_group_size: String(tour.min_group_size),
    difficulty: tour.difficulty,
    tourist_type: tour.tourist_type,
    itinerary: tour.itinerary.join('\n'),
    inclusions: tour.inclusions.join('\n'),
    exclusions: tour.exclusions.join('\n'),
    bring_items: tour.bring_items.join('\n'),
    meeting_point: tour.meeting_point,
    meeting_point_lat: tour.meeting_point_lat == null ? '' : String(tour.meeting_point_lat),
    meeting_point_lng: tour.meeting_point_lng == null ? '' : String(tour.meeting_point_lng),
    languages: tour.languages.join(', '),
    transport: tour.transport,
    safety_info: tour.safety_info,
    ...policyDefaults(tour),
    active: tour.status === 'active' ? 'on' : undefined,
    featured: tour.featured ? 'on' : undefined,
    private_charter: tour.private_charter ? 'on' : undefined,
    ...spanishTourDefaults(tour),
    faq: tour.faq,
  };
}
