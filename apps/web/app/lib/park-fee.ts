import { formatBzd, formatUsd, type ParkFee, type TourDetail } from '@belizepass/domain';

/**
 * The park or reserve fee as its own line (docs/decisions/014): the words around the amounts the
 * API and the money module give. Nothing here computes an amount.
 */

export type ParkFeePayment = ParkFee['payment'];

/** `BZ$20.00/US$10.00`: the fee in both currencies at the fixed peg. */
export function bothCurrencies(cents: number): string {
  return `${formatBzd(cents)}/US${formatUsd(cents, { cents: true })}`;
}

/** `paid online` (in the booking's total) or `paid in cash at check-in` (not charged online). */
export function parkFeePaymentText(payment: ParkFeePayment): string {
  return payment === 'online' ? 'paid online' : 'paid in cash at check-in';
}

/** The label of a party's fee line: `Park fee (paid online)`. */
export function parkFeeLineLabel(payment: ParkFeePayment): string {
  return `Park fee (${parkFeePaymentText(payment)})`;
}

/**
 * The tour page's sentence: `Park fee BZ$20.00/US$10.00 per adult, BZ$10.00/US$5.00 per child,
 * paid online`; children named free when the fee asks nothing of them.
 */
export function tourParkFeeText(fee: NonNullable<TourDetail['parkFee']>): string {
  const perChild =
    fee.child === fee.adult
      ? null
      : fee.child > 0
        ? `${bothCurrencies(fee.child)} per child`
        : 'free for children';
  const perAdult = `${bothCurrencies(fee.adult)} ${perChild ? 'per adult' : 'per person'}`;
  return `Park fee ${[perAdult, perChild].filter(Boolean).join(', ')}, ${parkFeePaymentText(fee.payment)}`;
}

/** The money module's input for a tour's fee (`quoteBooking`), from the tour the API sent. */
export function parkFeeOf(tour: Pick<TourDetail, 'parkFee'>): ParkFee | null {
  return tour.parkFee
    ? { adultCents: tour.parkFee.adult, childCents: tour.parkFee.child, payment: tour.parkFee.payment }
    : null;
}
