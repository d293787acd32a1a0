import {
  alreadyCheckedInMessage,
  belizeToday,
  type CheckInLookup,
  type DepartureRef,
  departuresOn,
  formatClockTime,
  formatWeekdayDate,
  keysetPage,
  MERCHANT_TOUR_MESSAGES,
  type MerchantBooking,
  type MerchantBookingListQuery,
  type MerchantBookingListResponse,
  merchantBookingKeyOf,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { agentNamesOf } from '../agents/agents.service.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { bookingChanges } from '../bookings/booking-history.ts';
import { checkInBooking } from '../bookings/bookings.repository.ts';
import type { BookingContext } from '../bookings/bookings.service.ts';
import { findTourForMove } from '../bookings/reschedule.repository.ts';
import { joinDepartureAtCheckIn } from '../bookings/reschedule.service.ts';
import { resellerNamesOf } from '../octo/resellers.service.ts';
import { departuresOfMember } from '../resources/resources.service.ts';
import { accountName } from '../users/users.service.ts';
import { messagesOfBookings } from './departure-messages.service.ts';
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
    repo.listMerchantBookingDates(
      db,
      merchantId,
      { scope: query.scope, status: query.status, state: query.state },
      today,
    ),
  ]);
  const page = keysetPage(rows, query.limit, (row) => merchantBookingKeyOf(row.key));
  return { bookings: page.rows.map(toMerchantBooking), nextCursor: page.nextCursor, dates };
}

export async function getBookingDetail(db: Db, merchantId: string, id: string) {
  const row = await repo.findMerchantBooking(db, merchantId, id);
  if (!row) throw notFound('BOOKING_NOT_FOUND', m.errors_booking_not_found());
  const [paymentRows, changes, messages] = await Promise.all([
    repo.listPayments(db, id),
    bookingChanges(db, [id]),
    messagesOfBookings(db, [id]),
  ]);
  const checkedInBy = row.booking.checkedInByUserId
    ? await accountName(db, row.booking.checkedInByUserId)
    : undefined;
  const detail = toMerchantBookingDetail(
    row,
    paymentRows,
    changes.get(id) ?? [],
    messages.get(id) ?? [],
    checkedInBy,
  );
  const { resellerId } = row.booking;
  // Sold by a reseller through the OCTO API: its name on the booking (docs/octo.md).
  if (resellerId) {
    detail.resellerName = (await resellerNamesOf(db, [resellerId])).get(resellerId) ?? null;
    detail.sellerCommissionPercent = row.booking.resellerCommissionPercent;
  }
  // Booked for the guest by an agent: its name and rate (docs/decisions/039-agents.md).
  const { agentId } = row.booking;
  if (agentId) {
    detail.agentName = (await agentNamesOf(db, [agentId])).get(agentId) ?? null;
    detail.sellerCommissionPercent = row.booking.agentCommissionPercent;
  }
  return detail;
}

/** The departure a check-in is for: today's in Belize (any time), or the one the operator chose. */
interface CheckInTarget {
  departure?: DepartureRef;
}

const isExpected = (b: repo.BookingRow, today: string, target: CheckInTarget) =>
  b.localDate === today &&
  (!target.departure || (target.departure.date === b.localDate && target.departure.time === b.startTime));

/** "Cave Tubing, Sun, Dec 6 at 9:00 AM": the departure a booking is for, as check-in names it. */
function departureDetails(row: { booking: repo.BookingRow; tourTitle: string }) {
  const b = row.booking;
  return {
    tourTitle: row.tourTitle,
    date: b.localDate,
    time: b.startTime,
    text: m.day_departure_named({
      tour: row.tourTitle,
      date: formatWeekdayDate(b.localDate),
      time: formatClockTime(b.startTime),
    }),
  };
}

/**
 * Today's open departures of the booking's tour (in the schedule, or already made) that the party
 * fits on, other than its own; none when the booking cannot join one (a past day's, not confirmed,
 * checked in already).
 */
async function joinableToday(db: Db, b: repo.BookingRow, today: string, tour: { id: string }) {
  if (b.status !== 'confirmed' || b.checkedInAt || b.localDate < today) return [];
  const found = await findTourForMove(db, tour.id);
  if (!found) return [];
  const made = await repo.listDeparturesOnDate(db, tour.id, today);
  return departuresOn(found, today)
    .map((planned) => {
      const row = made.find((d) => d.startTime === planned.time);
      return {
        date: today,
        time: planned.time,
        closed: row?.closed ?? false,
        seatsLeft: row ? row.capacity - row.seatsTaken : planned.capacity,
      };
    })
    .filter((d) => !d.closed && d.seatsLeft >= b.seats && !(b.localDate === today && d.time === b.startTime))
    .map(({ date, time, seatsLeft }) => ({ date, time, seatsLeft }));
}

