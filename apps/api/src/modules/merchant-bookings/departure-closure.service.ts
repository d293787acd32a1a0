import {
  addDays,
  BOOKABLE_DAYS_AHEAD,
  belizeTimeNow,
  belizeToday,
  type CloseDepartureBody,
  type CloseDepartureResponse,
  type ClosurePreview,
  cancellationRefund,
  departureStartInstant,
  departuresOn,
  formatClockTime,
  formatLongDate,
  inLanguage,
  type MerchantDeparture,
  type ReopenDepartureBody,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { currentLocale, withLocale } from '../../lib/locale.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import * as bookingsRepo from '../bookings/bookings.repository.ts';
import { refundAndCancelConfirmed, sendPendingRefunds } from '../bookings/bookings.service.ts';
import { makeMoveRefusalToken } from '../bookings/move-refusal-token.ts';
import { moveByOperatorInTx } from '../bookings/reschedule.service.ts';
import { siteLink } from '../mail/email-text.ts';
import { enqueueEmail } from '../mail/mail.repository.ts';
import { findMerchantTour } from '../merchant-tours/merchant-tours.repository.ts';
import {
  bookingLocales,
  calendarAttachment,
  linkSigningSecret,
} from '../notifications/notifications.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { cancellationEmail, rebookLink } from './closure-emails.ts';
import * as ops from './departure-ops.repository.ts';
import * as repo from './merchant-bookings.repository.ts';
import type { MerchantActor } from './merchant-bookings.service.ts';

/**
 * Closing a departure (weather, a broken boat) and reopening it (decision 035): what it affects,
 * each paid guest moved to another departure of the tour or cancelled with a full refund, in one
 * transaction; the card refunds asked of the gateway after the commit.
 */

/** A merchant can close dates up to a year ahead. */
const CLOSE_DAYS_AHEAD = 366;
/** The days after the closed date whose departures a move is offered to. */
const TARGET_DAYS = 14;
const TOUR_NOT_FOUND = () => notFound('TOUR_NOT_FOUND', m.errors_tour_not_found());
const issue = (field: string, message: string) => badRequest(message, [{ field, message }]);

export function toDeparture(d: repo.DepartureRow, bookingCount: number): MerchantDeparture {
  return {
    id: d.id,
    date: d.localDate,
    time: d.startTime,
    capacity: d.capacity,
    seatsTaken: d.seatsTaken,
    closed: d.closed,
    closedReason: d.closedReason,
    bookingCount,
  };
}

const guestsOf = (b: repo.BookingRow) => b.adults + b.children + b.infants + b.seniors + b.residents;

/** The open departures of the tour with seats left, from the date over the next two weeks (not the closed ones). */
async function moveTargets(
  db: Db,
  tour: NonNullable<Awaited<ReturnType<typeof findMerchantTour>>>['tour'],
  date: string,
  except: Set<string>,
  now: Date,
) {
  const today = belizeToday(now);
  const from = date < today ? today : date;
  const to = addDays(from, TARGET_DAYS);
  const last = addDays(today, BOOKABLE_DAYS_AHEAD - 1);
  const rows = await ops.listTourDeparturesBetween(db, tour.id, from, to);
  const targets: ClosurePreview['targets'] = [];
  for (let day = from; day <= to && day <= last; day = addDays(day, 1)) {
    for (const planned of departuresOn(tour, day)) {
      if (except.has(`${day} ${planned.time}`)) continue;
      if (day === today && belizeTimeNow(now) >= planned.time) continue;
      const row = rows.find((r) => r.localDate === day && r.startTime === planned.time);
      if (row?.closed) continue;
      const seatsLeft = row ? row.capacity - row.seatsTaken : planned.capacity;
      if (seatsLeft > 0) targets.push({ date: day, time: planned.time, seatsLeft });
    }
  }
  return targets;
}

/** What closing a date's departure (or all of the date's) affects: its bookings, guests and seats. */
export async function closurePreview(
  db: Db,
  merchantId: string,
  tourId: string,
  date: string,
  time: string | undefined,
  now = new Date(),
): Promise<ClosurePreview> {
  const found = await findMerchantTour(db, merchantId, tourId);
  if (!found) throw TOUR_NOT_FOUND();
  const { tour } = found;
  const onDate = (await repo.listDeparturesOnDate(db, tourId, date)).filter(
    (d) => !time || d.startTime === time,
  );
  const live = await ops.listLiveBookingsOnDepartures(
    db,
    onDate.map((d) => d.id),
  );
  const closedTimes = new Set(
    (time ? [time] : [...onDate.map((d) => d.startTime), ...departuresOn(tour, date).map((d) => d.time)]).map(
      (t) => `${date} ${t}`,
    ),
  );
  return {
    tourId,
    date,
    time: time ?? null,
    closed: onDate.length > 0 && onDate.every((d) => d.closed),
    closedReason: onDate.find((d) => d.closed)?.closedReason ?? null,
    bookings: live.length,
    guests: live.reduce((n, b) => n + guestsOf(b), 0),
    seats: live.reduce((n, b) => n + b.seats, 0),
    list: live.map((b) => ({
      bookingId: b.id,
      customerName: b.fullName,
      confirmationCode: b.confirmationCode,
      time: b.startTime,
      seats: b.seats,
      guests: guestsOf(b),
      paid: b.status === 'confirmed',
      checkedIn: Boolean(b.checkedInAt),
    })),
    targets: await moveTargets(db, tour, date, closedTimes, now),
  };
}

/** Each paid booking's action: its own choice, else the closure's. */
function actionsOf(input: CloseDepartureBody, live: repo.BookingRow[]) {
  const chosen = new Map((input.guests ?? []).map((g) => [g.bookingId, g.action]));
  for (const id of chosen.keys())
    if (!live.some((b) => b.id === id)) throw issue('guests', m.departure_error_guest_unknown());
  return (b: repo.BookingRow) => (b.status === 'confirmed' ? (chosen.get(b.id) ?? input.action) : 'refund');
}

/**
 * Closes a departure (or every departure of the date): no one can book it any more; each paid
 * booking on it is moved to `moveTo` or cancelled with a full refund, each unpaid hold cancelled,
 * each guest emailed, all in one transaction. When the departure moved to has fewer seats than the
 * moved guests need, the whole closure is refused (409 naming the seats missing) and nothing changes.
 */
export async function closeDeparture(
  ctx: { db: Db; payments: PaymentProvider; publicUrl?: string },
  actor: MerchantActor,
  tourId: string,
  input: CloseDepartureBody,
  now = new Date(),
): Promise<CloseDepartureResponse> {
  const today = belizeToday(now);
  if (input.date < today) throw issue('date', m.errors_choose_today_or_later());
  if (input.date > addDays(today, CLOSE_DAYS_AHEAD)) throw issue('date', m.errors_choose_within_year());
  const moving = input.action === 'move' || (input.guests ?? []).some((g) => g.action === 'move');
  if (moving && !input.moveTo) throw issue('moveTo', m.departure_error_move_to_required());
  if (moving && !input.time) throw issue('time', m.departure_error_time_required_to_move());
  if (moving && input.moveTo?.date === input.date && input.moveTo.time === input.time)
    throw issue('moveTo', m.departure_error_move_to_same());
  const secret = moving ? await linkSigningSecret(ctx.db) : '';
  const publicUrl = ctx.publicUrl ?? '';

  const closed = await ctx.db.transaction(async (tx) => {
    const found = await findMerchantTour(tx, actor.merchantId, tourId, { forUpdate: true });
    if (!found) throw TOUR_NOT_FOUND();
    const { tour } = found;
    // Every departure the schedule offers that day gets its row (so none stays on sale), or the one
    // asked for; departures already there (a time since taken out of the schedule) close with them.
    const planned = departuresOn(tour, input.date).filter((d) => !input.time || d.time === input.time);
    if (input.time && planned.length === 0) planned.push({ time: input.time, capacity: tour.maxGroupSize });
    const ensured: { id: string }[] = [];
    for (const d of planned)
      ensured.push(
        await bookingsRepo.ensureDeparture(tx, {
          tourId,
          localDate: input.date,
          startTime: d.time,
          capacity: d.capacity,
        }),
      );
    const onDate = (await repo.lockDeparturesOnDate(tx, tourId, input.date)).filter(
      (d) => !input.time || d.startTime === input.time,
    );
    const before = onDate.find((d) => d.id === ensured[0]?.id) ?? onDate[0]!;
    const ids = onDate.map((d) => d.id);
    await repo.closeDepartures(tx, ids, input.reason);

    const live = await repo.lockLiveBookingsOnDepartures(tx, ids);
    const actionOf = actionsOf(input, live);
    const movers = live.filter((b) => actionOf(b) === 'move');
    if (movers.length > 0) await checkTargetSeats(tx, tour, input.moveTo!, movers);

    const cancelled: { id: string; refundCents: number }[] = [];
    for (const booking of movers) {
      await moveByOperatorInTx(
        tx,
        { ...ctx, publicUrl },
        actor,
        booking.id,
        { date: input.moveTo!.date, startTime: input.moveTo!.time },
        now,
        {
          reason: input.reason,
          refuseLink: (departureId) =>
            siteLink(
              publicUrl,
              `/bookings/refuse-move?token=${makeMoveRefusalToken(secret, booking.id, departureId)}`,
            ),
        },
      );
    }
    for (const booking of live.filter((b) => actionOf(b) === 'refund')) {
      cancelled.push({
        id: booking.id,
        refundCents: await cancelWithFullRefund(tx, tour, booking, input, publicUrl),
      });
    }

    const after = await repo.lockDeparture(tx, before.id);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'departure.close',
      entityType: 'departure',
      entityId: before.id,
      before: { closed: before.closed, closedReason: before.closedReason, seatsTaken: before.seatsTaken },
      after: {
        tourId,
        date: input.date,
        departureIds: ids,
        closed: true,
        closedReason: input.reason,
        cancelledBookings: cancelled.map((c) => c.id),
        movedBookings: movers.map((b) => b.id),
        movedTo: movers.length ? input.moveTo : undefined,
      },
      note: input.reason,
    });
    return {
      departure: toDeparture(after, await repo.countDepartureBookings(tx, after.id)),
      cancelledBookings: cancelled.length,
      refundedAmount: cancelled.reduce((sum, c) => sum + c.refundCents, 0),
      movedBookings: movers.length,
      movedSeats: movers.reduce((sum, b) => sum + b.seats, 0),
      bookingIds: cancelled.map((c) => c.id),
    };
  });
  // The card refunds are asked of the gateway once the cancellations are committed.
  const { bookingIds, ...response } = closed;
  await sendPendingRefunds(ctx, { bookingIds });
  return response;
}

