import { cancellationTierSchema } from './cancellation-policy.ts';
import {
  CATEGORY_SLUGS,
  DEFAULT_PAGE_LIMIT,
  DIFFICULTY_SLUGS,
  DURATION_RANGE_MAX_HOURS,
  LOCATION_SLUGS,
  MAX_PAGE_LIMIT,
  PRICE_RANGE_MAX_DOLLARS,
  REVIEW_SORT_SLUGS,
  REVIEWS_PAGE_SIZE,
  TOUR_SORT_SLUGS,
  TOURIST_TYPE_SLUGS,
} from './catalogue.ts';
import { boundedDate } from './dates.schema.ts';
import { m } from './i18n/index.ts';
import { untranslatedSchema } from './spanish-content.ts';
import { GUEST_TYPE_IDS, PICKUP_MODES } from './tour-model.ts';
import { ratingBreakdownSchema } from './tour-signals.ts';
import { z } from './zod.ts';

const booleanFlag = z.enum(['true', 'false']).transform((v) => v === 'true');
const intParam = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const TOUR_LENGTHS = ['day-trip', 'multi-day'] as const;
export type TourLength = (typeof TOUR_LENGTHS)[number];
/** A day trip fills most of a day; a multi-day adventure lasts 24 hours or more. */
export const DAY_TRIP_MIN_HOURS = 5;
export const MULTI_DAY_MIN_HOURS = 24;

