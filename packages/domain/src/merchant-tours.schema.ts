import { weekdayName } from './belize-time.ts';
import { cancellationTierSchema, cancellationTiersSchema } from './cancellation-policy.ts';
import { CATEGORY_SLUGS, DIFFICULTY_SLUGS, LOCATION_SLUGS, TOURIST_TYPE_SLUGS } from './catalogue.ts';
import { hasNoNul, NUL_MESSAGE } from './deal-rules.ts';
import { m } from './i18n/index.ts';
import { BELIZE_BOUNDS, MEETING_POINT_MESSAGES, roundCoordinate } from './meeting-point.ts';
import { missingTranslationsSchema, spanishLines, spanishText } from './spanish-content.ts';
import {
  departureTimesSchema,
  GUEST_TYPE_IDS,
  guestTypesSchema,
  PICKUP_MODES,
  pickupZonesSchema,
  priceRulesSchema,
  seasonsSchema,
} from './tour-model.ts';
import { merchantTourRevisionSchema } from './tour-revisions.schema.ts';
import { tourFaqSchema } from './tour-signals.ts';
import { z } from './zod.ts';

/** Merchant tour form, merchant tour list and check-in texts of spec sections 5 and 8, verbatim. */
export const MERCHANT_TOUR_MESSAGES = {
  get titleRequired() {
    return m.errors_tour_title_required();
  },
  get descriptionRequired() {
    return m.errors_description_required();
  },
  get priceRequired() {
    return m.errors_price_required();
  },
  get pricePositive() {
    return m.errors_price_positive();
  },
  get durationRequired() {
    return m.errors_duration_required();
  },
  get locationRequired() {
    return m.errors_location_required();
  },
  get categoryRequired() {
    return m.errors_category_required();
  },
  get availabilityRequired() {
    return m.errors_availability_required();
  },
  get maxParticipantsRequired() {
    return m.errors_max_participants_required();
  },
  get maxParticipantsPositive() {
    return m.errors_max_participants_positive();
  },
  get imageRequired() {
    return m.errors_tour_image_required();
  },
  get loadFailed() {
    return m.errors_merchant_load_tours_failed();
  },
  get statusFailed() {
    return m.errors_merchant_tour_status_failed();
  },
  get featuredFailed() {
    return m.errors_merchant_featured_failed();
  },
  get saveFailed() {
    return m.errors_merchant_save_tour_failed();
  },
  get deleteFailed() {
    return m.errors_merchant_delete_tour_failed();
  },
  get checkInCodeRequired() {
    return m.errors_check_in_code_required();
  },
  get checkInNotFound() {
    return m.errors_check_in_not_found();
  },
  get checkInInvalidQr() {
    return m.errors_check_in_invalid_qr();
  },
  get cameraFailed() {
    return m.errors_camera_failed();
  },
} as const;

