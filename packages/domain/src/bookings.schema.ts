import { bookingChangeSchema } from './booking-changes.schema.ts';
import { BOOKING_HISTORY_EVENTS } from './booking-lifecycle.ts';
import { cancellationTierSchema } from './cancellation-policy.ts';
import { MAX_ADULTS, MAX_CHILDREN } from './catalogue.ts';
import { boundedDate } from './dates.schema.ts';
import { MAX_GIFT_CARDS_PER_PAYMENT } from './gift-card-rules.ts';
import { giftCardCodeSchema } from './gift-cards.ts';
import { m } from './i18n/index.ts';
import { oneOfParam, pageParam } from './list-query.ts';
import { type CardForm, cardFormProblems, formatCardNumber, formatExpiry } from './payment-card.ts';
import { MAX_REVIEW_PHOTOS, REVIEW_PHOTO_MESSAGES, REVIEW_PHOTO_URL } from './saved-tours.ts';
import { GUEST_TYPE_IDS } from './tour-model.ts';
import { coordinatesSchema, paginationSchema } from './tours.schema.ts';
import { z } from './zod.ts';

/** Booking form messages of spec section 5, verbatim. */
export const BOOKING_MESSAGES = {
  get fullNameRequired() {
    return m.errors_full_name_required();
  },
  get emailRequired() {
    return m.errors_email_required();
  },
  get emailInvalid() {
    return m.errors_email_invalid();
  },
  get phoneRequired() {
    return m.errors_phone_required();
  },
  get dateRequired() {
    return m.errors_date_required();
  },
  get adultRequired() {
    return m.errors_adult_required();
  },
  get bookingNotFound() {
    return m.errors_booking_not_found();
  },
} as const;

/** A pending booking holds its seats this long while the tourist pays. */
export const HOLD_MINUTES = 15;
/**
 * A booking's life (docs/decisions/019-booking-lifecycle.md): `pending` (seats held) -> `confirmed`
 * (paid; a check-in is a time on it, not a status) -> `completed` (checked in, departure ended) or
 * `no_show` (never checked in by the departure's end; the operator is paid, nothing is refunded);
 * `pending` or `confirmed` -> `cancelled`.
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'no_show', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Paid bookings that hold their seats or ran: in a departure's counts and the merchant's books. */
export const PAID_BOOKING_STATUSES = ['confirmed', 'completed', 'no_show'] as const;
/** Bookings whose departure has ended: the ones a payout can include. */
export const ENDED_BOOKING_STATUSES = ['completed', 'no_show'] as const;

/** How each status reads on every screen (one badge per screen family uses these). */
export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  get pending() {
    return m.status_label_pending();
  },
  get confirmed() {
    return m.status_label_confirmed();
  },
  get completed() {
    return m.status_label_completed();
  },
  get no_show() {
    return m.status_label_no_show();
  },
  get cancelled() {
    return m.status_label_cancelled();
  },
};

/** A booking's events in time order (booked, paid, checked in, completed / no-show, cancelled). */
export const bookingHistorySchema = z.array(
  z.object({
    at: z.string().describe('ISO timestamp'),
    event: z.enum(BOOKING_HISTORY_EVENTS),
    note: z.string().optional(),
  }),
);

const requiredText = (message: () => string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: () => m.errors_at_most_characters({ max }) });

const guestCount = (max: number, tooMany: () => string) =>
  z.coerce.number().int().min(0).max(max, { error: tooMany }).default(0);

/**
 * A party by guest type, as every sales channel sends it. The spec's adults and children keep their
 * names; infants, seniors and Belize residents are sold where the tour offers them (decision 030).
 */
export const partyFields = {
  adults: z.coerce
    .number({ error: () => BOOKING_MESSAGES.adultRequired })
    .int()
    .min(0, { error: () => BOOKING_MESSAGES.adultRequired })
    .max(MAX_ADULTS, { error: () => m.errors_at_most_adults({ max: MAX_ADULTS }) })
    .default(0),
  children: guestCount(MAX_CHILDREN, () => m.errors_at_most_children({ max: MAX_CHILDREN })),
  infants: guestCount(MAX_CHILDREN, () => m.errors_at_most_children({ max: MAX_CHILDREN })),
  seniors: guestCount(MAX_ADULTS, () => m.errors_at_most_adults({ max: MAX_ADULTS })),
  residents: guestCount(MAX_ADULTS, () => m.errors_at_most_adults({ max: MAX_ADULTS })),
};

