import {
  type CancellationTier,
  cancellationTierLabel,
  PLATFORM_CANCELLATION_TIERS,
} from '../cancellation-policy.ts';

/**
 * Refunds by a cancellation policy: a tour's tiers (docs/decisions/031-cancellation-policy-tiers.md),
 * which a booking keeps as the terms it was sold under.
 */

/**
 * The tier that applies with this many hours left, with its label in the reader's language. After
 * departure (negative hours) nothing is refunded.
 */
export function refundTier(
  hoursBeforeDeparture: number,
  tiers: readonly CancellationTier[] = PLATFORM_CANCELLATION_TIERS,
) {
  const index = tiers.findIndex((tier) => hoursBeforeDeparture >= tier.minHoursBefore);
  return {
    percent: index < 0 ? 0 : tiers[index]!.percent,
    /** Read in the reader's language when read. */
    get label() {
      return cancellationTierLabel(tiers, index);
    },
  };
}

/** Refund in cents for a paid amount, rounded down to the cent. */
export function refundCents(
  paidCents: number,
  hoursBeforeDeparture: number,
  tiers: readonly CancellationTier[] = PLATFORM_CANCELLATION_TIERS,
): number {
  return Math.floor((paidCents * refundTier(hoursBeforeDeparture, tiers).percent) / 100);
}

/** Hours from `now` until a departure on a Belize local date and `HH:MM` start (UTC-6, no DST). */
export function hoursUntilDeparture(date: string, startTime: string, now: Date = new Date()): number {
  const departure = Date.parse(`${date}T${startTime}:00-06:00`);
  return (departure - now.getTime()) / 3_600_000;
}

/**
 * What cancelling a paid booking gives back. By the tourist: the booking's policy tier of the tour
 * part, rounded down, plus a park fee collected online in full, never more than the booking's
 * refund cap (what cancelling gave when it was last rescheduled, decision 020). By the operator or
 * staff (`percent` given): that percent of the tour part, plus the fee in full, with no cap. Never
 * more than the total.
 */
export function cancellationRefund(input: {
  totalCents: number;
  parkFeeCents?: number;
  hoursBeforeDeparture: number;
  /** The booking's own policy; the platform's default when absent. */
  tiers?: readonly CancellationTier[];
  /** The most a tourist's cancellation may refund (set by a reschedule); none when null. */
  capCents?: number | null;
  /** A percent decided by the merchant or staff (100 for a closed departure) instead of the tier. */
  percent?: number;
}) {
  const fee = Math.min(Math.max(0, input.parkFeeCents ?? 0), input.totalCents);
  const byTier = input.percent === undefined;
  const percent = input.percent ?? refundTier(input.hoursBeforeDeparture, input.tiers).percent;
  const tourPart = Math.floor(((input.totalCents - fee) * percent) / 100);
  const uncapped = Math.min(input.totalCents, tourPart + fee);
  const cap = byTier && input.capCents != null ? Math.max(0, input.capCents) : Number.POSITIVE_INFINITY;
  const refund = Math.min(uncapped, cap);
  return {
    percent,
    refundCents: refund,
    parkFeeRefundCents: Math.min(fee, refund),
    capped: refund < uncapped,
  };
}
