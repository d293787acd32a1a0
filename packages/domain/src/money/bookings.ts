/** A booking's money as its merchant sees it: what was paid and refunded, and the merchant's share. */
import {
  type BookingPaymentFacts,
  bookingPayment,
  type ParkFeeLine,
  type PaymentState,
} from './booking-payment.ts';

export type MerchantPaymentStatus = PaymentState;

export function bookingMoneyForMerchant(
  b: BookingPaymentFacts & { commissionCents: number | null; merchantNetCents: number | null },
) {
  const payment = bookingPayment(b);
  // A cancelled or unpaid booking is never paid out: it has no commission and no net.
  // A no-show is paid out like a completed booking: the policy keeps the money (no refund).
  const live = b.paid && (b.status === 'confirmed' || b.status === 'completed' || b.status === 'no_show');
  return {
    ...payment,
    paymentStatus: payment.state,
    paymentMethod: payment.method,
    commissionAmount: live ? b.commissionCents : null,
    merchantNetAmount: live ? b.merchantNetCents : null,
  };
}

/**
 * The park fee totals of a passenger list: cash fees of every party, those still to collect, those
 * paid online with the bookings and those paid with walk-ins' prices at the counter.
 */
export function parkFeeTotals(parties: readonly { parkFee: ParkFeeLine | null }[]) {
  let cash = 0;
  let cashToCollect = 0;
  let online = 0;
  let counter = 0;
  for (const { parkFee } of parties) {
    if (!parkFee) continue;
    if (parkFee.state === 'paid_online') online += parkFee.amount;
    else if (parkFee.state === 'paid_at_counter') counter += parkFee.amount;
    else {
      cash += parkFee.amount;
      if (parkFee.state === 'to_collect') cashToCollect += parkFee.amount;
    }
  }
  return {
    parkFeeCash: cash,
    parkFeeCashToCollect: cashToCollect,
    parkFeeOnline: online,
    parkFeeCounter: counter,
  };
}