/** Largest tour price a merchant can set: $10,000.00 per adult. */
export const MAX_TOUR_PRICE_CENTS = 10_000_00;
/** Largest park or reserve fee per person: $200.00 (the Blue Hole's is $80, ATM's BZ$50). */
export const MAX_PARK_FEE_CENTS = 200_00;
export const PARK_FEE_PAYMENTS = ['online', 'cash'] as const;
export const MAX_TOUR_DURATION_HOURS = 240;
export const MAX_TOUR_PARTICIPANTS = 100;
/** Largest image a merchant can upload (spec hint: "PNG, JPG, GIF up to 10MB"). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const MERCHANT_TOUR_STATUSES = ['active', 'draft'] as const;
export type MerchantTourStatus = (typeof MERCHANT_TOUR_STATUSES)[number];
export const TOUR_APPROVAL_STATES = ['pending', 'approved'] as const;
export type TourApprovalState = (typeof TOUR_APPROVAL_STATES)[number];

const M = MERCHANT_TOUR_MESSAGES;
const isMissing = (input: unknown) => input === undefined || input === null || input === '';

const requiredText = (message: () => string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: () => m.errors_at_most_characters({ max }) })
    .refine(hasNoNul, NUL_MESSAGE);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: () => m.errors_at_most_characters({ max }) })
    .refine(hasNoNul, NUL_MESSAGE)
    .default('');
const textList = (maxItems: number, maxLength: number) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: () => m.errors_remove_empty_lines() })
        .max(maxLength, { error: () => m.errors_line_too_long({ max: maxLength }) })
        .refine(hasNoNul, NUL_MESSAGE),
    )
    .max(maxItems, { error: () => m.errors_at_most_lines({ max: maxItems }) })
    .default([]);

const priceCents = (required: () => string, positive: () => string) =>
  z
    .number({ error: (issue) => (isMissing(issue.input) ? required() : positive()) })
    .int({ error: () => m.errors_price_whole_cents() })
    .positive({ error: positive })
    .max(MAX_TOUR_PRICE_CENTS, { error: () => m.errors_price_too_high() });

const coordinate = (notNumber: () => string, outside: () => string, min: number, max: number) =>
  z
    .number({ error: notNumber })
    .min(min, { error: outside })
    .max(max, { error: outside })
    .transform(roundCoordinate)
    .nullable()
    .default(null);

const parkFeeCents = z
  .number({ error: () => m.errors_park_fee_cents() })
  .int({ error: () => m.errors_park_fee_whole_cents() })
  .min(0, { error: () => m.errors_park_fee_negative() })
  .max(MAX_PARK_FEE_CENTS, { error: () => m.errors_park_fee_too_high() })
  .default(0);

/** Body of `POST /api/merchant/tours` and `PUT /api/merchant/tours/{id}`. Money in integer US cents. */
export const merchantTourInputSchema = z
  .object({
    title: requiredText(() => M.titleRequired, 120),
    description: requiredText(() => M.descriptionRequired, 5000),
    price: priceCents(
      () => M.priceRequired,
      () => M.pricePositive,
    ).describe('US cents per adult'),
    original_price: priceCents(
      () => m.errors_original_price_positive(),
      () => m.errors_original_price_positive(),
    )
      .nullable()
      .optional()
      .describe('US cents per adult before the discount; at least the price'),
    duration_hours: z
      .number({ error: () => M.durationRequired })
      .positive({ error: () => M.durationRequired })
      .max(MAX_TOUR_DURATION_HOURS, {
        error: () => m.errors_duration_too_long({ max: MAX_TOUR_DURATION_HOURS }),
      })
      .multipleOf(0.5, { error: () => m.errors_duration_half_hours() }),
    location_id: z.enum(LOCATION_SLUGS, { error: () => M.locationRequired }),
    category: z.enum(CATEGORY_SLUGS, { error: () => M.categoryRequired }),
    schedule_days: z
      .array(
        z
          .number()
          .int()
          .min(0, { error: () => m.errors_choose_weekdays() })
          .max(6, { error: () => m.errors_choose_weekdays() }),
        {
          error: () => M.availabilityRequired,
        },
      )
      .max(7, { error: () => m.errors_weekday_once() })
      .refine((days) => new Set(days).size === days.length, { error: () => m.errors_weekday_once() })
      .optional()
      .describe(
        'Weekdays start_time departs, 0 = Sunday ... 6 = Saturday; used when departure_times is absent',
      ),
    start_time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => m.errors_start_time_format() })
      .default('08:00')
      .describe('HH:MM, Belize time; used with schedule_days when departure_times is absent'),
    departure_times: departureTimesSchema
      .optional()
      .describe(
        'The weekly pattern: each start time (HH:MM, Belize) with its weekdays. Absent: start_time on schedule_days',
      ),
    seasons: seasonsSchema
      .default([])
      .describe('Date ranges (never overlapping) with their own times, seats per departure or adult price'),
    price_rules: priceRulesSchema
      .default([])
      .describe('Adult prices for weekdays of a date range (e.g. cruise-ship days); they win over a season'),
    guest_types: guestTypesSchema
      .optional()
      .describe(
        "Guest types sold, each a percent of the day's adult price. Absent: adults, and children 2-12 at 70%",
      ),
    pickup_mode: z
      .enum(PICKUP_MODES)
      .default('meeting_point')
      .describe('meeting_point: guests meet at the meeting point; zones: guests are picked up in a zone'),
    pickup_zones: pickupZonesSchema.default([]),
    maxParticipants: z
      .number({
        error: (issue) => (isMissing(issue.input) ? M.maxParticipantsRequired : M.maxParticipantsPositive),
      })
      .int({ error: () => M.maxParticipantsPositive })
      .min(1, { error: () => M.maxParticipantsPositive })
      .max(MAX_TOUR_PARTICIPANTS, {
        error: () => m.errors_max_participants_too_many({ max: MAX_TOUR_PARTICIPANTS }),
      }),
    min_group_size: z
      .number({ error: () => m.errors_min_group_whole() })
      .int({ error: () => m.errors_min_group_whole() })
      .min(1, { error: () => m.errors_min_group_at_least_1() })
      .default(1),
    difficulty: z.enum(DIFFICULTY_SLUGS, { error: () => m.errors_choose_difficulty() }).default('easy'),
    tourist_type: z
      .enum(TOURIST_TYPE_SLUGS, { error: () => m.errors_choose_tourist_type() })
      .default('relaxed'),
    itinerary: textList(30, 300),
    inclusions: textList(30, 300),
    exclusions: textList(30, 300),
    bring_items: textList(30, 300),
    meeting_point: optionalText(500),
    meeting_point_lat: coordinate(
      () => MEETING_POINT_MESSAGES.latitudeNumber,
      () => MEETING_POINT_MESSAGES.latitudeInBelize,
      BELIZE_BOUNDS.south,
      BELIZE_BOUNDS.north,
    ).describe('Latitude of the meeting point (WGS 84 degrees, in Belize); with the longitude, or null'),
    meeting_point_lng: coordinate(
      () => MEETING_POINT_MESSAGES.longitudeNumber,
      () => MEETING_POINT_MESSAGES.longitudeInBelize,
      BELIZE_BOUNDS.west,
      BELIZE_BOUNDS.east,
    ).describe('Longitude of the meeting point (WGS 84 degrees, in Belize); with the latitude, or null'),
    languages: z
      .array(
        z
          .string()
          .trim()
          .min(1, { error: () => m.errors_remove_empty_languages() })
          .max(40, { error: () => m.errors_language_name_too_long() })
          .refine(hasNoNul, NUL_MESSAGE),
      )
      .min(1, { error: () => m.errors_add_language() })
      .max(10, { error: () => m.errors_at_most_10_languages() })
      .default(['English']),
    transport: optionalText(500),
    safety_info: optionalText(2000),
    cancellation_tiers: cancellationTiersSchema
      .optional()
      .describe(
        'The cancellation policy: hours before departure -> refund percent, most hours first, the last from 0 (see CANCELLATION_PRESETS). Absent: the platform default on a new tour, unchanged on an edit',
      ),
    park_fee_adult: parkFeeCents.describe(
      'US cents per adult of a government park or reserve fee (Hol Chan, ATM, Blue Hole...); 0 when none',
    ),
    park_fee_child: parkFeeCents.describe('US cents per child of the park fee; 0 when none'),
    park_fee_payment: z
      .enum(PARK_FEE_PAYMENTS, { error: () => m.errors_park_fee_payment() })
      .default('cash')
      .describe(
        'online: collected with the booking as its own line and passed to the merchant in full (no commission), refunded in full on any cancellation; cash: paid by the guest at check-in',
      ),
    status: z
      .enum(MERCHANT_TOUR_STATUSES, { error: () => m.errors_status_active_or_draft() })
      .default('draft'),
    featured: z.boolean({ error: () => m.errors_featured_boolean() }).default(false),
    private_charter: z
      .boolean({ error: () => m.errors_private_charter_boolean() })
      .default(false)
      .describe('One unpaid hold may take every seat of a departure for the full hold time (decision 033)'),
    title_es: spanishText(120).describe(
      'Spanish title; blank or absent: none (the Spanish pages show the English)',
    ),
    description_es: spanishText(5000).describe('Spanish description; blank or absent: none'),
    itinerary_es: spanishLines(30, 300).describe(
      'Spanish itinerary, one item per line; empty or absent: none',
    ),
    meeting_point_es: spanishText(500).describe('Spanish meeting instructions; blank or absent: none'),
    inclusions_es: spanishLines(30, 300).describe(
      "Spanish 'what's included', one item per line; empty or absent: none",
    ),
    exclusions_es: spanishLines(30, 300).describe("Spanish 'what's not included'; empty or absent: none"),
    bring_items_es: spanishLines(30, 300).describe("Spanish 'what to bring'; empty or absent: none"),
    transport_es: spanishText(500).describe('Spanish transport; blank or absent: none'),
    safety_info_es: spanishText(2000).describe('Spanish safety information; blank or absent: none'),
    faq: tourFaqSchema
      .optional()
      .describe(
        `The operator's questions and answers, in order (English required, Spanish optional). Absent: none on a new tour, unchanged on an edit`,
      ),
  })
  .superRefine((tour, ctx) => {
    if (tour.original_price != null && tour.original_price < tour.price) {
      ctx.addIssue({
        code: 'custom',
        path: ['original_price'],
        message: m.errors_original_at_least_price(),
      });
    }
    if (tour.meeting_point_lat === null && tour.meeting_point_lng !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['meeting_point_lat'],
        message: MEETING_POINT_MESSAGES.latitudeWithLongitude,
      });
    }
    if (tour.meeting_point_lng === null && tour.meeting_point_lat !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['meeting_point_lng'],
        message: MEETING_POINT_MESSAGES.longitudeWithLatitude,
      });
    }
    if (tour.pickup_mode === 'zones' && tour.pickup_zones.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['pickup_zones'], message: m.errors_pickup_zones_required() });
    }
    if (tour.departure_times === undefined) {
      if (!tour.schedule_days?.length)
        ctx.addIssue({ code: 'custom', path: ['schedule_days'], message: M.availabilityRequired });
    } else if (tour.departure_times.length === 0 && !tour.seasons.some((s) => s.times?.length)) {
      ctx.addIssue({
        code: 'custom',
        path: ['departure_times'],
        message: m.errors_departure_times_required(),
      });
    }
    for (const [i, season] of tour.seasons.entries()) {
      if (season.capacity != null && season.capacity > tour.maxParticipants) {
        ctx.addIssue({
          code: 'custom',
          path: ['seasons', i, 'capacity'],
          message: m.errors_max_participants_too_many({ max: tour.maxParticipants }),
        });
      }
    }
    if (tour.min_group_size > tour.maxParticipants) {
      ctx.addIssue({
        code: 'custom',
        path: ['min_group_size'],
        message: m.errors_min_group_over_max(),
      });
    }
  });
