import { BOOKING_MESSAGES } from './bookings.schema.ts';
import { MAX_ADULTS, MAX_CHILDREN } from './catalogue.ts';
import { boundedDate } from './dates.schema.ts';
import { m } from './i18n/index.ts';
import { z } from './zod.ts';

export * from './booking-changes.schema.ts';

const party = {
  adults: z.coerce
    .number({ error: () => BOOKING_MESSAGES.adultRequired })
    .int()
    .min(1, { error: () => BOOKING_MESSAGES.adultRequired })
    .max(MAX_ADULTS, { error: () => m.errors_at_most_adults({ max: MAX_ADULTS }) }),
  children: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_CHILDREN, { error: () => m.errors_at_most_children({ max: MAX_CHILDREN }) })
    .default(0),
};

/** The tourist moves a booking: the new date and party; the card pays a higher total. */
const startTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => m.errors_start_time_format() })
  .optional()
  .describe('HH:MM, Belize: the departure of the new date; may be left out when the date has one');

export const rescheduleBookingSchema = z.object({
  date: boundedDate(() => BOOKING_MESSAGES.dateRequired),
  startTime,
  ...party,
  cardName: z.string().max(120).default(''),
  cardNumber: z.string().max(23).default(''),
  expiryDate: z.string().max(5).default(''),
  cvv: z.string().max(4).default(''),
});
export type RescheduleBooking = z.input<typeof rescheduleBookingSchema>;

/** What moving a booking to this date and party would cost: asked before the change is sent. */
export const rescheduleQuoteQuerySchema = z.object({
  date: boundedDate(() => BOOKING_MESSAGES.dateRequired),
  startTime,
  ...party,
});

/** The new total and how the difference is settled, as the change itself would settle it. */
export const rescheduleQuoteSchema = z
  .object({
    totalCents: z.number().int().describe('US cents the booking would cost after the change'),
    chargeCents: z.number().int().describe('US cents the card would be charged (0 when none)'),
    refundCents: z
      .number()
      .int()
      .describe('US cents refunded, gift cards first, then the card (0 when none)'),
  })
  .meta({ id: 'RescheduleQuote' });
export type RescheduleQuote = z.infer<typeof rescheduleQuoteSchema>;

/** The operator moves a guest's party, as it is, to another date of the same tour. */
export const moveBookingSchema = z.object({
  date: boundedDate(() => BOOKING_MESSAGES.dateRequired),
  startTime,
});

/** The dates a booking can move to, with the seats left and what the booking's party would cost. */
export const rescheduleOptionsSchema = z.object({
  bookingId: z.uuid(),
  tourTitle: z.string(),
  date: z.string(),
  time: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  paidTotal: z.number().int().describe('US cents the booking costs now'),
  adultPrice: z.number().int().describe('US cents per adult at the tour price today'),
  childPrice: z.number().int().describe('US cents per child'),
  parkFee: z
    .object({ adult: z.number().int(), child: z.number().int(), payment: z.enum(['online', 'cash']) })
    .nullable(),
  maxGroupSize: z.number().int(),
  allowed: z.boolean().describe('False when it is too late for the tourist to change'),
  deadline: z.string().describe('ISO time after which the tourist can no longer change'),
  rule: z.string(),
  dates: z.array(
    z.object({
      date: z.string(),
      seatsLeft: z.number().int(),
      price: z.number().int().optional().describe("US cents per adult on that date (its season's price)"),
    }),
  ),
});
export type RescheduleOptions = z.infer<typeof rescheduleOptionsSchema>;

/**
 * The dates the operator can move a guest's party to (other dates with seats for the whole party)
 * and whether the booking can move at all: confirmed and not checked in.
 */
export const moveOptionsSchema = z
  .object({
    bookingId: z.uuid(),
    date: z.string(),
    time: z.string(),
    adults: z.number().int(),
    children: z.number().int(),
    allowed: z.boolean().describe('False when the booking is not confirmed or already checked in'),
    dates: z.array(z.object({ date: z.string(), seatsLeft: z.number().int() })),
  })
  .meta({ id: 'MoveOptions' });
export type MoveOptions = z.infer<typeof moveOptionsSchema>;
