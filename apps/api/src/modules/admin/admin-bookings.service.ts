import {
  ADMIN_EXPORT_MAX_ROWS,
  ADMIN_MESSAGES,
  type AdminBookingDetail,
  type AdminBookingListQuery,
  type AdminBookingRow,
  type adminCancelBookingSchema,
  BOOKING_STATUS_LABELS,
  cancellationRefund,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { bookingChanges, historyOfBooking } from '../bookings/booking-history.ts';
import {
  findBooking,
  releaseSeats,
  cancelBooking as transitionToCancelled,
} from '../bookings/bookings.repository.ts';
import { refundAndCancelConfirmed, sendPendingRefunds } from '../bookings/bookings.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import * as repo from './admin-bookings.repository.ts';
import { emailBookingCancelledByStaff } from './admin-emails.ts';
import { offsetOf } from './admin-text.ts';
import { csvDollars, toCsv } from './csv.ts';

const BOOKING_NOT_FOUND = () => notFound('BOOKING_NOT_FOUND', ADMIN_MESSAGES.bookingNotFound);

/** A booking as a list row; `rescheduledFrom` is the date it was first booked for, when it moved. */
function toRow(
  { booking: b, tourTitle, merchantName }: repo.AdminBookingRecord,
  rescheduledFrom: string | null = null,
): AdminBookingRow {
  return {
    id: b.id,
    confirmationCode: b.confirmationCode,
    tourTitle,
    merchantName,
    customerName: b.fullName,
    customerEmail: b.email,
    date: b.localDate,
    time: b.startTime,
    status: b.status,
    checkedInAt: b.checkedInAt?.toISOString() ?? null,
    total: b.totalCents,
    paidAt: b.paidAt?.toISOString() ?? null,
    payoutId: b.payoutId,
    rescheduledFrom,
  };
}

export async function listBookings(db: Db, query: AdminBookingListQuery) {
  const { rows, total } = await repo.listBookings(db, {
    ...query,
    offset: offsetOf(query.page, query.limit),
  });
  const changes = await bookingChanges(
    db,
    rows.map((r) => r.booking.id),
  );
  return {
    bookings: rows.map((r) => toRow(r, changes.get(r.booking.id)?.[0]?.fromDate ?? null)),
    total,
  };
}

export async function bookingDetail(db: Db, id: string): Promise<AdminBookingDetail> {
  const record = await repo.findBookingRecord(db, id);
  if (!record) throw BOOKING_NOT_FOUND();
  const { booking: b } = record;
  const paymentRows = await repo.listPaymentsOfBooking(db, id);
  const changes = (await bookingChanges(db, [id])).get(id) ?? [];
  return {
    ...toRow(record, changes[0]?.fromDate ?? null),
    tourId: b.tourId,
    merchantId: record.merchantId,
    adults: b.adults,
    children: b.children,
    customerPhone: b.phone,
    hotel: b.hotel,
    specialRequirements: b.specialRequirements,
    createdAt: b.createdAt.toISOString(),
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    cancelReason: b.cancelReason,
    history: historyOfBooking(b, {}, changes),
    payments: paymentRows.map((p) => ({
      id: p.id,
      kind: p.kind,
      status: p.status,
      amount: p.amountCents,
      brand: p.brand,
      last4: p.last4,
      provider: p.provider,
      reference: p.providerReference,
      createdAt: p.createdAt.toISOString(),
    })),
    refund:
      b.refundCents !== null && b.refundPercent !== null
        ? { amount: b.refundCents, percent: b.refundPercent }
        : null,
    cancellation_tiers: b.cancellationTiers,
    refundCap: b.refundCapCents,
    giftCardAmount: b.giftCardCents,
    commissionPercent: b.commissionPercent,
    commission: b.commissionCents,
    net: b.merchantNetCents,
  };
}

/**
 * The staff cancel a pending or confirmed booking with a refund of their choosing (a percent of the
 * total, through the payment provider), release its seats and email the tourist. A booking already
 * paid out to its merchant is not refunded here.
 */
export async function cancelByStaff(
  ctx: { db: Db; payments: PaymentProvider },
  id: string,
  input: z.output<typeof adminCancelBookingSchema>,
  actorUserId: string,
) {
  await ctx.db.transaction(async (tx) => {
    const booking = await findBooking(tx, id, { forUpdate: true });
    if (!booking) throw BOOKING_NOT_FOUND();
    if (booking.payoutId) {
      throw conflict('BOOKING_PAID_OUT', m.errors_booking_paid_out());
    }
    let refundCents = 0;
    let refundPercent = 0;
    if (booking.status === 'pending') {
      await transitionToCancelled(tx, id, 'pending', { reason: 'cancelled_by_staff' });
    } else if (booking.status === 'confirmed') {
      const refund = cancellationRefund({
        totalCents: booking.totalCents,
        parkFeeCents: booking.parkFeeCents,
        hoursBeforeDeparture: 0,
        percent: input.refundPercent,
      });
      refundPercent = refund.percent;
      refundCents = refund.refundCents;
      await refundAndCancelConfirmed(tx, booking, {
        reason: 'cancelled_by_staff',
        refundCents,
        refundPercent,
      });
    } else {
      throw new AppError(
        409,
        'BOOKING_NOT_CANCELLABLE',
        m.errors_booking_not_cancellable({ status: BOOKING_STATUS_LABELS[booking.status].toLowerCase() }),
      );
    }
    await releaseSeats(tx, booking.departureId, booking.seats);
    const record = (await repo.findBookingRecord(tx, id))!;
    await recordAudit(tx, {
      actorUserId,
      action: 'booking.cancel',
      entityType: 'booking',
      entityId: id,
      before: { status: booking.status },
      after: { status: 'cancelled', refundCents, refundPercent },
      note: input.reason,
    });
    await emailBookingCancelledByStaff(
      tx,
      { ...booking, tourTitle: record.tourTitle, tourTitleEs: record.tourTitleEs, refundCents },
      input.reason,
    );
  });
  await sendPendingRefunds(ctx, { bookingIds: [id] });
  return bookingDetail(ctx.db, id);
}

export async function bookingsCsv(db: Db, query: Pick<AdminBookingListQuery, 'search' | 'status'>) {
  const { rows } = await repo.listBookings(db, {
    search: query.search,
    status: query.status,
    sortDirection: 'desc',
    limit: ADMIN_EXPORT_MAX_ROWS,
    offset: 0,
  });
  return toCsv(
    // The headers in the request's language; the cells stay data (codes, ISO dates, dollars).
    [
      m.admin_csv_booking_id(),
      m.admin_csv_confirmation_code(),
      m.admin_csv_tour(),
      m.admin_csv_merchant(),
      m.admin_csv_customer(),
      m.admin_csv_customer_email(),
      m.admin_csv_date(),
      m.admin_csv_time(),
      m.admin_csv_status(),
      m.admin_csv_total_usd(),
      m.admin_csv_commission_usd(),
      m.admin_csv_merchant_net_usd(),
      m.admin_csv_paid_at(),
      m.admin_csv_payout_id(),
    ],
    rows.map((record) => {
      const r = toRow(record);
      return [
        r.id,
        r.confirmationCode,
        r.tourTitle,
        r.merchantName,
        r.customerName,
        r.customerEmail,
        r.date,
        r.time,
        r.status,
        csvDollars(r.total),
        csvDollars(record.booking.commissionCents),
        csvDollars(record.booking.merchantNetCents),
        r.paidAt,
        r.payoutId,
      ];
    }),
  );
}