/** Query of `GET /api/tours` and `GET /api/tours/search`; every value also lives in the page URL. */
export const tourListQuerySchema = z.object({
  location: z.enum(LOCATION_SLUGS).optional(),
  category: z.enum(CATEGORY_SLUGS).optional(),
  touristType: z.enum(TOURIST_TYPE_SLUGS).optional(),
  difficulty: z.enum(DIFFICULTY_SLUGS).optional(),
  /** Dollars; the slider's top value means "no upper limit". */
  maxPrice: intParam(0, PRICE_RANGE_MAX_DOLLARS).optional(),
  /** Hours; the slider's top value means "no upper limit". */
  maxDuration: intParam(0, DURATION_RANGE_MAX_HOURS).optional(),
  length: z.enum(TOUR_LENGTHS).optional(),
  featured: booleanFlag.optional(),
  topRated: booleanFlag.optional(),
  /** Only tours with seats on this day (YYYY-MM-DD, Belize), within the bookable window. */
  availableOn: boundedDate('availableOn must be a date (YYYY-MM-DD)').optional(),
  sort: z.enum(TOUR_SORT_SLUGS).default('recommended'),
  page: intParam(1, 10_000).default(1),
  limit: intParam(1, MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
});
export type TourListQuery = z.infer<typeof tourListQuerySchema>;
export type TourListQueryInput = z.input<typeof tourListQuerySchema>;

export const tourSearchQuerySchema = tourListQuerySchema.extend({
  q: z
    .string()
    .trim()
    .min(1, { error: () => m.errors_search_required() })
    .max(100, { error: () => m.errors_search_text_too_long() }),
});
export type TourSearchQuery = z.infer<typeof tourSearchQuerySchema>;

/** A search counts its matches up to this many and pages through this many at most. */
export const SEARCH_COUNT_CAP = 1000;

export const tourSuggestQuerySchema = z.object({
  q: tourSearchQuerySchema.shape.q,
  limit: intParam(1, 10).default(6),
});
export type TourSuggestQuery = z.infer<typeof tourSuggestQuerySchema>;

/** A completion of what is typed in a tour search box: a public tour, or a location with public tours. */
export const tourSuggestionSchema = z.object({
  kind: z.enum(['tour', 'location']),
  /** The tour's title or the location's name. */
  text: z.string(),
  /** The tour's id or the location's. */
  id: z.string(),
});
export type TourSuggestion = z.infer<typeof tourSuggestionSchema>;
export const tourSuggestResponseSchema = z.object({ suggestions: z.array(tourSuggestionSchema) });
export type TourSuggestResponse = z.infer<typeof tourSuggestResponseSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
  /** True when more match than `total` (a search counts its matches up to `SEARCH_COUNT_CAP`). */
  totalCapped: z.boolean().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Tour (server listing), spec section 3. Money in integer US cents. */
export const tourListItemSchema = z
  .object({
    id: z.uuid(),
    merchant_id: z.uuid(),
    location_id: z.string(),
    title: z.string(),
    description: z.string(),
    duration_hours: z.number(),
    difficulty: z.enum(DIFFICULTY_SLUGS),
    standard_price: z.number().int().describe('US cents'),
    merchant_net_rate: z.number().int().describe('US cents the merchant receives per adult'),
    platform_selling_price: z.number().int().describe('US cents per adult'),
    min_group_size: z.number().int(),
    max_group_size: z.number().int(),
    schedule_type: z.string(),
    schedule_details: z.string(),
    admin_approved: z.boolean(),
    active: z.boolean(),
    featured: z.boolean(),
    photos: z.array(z.string()),
    thumbnail: z.string().nullable(),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    category: z.enum(CATEGORY_SLUGS),
    touristType: z.enum(TOURIST_TYPE_SLUGS),
    merchant: z.object({ id: z.uuid(), business_name: z.string() }),
    location: z.object({ id: z.string(), name: z.string() }),
    cancellation_tiers: z.array(cancellationTierSchema).describe('The cancellation policy as tiers'),
    freeCancellation: z.boolean().describe('A full refund when cancelling 24 hours or more before departure'),
    untranslated: untranslatedSchema.optional(),
  })
  .meta({ id: 'TourListItem' });
export type TourListItem = z.infer<typeof tourListItemSchema>;

export const tourListResponseSchema = z.object({
  tours: z.array(tourListItemSchema),
  pagination: paginationSchema,
});
export type TourListResponse = z.infer<typeof tourListResponseSchema>;

export const tourIdParamsSchema = z.object({
  id: z.uuid({ error: () => m.errors_tour_id_uuid() }),
});

export const reviewSchema = z
  .object({
    id: z.uuid(),
    userName: z.string(),
    date: z.string().describe('YYYY-MM-DD'),
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    /** Written by a guest after a completed booking. */
    verified: z.boolean(),
    /** Up to three photos the reviewer attached, in order. */
    photos: z.array(z.object({ url: z.string(), thumbnailUrl: z.string() })),
    /** The operator's public reply, if any. */
    reply: z.object({ text: z.string(), at: z.string().describe('ISO time of the last edit') }).nullable(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z.object({
  sort: z.enum(REVIEW_SORT_SLUGS).default('recent'),
  page: intParam(1, 10_000).default(1),
  limit: intParam(1, MAX_PAGE_LIMIT).default(REVIEWS_PAGE_SIZE),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const reviewListResponseSchema = z.object({
  reviews: z.array(reviewSchema),
  pagination: paginationSchema,
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

/** A point in Belize, WGS 84 degrees. */
export const coordinatesSchema = z
  .object({ lat: z.number().describe('Latitude'), lng: z.number().describe('Longitude') })
  .meta({ id: 'Coordinates' });

export const tourImageSchema = z.object({ url: z.string(), thumbnailUrl: z.string(), alt: z.string() });
export type TourImage = z.infer<typeof tourImageSchema>;

/** Tour (detail), spec section 3. Money in integer US cents. */
export const tourDetailSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    location: z.string(),
    locationId: z.string(),
    price: z.number().int().describe('US cents per adult'),
    originalPrice: z.number().int().nullable().describe('US cents; set when above price'),
    parkFee: z
      .object({
        adult: z.number().int().describe('US cents per adult'),
        child: z.number().int().describe('US cents per child'),
        payment: z
          .enum(['online', 'cash'])
          .describe('online: charged with the booking as its own line; cash: paid at check-in'),
      })
      .nullable()
      .describe('The government park or reserve fee per person, its own line; null when there is none'),
    images: z.array(tourImageSchema),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    duration: z.number().describe('hours'),
    difficulty: z.enum(DIFFICULTY_SLUGS),
    category: z.enum(CATEGORY_SLUGS),
    touristType: z.enum(TOURIST_TYPE_SLUGS),
    featured: z.boolean(),
    description: z.string(),
    itinerary: z.array(z.string()),
    inclusions: z.array(z.string()),
    exclusions: z.array(z.string()),
    bringItems: z.array(z.string()),
    meetingPoint: z.string(),
    meetingPointCoordinates: coordinatesSchema
      .nullable()
      .describe('Where the meeting point is (WGS 84 degrees); null when the operator has not placed it'),
    startTime: z.string().describe('HH:MM, Belize time: the first start time of the schedule'),
    startTimes: z.array(z.string()).describe('Every start time of the weekly pattern and the seasons, HH:MM'),
    schedule: z.string(),
    departureTimes: z
      .array(z.object({ time: z.string(), days: z.array(z.number().int()) }))
      .describe('The weekly pattern: each start time with its weekdays (0 = Sunday)'),
    seasons: z
      .array(
        z.object({
          name: z.string(),
          from: z.string(),
          to: z.string(),
          times: z.array(z.object({ time: z.string(), days: z.array(z.number().int()) })).nullable(),
          price: z
            .number()
            .int()
            .nullable()
            .describe('US cents per adult in the season; null: the tour price'),
        }),
      )
      .describe('Date ranges whose times or price differ'),
    guestTypes: z
      .array(
        z.object({
          type: z.enum(GUEST_TYPE_IDS),
          percent: z.number().int().describe("Percent of the day's adult price"),
          price: z.number().int().describe("US cents at the tour price (the day's price may differ)"),
          minAge: z.number().int().nullable(),
          maxAge: z.number().int().nullable(),
          takesSeat: z.boolean(),
          rule: z.string().describe('Who may book it, as a guest reads it (ages, ID checked at check-in)'),
        }),
      )
      .describe('The guest types the tour sells, adult first'),
    pickup: z
      .object({
        mode: z.enum(PICKUP_MODES),
        zones: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            minutesBefore: z.number().int(),
            fee: z.number().int().describe('US cents per booking'),
          }),
        ),
      })
      .describe(
        'meeting_point: guests meet at the meeting point; zones: the guest picks a zone and names the hotel',
      ),
    transport: z.string(),
    safetyInfo: z.string(),
    groupSize: z.object({ min: z.number().int(), max: z.number().int() }),
    languages: z.array(z.string()),
    cancellationPolicy: z.string().describe("The policy written from its tiers, in the answer's language"),
    cancellation_tiers: z.array(cancellationTierSchema).describe('The cancellation policy as tiers'),
    freeCancellation: z.boolean().describe('A full refund when cancelling 24 hours or more before departure'),
    instantConfirmation: z
      .boolean()
      .describe('Confirmed as soon as the payment succeeds, with no approval step'),
    mobileTicket: z.boolean().describe('The ticket is a QR code shown on a phone'),
    faq: z
      .array(z.object({ question: z.string(), answer: z.string() }))
      .describe("The operator's questions and answers, in order, in the answer's language"),
    ratingBreakdown: ratingBreakdownSchema,
    merchant: z.object({
      id: z.uuid(),
      name: z.string(),
      logo: z.string().nullable(),
      rating: z.number().nullable(),
      reviews: z.number().int(),
    }),
    reviews: z.array(reviewSchema),
    untranslated: untranslatedSchema
      .optional()
      .describe(
        'Spanish answers only (Accept-Language: es): which of title, description, itinerary, inclusions, exclusions, bringItems, meetingPoint, transport and safetyInfo are shown in English because the operator wrote no Spanish for them',
      ),
  })
  .meta({ id: 'TourDetail' });
export type TourDetail = z.infer<typeof tourDetailSchema>;

export const availabilityQuerySchema = z.object({
  from: boundedDate('from must be a date (YYYY-MM-DD)').optional(),
  to: boundedDate('to must be a date (YYYY-MM-DD)').optional(),
});

export const AVAILABILITY_STATUSES = ['available', 'few-left', 'sold-out', 'closed', 'not-running'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/** One departure (a date and a start time); a date with two departures has two entries, in time order. */
export const availabilityDaySchema = z.object({
  date: z.string().describe('YYYY-MM-DD, Belize'),
  startTime: z.string().describe('HH:MM, Belize time'),
  price: z.number().int().describe('US cents per adult on this date (seasons and price rules)'),
  status: z.enum(AVAILABILITY_STATUSES),
  seatsLeft: z.number().int(),
  capacity: z.number().int(),
});
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

export const availabilityResponseSchema = z.object({
  tourId: z.uuid(),
  from: z.string(),
  to: z.string(),
  dates: z.array(availabilityDaySchema),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

export { DURATION_RANGE_MAX_HOURS, PRICE_RANGE_MAX_DOLLARS };
