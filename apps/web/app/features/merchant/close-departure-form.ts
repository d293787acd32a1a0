import { CLOSURE_ACTIONS, type CloseDepartureBody, closeDepartureBodySchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { z } from 'zod';

/**
 * The closure dialog's form (decision 035): one departure, what happens to every guest (`action`),
 * the departure moved guests go to as one choice (`target`, "YYYY-MM-DD HH:MM"), and per guest
 * "as chosen for all", move or refund.
 */
export const closeDepartureFormSchema = z
  .object({
    date: closeDepartureBodySchema.shape.date,
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    reason: closeDepartureBodySchema.shape.reason,
    action: z.enum(CLOSURE_ACTIONS, { error: () => m.departure_choose_action() }),
    target: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
      .optional(),
    guests: z
      .array(z.object({ bookingId: z.uuid(), action: z.enum(['all', ...CLOSURE_ACTIONS]).default('all') }))
      .optional(),
  })
  .superRefine((value, ctx) => {
    const moving = value.action === 'move' || value.guests?.some((g) => g.action === 'move');
    if (moving && !value.target)
      ctx.addIssue({ code: 'custom', path: ['target'], message: m.departure_error_move_to_required() });
  });
export type CloseDepartureForm = z.output<typeof closeDepartureFormSchema>;

/** The API's body for the form's value. */
export function closeDepartureBody(value: CloseDepartureForm): CloseDepartureBody {
  const [date, time] = value.target?.split(' ') ?? [];
  return {
    date: value.date,
    time: value.time,
    reason: value.reason,
    action: value.action,
    moveTo: date && time ? { date, time } : undefined,
    guests: value.guests
      ?.filter((g) => g.action !== 'all')
      .map((g) => ({ bookingId: g.bookingId, action: g.action as 'move' | 'refund' })),
  };
}
