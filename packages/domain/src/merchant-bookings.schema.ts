import { belizeTimeNow, belizeToday, formatClockTime, localeDateFormat } from './belize-time.ts';
import {
  BOOKING_MESSAGES,
  BOOKING_STATUSES,
  bookingHistorySchema,
  grownUpIssue,
  grownUpRequired,
  partyFields,
} from './bookings.schema.ts';
import { boundedDate } from './dates.schema.ts';
import { hasNoNul, NUL_MESSAGE } from './deal-rules.ts';
import { CLOSURE_ACTIONS, closureGuestChoiceSchema, moveTargetSchema } from './departure-ops.schema.ts';
import { m } from './i18n/index.ts';
import { keyPart, keysetQuery, nextCursorSchema } from './keyset.ts';
import { MERCHANT_TOUR_MESSAGES } from './merchant-tours.schema.ts';
import { PARK_FEE_STATES, PAYMENT_METHODS, PAYMENT_STATES } from './money/booking-payment.ts';
import { GUEST_TYPE_IDS } from './tour-model.ts';
import { z } from './zod.ts';

/**
 * A booking's park fee line (bookingPayment): `online` paid with the booking, `counter` with a
 * walk-in's price, `cash` at check-in (`to_collect`, or `collected` once the party checked in). Null:
 * no park fee, or none owed any more (a cancelled booking, a no-show's cash fee).
 */
const parkFeeLineSchema = z
  .object({
    amount: z.number().int().describe('US cents for the party'),
    payment: z.enum(['online', 'counter', 'cash']),
    state: z.enum(PARK_FEE_STATES),
  })
  .nullable()
  .describe('The park fee line; null when there is none or nothing is owed (cancelled, no-show)');

/** Merchant-side booking (spec section 3). Money in integer US cents; date and time in Belize. */
export const merchantBookingSchema = z
  .object({
    id: z.uuid(),
    confirmationCode: z.string(),
    tourId: z.uuid(),
    tourTitle: z.string(),
    date: z.string().describe('YYYY-MM-DD, Belize'),
    time: z.string().describe('HH:MM, Belize'),
    status: z.enum(BOOKING_STATUSES),
    customerName: z.string(),
    adults: z.number().int(),
    children: z.number().int(),
    party: z.string().describe('The party by guest type, e.g. "2 adults, 1 Belize resident"'),
    residents: z.number().int().describe('Belize residents: their ID is checked at check-in'),
    pickup: z
      .object({ zone: z.string(), time: z.string(), hotel: z.string().nullable() })
      .nullable()
      .describe('The pickup zone, time and hotel; null: the guest meets at the meeting point'),
    totalAmount: z.number().int().describe('US cents'),
    paymentMethod: z.enum(PAYMENT_METHODS).describe('How the party paid (bookingPayment in the domain)'),
    paymentStatus: z.enum(PAYMENT_STATES),
    parkFee: parkFeeLineSchema,
    specialRequirements: z.string().nullable(),
    guideLanguage: z
      .string()
      .nullable()
      .describe('The guide language the guest chose; null when none was chosen'),
    checkedInAt: z.string().nullable().describe('ISO timestamp'),
    source: z
      .enum(['online', 'walk_in', 'reseller', 'widget', 'agent'])
      .describe(
        "Where it was sold: online (our site), walk_in (the counter), reseller (OCTO), widget (the operator's own site), agent",
      ),
  })
  .meta({ id: 'MerchantBooking' });
export type MerchantBooking = z.infer<typeof merchantBookingSchema>;

export const MERCHANT_BOOKING_SCOPES = ['upcoming', 'past'] as const;
export type MerchantBookingScope = (typeof MERCHANT_BOOKING_SCOPES)[number];
/** Statuses a merchant sees; pending holds are never listed. */
export const MERCHANT_BOOKING_STATUSES = ['confirmed', 'completed', 'no_show', 'cancelled'] as const;

/**
 * The key the merchant's bookings are paged by: the departure (date and time: soonest first when
 * upcoming, latest first when past), then the time the booking was made and its id.
 */
export interface MerchantBookingKey {
  date: string;
  time: string;
  /** To the microsecond (2026-11-05T14:03:27.123456Z), as the database orders it. */
  createdAt: string;
  id: string;
}
export const merchantBookingKeyOf = (k: MerchantBookingKey) => [k.date, k.time, k.createdAt, k.id] as const;

