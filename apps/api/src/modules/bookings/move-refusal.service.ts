import { cancellationRefund, departureStartInstant, inLanguage, type MoveRefusal } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { currentLocale } from '../../lib/locale.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { linkSigningSecret } from '../notifications/notifications.service.ts';
import * as repo from './bookings.repository.ts';
import { type BookingContext, refundAndCancelConfirmed, sendPendingRefunds } from './bookings.service.ts';
import { readMoveRefusalToken } from './move-refusal-token.ts';
import { findTourForMove } from './reschedule.repository.ts';

/**
 * A guest moved by a closed departure refuses the move from the email's link (decision 035): the
 * page shows the booking, then one confirmation cancels it with a full refund. Repeating it changes
 * nothing; it is refused once the new departure has started or the booking changed since.
 */

const INVALID = () =>
  badRequest(m.departure_error_link_invalid(), [
    { field: 'token', message: m.departure_error_link_invalid() },
  ]);

async function read(db: Db, token: string) {
  const found = readMoveRefusalToken(await linkSigningSecret(db), token);
  if (!found) throw INVALID();
  return found;
}

function stateOf(booking: repo.BookingRow, departureId: string, now: Date): MoveRefusal['state'] {
  if (
    booking.status === 'cancelled' &&
    booking.cancelReason === 'move_refused' &&
    booking.departureId === departureId
  )
    return 'refused';
  if (booking.status !== 'confirmed' || booking.checkedInAt || booking.departureId !== departureId)
    return 'changed';
  if (new Date(departureStartInstant(booking.localDate, booking.startTime)) <= now) return 'started';
  return 'open';
}

async function describe(db: Db, booking: repo.BookingRow, state: MoveRefusal['state']): Promise<MoveRefusal> {
  const tour = await findTourForMove(db, booking.tourId);
  return {
    bookingId: booking.id,
    tourTitle: inLanguage(currentLocale(), { title: { en: tour?.title ?? '', es: tour?.titleEs ?? null } })
      .values.title,
    confirmationCode: booking.confirmationCode,
    date: booking.localDate,
    time: booking.startTime,
    refundAmount: state === 'refused' ? (booking.refundCents ?? 0) : booking.totalCents,
    state,
  };
}

/** What the link would cancel and refund, without changing anything. */
export async function describeMoveRefusal(db: Db, token: string, now = new Date()) {
  const { bookingId, departureId } = await read(db, token);
  const booking = await repo.findBooking(db, bookingId);
  if (!booking) throw INVALID();
  return describe(db, booking, stateOf(booking, departureId, now));
}

/** Cancels the moved booking with a full refund (the card's part asked of the gateway after the commit). */
export async function refuseMove(ctx: BookingContext, token: string, now = new Date()) {
  const { bookingId, departureId } = await read(ctx.db, token);
  const result = await ctx.db.transaction(async (tx) => {
    const booking = await repo.findBooking(tx, bookingId, { forUpdate: true });
    if (!booking) throw INVALID();
    const state = stateOf(booking, departureId, now);
    if (state === 'started')
      throw new AppError(409, 'MOVE_REFUSAL_TOO_LATE', m.departure_error_refusal_too_late());
    if (state === 'changed') throw new AppError(409, 'BOOKING_CHANGED', m.departure_error_refusal_changed());
    if (state === 'refused') return { booking, refused: false };
    const full = cancellationRefund({
      totalCents: booking.totalCents,
      hoursBeforeDeparture: 0,
      percent: 100,
    });
    const cancelled = await refundAndCancelConfirmed(
      tx,
      booking,
      { reason: 'move_refused', refundCents: full.refundCents, refundPercent: full.percent },
      ctx.publicUrl,
    );
    if (!cancelled) throw new AppError(409, 'BOOKING_CHANGED', m.departure_error_refusal_changed());
    await repo.releaseSeats(tx, booking.departureId, booking.seats);
    await recordAudit(tx, {
      actorUserId: booking.userId ?? null,
      action: 'booking.move_refused',
      entityType: 'booking',
      entityId: booking.id,
      before: { status: 'confirmed', departureId },
      after: { status: 'cancelled', refundCents: full.refundCents },
    });
    return { booking, refused: true };
  });
  if (result.refused) await sendPendingRefunds(ctx, { bookingIds: [bookingId] });
  const after = await repo.findBooking(ctx.db, bookingId);
  return describe(ctx.db, after!, 'refused');
}