/**
 * The departure the guests move to must hold all of them: checked before any seat moves (the moves
 * then take them one by one under the same lock), else the closure is refused as a whole.
 */
async function checkTargetSeats(
  tx: Db,
  tour: NonNullable<Awaited<ReturnType<typeof findMerchantTour>>>['tour'],
  to: { date: string; time: string },
  movers: repo.BookingRow[],
) {
  const planned = departuresOn(tour, to.date).find((d) => d.time === to.time);
  if (!planned) throw issue('moveTo', m.errors_departure_time_unknown());
  const target = await bookingsRepo.ensureDeparture(tx, {
    tourId: tour.id,
    localDate: to.date,
    startTime: to.time,
    capacity: planned.capacity,
  });
  const locked = await repo.lockDeparture(tx, target.id);
  const where = { date: formatLongDate(to.date), time: formatClockTime(to.time) };
  if (locked.closed)
    throw new AppError(409, 'DEPARTURE_TARGET_CLOSED', m.departure_error_target_closed(where));
  const needed = movers.reduce((sum, b) => sum + b.seats, 0);
  const left = Math.max(0, locked.capacity - locked.seatsTaken);
  if (needed > left) {
    const missing = needed - left;
    throw new AppError(
      409,
      'DEPARTURE_TARGET_NOT_ENOUGH_SEATS',
      m.departure_error_target_seats({ ...where, left, needed, missing }),
      { missing, needed, left },
    );
  }
}

