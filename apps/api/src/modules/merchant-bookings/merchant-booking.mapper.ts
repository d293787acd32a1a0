import {
  DEFAULT_COMMISSION_PERCENT,
  formatUsd,
  type MerchantBooking,
  type MerchantBookingDetail,
} from '@belizepass/domain';
import type { payments } from '../../db/schema/index.ts';
import type { BookingRow } from './merchant-bookings.repository.ts';

type PaymentRow = typeof payments.$inferSelect;
type History = MerchantBookingDetail['history'];

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
    totalAmount: b.totalCents,
    specialRequirements: b.specialRequirements,
    checkedInAt: b.checkedInAt?.toISOString() ?? null,
  };
}

/** Belize is UTC-6 all year: the instant a departure starts. */
function departureInstant(date: string, time: string) {
  return new Date(`${date}T${time}:00-06:00`).toISOString();
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

/** Money the guest paid and got back, and the merchant's share of what was kept. */
function money(b: BookingRow, paymentRows: PaymentRow[]) {
  const card = paymentRows.filter((p) => p.kind === 'charge').reduce((sum, p) => sum + p.amountCents, 0);
  const cardRefunds = paymentRows
    .filter((p) => p.kind === 'refund')
    .reduce((sum, p) => sum + p.amountCents, 0);
  const paidAmount = b.paidAt ? card + b.giftCardCents : 0;
  const refundAmount = b.refundCents ?? cardRefunds;
  const paymentStatus =
    paidAmount === 0
      ? ('unpaid' as const)
      : refundAmount >= paidAmount
        ? ('refunded' as const)
        : refundAmount > 0
          ? ('partially_refunded' as const)
          : ('paid' as const);
  const percent = b.commissionPercent ?? DEFAULT_COMMISSION_PERCENT;
  if (b.status === 'cancelled') {
    // Only what the guest did not get back is shared between the platform and the merchant.
    const kept = Math.max(0, Math.min(paidAmount, b.totalCents) - refundAmount);
    const commission = Math.round((kept * percent) / 100);
    return {
      paidAmount,
      refundAmount,
      paymentStatus,
      commissionAmount: commission,
      merchantNetAmount: kept - commission,
    };
  }
  const commission = b.commissionCents ?? (paidAmount ? Math.round((b.totalCents * percent) / 100) : 0);
  const net = b.merchantNetCents ?? (paidAmount ? b.totalCents - commission : 0);
  return { paidAmount, refundAmount, paymentStatus, commissionAmount: commission, merchantNetAmount: net };
}

function history(b: BookingRow, paymentRows: PaymentRow[], cancelReason: string | null): History {
  const events: History = [{ at: b.createdAt.toISOString(), event: 'booked' }];
  const charge = paymentRows.find((p) => p.kind === 'charge');
  if (b.paidAt) {
    const parts = [`Paid ${formatUsd(charge?.amountCents ?? b.totalCents, { cents: true })}`];
    if (charge?.brand && charge.last4) parts.push(`by ${charge.brand} ending ${charge.last4}`);
    if (b.giftCardCents > 0) parts.push(`plus ${formatUsd(b.giftCardCents, { cents: true })} by gift card`);
    events.push({ at: b.paidAt.toISOString(), event: 'paid', note: parts.join(' ') });
  }
  if (b.checkedInAt) events.push({ at: b.checkedInAt.toISOString(), event: 'checked_in' });
  if (b.status === 'completed' && !b.checkedInAt) {
    events.push({ at: departureInstant(b.localDate, b.startTime), event: 'completed' });
  }
  if (b.status === 'cancelled' && b.cancelledAt) {
    const refund = b.refundCents ? `Refunded ${formatUsd(b.refundCents, { cents: true })}` : 'No refund';
    events.push({
      at: b.cancelledAt.toISOString(),
      event: 'cancelled',
      note: [cancelReason, refund].filter(Boolean).join('. '),
    });
  }
  return events.sort((a, c) => a.at.localeCompare(c.at));
}

export function toMerchantBookingDetail(
  row: { booking: BookingRow; tourTitle: string; closedReason: string | null },
  paymentRows: PaymentRow[],
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
    history: history(b, paymentRows, cancelReason),
  };
}