export type MerchantTourInput = z.infer<typeof merchantTourInputSchema>;
export type MerchantTourFormValues = z.input<typeof merchantTourInputSchema>;

export const merchantTourPhotoSchema = z.object({
  id: z.uuid(),
  r2_url: z.string().describe('Public address of the large WebP image'),
  thumbnail_url: z.string(),
  alt_text: z.string(),
  is_primary: z.boolean(),
  display_order: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type MerchantTourPhoto = z.infer<typeof merchantTourPhotoSchema>;

/** A row of `GET /api/merchant/tours` and the `tour` of POST/PUT responses. Money in integer US cents. */
export const merchantTourSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    price: z.number().int().describe('US cents per adult'),
    original_price: z.number().int().nullable().describe('US cents; set when above price'),
    child_price: z.number().int().describe('US cents per child (70% of price)'),
    duration: z.string().describe("Formatted, e.g. '3 hours'"),
    duration_hours: z.number(),
    location: z.string().describe('Location name'),
    location_id: z.enum(LOCATION_SLUGS),
    category: z.enum(CATEGORY_SLUGS),
    availability: z.string().describe("Formatted, e.g. 'Daily', 'Mon/Wed/Fri'"),
    schedule_days: z.array(z.number().int()).describe('Every weekday any start time runs'),
    start_time: z.string().describe('The first start time'),
    departure_times: z.array(z.object({ time: z.string(), days: z.array(z.number().int()) })),
    seasons: z.array(
      z.object({
        name: z.string(),
        from: z.string(),
        to: z.string(),
        times: z.array(z.object({ time: z.string(), days: z.array(z.number().int()) })).nullable(),
        capacity: z.number().int().nullable(),
        price_cents: z.number().int().nullable(),
      }),
    ),
    price_rules: z.array(
      z.object({
        name: z.string(),
        from: z.string(),
        to: z.string(),
        days: z.array(z.number().int()),
        price_cents: z.number().int(),
      }),
    ),
    guest_types: z.array(
      z.object({
        type: z.enum(GUEST_TYPE_IDS),
        percent: z.number().int(),
        min_age: z.number().int().nullable(),
        max_age: z.number().int().nullable(),
        takes_seat: z.boolean(),
      }),
    ),
    pickup_mode: z.enum(PICKUP_MODES),
    pickup_zones: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        minutes_before: z.number().int(),
        fee_cents: z.number().int(),
      }),
    ),
    departures_to_move: z
      .array(z.object({ date: z.string(), time: z.string(), guests: z.number().int() }))
      .optional()
      .describe(
        'After an edit: departures with booked guests at a time the schedule no longer offers; they keep their time until the operator moves the guests',
      ),
    maxParticipants: z.number().int(),
    min_group_size: z.number().int(),
    difficulty: z.enum(DIFFICULTY_SLUGS),
    tourist_type: z.enum(TOURIST_TYPE_SLUGS),
    itinerary: z.array(z.string()),
    inclusions: z.array(z.string()),
    exclusions: z.array(z.string()),
    bring_items: z.array(z.string()),
    meeting_point: z.string(),
    meeting_point_lat: z.number().nullable().describe('Latitude of the meeting point; null when not placed'),
    meeting_point_lng: z.number().nullable().describe('Longitude of the meeting point; null when not placed'),
    languages: z.array(z.string()),
    transport: z.string(),
    safety_info: z.string(),
    cancellation_tiers: z.array(cancellationTierSchema).describe('The cancellation policy as tiers'),
    cancellation_policy_text: z
      .string()
      .describe(
        'The free-text policy written before tiers existed, for the operator to check against the tiers; empty when none (cleared when the tiers are saved)',
      ),
    park_fee_adult: z.number().int().describe('US cents per adult; 0 when none'),
    park_fee_child: z.number().int().describe('US cents per child; 0 when none'),
    park_fee_payment: z.enum(PARK_FEE_PAYMENTS),
    image: z.string().nullable().describe('Primary photo address'),
    photos: z.array(merchantTourPhotoSchema),
    status: z.enum(MERCHANT_TOUR_STATUSES),
    featured: z.boolean(),
    private_charter: z.boolean(),
    title_es: z.string().nullable().describe('Spanish title; null when none'),
    description_es: z.string().nullable(),
    itinerary_es: z.array(z.string()).describe('Spanish itinerary; empty when none'),
    meeting_point_es: z.string().nullable(),
    inclusions_es: z.array(z.string()).describe("Spanish 'what's included'; empty when none"),
    exclusions_es: z.array(z.string()).describe("Spanish 'what's not included'; empty when none"),
    bring_items_es: z.array(z.string()).describe("Spanish 'what to bring'; empty when none"),
    transport_es: z.string().nullable(),
    safety_info_es: z.string().nullable(),
    faq: z
      .array(
        z.object({
          question: z.string(),
          answer: z.string(),
          question_es: z.string(),
          answer_es: z.string(),
        }),
      )
      .describe("The operator's questions and answers, in order; Spanish '' when none"),
    missingTranslations: missingTranslationsSchema,
    admin_approved: z.boolean(),
    approval: z.enum(TOUR_APPROVAL_STATES),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    upcomingBookings: z.number().int().describe('Future confirmed bookings'),
    updated_at: z.string(),
    revision: merchantTourRevisionSchema
      .nullable()
      .describe(
        'Changes of an approved tour waiting for approval (the titles, descriptions, prices and photos above are the proposed ones; the public sees the approved ones), or turned down since the last edit',
      ),
  })
  .meta({ id: 'MerchantTour' });
