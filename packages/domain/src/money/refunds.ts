import { m } from '../i18n/index.ts';

/** The refund policy of spec section 9, by how long before departure the tourist cancels. */

export interface RefundTier {
  /** Applies when at least this many hours remain before departure. */
  minHoursBefore: number;
  percent: number;
  label: string;
}

/** Each tier's label reads in the reader's language when it is read. */
export const REFUND_TIERS: readonly RefundTier[] = [
  {
    minHoursBefore: 7 * 24,
    percent: 95,
    get label() {
      return m.refund_tier_week();
    },
  },
  {
    minHoursBefore: 3 * 24,
    percent: 75,
    get label() {
      return m.refund_tier_days();
    },
  },
  {
    minHoursBefore: 24,
    percent: 50,
    get label() {
      return m.refund_tier_day();
    },
  },
  {
    minHoursBefore: Number.NEGATIVE_INFINITY,
    percent: 0,
    get label() {
      return m.refund_tier_none();
    },
  },
];

export function refundTier(hoursBeforeDeparture: number): RefundTier {
  return REFUND_TIERS.find((tier) => hoursBeforeDeparture >= tier.minHoursBefore)!;
}

/** Refund in cents for a paid amount, rounded down to the cent. */
export function refundCents(paidCents: number, hoursBeforeDeparture: number): number {
  return Math.floor((paidCents * refundTier(hoursBeforeDeparture).percent) / 100);
}

/** Hours from `now` until a departure on a Belize local date and `HH:MM` start (UTC-6, no DST). */
export function hoursUntilDeparture(date: string, startTime: string, now: Date = new Date()): number {
  const departure = Date.parse(`${date}T${startTime}:00-06:00`);
  return (departure - now.getTime()) / 3_600_000;
}

/**
 * What cancelling a paid booking gives back. By the tourist: the policy tier of the tour part,
 * rounded down, plus a park fee collected online in full. By the operator or staff (`percent`
 * given): that percent of the tour part, plus the fee in full. Never more than the total.
 */
export function cancellationRefund(input: {
  totalCents: number;
  parkFeeCents?: number;
  hoursBeforeDeparture: number;
  /** A percent decided by the merchant or staff (100 for a closed departure) instead of the tier. */
  percent?: number;
}) {
  const fee = Math.min(Math.max(0, input.parkFeeCents ?? 0), input.totalCents);
  const percent = input.percent ?? refundTier(input.hoursBeforeDeparture).percent;
  const tourPart = Math.floor(((input.totalCents - fee) * percent) / 100);
  return { percent, refundCents: Math.min(input.totalCents, tourPart + fee), parkFeeRefundCents: fee };
}
