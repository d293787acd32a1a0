import { settleBooking } from '@belizepass/domain';
import type { Db } from '../../db/client.ts';
import { bookingsCancelled, bookingsConfirmed } from '../../plugins/metrics.ts';
import { notifyNewBooking } from '../admin/admin-notifications.ts';
import { enqueueNewBookingForOperator } from '../notifications/notifications.service.ts';
import { commissionPercentOf } from '../settings/settings.repository.ts';
import * as repo from './bookings.repository.ts';
import {
  type BookingContext,
  expireIfLapsed,
  newConfirmationCode,
  refundAndCancelConfirmed,
  touristCancellationRefund,
} from './bookings.service.ts';

/**
 * A reseller's bookings (the OCTO channel, docs/octo.md): held through `createBooking` like our own
 * pages' (same seat statement, the reseller's own hold cap), confirmed on the reseller's account
 * instead of by card, and cancelled by the booking's own cancellation tiers.
 */

export type ResellerBooking = repo.BookingRow;

/** The reseller's booking by its uuid, its lapsed hold expired first (seats released); undefined: none. */
export async function findResellerBooking(db: Db, resellerId: string, uuid: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const booking = await repo.findResellerBooking(tx, resellerId, uuid, { forUpdate: true });
    if (!booking) return undefined;
    if (await expireIfLapsed(tx, booking, now)) return repo.findBooking(tx, booking.id);
    return booking;
  });
}

export type ConfirmOutcome = { ok: true; booking: ResellerBooking } | { ok: false; booking: ResellerBooking };

/**
 * Confirms a held booking on the reseller's account: the guest named, the platform's commission and
 * the merchant's net at the merchant's rate (as for a card payment), the reseller's commission on the
 * retail total less the park fee, the confirmation code (the QR our check-in scans). Confirming a
 * confirmed booking again changes nothing. `ok: false` when the hold had lapsed or it was cancelled.
 */
export async function confirmOnAccount(
  ctx: BookingContext,
  bookingId: string,
  input: {
    fullName: string;
    email: string;
    phone: string;
    resellerReference: string | null;
    resellerCommissionPercent: number;
  },
  now = new Date(),
): Promise<ConfirmOutcome> {
  return ctx.db.transaction(async (tx) => {
    const booking = (await repo.findBooking(tx, bookingId, { forUpdate: true }))!;
    if (booking.status === 'confirmed') return { ok: true, booking };
    if (booking.status !== 'pending' || (await expireIfLapsed(tx, booking, now))) {
      return { ok: false, booking: (await repo.findBooking(tx, bookingId))! };
    }
    const split = settleBooking({
      totalCents: booking.totalCents,
      parkFeeCents: booking.parkFeeCents,
      commissionPercent: await commissionPercentOf(tx, await repo.merchantOfTour(tx, booking.tourId)),
    });
    const resellerCommissionCents = Math.round(
      ((booking.totalCents - booking.parkFeeCents) * input.resellerCommissionPercent) / 100,
    );
    await repo.confirmBooking(tx, booking.id, {
      confirmationCode: await newConfirmationCode(tx),
      commissionPercent: split.commissionPercent,
      commissionCents: split.commissionCents,
      merchantNetCents: split.merchantNetCents,
      reseller: {
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        resellerReference: input.resellerReference ?? booking.resellerReference,
        resellerCommissionPercent: input.resellerCommissionPercent,
        resellerCommissionCents,
      },
    });
    await notifyNewBooking(tx, booking.id, ctx.publicUrl);
    await enqueueNewBookingForOperator(tx, booking.id, ctx);
    bookingsConfirmed.inc();
    return { ok: true, booking: (await repo.findBooking(tx, booking.id))! };
  });
}

/**
 * Cancels a reseller's booking: a hold just gives its seats back; a confirmed booking is refunded on
 * the reseller's account by the booking's cancellation tiers. False when it can no longer be
 * cancelled (cancelled, ended or expired already).
 */
export async function cancelForReseller(
  ctx: BookingContext,
  bookingId: string,
  reason: string | null,
  now = new Date(),
) {
  const cancelled = await ctx.db.transaction(async (tx) => {
    const booking = (await repo.findBooking(tx, bookingId, { forUpdate: true }))!;
    if (booking.status === 'pending') {
      if (await expireIfLapsed(tx, booking, now)) return false;
      await repo.cancelBooking(tx, booking.id, 'pending', { reason: 'cancelled_by_reseller' });
    } else if (booking.status === 'confirmed') {
      const refund = touristCancellationRefund(booking, now);
      await refundAndCancelConfirmed(
        tx,
        booking,
        {
          reason: reason ? `cancelled_by_reseller: ${reason.slice(0, 200)}` : 'cancelled_by_reseller',
          refundCents: refund.refundCents,
          refundPercent: refund.percent,
        },
        ctx.publicUrl,
      );
    } else {
      return false;
    }
    await repo.releaseSeats(tx, booking.departureId, booking.seats);
    return true;
  });
  if (cancelled) bookingsCancelled.inc({ reason: 'cancelled_by_reseller' });
  return cancelled;
}

/** A pending hold kept until `until`; false when it is no longer held (confirmed, cancelled, lapsed). */
export async function extendResellerHold(db: Db, bookingId: string, until: Date, now = new Date()) {
  return db.transaction(async (tx) => {
    const booking = (await repo.findBooking(tx, bookingId, { forUpdate: true }))!;
    if (booking.status !== 'pending' || (await expireIfLapsed(tx, booking, now))) return false;
    return repo.extendHold(tx, booking.id, until);
  });
}