export const merchantBookingListQuerySchema = z.object({
  scope: z.enum(MERCHANT_BOOKING_SCOPES, { error: 'scope must be upcoming or past' }).default('upcoming'),
  date: boundedDate('date must be a date (YYYY-MM-DD)').optional(),
  status: z
    .enum(MERCHANT_BOOKING_STATUSES, { error: 'status must be confirmed, completed, no_show or cancelled' })
    .optional(),
  state: z
    .enum(['live', 'cancelled'], { error: 'state must be live or cancelled' })
    .optional()
    .describe('live: every booking but the cancelled ones; cancelled: those only; absent: both'),
  ...keysetQuery(4, ([date = '', time = '', createdAt = '', id = '']): MerchantBookingKey | null =>
    keyPart.date(date) && keyPart.time(time) && keyPart.instant(createdAt) && keyPart.uuid(id)
      ? { date, time, createdAt, id }
      : null,
  ),
});
export type MerchantBookingListQuery = z.output<typeof merchantBookingListQuerySchema>;

export const merchantBookingListResponseSchema = z.object({
  bookings: z.array(merchantBookingSchema).describe('A page of the bookings (`limit`, 50 by default)'),
  nextCursor: nextCursorSchema,
  dates: z.array(z.string()).describe('Distinct dates of the scope, ascending'),
});
export type MerchantBookingListResponse = z.infer<typeof merchantBookingListResponseSchema>;

export const MERCHANT_PAYMENT_STATUSES = PAYMENT_STATES;

export const merchantBookingDetailSchema = merchantBookingSchema
  .extend({
    customerEmail: z.string(),
    customerPhone: z.string(),
    hotel: z.string().nullable(),
    paidAmount: z.number().int().describe('US cents'),
    refundAmount: z.number().int().describe('US cents'),
    giftCardAmount: z.number().int().describe('US cents'),
    commissionAmount: z
      .number()
      .int()
      .nullable()
      .describe('US cents the platform keeps; null for a cancelled or unpaid booking'),
    merchantNetAmount: z
      .number()
      .int()
      .nullable()
      .describe('US cents the merchant is paid out; null for a cancelled or unpaid booking (never paid)'),
    cancelReason: z.string().nullable(),
    resellerName: z
      .string()
      .nullable()
      .optional()
      .describe('The reseller that sold the booking through the OCTO API (paid on its account)'),
    agentName: z
      .string()
      .nullable()
      .optional()
      .describe('The agent (a hotel desk) that booked for the guest; absent: not an agent booking'),
    sellerCommissionPercent: z
      .number()
      .int()
      .nullable()
      .optional()
      .describe("The reseller's or agent's commission, whole percent, kept on the booking"),
    history: bookingHistorySchema,
  })
  .meta({ id: 'MerchantBookingDetail' });
export type MerchantBookingDetail = z.infer<typeof merchantBookingDetailSchema>;

const confirmationCode = z
  .string({ error: () => MERCHANT_TOUR_MESSAGES.checkInCodeRequired })
  .trim()
  .min(1, { error: () => MERCHANT_TOUR_MESSAGES.checkInCodeRequired })
  .max(40, { error: () => MERCHANT_TOUR_MESSAGES.checkInNotFound })
  .refine(hasNoNul, NUL_MESSAGE)
  .transform((v) => v.toUpperCase());

const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => m.errors_start_time_format() });

/** A departure of the booking's tour by its Belize date and start time. */
export const departureRefSchema = z.object({
  date: boundedDate('departure.date must be a date (YYYY-MM-DD)'),
  time: clockTime,
});
export type DepartureRef = z.infer<typeof departureRefSchema>;

/** Body of `POST /api/merchant/check-in`; `clientRequestId` makes a retried (offline) request safe. */
export const checkInBodySchema = z.object({
  confirmationCode,
  clientRequestId: z
    .string()
    .trim()
    .min(8, 'clientRequestId is too short')
    .max(100)
    .refine(hasNoNul, NUL_MESSAGE)
    .optional(),
  departure: departureRefSchema
    .optional()
    .describe(
      'The departure being checked in (absent: any of today’s). A booking for another departure is refused (409 WRONG_DEPARTURE) unless `join` is true',
    ),
  join: z
    .boolean()
    .optional()
    .describe(
      'The operator confirms the guest joins `departure` (today’s, same tour): the booking moves there, seats checked, then is checked in',
    ),
});
export type CheckInBody = z.input<typeof checkInBodySchema>;
export const checkInCodeParamsSchema = z.object({ code: confirmationCode });

/** `?date=&time=` of `GET /api/merchant/check-in/{code}`: the departure being checked in, if one is chosen. */
export const checkInLookupQuerySchema = z.object({
  date: boundedDate('date must be a date (YYYY-MM-DD)').optional(),
  time: clockTime.optional(),
});

