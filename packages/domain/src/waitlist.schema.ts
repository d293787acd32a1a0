import { z } from 'zod';
import { BOOKING_MESSAGES, grownUpIssue, grownUpRequired, partyFields } from './bookings.schema.ts';
import { boundedDate } from './dates.schema.ts';
import { m } from './i18n/index.ts';

/** Joining the waitlist of a full departure: the party by guest type and an email (docs/decisions/045-waitlist.md). */
export const joinWaitlistSchema = z
  .object({
    tourId: z.uuid({ error: () => m.errors_tour_id_uuid() }),
    date: boundedDate(() => BOOKING_MESSAGES.dateRequired),
    startTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
        error: () => m.errors_start_time_format(),
      })
      .optional()
      .describe('HH:MM, Belize: the departure on the date; may be left out when the date has one departure'),
    ...partyFields,
    email: z
      .string({ error: () => BOOKING_MESSAGES.emailRequired })
      .trim()
      .min(1, { error: () => BOOKING_MESSAGES.emailRequired })
      .pipe(z.email({ error: () => BOOKING_MESSAGES.emailInvalid }))
      .transform((v) => v.toLowerCase()),
  })
  .refine(grownUpRequired, grownUpIssue);
export type JoinWaitlist = z.input<typeof joinWaitlistSchema>;

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'left'] as const;

/** A place on a waitlist as its traveller sees it. */
export const waitlistEntrySchema = z.object({
  id: z.uuid(),
  status: z.enum(WAITLIST_STATUSES),
  tourId: z.uuid(),
  tourTitle: z.string(),
  date: z.string(),
  time: z.string(),
  email: z.string(),
  seats: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
  seniors: z.number().int(),
  residents: z.number().int(),
  /** Until when the offered seats are held (an offer only). */
  offerExpiresAt: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** The signed link of a waitlist email (leaving it, or an offer's booking link). */
export const waitlistTokenSchema = z.object({
  token: z
    .string({ error: () => m.waitlist_error_link_invalid() })
    .min(10, { error: () => m.waitlist_error_link_invalid() })
    .max(400, { error: () => m.waitlist_error_link_invalid() }),
});
