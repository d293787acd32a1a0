import {
  type BookingChange,
  bookingMoneyForMerchant,
  formatUsd,
  type MerchantBooking,
  type MerchantBookingDetail,
} from '@belizepass/domain';
import type { payments } from '../../db/schema/index.ts';
import { historyOfBooking } from '../bookings/booking-history.ts';
import { partyOf } from '../bookings/booking-party.ts';
import type { BookingRow } from './merchant-bookings.repository.ts';

type PaymentRow = typeof payments.$inferSelect;
type History = MerchantBookingDetail['history'];

/** A booking's park fee line: paid online with the booking, or to collect in cash at check-in. */
export function parkFeeLine(b: BookingRow): MerchantBooking['parkFee'] {
  if (b.parkFeeCents > 0) return { amount: b.parkFeeCents, payment: 'online' };
  if (b.parkFeeCashCents > 0) return { amount: b.parkFeeCashCents, payment: 'cash' };
  return null;
}

export function toMerchantBooking({
  booking: b,
  tourTitle,
}: {
  booking: BookingRow;
  tourTitle: string;
}): MerchantBooking {
  return {
    id: b.id,
    confirmationCode: b.confirmationCode ?? '',
    tourId: b.tourId,
    tourTitle,
    date: b.localDate,
    time: b.startTime,
    status: b.status,
    customerName: b.fullName,
    adults: b.adults,
    children: b.children,
    party: partyOf(b),
    residents: b.residents,
    pickup:
      b.pickupZoneName && b.pickupTime
        ? { zone: b.pickupZoneName, time: b.pickupTime, hotel: b.hotel }
        : null,
    totalAmount: b.totalCents,
    parkFee: parkFeeLine(b),
    specialRequirements: b.specialRequirements,
    checkedInAt: b.checkedInAt?.toISOString() ?? null,
  };
}

function cancelReasonText(reason: string | null, closedReason: string | null) {
  if (!reason) return null;
  if (reason === 'cancelled_by_tourist') return 'Cancelled by the guest';
  if (reason === 'hold_expired') return 'Payment was not completed in time';
  if (reason === 'departure_closed') {
    return closedReason
      ? `Departure cancelled by the operator: ${closedReason}`
      : 'Departure cancelled by the operator';
  }
  return reason;
}

/** Money the guest paid and got back, and the merchant's share (none for a cancelled booking). */
function money(b: BookingRow, paymentRows: PaymentRow[]) {
  const sum = (kind: PaymentRow['kind']) =>
    paymentRows.filter((p) => p.kind === kind).reduce((total, p) => total + p.amountCents, 0);
  return bookingMoneyForMerchant({
    status: b.status,
    paid: Boolean(b.paidAt),
    // A reseller's booking is paid on its account, not by card (docs/octo.md): the total counts as paid.
    cardChargedCents: b.source === 'reseller' ? b.totalCents : sum('charge'),
    cardRefundedCents: sum('refund'),
    giftCardCents: b.giftCardCents,
    refundCents: b.refundCents,
    commissionCents: b.commissionCents,
    merchantNetCents: b.merchantNetCents,
  });
}

function history(
  b: BookingRow,
  paymentRows: PaymentRow[],
  cancelReason: string | null,
  changes: readonly BookingChange[],
): History {
  const charge = paymentRows.find((p) => p.kind === 'charge');
  const paid = [`Paid ${formatUsd(charge?.amountCents ?? b.totalCents, { cents: true })}`];
  if (charge?.brand && charge.last4) paid.push(`by ${charge.brand} ending ${charge.last4}`);
  if (b.giftCardCents > 0) paid.push(`plus ${formatUsd(b.giftCardCents, { cents: true })} by gift card`);
  const refund = b.refundCents ? `Refunded ${formatUsd(b.refundCents, { cents: true })}` : 'No refund';
  return historyOfBooking(
    b,
    {
      paid: paid.join(' '),
      cancelled: [cancelReason, refund].filter(Boolean).join('. '),
      no_show: 'Not checked in by the end of the departure. No refund; the booking is paid out.',
    },
    changes,
  );
}

export function toMerchantBookingDetail(
  row: { booking: BookingRow; tourTitle: string; closedReason: string | null },
  paymentRows: PaymentRow[],
  changes: readonly BookingChange[] = [],
): MerchantBookingDetail {
  const b = row.booking;
  const cancelReason = b.status === 'cancelled' ? cancelReasonText(b.cancelReason, row.closedReason) : null;
  return {
    ...toMerchantBooking(row),
    customerEmail: b.email,
    customerPhone: b.phone,
    hotel: b.hotel,
    ...money(b, paymentRows),
    giftCardAmount: b.giftCardCents,
    cancelReason,
    history: history(b, paymentRows, cancelReason, changes),
  };
}