export type MerchantTour = z.infer<typeof merchantTourSchema>;

export const merchantTourResponseSchema = z.object({ tour: merchantTourSchema });
export const merchantTourListResponseSchema = z.object({ tours: z.array(merchantTourSchema) });
export type MerchantTourListResponse = z.infer<typeof merchantTourListResponseSchema>;

/** Query of `GET /api/merchant/tours`. */
export const merchantTourListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100, { error: () => m.errors_search_text_too_long() })
    .refine(hasNoNul, NUL_MESSAGE)
    .optional(),
  status: z.enum(MERCHANT_TOUR_STATUSES, { error: () => m.errors_status_active_or_draft() }).optional(),
  category: z.enum(CATEGORY_SLUGS, { error: () => m.errors_unknown_category() }).optional(),
});
export type MerchantTourListQuery = z.infer<typeof merchantTourListQuerySchema>;

export const merchantTourStatusBodySchema = z.object({
  active: z.boolean({ error: 'active must be true or false' }),
});
export const merchantTourStatusResponseSchema = z.object({
  id: z.uuid(),
  status: z.enum(MERCHANT_TOUR_STATUSES),
  active: z.boolean(),
});
export const merchantTourFeaturedBodySchema = z.object({
  featured: z.boolean({ error: 'featured must be true or false' }),
});
export const merchantTourFeaturedResponseSchema = z.object({ id: z.uuid(), featured: z.boolean() });

