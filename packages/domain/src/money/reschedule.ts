/**
 * Moving a paid booking to another date or party size (docs/decisions/020-reschedule.md): what the
 * new party costs against what was paid, and how the difference is settled.
 */
import { m } from '../i18n/index.ts';
import { settleBooking } from './commission.ts';
import { splitRefund } from './gift-cards.ts';

/** A tourist may move a booking free of charge until this many hours before its departure. */
export const RESCHEDULE_MIN_HOURS_BEFORE = 24;

/** The rule in one sentence, in the reader's language. */
export const rescheduleRule = (): string => m.reschedule_rule();

/**
 * The difference between the booking's paid total and the new total. A higher total is charged by
 * card; a lower one is refunded to the gift cards first (up to what they paid), the rest to the bank
 * card (never more than the card paid). `waived` (the operator moves the party as it is): nothing
 * changes hands and the total stays. The commission and merchant net follow the new total at the
 * booking's own rate.
 */
export function rescheduleDifference(input: {
  /** What the booking's total is now (paid: gift cards + card). */
  paidTotalCents: number;
  /** The new party's quote, as `quoteBooking(...).totalCents`. */
  newTotalCents: number;
  /** The new party's park fee collected online (no commission on it). */
  newParkFeeCents: number;
  /** The part of the paid total still on gift cards. */
  giftCardCents: number;
  /** What the bank card paid and was not refunded yet. */
  cardPaidCents: number;
  commissionPercent: number;
  waived?: boolean;
}) {
  const totalCents = input.waived ? input.paidTotalCents : input.newTotalCents;
  const differenceCents = totalCents - input.paidTotalCents;
  const chargeCents = Math.max(0, differenceCents);
  const owed = Math.max(0, -differenceCents);
  const split = splitRefund(owed, input.giftCardCents);
  const refundToCardCents = Math.min(split.toCardCents, Math.max(0, input.cardPaidCents));
  const settled = settleBooking({
    totalCents,
    parkFeeCents: input.newParkFeeCents,
    commissionPercent: input.commissionPercent,
  });
  return {
    totalCents,
    differenceCents,
    chargeCents,
    refundCents: split.toGiftCardsCents + refundToCardCents,
    refundToGiftCardsCents: split.toGiftCardsCents,
    refundToCardCents,
    giftCardCentsAfter: input.giftCardCents - split.toGiftCardsCents,
    commissionCents: settled.commissionCents,
    merchantNetCents: settled.merchantNetCents,
  };
}

/** True when the tourist may still move the booking (measured in hours before its departure). */
export function canRescheduleAt(hoursBeforeDeparture: number) {
  return hoursBeforeDeparture >= RESCHEDULE_MIN_HOURS_BEFORE;
}
