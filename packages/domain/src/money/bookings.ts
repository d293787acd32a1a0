/** A booking's money as its merchant sees it: what was paid and refunded, and the merchant's share. */

export type MerchantPaymentStatus = 'paid' | 'refunded' | 'partially_refunded' | 'unpaid';

export function bookingMoneyForMerchant(b: {
  status: 'pending' | 'confirmed' | 'completed' | 'no_show' | 'cancelled';
  paid: boolean;
  /** Approved card charges and card refunds of the booking. */
  cardChargedCents: number;
  cardRefundedCents: number;
  giftCardCents: number;
  refundCents: number | null;
  commissionCents: number | null;
  merchantNetCents: number | null;
}) {
  const paidAmount = b.paid ? b.cardChargedCents + b.giftCardCents : 0;
  const refundAmount = b.refundCents ?? b.cardRefundedCents;
  const paymentStatus: MerchantPaymentStatus =
    paidAmount === 0
      ? 'unpaid'
      : refundAmount >= paidAmount
        ? 'refunded'
        : refundAmount > 0
          ? 'partially_refunded'
          : 'paid';
  // A cancelled or unpaid booking is never paid out: it has no commission and no net.
  // A no-show is paid out like a completed booking: the policy keeps the money (no refund).
  const live = b.paid && (b.status === 'confirmed' || b.status === 'completed' || b.status === 'no_show');
  return {
    paidAmount,
    refundAmount,
    paymentStatus,
    commissionAmount: live ? b.commissionCents : null,
    merchantNetAmount: live ? b.merchantNetCents : null,
  };
}

/**
 * The park fee totals of a passenger list: cash fees of every party, those still to collect (the
 * parties not checked in yet) and those paid online with the bookings.
 */
export function parkFeeTotals(
  parties: readonly { parkFee: { amount: number; payment: 'online' | 'cash' } | null; checkedIn: boolean }[],
) {
  let cash = 0;
  let cashToCollect = 0;
  let online = 0;
  for (const { parkFee, checkedIn } of parties) {
    if (!parkFee) continue;
    if (parkFee.payment === 'online') online += parkFee.amount;
    else {
      cash += parkFee.amount;
      if (!checkedIn) cashToCollect += parkFee.amount;
    }
  }
  return { parkFeeCash: cash, parkFeeCashToCollect: cashToCollect, parkFeeOnline: online };
}