/**
 * The booking behind a code with what check-in makes of it: whether it is for the departure being
 * checked in (today's in Belize, or the one chosen), and today's departures of its tour it can join.
 */
export const checkInLookupSchema = merchantBookingSchema
  .extend({
    forToday: z.boolean().describe('The booking is for a departure of today in Belize'),
    expected: z
      .boolean()
      .describe('The booking is for the departure being checked in (today’s, or the one asked for)'),
    joinable: z
      .array(z.object({ date: z.string(), time: z.string(), seatsLeft: z.number().int() }))
      .describe(
        'Today’s open departures of the same tour the party fits on, when the booking is for another departure and can still join one',
      ),
  })
  .meta({ id: 'CheckInLookup' });
export type CheckInLookup = z.infer<typeof checkInLookupSchema>;

/** Body of `POST /api/merchant/tours/{id}/departures/close`. */
export const closeDepartureBodySchema = z.object({
  date: boundedDate('Choose a date (YYYY-MM-DD)'),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => m.errors_start_time_format() })
    .optional()
    .describe('HH:MM: close this departure only; absent: every departure of the date'),
  reason: z
    .string({ error: () => m.errors_reason_min_3() })
    .trim()
    .min(3, { error: () => m.errors_reason_min_3() })
    .max(500, { error: () => m.errors_reason_too_long_500() })
    .refine(hasNoNul, NUL_MESSAGE),
  action: z
    .enum(CLOSURE_ACTIONS)
    .default('refund')
    .describe('For every paid guest: refund (cancel with a full refund) or move (to `moveTo`)'),
  moveTo: moveTargetSchema.optional().describe('The departure moved guests go to (needed for a move)'),
  guests: z
    .array(closureGuestChoiceSchema)
    .max(500)
    .optional()
    .describe('Per guest: overrides `action` for that booking'),
});
export type CloseDepartureBody = z.infer<typeof closeDepartureBodySchema>;

export const merchantDepartureSchema = z.object({
  id: z.uuid(),
  date: z.string().describe('YYYY-MM-DD, Belize'),
  time: z.string().describe('HH:MM, Belize'),
  capacity: z.number().int(),
  seatsTaken: z.number().int(),
  closed: z.boolean(),
  closedReason: z.string().nullable(),
  bookingCount: z.number().int().describe('Confirmed and completed bookings'),
});
export type MerchantDeparture = z.infer<typeof merchantDepartureSchema>;
export const merchantDepartureListQuerySchema = z.object({
  from: boundedDate('from must be a date (YYYY-MM-DD)').optional(),
  to: boundedDate('to must be a date (YYYY-MM-DD)').optional(),
});
export const merchantDepartureListResponseSchema = z.object({ departures: z.array(merchantDepartureSchema) });
export const closeDepartureResponseSchema = z.object({
  departure: merchantDepartureSchema,
  cancelledBookings: z.number().int(),
  refundedAmount: z.number().int().describe('US cents'),
  movedBookings: z.number().int().default(0),
  movedSeats: z.number().int().default(0),
});
export type CloseDepartureResponse = z.infer<typeof closeDepartureResponseSchema>;

const weekdayMonthDay = localeDateFormat({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Thu, Nov 26 at 9:05 AM' for an ISO timestamp, in Belize time (used by the check-in messages). */
export function formatBelizeMoment(iso: string | Date): string {
  const at = typeof iso === 'string' ? new Date(iso) : iso;
  const day = weekdayMonthDay().format(new Date(`${belizeToday(at)}T00:00:00Z`));
  return m.errors_day_at_time({ day, time: formatClockTime(belizeTimeNow(at)) });
}

/** The 409 message for a booking that was already checked in (`ALREADY_CHECKED_IN`). */
export function alreadyCheckedInMessage(checkedInAt: string | Date): string {
  return m.errors_already_checked_in({ moment: formatBelizeMoment(checkedInAt) });
}

// The passenger list (manifest) of a departure

/** Path of `GET /api/merchant/tours/{id}/departures/{date}/passengers` (and `.csv`). */
export const departurePassengersParamsSchema = z.object({
  id: z.uuid({ error: () => m.errors_tour_id_uuid() }),
  date: boundedDate('date must be a date (YYYY-MM-DD)'),
});

/**
 * How a party paid: `online` by card at booking, `gift_card` entirely with gift card value,
 * `online_and_gift_card` both; a walk-in booking paid the operator at the counter in cash or by card.
 */
export const PASSENGER_PAYMENTS = PAYMENT_METHODS;
export type PassengerPayment = (typeof PASSENGER_PAYMENTS)[number];

/** `?time=HH:MM`: one departure of the date (all of the date's when absent). */
export const departureTimeQuerySchema = z.object({
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => m.errors_start_time_format() })
    .optional(),
});