/**
 * At least one grown-up (adult, senior or Belize resident): the spec's "At least 1 adult is
 * required", on `adults`. Checked even when other fields are wrong, so every field's problem is
 * named at once (unless `adults` has its own).
 */
export const grownUpRequired = (party: { adults?: unknown; seniors?: unknown; residents?: unknown }) =>
  // Not an object at all: that is its own issue, already named.
  typeof party !== 'object' ||
  party === null ||
  (Number(party.adults) || 0) + (Number(party.seniors) || 0) + (Number(party.residents) || 0) >= 1;

/** The options of `grownUpRequired` as a zod refinement. */
export const grownUpIssue = {
  path: ['adults'],
  error: () => BOOKING_MESSAGES.adultRequired,
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => issue.path?.[0] === 'adults'),
};

export const createBookingSchema = z
  .object({
    tourId: z.uuid({ error: () => m.errors_tour_id_uuid() }),
    date: boundedDate(() => BOOKING_MESSAGES.dateRequired),
    startTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => m.errors_start_time_format() })
      .optional()
      .describe('HH:MM, Belize: the departure on the date; may be left out when the date has one departure'),
    ...partyFields,
    pickupZoneId: z
      .string()
      .trim()
      .max(40)
      .optional()
      .describe('The pickup zone chosen, for a tour that picks up'),
    fullName: requiredText(() => BOOKING_MESSAGES.fullNameRequired, 120),
    email: z
      .string({ error: () => BOOKING_MESSAGES.emailRequired })
      .trim()
      .min(1, { error: () => BOOKING_MESSAGES.emailRequired })
      .pipe(z.email({ error: () => BOOKING_MESSAGES.emailInvalid }))
      .transform((v) => v.toLowerCase()),
    phone: requiredText(() => BOOKING_MESSAGES.phoneRequired, 40),
    hotel: z.string().trim().max(200).optional(),
    specialRequirements: z.string().trim().max(1000).optional(),
    offer: z
      .string()
      .max(400)
      .optional()
      .describe("A waitlist offer's signed token: the booking takes the seats held for that traveller"),
    guideLanguage: z
      .string()
      .trim()
      .max(40)
      .optional()
      .describe("The guide language chosen, one of the tour's languages (400 otherwise)"),
  })
  .refine(grownUpRequired, grownUpIssue);
export type CreateBooking = z.input<typeof createBookingSchema>;

/** The card form of spec section 3 (checked by the payment provider). */
export const cardPaymentSchema = z.object({
  cardName: z.string().max(120),
  cardNumber: z.string().max(23),
  expiryDate: z.string().max(5),
  cvv: z.string().max(4),
  saveCard: z.boolean().optional(),
});

/**
 * The card form of the pages (spec section 5, "Payment"), as typed: the number grouped in fours, the
 * expiry as MM/YY (also when typed as MMYY without scripts), every message the shared card rules'.
 * The expiry is checked against the current month when the form is checked.
 */
export const cardFormSchema = z
  .object({
    cardName: z.string().max(120).default(''),
    cardNumber: z.string().max(40).default('').transform(formatCardNumber),
    expiryDate: z.string().max(10).default('').transform(formatExpiry),
    cvv: z
      .string()
      .max(10)
      .default('')
      .transform((value) => value.trim()),
    saveCard: z
      .enum(['on', 'true'])
      .optional()
      .transform((value) => value !== undefined),
  })
  .superRefine((card, ctx) => {
    const now = new Date();
    const problems = cardFormProblems(card, { year: now.getFullYear(), month: now.getMonth() + 1 });
    for (const [field, message] of Object.entries(problems)) {
      ctx.addIssue({ code: 'custom', path: [field as keyof CardForm], message });
    }
  });
export type CardFormInput = z.input<typeof cardFormSchema>;

/**
 * Pays a booking with up to 5 gift card codes (applied in order) and the card for the rest. The
 * card fields are needed only when the gift cards leave a remainder.
 */
export const payBookingSchema = z.object({
  cardName: z.string().max(120).default(''),
  cardNumber: z.string().max(23).default(''),
  expiryDate: z.string().max(5).default(''),
  cvv: z.string().max(4).default(''),
  saveCard: z.boolean().optional(),
  giftCards: z
    .array(giftCardCodeSchema)
    .max(MAX_GIFT_CARDS_PER_PAYMENT, {
      error: () => m.errors_at_most_gift_cards({ max: MAX_GIFT_CARDS_PER_PAYMENT }),
    })
    .default([])
    .describe('Gift card codes, applied in this order until the total is covered'),
});