/** The existing closure's cancellation: a paid booking fully refunded, a hold cancelled; the guest told. */
async function cancelWithFullRefund(
  tx: Db,
  tour: NonNullable<Awaited<ReturnType<typeof findMerchantTour>>>['tour'],
  booking: repo.BookingRow,
  input: CloseDepartureBody,
  publicUrl: string,
) {
  let refund = 0;
  const wasConfirmed = booking.status === 'confirmed';
  if (wasConfirmed) {
    const full = cancellationRefund({
      totalCents: booking.totalCents,
      hoursBeforeDeparture: 0,
      percent: 100,
    });
    refund = full.refundCents;
    await refundAndCancelConfirmed(tx, booking, {
      reason: 'departure_closed',
      refundCents: full.refundCents,
      refundPercent: full.percent,
    });
  } else {
    await bookingsRepo.cancelBooking(tx, booking.id, 'pending', { reason: 'departure_closed' });
  }
  await bookingsRepo.releaseSeats(tx, booking.departureId, booking.seats);
  const { guest } = await bookingLocales(tx, booking.id);
  await withLocale(guest, async () => {
    // The tour's title as the guest reads it: the Spanish where written (decision 029).
    const title = inLanguage(currentLocale(), { title: { en: tour.title, es: tour.titleEs } }).values.title;
    return enqueueEmail(tx, {
      to: booking.email,
      subject: m.emails_closed_subject({ tour: title, date: formatLongDate(booking.localDate) }),
      text: cancellationEmail(title, booking, input.reason, refund, rebookLink(publicUrl, booking)),
      // A confirmed booking's calendar event is removed (a held one never had one).
      attachments: wasConfirmed
        ? [await calendarAttachment(tx, booking.id, { method: 'CANCEL' })]
        : undefined,
    });
  });
  return refund;
}