/**
 * The booking behind a code, for the Booking Found card, with whether it is for the departure being
 * checked in (today's, or `departure` when the operator chose one) and today's departures of its tour
 * it could join instead. Another merchant's booking is not found.
 */
export async function lookUpForCheckIn(
  db: Db,
  merchantId: string,
  code: string,
  target: CheckInTarget = {},
  guideUserId: string | null = null,
): Promise<CheckInLookup> {
  const row = await repo.findMerchantBookingByCode(db, merchantId, code);
  if (!row?.booking.confirmationCode) throw CHECK_IN_NOT_FOUND();
  if (guideUserId && !(await guideHas(db, merchantId, guideUserId, row.booking, target)))
    throw CHECK_IN_NOT_FOUND();
  const today = belizeToday();
  const b = row.booking;
  const expected = isExpected(b, today, target);
  return {
    ...toMerchantBooking(row),
    forToday: b.localDate === today,
    expected,
    joinable: expected ? [] : await joinableToday(db, b, today, { id: b.tourId }),
  };
}

/**
 * Whether a guide-role member may check this booking in: their linked guide is on its departure, or
 * on the departure it is being checked in at (a booking of another departure is not found for them).
 */
async function guideHas(
  db: Db,
  merchantId: string,
  guideUserId: string,
  b: { tourId: string; localDate: string; startTime: string },
  target: CheckInTarget,
) {
  const assigned = (await departuresOfMember(db, merchantId, guideUserId)) ?? [];
  return assigned.some(
    (d) =>
      d.tourId === b.tourId &&
      ((d.localDate === b.localDate && d.startTime === b.startTime) ||
        (d.localDate === target.departure?.date && d.startTime === target.departure?.time)),
  );
}

/** The 409 of a code for another departure than the one being checked in, naming the departure. */
function wrongDeparture(
  row: { booking: repo.BookingRow; tourTitle: string },
  today: string,
  target: CheckInTarget,
) {
  const named = departureDetails(row);
  const { text, ...details } = named;
  const passed = row.booking.localDate < today;
  return new AppError(
    409,
    'WRONG_DEPARTURE',
    passed
      ? m.day_wrong_departure_passed({ departure: text })
      : target.departure && target.departure.date === today
        ? m.day_wrong_departure_time({ departure: text, time: formatClockTime(target.departure.time) })
        : m.day_wrong_departure_today({ departure: text }),
    { ...details, today, passed },
  );
}

/**
 * Checks a paid guest in: a time on the confirmed booking, whose status stays confirmed until the
 * departure ends (the completion job then makes it completed). Only on the booking's own departure,
 * today in Belize (and the one chosen, if any): a code for another day or time is refused (409
 * WRONG_DEPARTURE) unless the operator confirms (`join`) that the guest joins today's `departure` of
 * the same tour, which moves the party there by the operator's move (seats checked), recorded, in
 * the same transaction as the check-in. A past day's booking is never checked in. Safe to retry: a
 * request repeated with the same `clientRequestId` (an offline queue replaying) gets the booking back
 * instead of a conflict.
 */
export async function checkIn(
  ctx: BookingContext,
  actor: MerchantActor & { guideUserId?: string | null },
  input: { confirmationCode: string; clientRequestId?: string; departure?: DepartureRef; join?: boolean },
  now = new Date(),
): Promise<MerchantBooking> {
  const { db } = ctx;
  const today = belizeToday(now);
  if (input.join && !input.departure) {
    throw badRequest(m.day_join_needs_departure(), [
      { field: 'departure', message: m.day_join_needs_departure() },
    ]);
  }
  if (input.join && input.departure && input.departure.date !== today) {
    throw badRequest(m.day_join_today_only(), [
      { field: 'departure.date', message: m.day_join_today_only() },
    ]);
  }
  const id = await db.transaction(async (tx) => {
    const row = await repo.findMerchantBookingByCode(tx, actor.merchantId, input.confirmationCode, {
      forUpdate: true,
    });
    if (!row?.booking.confirmationCode) throw CHECK_IN_NOT_FOUND();
    if (actor.guideUserId && !(await guideHas(tx, actor.merchantId, actor.guideUserId, row.booking, input)))
      throw CHECK_IN_NOT_FOUND();
    let b = row.booking;
    if (b.status === 'confirmed' && !b.checkedInAt) {
      if (!isExpected(b, today, input)) {
        if (!input.join || b.localDate < today) throw wrongDeparture(row, today, input);
        const to = input.departure!;
        await joinDepartureAtCheckIn(tx, ctx, actor, b, to, now);
        b = { ...b, localDate: to.date, startTime: to.time };
      }
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
        after: {
          status: 'confirmed',
          checkedInAt: at.toISOString(),
          departure: { date: b.localDate, time: b.startTime },
        },
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
