import { randomUUID } from 'node:crypto';
import {
  addDays,
  adultPriceOn,
  BOOKABLE_DAYS_AHEAD,
  BOOKING_MESSAGES,
  belizeTimeNow,
  belizeToday,
  canRescheduleAt,
  departuresOn,
  hoursUntilDeparture,
  inLanguage,
  MESSAGES,
  type MoveOptions,
  PAYMENT_MESSAGES,
  quoteBooking,
  RESCHEDULE_MIN_HOURS_BEFORE,
  type RescheduleOptions,
  type RescheduleQuote,
  type rescheduleBookingSchema,
  rescheduleDifference,
  rescheduleRule,
  weekdayOf,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { currentLocale } from '../../lib/locale.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { enqueueRescheduleEmails } from '../notifications/notifications.service.ts';
import {
  type ApprovedCharge,
  chargeOnce,
  type PaymentRequiresAction,
  paymentDeclined,
  priorPayment,
  recordCharge,
  requiresActionMessage,
} from '../payments/charge-once.ts';
import { departureFor, partyFor, quoteFor } from './booking-terms.ts';
import * as repo from './bookings.repository.ts';
import {
  type BookingAccess,
  type BookingContext,
  canSee,
  refundToPayers,
  sendPendingRefunds,
  view,
} from './bookings.service.ts';
import * as changes from './reschedule.repository.ts';

/** Where a booking moves: a date of the same tour (at its start time) and a party. */
interface Target {
  date: string;
  /** The departure of the date; absent: the booking's own time when the date has it, else its only one. */
  startTime?: string;
  adults: number;
  children: number;
}

type Mover =
  | { by: 'tourist'; userId?: string }
  /** The operator moves the party (`operator`), or the guest joins today's departure at check-in (`check_in`). */
  | { by: 'operator' | 'check_in'; userId: string; merchantId: string };

/**
 * A move made because the operator closed the booking's departure (decision 035): the guest's email
 * gives the reason and a link (made for the departure moved to) to refuse the move for a full refund.
 */
export interface MoveClosure {
  reason: string;
  refuseLink: (toDepartureId: string) => string;
}

const BOOKING_NOT_FOUND = () => notFound('BOOKING_NOT_FOUND', BOOKING_MESSAGES.bookingNotFound);
const dateIssue = (message: string) => badRequest(message, [{ field: 'date', message }]);
export const tooLateMessage = () => m.errors_reschedule_too_late({ hours: RESCHEDULE_MIN_HOURS_BEFORE });

/** The checks every move passes, before and again inside the transaction that moves the seats. */
function checkMove(
  booking: repo.BookingRow,
  tour: changes.MoveTour | undefined,
  target: Target,
  mover: Mover,
  now: Date,
) {
  if (!tour || (mover.by !== 'tourist' && tour.merchantId !== mover.merchantId)) throw BOOKING_NOT_FOUND();
  if (booking.status !== 'confirmed' || booking.checkedInAt) {
    throw new AppError(409, 'BOOKING_NOT_RESCHEDULABLE', m.errors_booking_not_reschedulable());
  }
  if (mover.by === 'tourist') {
    if (!canRescheduleAt(hoursUntilDeparture(booking.localDate, booking.startTime, now)))
      throw new AppError(409, 'RESCHEDULE_TOO_LATE', tooLateMessage());
    if (!tour.bookable) throw new AppError(409, 'TOUR_NOT_BOOKABLE', m.errors_tour_not_bookable());
  }
  const today = belizeToday(now);
  if (target.date < today) throw dateIssue(m.errors_date_today_or_later());
  if (target.date > addDays(today, BOOKABLE_DAYS_AHEAD - 1)) throw dateIssue(MESSAGES.dateOutOfRange);
  // At check-in the guest is at the boat: today's departure may be minutes past its start.
  const departure = departureFor(
    tour,
    target.date,
    target.startTime ?? sameTimeIfRunning(tour, booking, target),
    mover.by === 'check_in' ? undefined : now,
  );
  partyFor(tour, targetParty(booking, target));
  if (
    target.date === booking.localDate &&
    departure.time === booking.startTime &&
    target.adults === booking.adults &&
    target.children === booking.children
  ) {
    throw dateIssue(m.errors_choose_other_date_or_party());
  }
}

/** The party after the move: the adults and children chosen, the booking's other guest types as they are. */
function targetParty(booking: repo.BookingRow, target: Target) {
  return {
    adults: target.adults,
    children: target.children,
    infants: booking.infants,
    seniors: booking.seniors,
    residents: booking.residents,
  };
}

/** The booking's own start time when the target date also departs then (a date-only move keeps it). */
function sameTimeIfRunning(tour: changes.MoveTour, booking: repo.BookingRow, target: Target) {
  return departuresOn(tour, target.date).some((d) => d.time === booking.startTime)
    ? booking.startTime
    : undefined;
}

/** The departure the move goes to. */
function targetDeparture(tour: changes.MoveTour, booking: repo.BookingRow, target: Target) {
  return departureFor(tour, target.date, target.startTime ?? sameTimeIfRunning(tour, booking, target));
}

/**
 * What the move costs: the new party at the tour's price today, or (operator) the booking as it is.
 * A smaller party is refunded by the booking's policy tier now, and the refund of later
 * cancellations is capped at what cancelling now would give (`rescheduleDifference`).
 */
async function plan(
  db: Db,
  booking: repo.BookingRow,
  tour: changes.MoveTour,
  target: Target,
  mover: Mover,
  now: Date,
) {
  const waived = mover.by !== 'tourist';
  const quote = quoteFor(tour, target.date, partyFor(tour, targetParty(booking, target)), {
    pickupFeeCents: booking.pickupFeeCents,
  });
  const money = rescheduleDifference({
    paidTotalCents: booking.totalCents,
    paidParkFeeCents: booking.parkFeeCents,
    hoursBeforeDeparture: hoursUntilDeparture(booking.localDate, booking.startTime, now),
    tiers: booking.cancellationTiers,
    refundCapCents: booking.refundCapCents,
    newTotalCents: quote.totalCents,
    newParkFeeCents: waived ? booking.parkFeeCents : quote.parkFee.onlineCents,
    giftCardCents: booking.giftCardCents,
    cardPaidCents: await changes.cardNetPaid(db, booking.id),
    commissionPercent: booking.commissionPercent ?? 0,
    waived,
  });
  return { quote, money, waived };
}

const seatsGone = (closed: boolean, left: number) =>
  closed
    ? new AppError(409, 'BOOKING_DATE_CLOSED', MESSAGES.closed)
    : left <= 0
      ? new AppError(409, 'BOOKING_SOLD_OUT', m.errors_reschedule_sold_out({ soldOut: MESSAGES.soldOut }))
      : new AppError(
          409,
          'BOOKING_NOT_ENOUGH_SEATS',
          m.errors_reschedule_not_enough_seats({ spotsLeft: MESSAGES.spotsLeft(left) }),
        );

/**
 * Moves the booking inside the caller's transaction (booking row locked, checks passed): the new
 * departure's seats are taken by the single conditional statement of every hold (`takeSeats`: never
 * past capacity, never on a closed date) and the old seats freed, both departures locked in id order;
 * the charge or refund of the difference is recorded; the change goes into the booking's history.
 * Returns the refusal (nothing written) when the seats are not there.
 */
async function applyMove(
  tx: Db,
  ctx: BookingContext,
  booking: repo.BookingRow,
  tour: changes.MoveTour,
  target: Target,
  mover: Mover,
  planned: Awaited<ReturnType<typeof plan>>,
  charge: ApprovedCharge | null,
  closure?: MoveClosure,
): Promise<AppError | undefined> {
  const departure = targetDeparture(tour, booking, target);
  const to = await repo.ensureDeparture(tx, {
    tourId: tour.id,
    localDate: target.date,
    startTime: departure.time,
    capacity: departure.capacity,
  });
  const locked = await changes.lockDepartures(tx, [booking.departureId, to.id]);
  const newDeparture = locked.find((d) => d.id === to.id)!;
  const same = to.id === booking.departureId;
  const oldSeats = booking.seats;
  const newSeats = planned.quote.seats;
  const left = newDeparture.capacity - newDeparture.seatsTaken + (same ? oldSeats : 0);
  if (newDeparture.closed || newSeats > left) return seatsGone(newDeparture.closed, left);

  if (same) await repo.releaseSeats(tx, booking.departureId, oldSeats);
  if (!(await repo.takeSeats(tx, to.id, newSeats))) throw seatsGone(false, 0);
  if (!same) await repo.releaseSeats(tx, booking.departureId, oldSeats);

  const { money, quote, waived } = planned;
  const changeId = randomUUID();
  const chargedCents = charge?.amountCents ?? 0;
  if (charge) await recordCharge(tx, { bookingId: booking.id }, charge, ctx.payments.name);
  const { toGiftCards, toCard } =
    money.refundCents > 0
      ? await refundToPayers(tx, booking, money.refundCents, {
          key: (from) => `reschedule-refund:${changeId}:${from.id}`,
          actorUserId: mover.userId ?? null,
        })
      : { toGiftCards: 0, toCard: 0 };
  const refunded = toGiftCards + toCard;
  const moved = await changes.moveConfirmedBooking(tx, booking.id, {
    departureId: to.id,
    localDate: target.date,
    startTime: departure.time,
    adults: target.adults,
    children: target.children,
    ...(waived
      ? {}
      : {
          adultPriceCents: quote.adultPriceCents,
          childPriceCents: quote.childPriceCents,
          parkFeeCents: quote.parkFee.onlineCents,
          parkFeeCashCents: quote.parkFee.cashCents,
          totalCents: booking.totalCents + chargedCents - refunded,
          giftCardCents: booking.giftCardCents - toGiftCards,
          commissionCents: money.commissionCents,
          merchantNetCents: money.merchantNetCents,
          refundCapCents: money.refundCapCentsAfter,
        }),
  });
  if (!moved) throw new AppError(409, 'BOOKING_NOT_RESCHEDULABLE', m.errors_booking_changed_nothing_moved());
  await changes.insertBookingChange(tx, {
    id: changeId,
    bookingId: booking.id,
    by: mover.by,
    actorUserId: mover.userId ?? null,
    fromDepartureId: booking.departureId,
    toDepartureId: to.id,
    fromDate: booking.localDate,
    fromTime: booking.startTime,
    toDate: target.date,
    toTime: departure.time,
    fromAdults: booking.adults,
    fromChildren: booking.children,
    toAdults: target.adults,
    toChildren: target.children,
    fromTotalCents: booking.totalCents,
    toTotalCents: booking.totalCents + chargedCents - refunded,
    chargedCents,
    refundedCents: refunded,
  });
  await recordAudit(tx, {
    actorUserId: mover.userId ?? null,
    action:
      mover.by === 'check_in'
        ? 'booking.join_at_check_in'
        : mover.by === 'operator'
          ? 'booking.move_by_operator'
          : 'booking.reschedule',
    entityType: 'booking',
    entityId: booking.id,
    before: {
      date: booking.localDate,
      time: booking.startTime,
      adults: booking.adults,
      children: booking.children,
      totalCents: booking.totalCents,
    },
    after: {
      date: target.date,
      time: departure.time,
      adults: target.adults,
      children: target.children,
      chargedCents,
      refundedCents: refunded,
    },
  });
  // The tourist's confirmation (with the updated calendar file) and the operator's notice; a guest
  // joining today's departure at check-in is at the dock, with the operator: nothing to mail.
  if (mover.by === 'check_in') return undefined;
  await enqueueRescheduleEmails(
    tx,
    {
      bookingId: booking.id,
      previous: {
        localDate: booking.localDate,
        startTime: booking.startTime,
        adults: booking.adults,
        children: booking.children,
      },
      chargedCents,
      refundedCents: refunded,
      by: mover.by === 'tourist' ? 'tourist' : 'operator',
      closure: closure && { reason: closure.reason, refuseLink: () => closure.refuseLink(to.id) },
    },
    { publicUrl: ctx.publicUrl },
  );
  return undefined;
}

/** The dates of the next 60 days the tour runs and takes bookings, with the seats left on each. */
async function openDates(db: Db, booking: repo.BookingRow, tour: changes.MoveTour, now: Date) {
  const today = belizeToday(now);
  const last = addDays(today, BOOKABLE_DAYS_AHEAD - 1);
  const rows = await changes.listDeparturesBetween(db, tour.id, tour.startTime, today, last);
  const dates: RescheduleOptions['dates'] = [];
  for (let date = today; date <= last; date = addDays(date, 1)) {
    if (!tour.scheduleDays.includes(weekdayOf(date))) continue;
    if (date === today && belizeTimeNow(now) >= tour.startTime) continue;
    const row = rows.find((r) => r.localDate === date);
    if (row?.closed) continue;
    const own = row && row.id === booking.departureId ? booking.adults + booking.children : 0;
    const seatsLeft = row ? row.capacity - row.seatsTaken + own : tour.maxGroupSize;
    const price = adultPriceOn(
      { priceCents: tour.sellingPriceCents, seasons: tour.seasons, priceRules: tour.priceRules },
      date,
    );
    if (seatsLeft > 0) dates.push({ date, seatsLeft, price });
  }
  return dates;
}

/** The dates a booking can move to, with seats left, and the prices and rule the page shows. */
export async function rescheduleOptions(
  ctx: BookingContext,
  id: string,
  access: BookingAccess,
  now = new Date(),
): Promise<RescheduleOptions> {
  const booking = await repo.findBooking(ctx.db, id);
  if (!booking || !canSee(booking, access)) throw BOOKING_NOT_FOUND();
  const tour = await changes.findTourForMove(ctx.db, booking.tourId);
  if (!tour) throw BOOKING_NOT_FOUND();
  const dates = await openDates(ctx.db, booking, tour, now);
  const hours = hoursUntilDeparture(booking.localDate, booking.startTime, now);
  const deadline = new Date(now.getTime() + (hours - RESCHEDULE_MIN_HOURS_BEFORE) * 3_600_000);
  const quote = quoteBooking({ priceCents: tour.sellingPriceCents, adults: 1, children: 0 });
  return {
    bookingId: booking.id,
    tourTitle: inLanguage(currentLocale(), { title: { en: tour.title, es: tour.titleEs } }).values.title,
    date: booking.localDate,
    time: booking.startTime,
    adults: booking.adults,
    children: booking.children,
    paidTotal: booking.totalCents,
    adultPrice: quote.adultPriceCents,
    childPrice: quote.childPriceCents,
    parkFee:
      tour.parkFeeAdultCents > 0 || tour.parkFeeChildCents > 0
        ? { adult: tour.parkFeeAdultCents, child: tour.parkFeeChildCents, payment: tour.parkFeePayment }
        : null,
    maxGroupSize: tour.maxGroupSize,
    allowed:
      booking.status === 'confirmed' && !booking.checkedInAt && canRescheduleAt(hours) && tour.bookable,
    deadline: deadline.toISOString(),
    rule: rescheduleRule(),
    dates,
  };
}

/**
 * What the tourist's move to this date and party would cost, by the same checks and plan as the move
 * itself (the season's price of the new date, the policy's refund of a smaller party).
 */
export async function rescheduleQuote(
  ctx: BookingContext,
  id: string,
  access: BookingAccess,
  target: Target,
  now = new Date(),
): Promise<RescheduleQuote> {
  const booking = await repo.findBooking(ctx.db, id);
  if (!booking || !canSee(booking, access)) throw BOOKING_NOT_FOUND();
  const tour = await changes.findTourForMove(ctx.db, booking.tourId);
  const mover: Mover = { by: 'tourist', userId: access.userId };
  checkMove(booking, tour, target, mover, now);
  const { money } = await plan(ctx.db, booking, tour!, target, mover, now);
  return {
    totalCents: money.totalCents,
    chargeCents: money.chargeCents,
    refundCents: money.refundCents,
  };
}

/**
 * The tourist moves a confirmed booking to another date and/or party size, up to 24 hours before
 * its departure. A higher total is charged by card in two steps (payments/charge-once.ts: authorized
 * outside any transaction under the Idempotency-Key, then recorded with the seat move in one short
 * transaction, or voided when the seats went meanwhile); a lower one is refunded, gift cards first,
 * the card's part asked of the gateway after the commit.
 */
export async function rescheduleBooking(
  ctx: BookingContext,
  id: string,
  access: BookingAccess,
  input: z.output<typeof rescheduleBookingSchema>,
  idempotencyKey: string,
  now = new Date(),
): Promise<Awaited<ReturnType<typeof view>> | PaymentRequiresAction> {
  const target: Target = {
    date: input.date,
    startTime: input.startTime,
    adults: input.adults,
    children: input.children,
  };
  const mover: Mover = { by: 'tourist', userId: access.userId };
  const chargeTarget = { bookingId: id };
  let prepared: { departureId: string; adults: number; children: number; totalCents: number } | undefined;
  const card = {
    cardName: input.cardName,
    cardNumber: input.cardNumber,
    expiryDate: input.expiryDate,
    cvv: input.cvv,
  };
  const result = await chargeOnce<'moved'>(
    ctx,
    {
      target: chargeTarget,
      idempotencyKey: `reschedule:${idempotencyKey}`,
      card,
      async prepare(tx) {
        const booking = await repo.findBooking(tx, id, { forUpdate: true });
        if (!booking || !canSee(booking, access)) throw BOOKING_NOT_FOUND();
        const earlier = await priorPayment(tx, chargeTarget, `reschedule:${idempotencyKey}`);
        if (earlier?.status === 'declined') throw paymentDeclined(PAYMENT_MESSAGES.failed);
        if (earlier) return { done: 'moved' };
        const tour = await changes.findTourForMove(tx, booking.tourId);
        checkMove(booking, tour, target, mover, now);
        const planned = await plan(tx, booking, tour!, target, mover, now);
        prepared = booking;
        return {
          charge: {
            amountCents: planned.money.chargeCents,
            description: `BelizePass booking ${booking.id}: change of date or party`,
          },
        };
      },
      async record(tx, charge) {
        const booking = await repo.findBooking(tx, id, { forUpdate: true });
        if (!booking) return { refuse: BOOKING_NOT_FOUND() };
        if (await priorPayment(tx, chargeTarget, `reschedule:${idempotencyKey}`)) return { value: 'moved' };
        const tour = await changes.findTourForMove(tx, booking.tourId);
        try {
          checkMove(booking, tour, target, mover, now);
        } catch (error) {
          return { refuse: error as Error };
        }
        const unchanged =
          prepared &&
          prepared.departureId === booking.departureId &&
          prepared.adults === booking.adults &&
          prepared.children === booking.children &&
          prepared.totalCents === booking.totalCents;
        const planned = await plan(tx, booking, tour!, target, mover, now);
        if (!unchanged || planned.money.chargeCents !== (charge?.amountCents ?? 0)) {
          return {
            refuse: new AppError(409, 'PAYMENT_AMOUNT_CHANGED', m.errors_reschedule_price_changed()),
          };
        }
        const refusal = await applyMove(tx, ctx, booking, tour!, target, mover, planned, charge);
        return refusal ? { refuse: refusal } : { value: 'moved' };
      },
    },
    PAYMENT_MESSAGES.failed,
  );
  if (result.status === 'requires_action') {
    return {
      status: 'requires_action',
      paymentReference: result.reference,
      message: requiresActionMessage(),
    };
  }
  await sendPendingRefunds(ctx, { bookingIds: [id] });
  return view(ctx.db, id);
}

/**
 * The operator moves a guest's party, as it is, to another date (weather, a broken boat): the same
 * seat rule and history, no 24-hour limit, and no money changes hands (the price difference is waived).
 */
export async function moveBookingByOperator(
  ctx: BookingContext,
  actor: { userId: string; merchantId: string },
  id: string,
  date: string,
  now = new Date(),
  startTime?: string,
) {
  await ctx.db.transaction((tx) => moveByOperatorInTx(tx, ctx, actor, id, { date, startTime }, now));
  return view(ctx.db, id);
}

/**
 * The operator's move inside the caller's transaction (a departure closed with its guests moved
 * moves them all in one): throws the refusal, so the caller's whole transaction is rolled back.
 */
export async function moveByOperatorInTx(
  tx: Db,
  ctx: BookingContext,
  actor: { userId: string; merchantId: string },
  id: string,
  to: { date: string; startTime?: string },
  now = new Date(),
  closure?: MoveClosure,
) {
  const mover: Mover = { by: 'operator', ...actor };
  const booking = await repo.findBooking(tx, id, { forUpdate: true });
  if (!booking) throw BOOKING_NOT_FOUND();
  const tour = await changes.findTourForMove(tx, booking.tourId);
  const target = {
    date: to.date,
    startTime: to.startTime,
    adults: booking.adults,
    children: booking.children,
  };
  checkMove(booking, tour, target, mover, now);
  const planned = await plan(tx, booking, tour!, target, mover, now);
  const refusal = await applyMove(tx, ctx, booking, tour!, target, mover, planned, null, closure);
  if (refusal) throw refusal;
}

/**
 * The dates the operator can move a guest's party to: other dates of the tour with seats for the
 * whole party, and whether the booking can be moved at all (confirmed, not checked in). Another
 * merchant's booking is not found.
 */
export async function moveOptions(
  ctx: BookingContext,
  actor: { merchantId: string },
  id: string,
  now = new Date(),
): Promise<MoveOptions> {
  const booking = await repo.findBooking(ctx.db, id);
  const tour = booking && (await changes.findTourForMove(ctx.db, booking.tourId));
  if (!booking || !tour || tour.merchantId !== actor.merchantId) throw BOOKING_NOT_FOUND();
  const party = booking.adults + booking.children;
  const dates = (await openDates(ctx.db, booking, tour, now)).filter(
    (d) => d.date !== booking.localDate && d.seatsLeft >= party,
  );
  return {
    bookingId: booking.id,
    date: booking.localDate,
    time: booking.startTime,
    adults: booking.adults,
    children: booking.children,
    allowed: booking.status === 'confirmed' && !booking.checkedInAt,
    dates,
  };
}

/**
 * At check-in, the guest joins today's departure `time` of the booking's tour (inside the caller's
 * transaction, the booking locked): the party as it is moves there by the operator's move (seats
 * checked, never past capacity or onto a closed departure, no money changes hands), recorded as
 * joined at check-in. Throws the refusal when it cannot.
 */
export async function joinDepartureAtCheckIn(
  tx: Db,
  ctx: BookingContext,
  actor: { userId: string; merchantId: string },
  booking: repo.BookingRow,
  target: { date: string; time: string },
  now = new Date(),
) {
  const mover: Mover = { by: 'check_in', ...actor };
  const tour = await changes.findTourForMove(tx, booking.tourId);
  const move = {
    date: target.date,
    startTime: target.time,
    adults: booking.adults,
    children: booking.children,
  };
  checkMove(booking, tour, move, mover, now);
  const planned = await plan(tx, booking, tour!, move, mover, now);
  const refusal = await applyMove(tx, ctx, booking, tour!, move, mover, planned, null);
  if (refusal) throw refusal;
}
