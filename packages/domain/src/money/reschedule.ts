/**
 * Moving a paid booking to another date or party size (docs/decisions/020-reschedule.md): what the
 * new party costs against what was paid, and how the difference is settled.
 */

import type { CancellationTier } from '../cancellation-policy.ts';
import { m } from '../i18n/index.ts';
import { settleBooking } from './commission.ts';
import { splitRefund } from './gift-cards.ts';
import { cancellationRefund } from './refunds.ts';

/** A tourist may move a booking free of charge until this many hours before its departure. */
export const RESCHEDULE_MIN_HOURS_BEFORE = 24;

/** The rule in one sentence, in the reader's language. */
export const rescheduleRule = (): string => m.reschedule_rule();

/**
 * What a move of a paid booking settles (docs/decisions/020-reschedule.md). A higher total is charged
 * by card. A lower one (a smaller party) is refunded by the booking's policy tier at this moment, as
 * cancelling those seats would be (the online park fee of the seats given up in full), gift cards
 * first (up to what they paid), the rest to the bank card (never more than the card paid); the
 * booking keeps what it does not refund. A move never improves the refund a cancellation would give
 * at this moment: the refund is at most that, and `refundCapCentsAfter` is what later cancellations
 * may refund at most (that amount, less what this move refunded, plus what it charged). `waived`
 * (the operator moves the party as it is): nothing changes hands, the total and the cap stay. The
 * commission and merchant net follow the new total at the booking's own rate.
 */
export function rescheduleDifference(input: {
  /** What the booking's total is now (paid: gift cards + card). */
  paidTotalCents: number;
  /** The park fee collected online that the paid total holds. */
  paidParkFeeCents?: number;
  /** The new party's quote, as `quoteBooking(...).totalCents`. */
  newTotalCents: number;
  /** The new party's park fee collected online (no commission on it). */
  newParkFeeCents: number;
  /** The part of the paid total still on gift cards. */
  giftCardCents: number;
  /** What the bank card paid and was not refunded yet. */
  cardPaidCents: number;
  commissionPercent: number;
  /** Hours before the booking's current departure, now. */
  hoursBeforeDeparture: number;
  /** The booking's own cancellation policy (the terms it was sold under). */
  tiers: readonly CancellationTier[];
  /** The booking's refund cap from an earlier move; none when null. */
  refundCapCents?: number | null;
  waived?: boolean;
}) {
  const paidFee = input.paidParkFeeCents ?? 0;
  // What cancelling at this moment would refund: no move may beat it.
  const cancelNow = cancellationRefund({
    totalCents: input.paidTotalCents,
    parkFeeCents: paidFee,
    hoursBeforeDeparture: input.hoursBeforeDeparture,
    tiers: input.tiers,
    capCents: input.refundCapCents,
  });
  const quoted = input.waived ? input.paidTotalCents : input.newTotalCents;
  const differenceCents = quoted - input.paidTotalCents;
  const chargeCents = Math.max(0, differenceCents);
  const cut = Math.max(0, -differenceCents);
  const feeBack = Math.min(cut, Math.max(0, paidFee - input.newParkFeeCents));
  const byPolicy = feeBack + Math.floor(((cut - feeBack) * cancelNow.percent) / 100);
  const owed = Math.min(byPolicy, cancelNow.refundCents);
  const split = splitRefund(owed, input.giftCardCents);
  const refundToCardCents = Math.min(split.toCardCents, Math.max(0, input.cardPaidCents));
  const refundCents = split.toGiftCardsCents + refundToCardCents;
  const totalCents = input.paidTotalCents + chargeCents - refundCents;
  const settled = settleBooking({
    totalCents,
    parkFeeCents: Math.min(input.newParkFeeCents, totalCents),
    commissionPercent: input.commissionPercent,
  });
  return {
    totalCents,
    differenceCents,
    chargeCents,
    refundCents,
    refundPercent: cancelNow.percent,
    refundToGiftCardsCents: split.toGiftCardsCents,
    refundToCardCents,
    giftCardCentsAfter: input.giftCardCents - split.toGiftCardsCents,
    refundCapCentsAfter: input.waived
      ? (input.refundCapCents ?? null)
      : cancelNow.refundCents - refundCents + chargeCents,
    commissionCents: settled.commissionCents,
    merchantNetCents: settled.merchantNetCents,
  };
}

/** True when the tourist may still move the booking (measured in hours before its departure). */
export function canRescheduleAt(hoursBeforeDeparture: number) {
  return hoursBeforeDeparture >= RESCHEDULE_MIN_HOURS_BEFORE;
}
