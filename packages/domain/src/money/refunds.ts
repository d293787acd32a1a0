/** The refund policy of spec section 9, by how long before departure the tourist cancels. */

export interface RefundTier {
  /** Applies when at least this many hours remain before departure. */
  minHoursBefore: number;
  percent: number;
  label: string;
}

export const REFUND_TIERS: readonly RefundTier[] = [
  {
    minHoursBefore: 7 * 24,
    percent: 95,
    label: '7 or more days before: full refund minus a 5% administrative fee',
  },
  { minHoursBefore: 3 * 24, percent: 75, label: '3-6 days before: 75% refund' },
  { minHoursBefore: 24, percent: 50, label: '1-2 days before: 50% refund' },
  { minHoursBefore: Number.NEGATIVE_INFINITY, percent: 0, label: 'Under 24 hours or no-show: no refund' },
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
