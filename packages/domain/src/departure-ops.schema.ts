import { boundedDate } from './dates.schema.ts';
import { hasNoNul, NUL_MESSAGE } from './deal-rules.ts';
import { m } from './i18n/index.ts';
import { z } from './zod.ts';

/**
 * A departure's operations (docs/decisions/035-departure-closures-and-messages.md): what closing it
 * affects, closing it with guests moved or refunded, reopening it, and a message to its guests.
 */

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const startTime = () => z.string().regex(HH_MM, { error: () => m.errors_start_time_format() });

/** What happens to a guest of a closed departure: moved to another departure, or cancelled and refunded. */
export const CLOSURE_ACTIONS = ['refund', 'move'] as const;
export type ClosureAction = (typeof CLOSURE_ACTIONS)[number];

/** Where moved guests go: a departure (date and time) of the same tour. */
export const moveTargetSchema = z.object({
  date: boundedDate('Choose a date (YYYY-MM-DD)'),
  time: startTime(),
});
export type MoveTarget = z.infer<typeof moveTargetSchema>;

/** `?time=HH:MM` of the closure preview: one departure of the date (all of the date's when absent). */
export const closurePreviewQuerySchema = z.object({ time: startTime().optional() });

export const closureGuestSchema = z.object({
  bookingId: z.uuid(),
  customerName: z.string(),
  confirmationCode: z.string().nullable(),
  time: z.string().describe('HH:MM of the departure the booking is on'),
  seats: z.number().int(),
  guests: z.number().int().describe('Every guest of the party (infants included)'),
  paid: z.boolean().describe('false: an unpaid hold, which closing cancels (nothing to refund or move)'),
  checkedIn: z.boolean(),
});
export type ClosureGuest = z.infer<typeof closureGuestSchema>;

export const closurePreviewSchema = z.object({
  tourId: z.uuid(),
  date: z.string(),
  time: z.string().nullable().describe('The departure; null: every departure of the date'),
  closed: z.boolean(),
  closedReason: z.string().nullable(),
  bookings: z.number().int().describe('Live bookings (paid, and unpaid holds) the closure affects'),
  guests: z.number().int(),
  seats: z.number().int(),
  list: z.array(closureGuestSchema),
  targets: z
    .array(z.object({ date: z.string(), time: z.string(), seatsLeft: z.number().int() }))
    .describe('Open departures of the tour with seats left (the date and the next 14 days), for a move'),
});
export type ClosurePreview = z.infer<typeof closurePreviewSchema>;

/** The per-guest choices of a closure: each overrides the closure's `action` for that booking. */
export const closureGuestChoiceSchema = z.object({
  bookingId: z.uuid({ error: () => m.departure_error_guest_unknown() }),
  action: z.enum(CLOSURE_ACTIONS),
});

/** `POST /api/merchant/tours/{id}/departures/reopen`. */
export const reopenDepartureBodySchema = z.object({
  date: boundedDate('Choose a date (YYYY-MM-DD)'),
  time: startTime()
    .optional()
    .describe('HH:MM: reopen this departure only; absent: every closed departure of the date'),
});
export type ReopenDepartureBody = z.infer<typeof reopenDepartureBodySchema>;
export const reopenDepartureResponseSchema = z.object({
  reopened: z.array(z.object({ id: z.uuid(), date: z.string(), time: z.string() })),
});

// Messages to a departure's guests

export const DEPARTURE_MESSAGE_LIMITS = { subject: 150, body: 2000 } as const;

/** `POST /api/merchant/tours/{id}/departures/{date}/messages`. */
export const departureMessageBodySchema = z.object({
  time: startTime().describe('HH:MM: the departure written to'),
  subject: z
    .string()
    .trim()
    .max(DEPARTURE_MESSAGE_LIMITS.subject, {
      error: () => m.departure_error_subject_too_long({ max: DEPARTURE_MESSAGE_LIMITS.subject }),
    })
    .refine(hasNoNul, NUL_MESSAGE)
    .optional()
    .transform((v) => v || undefined),
  body: z
    .string({ error: () => m.departure_error_body_required() })
    .trim()
    .min(1, { error: () => m.departure_error_body_required() })
    .max(DEPARTURE_MESSAGE_LIMITS.body, {
      error: () => m.departure_error_body_too_long({ max: DEPARTURE_MESSAGE_LIMITS.body }),
    })
    .refine(hasNoNul, NUL_MESSAGE),
  clientRequestId: z
    .string({ error: () => m.departure_error_request_id() })
    .trim()
    .min(8, { error: () => m.departure_error_request_id() })
    .max(100, { error: () => m.departure_error_request_id() })
    .refine(hasNoNul, NUL_MESSAGE),
});
export type DepartureMessageBody = z.input<typeof departureMessageBodySchema>;
export const departureMessageResponseSchema = z.object({
  messageId: z.uuid(),
  recipients: z.number().int().describe('Guests (bookings) written to'),
  repeated: z.boolean().describe('true: this request id was sent before; nothing was sent again'),
});
export type DepartureMessageResponse = z.infer<typeof departureMessageResponseSchema>;

// Refusing a move (the guest's one-click link)

export const moveRefusalQuerySchema = z.object({
  token: z
    .string({ error: () => m.departure_error_link_invalid() })
    .min(10)
    .max(400),
});
export const moveRefusalSchema = z.object({
  bookingId: z.uuid(),
  tourTitle: z.string(),
  confirmationCode: z.string().nullable(),
  date: z.string(),
  time: z.string(),
  refundAmount: z.number().int().describe('US cents: the full amount paid'),
  state: z
    .enum(['open', 'refused', 'started', 'changed'])
    .describe(
      'open: can be refused; refused: cancelled and refunded; started: the new departure began; changed: the booking changed since',
    ),
});
export type MoveRefusal = z.infer<typeof moveRefusalSchema>;
