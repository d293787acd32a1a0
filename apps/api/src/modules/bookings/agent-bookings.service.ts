import { type agentBookingBodySchema, settleBooking } from '@belizepass/domain';
import { type Locale, m } from '@belizepass/domain/i18n';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { bookingsConfirmed } from '../../plugins/metrics.ts';
import { notifyNewBooking } from '../admin/admin-notifications.ts';
import { enqueueNewBookingForOperator } from '../notifications/notifications.service.ts';
import { commissionPercentOf } from '../settings/settings.repository.ts';
import * as repo from './bookings.repository.ts';
import {
  type BookingContext,
  createBooking,
  enqueueConfirmationEmail,
  expireIfLapsed,
  newConfirmationCode,
  view,
} from './bookings.service.ts';

/**
 * An agent's bookings for its guests (docs/decisions/039-agents.md): held through `createBooking`
 * like every channel's (the same seat statement; the agent's own hold cap), then paid by the guest's
 * card through the usual payment step, or confirmed at once on the agent's monthly account.
 */

/** Unpaid holds an agent may keep at once (a card payment it has not taken yet). */
export const AGENT_MAX_UNPAID_HOLDS = 20;

export async function createAgentBooking(
  ctx: BookingContext,
  agent: { id: string; commissionPercent: number },
  input: z.output<typeof agentBookingBodySchema>,
  locale: Locale,
  now = new Date(),
) {
  const { payment, ...booking } = input;
  const held = await createBooking(ctx, booking, undefined, now, {
    locale,
    caller: { id: `agent:${agent.id}`, maxUnpaidHolds: AGENT_MAX_UNPAID_HOLDS },
    agent: { id: agent.id, payment, commissionPercent: agent.commissionPercent },
  });
  if (payment === 'card') return held;
  await confirmOnAgentAccount(ctx, held.booking.id, held.accessKey, now);
  return { booking: await view(ctx.db, held.booking.id), accessKey: held.accessKey };
}

/**
 * Confirms the agent's hold on its monthly account (no card): the platform's commission and the
 * merchant's net at the merchant's rate, as for a card payment; the confirmation code; the guest's
 * ticket email with the link to the booking; the operator told.
 */
async function confirmOnAgentAccount(ctx: BookingContext, bookingId: string, key: string, now: Date) {
  await ctx.db.transaction(async (tx) => {
    const booking = (await repo.findBooking(tx, bookingId, { forUpdate: true }))!;
    if (booking.status !== 'pending' || (await expireIfLapsed(tx, booking, now))) {
      throw new AppError(409, 'BOOKING_EXPIRED', m.errors_booking_expired());
    }
    const split = settleBooking({
      totalCents: booking.totalCents,
      parkFeeCents: booking.parkFeeCents,
      commissionPercent: await commissionPercentOf(tx, await repo.merchantOfTour(tx, booking.tourId)),
    });
    await repo.confirmBooking(tx, booking.id, {
      confirmationCode: await newConfirmationCode(tx),
      commissionPercent: split.commissionPercent,
      commissionCents: split.commissionCents,
      merchantNetCents: split.merchantNetCents,
    });
    await enqueueConfirmationEmail(ctx, tx, booking.id, key);
    await notifyNewBooking(tx, booking.id, ctx.publicUrl);
    await enqueueNewBookingForOperator(tx, booking.id, ctx);
    bookingsConfirmed.inc();
  });
}
