import {
  type BookingChange,
  type BookingMessage,
  type BookingPaymentFacts,
  bookingMoneyForMerchant,
  bookingPayment,
  formatUsd,
  type MerchantBooking,
  type MerchantBookingDetail,
  paidOffCardText,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { payments } from '../../db/schema/index.ts';
import { historyOfBooking } from '../bookings/booking-history.ts';
import { partyOf } from '../bookings/booking-party.ts';
import type { BookingRow } from './merchant-bookings.repository.ts';

type PaymentRow = typeof payments.$inferSelect;
type History = MerchantBookingDetail['history'];

/**
 * A booking's payment facts (bookingPayment in the domain); its approved card charges and refunds
 * when the caller has them (a list has not: the booking's own columns then tell).
 */
export function paymentFactsOf(b: BookingRow, paymentRows: readonly PaymentRow[] = []): BookingPaymentFacts {
  const sum = (kind: PaymentRow['kind']) =>
    paymentRows.filter((p) => p.kind === kind).reduce((total, p) => total + p.amountCents, 0);
  return {
    status: b.status,
    source: b.source,
    counterPayment: b.counterPayment,
    agentPayment: b.agentPayment,
    paid: Boolean(b.paidAt),
    totalCents: b.totalCents,
    cardChargedCents: sum('charge'),
    cardRefundedCents: sum('refund'),
    giftCardCents: b.giftCardCents,
    refundCents: b.refundCents,
    parkFeeOnlineCents: b.parkFeeCents,
    parkFeeCashCents: b.parkFeeCashCents,
    checkedIn: Boolean(b.checkedInAt),
  };
}

export function toMerchantBooking({
  booking: b,
  tourTitle,
}: {
  booking: BookingRow;
  tourTitle: string;
}): MerchantBooking {
  const payment = bookingPayment(paymentFactsOf(b));
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
    paymentMethod: payment.method,
    paymentStatus: payment.state,
    parkFee: payment.parkFee,
    specialRequirements: b.specialRequirements,
    guideLanguage: b.guideLanguage,
    checkedInAt: b.checkedInAt?.toISOString() ?? null,
    source: b.source,
  };
}

function cancelReasonText(reason: string | null, closedReason: string | null) {
  if (!reason) return null;
  if (reason === 'cancelled_by_tourist') return 'Cancelled by the guest';
  if (reason === 'hold_expired') return 'Payment was not completed in time';
  if (reason === 'move_refused') return m.departure_cancel_reason_move_refused();
  if (reason === 'departure_closed') {
    return closedReason
      ? `Departure cancelled by the operator: ${closedReason}`
      : 'Departure cancelled by the operator';
  }
  return reason;
}

/** Money the guest paid and got back, and the merchant's share (none for a cancelled booking). */
function money(b: BookingRow, paymentRows: PaymentRow[]) {
  const {
    paymentMethod,
    paymentStatus,
    paidAmount,
    refundAmount,
    parkFee,
    commissionAmount,
    merchantNetAmount,
  } = bookingMoneyForMerchant({
    ...paymentFactsOf(b, paymentRows),
    commissionCents: b.commissionCents,
    merchantNetCents: b.merchantNetCents,
  });
  return {
    paymentMethod,
    paymentStatus,
    paidAmount,
    refundAmount,
    parkFee,
    commissionAmount,
    merchantNetAmount,
  };
}

/** The history's payment line: at the counter for a walk-in, on a reseller's account, else by card and gift card. */
function paidText(b: BookingRow, paymentRows: PaymentRow[]) {
  if (b.source === 'walk_in') {
    return paidOffCardText(b.counterPayment === 'card' ? 'counter_card' : 'counter_cash', b.totalCents);
  }
  if (b.source === 'reseller') return paidOffCardText('reseller_account', b.totalCents);
  if (b.agentPayment === 'account') return paidOffCardText('agent_account', b.totalCents);
  const charge = paymentRows.find((p) => p.kind === 'charge');
  const paid = [`Paid ${formatUsd(charge?.amountCents ?? b.totalCents - b.giftCardCents, { cents: true })}`];
  if (charge?.brand && charge.last4) paid.push(`by ${charge.brand} ending ${charge.last4}`);
  if (b.giftCardCents > 0) paid.push(`plus ${formatUsd(b.giftCardCents, { cents: true })} by gift card`);
  return paid.join(' ');
}

function history(
  b: BookingRow,
  paymentRows: PaymentRow[],
  cancelReason: string | null,
  changes: readonly BookingChange[],
  messages: readonly BookingMessage[],
  checkedInBy?: string,
): History {
  const refund = b.refundCents ? `Refunded ${formatUsd(b.refundCents, { cents: true })}` : 'No refund';
  return historyOfBooking(
    b,
    {
      paid: paidText(b, paymentRows),
      cancelled: [cancelReason, refund].filter(Boolean).join('. '),
      no_show: 'Not checked in by the end of the departure. No refund; the booking is paid out.',
      ...(checkedInBy ? { checked_in: m.staff_checked_in_by({ name: checkedInBy }) } : {}),
    },
    changes,
    messages,
  );
}

export function toMerchantBookingDetail(
  row: { booking: BookingRow; tourTitle: string; closedReason: string | null },
  paymentRows: PaymentRow[],
  changes: readonly BookingChange[] = [],
  messages: readonly BookingMessage[] = [],
  checkedInBy?: string,
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
    history: history(b, paymentRows, cancelReason, changes, messages, checkedInBy),
  };
}