export const passengerSchema = z
  .object({
    bookingId: z.uuid(),
    confirmationCode: z.string(),
    source: z
      .enum(['online', 'walk_in', 'reseller', 'widget', 'agent'])
      .describe(
        "walk_in: added by the operator, paid at the counter; reseller: sold through the OCTO API; widget: the operator's own site; agent: booked by an agent for its guest",
      ),
    status: z.enum(['confirmed', 'completed', 'no_show']),
    customerName: z.string(),
    adults: z.number().int(),
    children: z.number().int(),
    guests: z.number().int().describe('Every guest of the party (infants included)'),
    party: z.string().describe('The party by guest type, e.g. "2 adults, 1 Belize resident"'),
    residents: z.number().int().describe('Belize residents: their ID is checked at check-in'),
    startTime: z.string().describe('HH:MM: the departure the booking is on'),
    pickup: z
      .object({ zoneId: z.string(), zone: z.string(), time: z.string() })
      .nullable()
      .describe('The pickup zone and time; null: the guest meets at the meeting point'),
    hotel: z.string().nullable().describe('Hotel pickup'),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    specialRequirements: z.string().nullable(),
    guideLanguage: z
      .string()
      .nullable()
      .describe('The guide language the guest chose; null when none was chosen'),
    payment: z.enum(PASSENGER_PAYMENTS),
    paymentStatus: z.enum(PAYMENT_STATES),
    paidAmount: z
      .number()
      .int()
      .describe('US cents paid for the booking (card, gift card, or at the counter for a walk-in)'),
    parkFee: parkFeeLineSchema,
    checkedInAt: z.string().nullable().describe('ISO timestamp'),
    resellerName: z
      .string()
      .nullable()
      .optional()
      .describe(
        'The reseller that sold the booking (paid on its account); null: sold by us or at the counter',
      ),
    agentName: z
      .string()
      .nullable()
      .optional()
      .describe('The agent (a hotel desk) that booked for the guest; absent: not an agent booking'),
    sellerCommissionPercent: z
      .number()
      .int()
      .nullable()
      .optional()
      .describe("The reseller's or agent's commission, whole percent, kept on the booking"),
  })
  .meta({ id: 'Passenger' });
export type Passenger = z.infer<typeof passengerSchema>;

export const departurePassengerListSchema = z
  .object({
    departure: z.object({
      tourId: z.uuid(),
      tourTitle: z.string(),
      date: z.string().describe('YYYY-MM-DD, Belize'),
      time: z.string().describe('HH:MM, Belize'),
      times: z.array(z.string()).describe('Every start time with a departure on the date, for choosing one'),
      guides: z
        .array(z.object({ id: z.uuid(), name: z.string() }))
        .describe('The guides on the departure shown (decision 043)'),
      guideChoices: z
        .array(z.object({ id: z.uuid(), name: z.string() }))
        .describe("The operator's guides, to put on the departure"),
      guestTypes: z
        .array(
          z.object({
            type: z.enum(GUEST_TYPE_IDS),
            percent: z.number().int(),
            min_age: z.number().int().nullable(),
            max_age: z.number().int().nullable(),
            takes_seat: z.boolean(),
          }),
        )
        .describe('The guest types the tour sells (for a walk-in)'),
      pickupZones: z
        .array(z.object({ id: z.string(), name: z.string() }))
        .describe('The pickup zones of a tour that picks up (for a walk-in); empty at the meeting point'),
      meetingPoint: z.string(),
      capacity: z.number().int(),
      seatsTaken: z.number().int(),
      closed: z.boolean(),
      closedReason: z.string().nullable(),
      waitlist: z
        .number()
        .int()
        .describe('Parties on the waitlist (waiting, or holding seats offered to them)'),
      directBookingPercent: z
        .number()
        .int()
        .describe("The commission a walk-in added now carries: the admin's direct-booking rate (0: none)"),
    }),
    passengers: z.array(passengerSchema).describe('Paid bookings (confirmed or completed), by guest name'),
    cancelled: z
      .array(
        z.object({
          bookingId: z.uuid(),
          confirmationCode: z.string(),
          customerName: z.string(),
          adults: z.number().int(),
          children: z.number().int(),
          cancelledAt: z.string().nullable().describe('ISO timestamp'),
        }),
      )
      .describe('Paid bookings of the date that were cancelled (not expected); unpaid holds never appear'),
    totals: z.object({
      bookings: z.number().int(),
      guests: z.number().int().describe('Guests expected'),
      party: z.string().describe('The guests expected by guest type, e.g. "4 adults, 2 Belize residents"'),
      adults: z.number().int(),
      children: z.number().int(),
      checkedInBookings: z.number().int(),
      checkedInGuests: z.number().int(),
      parkFeeCash: z.number().int().describe('US cents of cash park fees of every party'),
      parkFeeCashToCollect: z
        .number()
        .int()
        .describe('US cents of cash park fees of the parties not checked in yet'),
      parkFeeOnline: z.number().int().describe('US cents of park fees paid online'),
      parkFeeCounter: z
        .number()
        .int()
        .describe("US cents of park fees paid at the counter with walk-ins' prices"),
    }),
  })
  .meta({ id: 'DeparturePassengerList' });
