import { formatMoney, type ParkFee, type TourDetail } from '@belizepass/domain';
import { intlLocale, m } from '@belizepass/domain/i18n';

/**
 * The park or reserve fee as its own line (docs/decisions/014): the words around the amounts the
 * API and the money module give. Nothing here computes an amount.
 */

export type ParkFeePayment = ParkFee['payment'];

/** `BZ$20.00/US$10.00`: the fee in both currencies at the fixed peg. */
export function bothCurrencies(cents: number): string {
  const locale = intlLocale();
  const usd = formatMoney(cents, 'USD', locale, { cents: true });
  // Beside BZ$ the US dollar is named as such, in every language.
  return `${formatMoney(cents, 'BZD', locale)}/${usd.startsWith('$') ? `US${usd}` : usd}`;
}

/** `paid online` (in the booking's total) or `paid in cash at check-in` (not charged online). */
export function parkFeePaymentText(payment: ParkFeePayment): string {
  return payment === 'online' ? m.site_park_fee_paid_online() : m.site_park_fee_paid_cash();
}

/** The label of a party's fee line: `Park fee (paid online)`. */
export function parkFeeLineLabel(payment: ParkFeePayment): string {
  return m.site_park_fee_line({ payment: parkFeePaymentText(payment) });
}

/**
 * The tour page's sentence: `Park fee BZ$20.00/US$10.00 per adult, BZ$10.00/US$5.00 per child,
 * paid online`; children named free when the fee asks nothing of them.
 */
export function tourParkFeeText(fee: NonNullable<TourDetail['parkFee']>): string {
  const payment = parkFeePaymentText(fee.payment);
  const adult = bothCurrencies(fee.adult);
  if (fee.child === fee.adult) return m.site_park_fee_per_person({ fee: adult, payment });
  if (fee.child > 0) {
    return m.site_park_fee_per_adult_child({ adult, child: bothCurrencies(fee.child), payment });
  }
  return m.site_park_fee_children_free({ adult, payment });
}

/** The money module's input for a tour's fee (`quoteBooking`), from the tour the API sent. */
export function parkFeeOf(tour: Pick<TourDetail, 'parkFee'>): ParkFee | null {
  return tour.parkFee
    ? { adultCents: tour.parkFee.adult, childCents: tour.parkFee.child, payment: tour.parkFee.payment }
    : null;
}