/** Body of `PATCH /api/merchant/tours/{id}/photos/{photoId}`. */
export const merchantPhotoUpdateSchema = z
  .object({
    is_primary: z.boolean({ error: 'is_primary must be true or false' }).optional(),
    display_order: z.number().int().min(0).max(1000).optional(),
    alt_text: z
      .string()
      .trim()
      .max(200, { error: () => m.errors_alt_text_too_long() })
      .refine(hasNoNul, NUL_MESSAGE)
      .optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { error: () => m.errors_nothing_to_change() });
export type MerchantPhotoUpdate = z.infer<typeof merchantPhotoUpdateSchema>;

/** Response of `POST /api/merchant/upload/image` (spec "Uploaded image response"). */
export const uploadedImageResponseSchema = z.object({
  image: z.object({
    id: z.uuid(),
    r2_url: z.string(),
    alt_text: z.string(),
    is_primary: z.boolean(),
    display_order: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
  }),
});
export type UploadedImageResponse = z.infer<typeof uploadedImageResponseSchema>;

/** 'Daily', 'Weekdays', 'Weekends' or 'Mon/Wed/Fri' for a set of weekday numbers (0 = Sunday). */
export function formatAvailability(days: readonly number[]): string {
  const sorted = [...new Set(days)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b);
  if (sorted.length === 0) return m.availability_none();
  if (sorted.length === 7) return m.emails_schedule_daily();
  if (sorted.join() === '1,2,3,4,5') return m.emails_schedule_weekdays();
  if (sorted.join() === '0,6') return m.availability_weekends();
  // Monday-first reads naturally for a week plan.
  const mondayFirst = [...sorted.filter((d) => d !== 0), ...sorted.filter((d) => d === 0)];
  return mondayFirst.map((d) => weekdayName(d, 'short')).join('/');
}

/** '1 hour', '3 hours', '2.5 hours'. */
/** The merchant's view of a tour's admin approval. */
export function tourApprovalState(adminApproved: boolean): TourApprovalState {
  return adminApproved ? 'approved' : 'pending';
}
