import {
  alreadyCheckedInMessage,
  belizeToday,
  keysetPage,
  MERCHANT_TOUR_MESSAGES,
  type MerchantBooking,
  type MerchantBookingListQuery,
  type MerchantBookingListResponse,
  merchantBookingKeyOf,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { bookingChanges } from '../bookings/booking-history.ts';
import { checkInBooking } from '../bookings/bookings.repository.ts';
import { resellerNamesOf } from '../octo/resellers.service.ts';
import { toMerchantBooking, toMerchantBookingDetail } from './merchant-booking.mapper.ts';
import * as repo from './merchant-bookings.repository.ts';

export interface MerchantActor {
  userId: string;
  merchantId: string;
}

const CHECK_IN_NOT_FOUND = () => notFound('BOOKING_NOT_FOUND', MERCHANT_TOUR_MESSAGES.checkInNotFound);

export async function listBookings(
  db: Db,
  merchantId: string,
  query: MerchantBookingListQuery,
): Promise<MerchantBookingListResponse> {
  const today = belizeToday();
  const [rows, dates] = await Promise.all([
    repo.listMerchantBookings(db, merchantId, query, today),
    repo.listMerchantBookingDates(db, merchantId, { scope: query.scope, status: query.status }, today),
  ]);
  const page = keysetPage(rows, query.limit, (row) => merchantBookingKeyOf(row.key));
  return { bookings: page.rows.map(toMerchantBooking), nextCursor: page.nextCursor, dates };
}

export async function getBookingDetail(db: Db, merchantId: string, id: string) {
  const row = await repo.findMerchantBooking(db, merchantId, id);
  if (!row) throw notFound('BOOKING_NOT_FOUND', m.errors_booking_not_found());
  const [paymentRows, changes] = await Promise.all([repo.listPayments(db, id), bookingChanges(db, [id])]);
  const detail = toMerchantBookingDetail(row, paymentRows, changes.get(id) ?? []);
  const { resellerId } = row.booking;
  // Sold by a reseller through the OCTO API: its name on the booking (docs/octo.md).
  if (resellerId) detail.resellerName = (await resellerNamesOf(db, [resellerId])).get(resellerId) ?? null;
  return detail;
}

/** The booking behind a code, for the Booking Found card; another merchant's booking is not found. */
export async function lookUpForCheckIn(db: Db, merchantId: string, code: string): Promise<MerchantBooking> {
  const row = await repo.findMerchantBookingByCode(db, merchantId, code);
  if (!row?.booking.confirmationCode) throw CHECK_IN_NOT_FOUND();
  return toMerchantBooking(row);
}

/**
 * Checks a paid guest in: a time on the confirmed booking, whose status stays confirmed until the
 * departure ends (the completion job then makes it completed). Safe to retry: a request repeated with
 * the same `clientRequestId` (an offline queue replaying) gets the booking back instead of a conflict.
 */
export async function checkIn(
  db: Db,
  actor: MerchantActor,
  input: { confirmationCode: string; clientRequestId?: string },
): Promise<MerchantBooking> {
  const id = await db.transaction(async (tx) => {
    const row = await repo.findMerchantBookingByCode(tx, actor.merchantId, input.confirmationCode, {
      forUpdate: true,
    });
    if (!row?.booking.confirmationCode) throw CHECK_IN_NOT_FOUND();
    const b = row.booking;
    if (b.status === 'confirmed' && !b.checkedInAt) {
      const at = new Date();
      if (!(await checkInBooking(tx, b.id, { checkedInByUserId: actor.userId, at }))) {
        throw new AppError(409, 'BOOKING_CHANGED', m.errors_booking_changed_look_again());
      }
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: 'booking.check_in',
        entityType: 'booking',
        entityId: b.id,
        before: { status: 'confirmed', checkedInAt: null },
        after: { status: 'confirmed', checkedInAt: at.toISOString() },
        note: input.clientRequestId,
      });
      return b.id;
    }
    if ((b.status === 'confirmed' || b.status === 'completed') && b.checkedInAt) {
      if (input.clientRequestId && (await repo.hasCheckInRequest(tx, b.id, input.clientRequestId)))
        return b.id;
      throw new AppError(409, 'ALREADY_CHECKED_IN', alreadyCheckedInMessage(b.checkedInAt), {
        checkedInAt: b.checkedInAt.toISOString(),
      });
    }
    if (b.status === 'no_show') {
      throw new AppError(409, 'BOOKING_NO_SHOW', m.errors_booking_no_show());
    }
    if (b.status === 'completed') {
      throw new AppError(409, 'BOOKING_COMPLETED', m.errors_booking_completed());
    }
    if (b.status === 'cancelled') {
      throw new AppError(409, 'BOOKING_CANCELLED', m.errors_booking_cancelled_no_check_in());
    }
    throw new AppError(409, 'BOOKING_NOT_PAID', m.errors_booking_not_paid());
  });
  return toMerchantBooking(await repo.findBookingWithTour(db, id));
}