/**
 * Reopens a closed departure (or the date's closed ones) while it is still to come: it is on sale
 * again with the seats its bookings hold. A departure that has started is 409.
 */
export async function reopenDeparture(
  db: Db,
  actor: MerchantActor,
  tourId: string,
  input: ReopenDepartureBody,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    if (!(await findMerchantTour(tx, actor.merchantId, tourId, { forUpdate: true }))) throw TOUR_NOT_FOUND();
    const closed = (await repo.lockDeparturesOnDate(tx, tourId, input.date)).filter(
      (d) => d.closed && (!input.time || d.startTime === input.time),
    );
    if (closed.length === 0)
      throw new AppError(409, 'DEPARTURE_NOT_CLOSED', m.departure_error_not_closed(), {
        date: input.date,
        time: input.time ?? null,
      });
    if (closed.some((d) => new Date(departureStartInstant(d.localDate, d.startTime)) <= now))
      throw new AppError(409, 'DEPARTURE_STARTED', m.departure_error_reopen_past());
    await ops.reopenDepartures(
      tx,
      closed.map((d) => d.id),
    );
    for (const d of closed)
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: 'departure.reopen',
        entityType: 'departure',
        entityId: d.id,
        before: { closed: true, closedReason: d.closedReason },
        after: { closed: false, tourId, date: d.localDate, time: d.startTime },
      });
    return { reopened: closed.map((d) => ({ id: d.id, date: d.localDate, time: d.startTime })) };
  });
}
