import { z } from './zod.ts';

export { rescheduleLine } from './booking-changes.ts';

/** One recorded change of a booking: moved from one departure (and party) to another. */
export const bookingChangeSchema = z
  .object({
    fromDate: z.string(),
    fromTime: z.string(),
    toDate: z.string(),
    toTime: z.string(),
    fromAdults: z.number().int(),
    fromChildren: z.number().int(),
    toAdults: z.number().int(),
    toChildren: z.number().int(),
    by: z
      .enum(['tourist', 'operator', 'check_in'])
      .describe('check_in: joined today’s departure at check-in'),
    chargedAmount: z.number().int().describe('US cents charged for the difference'),
    refundedAmount: z.number().int().describe('US cents refunded for the difference'),
    at: z.string(),
  })
  .meta({ id: 'BookingChange' });
export type BookingChange = z.infer<typeof bookingChangeSchema>;