export const bookingSchema = z
  .object({
    id: z.uuid(),
    confirmationCode: z.string().nullable(),
    status: z.enum(BOOKING_STATUSES),
    tourId: z.uuid(),
    tourTitle: z.string(),
    tourLocation: z.string(),
    date: z.string(),
    time: z.string(),
    adults: z.number().int(),
    children: z.number().int(),
    guests: z
      .array(
        z.object({
          type: z.enum(GUEST_TYPE_IDS),
          count: z.number().int(),
          unitPrice: z.number().int().describe('US cents each'),
        }),
      )
      .describe("The party by guest type with each type's price (adults and children included)"),
    party: z.string().describe('The party as a guest reads it, e.g. "2 adults, 1 Belize resident, 1 infant"'),
    seats: z.number().int(),
    pickup: z
      .object({ zone: z.string(), time: z.string().describe('HH:MM, Belize'), hotel: z.string().nullable() })
      .nullable()
      .describe('Where and when the guest is picked up; null: the guest meets at the meeting point'),
    price: z.object({
      adults: z.number().int().describe('US cents'),
      children: z.number().int().describe('US cents'),
      pickupFee: z.number().int().describe('US cents collected online for the pickup; 0 when none'),
      parkFee: z
        .object({
          amount: z.number().int().describe('US cents for the party'),
          payment: z.enum(['online', 'cash']),
        })
        .nullable()
        .describe(
          'The park or reserve fee line; online: part of the total, refunded in full on any cancellation; cash: paid at check-in, not in the total. Null when the tour has none',
        ),
      total: z.number().int().describe('US cents charged online: the tour plus a fee paid online'),
    }),
    giftCardAmount: z
      .number()
      .int()
      .describe('US cents paid with gift cards (0 when none); the card paid the rest of the total'),
    customerInfo: z.object({ fullName: z.string(), email: z.string(), phone: z.string() }),
    hotel: z.string().nullable(),
    specialRequirements: z.string().nullable(),
    guideLanguage: z
      .string()
      .nullable()
      .describe('The guide language chosen at booking, as the tour names it; null when none was chosen'),
    merchantInfo: z.object({
      name: z.string(),
      contact: z.string(),
      meetingPoint: z.string(),
      meetingPointCoordinates: coordinatesSchema
        .nullable()
        .describe('Where the meeting point is (WGS 84 degrees); null when the operator has not placed it'),
      instructions: z.string(),
      guides: z
        .array(z.string())
        .optional()
        .describe('The names of the guides the operator put on the departure; absent when none yet'),
    }),
    holdExpiresAt: z.string().nullable(),
    hold: z
      .object({
        minutes: z.number().int().describe('How long the seats were held when booked'),
        largeParty: z
          .boolean()
          .describe(
            "A party of more than the departure's share: held for the short time only (decision 033)",
          ),
      })
      .nullable()
      .describe('The hold an online booking got when made; null when it had none (walk-ins)'),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    checkedInAt: z
      .string()
      .nullable()
      .describe('ISO timestamp of the check-in; the status stays confirmed until the departure ends'),
    history: bookingHistorySchema,
    payment: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    refund: z.object({ amount: z.number().int(), percent: z.number().int() }).nullable(),
    cancellation_tiers: z
      .array(cancellationTierSchema)
      .describe("The cancellation policy the booking was sold under (its tour's when booked)"),
    changes: z
      .array(bookingChangeSchema)
      .optional()
      .describe('Date and party changes, oldest first (docs/decisions/020-reschedule.md)'),
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof bookingSchema>;

/** Booking list row of spec section 3. */
export const bookingListRowSchema = z.object({
  id: z.uuid(),
  confirmationCode: z.string().nullable(),
  tourName: z.string(),
  meetingPoint: z
    .string()
    .nullable()
    .optional()
    .describe(
      "Where the tour starts (the tour's meeting point, in the reader's language); null when not given",
    ),
  photo: z
    .string()
    .nullable()
    .optional()
    .describe("The tour's main photo (thumbnail); null when it has none"),
  tourDate: z.string(),
  time: z.string().describe("HH:MM, Belize: the departure's start time"),
  party: z.string().describe('The party by guest type, e.g. "2 adults, 1 Belize resident"'),
  pickup: z
    .object({ zone: z.string(), time: z.string(), hotel: z.string().nullable() })
    .nullable()
    .describe('The pickup zone, time and hotel; null: the meeting point'),
  bookingDate: z.string(),
  status: z.enum(BOOKING_STATUSES),
  checkedInAt: z.string().nullable().describe('ISO timestamp of the check-in, if any'),
  price: z.number().int().describe('US cents'),
  tourId: z.uuid().optional(),
  cancelReason: z.string().nullable().optional(),
  rescheduledFrom: z.string().nullable().optional().describe('The date of the first departure, when moved'),
});
export type BookingListRow = z.infer<typeof bookingListRowSchema>;

/** My Bookings shows this many bookings a page (`GET /api/me/bookings?page=`). */
export const MY_BOOKINGS_PAGE_SIZE = 20;
/** My Bookings' status filter (spec sections 2.10 and 9), in the order it is offered: every booking, or one status. */
export const MY_BOOKINGS_STATUS_FILTERS = [
  'all',
  'confirmed',
  'pending',
  'completed',
  'no_show',
  'cancelled',
] as const satisfies readonly ('all' | BookingStatus)[];
export type MyBookingsStatusFilter = (typeof MY_BOOKINGS_STATUS_FILTERS)[number];
/**
 * `upcoming`: tours on or after Belize today soonest first, then past ones most recent first;
 * `recent`: booked most recently first.
 */
export const MY_BOOKINGS_SORTS = ['upcoming', 'recent'] as const;
export type MyBookingsSort = (typeof MY_BOOKINGS_SORTS)[number];

export const myBookingsQuerySchema = z.object({
  status: oneOfParam(MY_BOOKINGS_STATUS_FILTERS, 'all'),
  sort: oneOfParam(MY_BOOKINGS_SORTS, 'upcoming'),
  page: pageParam(),
});
export type MyBookingsQuery = z.output<typeof myBookingsQuerySchema>;

export const myBookingsResponseSchema = z.object({
  bookings: z
    .array(bookingListRowSchema)
    .describe(`A page of the bookings (${MY_BOOKINGS_PAGE_SIZE} a page)`),
  pagination: paginationSchema,
  tickets: z
    .array(bookingListRowSchema)
    .describe(
      'Every valid ticket of the user (confirmed, tour date on or after Belize today), soonest first, whatever the page, filter or sort: what the phone keeps offline (docs/decisions/024-offline-tickets.md)',
    ),
});
export type MyBookingsResponse = z.infer<typeof myBookingsResponseSchema>;

/** Unambiguous characters for confirmation codes (no 0/O, 1/I/L). */
export const CONFIRMATION_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CONFIRMATION_CODE_LENGTH = 8;

export const createReviewSchema = z.object({
  rating: z.coerce
    .number({ error: () => m.errors_rating_range() })
    .int({ error: () => m.errors_rating_range() })
    .min(1, { error: () => m.errors_rating_range() })
    .max(5, { error: () => m.errors_rating_range() }),
  comment: z
    .string()
    .trim()
    .min(1, { error: () => m.errors_review_comment_required() })
    .max(2000, { error: () => m.errors_at_most_2000_characters() }),
  /** Photos stored first by `POST /api/bookings/:id/review/photos`. */
  photos: z
    .array(
      z.object({
        url: z.string().regex(REVIEW_PHOTO_URL, { error: () => REVIEW_PHOTO_MESSAGES.notOurs }),
        thumbnailUrl: z.string().regex(REVIEW_PHOTO_URL, { error: () => REVIEW_PHOTO_MESSAGES.notOurs }),
      }),
    )
    .max(MAX_REVIEW_PHOTOS, { error: () => REVIEW_PHOTO_MESSAGES.tooMany })
    .default([]),
});

/** 202 from a pay endpoint: the card holder's bank asks for an extra confirmation (3-D Secure). */
export const paymentRequiresActionSchema = z
  .object({
    status: z.literal('requires_action'),
    paymentReference: z.string().describe('Send it to the matching /pay/confirm endpoint once confirmed'),
    message: z.string(),
  })
  .meta({ id: 'PaymentRequiresAction' });
export type PaymentRequiresActionBody = z.infer<typeof paymentRequiresActionSchema>;

/** Completes a payment that answered `requires_action`; sent with the same Idempotency-Key. */
export const confirmPaymentSchema = z.object({
  paymentReference: z.string({ error: 'paymentReference is required' }).min(1).max(100),
});