export type DeparturePassengerList = z.infer<typeof departurePassengerListSchema>;

/** Query of `GET /api/merchant/departures`: one Belize date, today by default, and the days after it. */
export const merchantDayDeparturesQuerySchema = z.object({
  date: boundedDate('date must be a date (YYYY-MM-DD)').optional(),
  next: z.coerce
    .number({ error: 'next must be a whole number from 0 to 7' })
    .int({ error: 'next must be a whole number from 0 to 7' })
    .min(0, { error: 'next must be a whole number from 0 to 7' })
    .max(7, { error: 'next must be a whole number from 0 to 7' })
    .default(0)
    .describe('How many of the following days with guests to add (within 60 days)'),
});

const dayDepartureSchema = z.object({
  tourId: z.uuid(),
  tourTitle: z.string(),
  time: z.string().describe('HH:MM, Belize'),
  capacity: z.number().int(),
  seatsTaken: z.number().int().describe('Seats sold (and held by unpaid bookings being paid)'),
  closed: z.boolean(),
  bookings: z.number().int().describe('Paid bookings expected'),
  guests: z.number().int().describe('Guests expected (seats of the paid bookings)'),
  checkedInGuests: z.number().int(),
  pickups: z.number().int().describe('Guests expected who are picked up (a pickup zone)'),
  waitlist: z.number().int().describe('Parties on the waitlist (waiting, or holding seats offered to them)'),
});
export type DayDeparture = z.infer<typeof dayDepartureSchema>;

export const merchantDayDeparturesSchema = z
  .object({
    date: z.string().describe('YYYY-MM-DD, Belize'),
    today: z.string().describe('Today in Belize (YYYY-MM-DD)'),
    departures: z.array(dayDepartureSchema),
    next: z
      .array(z.object({ date: z.string(), departures: z.array(dayDepartureSchema) }))
      .describe('The following days (up to `next`, within 60 days) with departures that have guests'),
    nextDate: z
      .string()
      .nullable()
      .describe('The first day after `date` (within 60 days) with a departure that has guests'),
    guideLinked: z
      .boolean()
      .nullable()
      .describe(
        "For a guide-role member: whether their account is linked to a guide (they see only that guide's departures); null for everyone else",
      ),
  })
  .meta({ id: 'MerchantDayDepartures' });
export type MerchantDayDepartures = z.infer<typeof merchantDayDeparturesSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: () => m.errors_at_most_characters({ max }) })
    .refine(hasNoNul, NUL_MESSAGE)
    .optional()
    .transform((v) => v || undefined);

/**
 * Body of `POST /api/merchant/tours/{id}/departures/{date}/walk-ins`: a booking the operator takes at
 * the counter or by phone and is paid for there. Contact details are optional.
 */
export const walkInBookingBodySchema = z
  .object({
    fullName: z
      .string({ error: () => BOOKING_MESSAGES.fullNameRequired })
      .trim()
      .min(1, { error: () => BOOKING_MESSAGES.fullNameRequired })
      .max(120, { error: () => m.errors_at_most_120_characters() })
      .refine(hasNoNul, NUL_MESSAGE),
    ...partyFields,
    startTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => m.errors_start_time_format() })
      .optional()
      .describe('HH:MM: the departure of the date; may be left out when the date has one'),
    pickupZoneId: optionalText(40),
    phone: optionalText(40),
    email: optionalText(254).refine((v) => v === undefined || z.email().safeParse(v).success, {
      error: () => m.errors_email_invalid_long(),
    }),
    hotel: optionalText(200),
    specialRequirements: optionalText(1000),
    payment: z.enum(['cash', 'card'], { error: () => m.errors_counter_payment_required() }),
  })
  .refine(grownUpRequired, grownUpIssue);
export type WalkInBookingBody = z.input<typeof walkInBookingBodySchema>;

export const walkInBookingResponseSchema = z.object({ passenger: passengerSchema });
