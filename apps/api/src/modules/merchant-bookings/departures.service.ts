import {
  addDays,
  BOOKABLE_DAYS_AHEAD,
  belizeToday,
  type CloseDepartureBody,
  type CloseDepartureResponse,
  cancellationRefund,
  departuresOn,
  formatClockTime,
  formatLongDate,
  inLanguage,
  type MerchantDeparture,
  splitRefund,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { currentLocale, withLocale } from '../../lib/locale.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import * as bookingsRepo from '../bookings/bookings.repository.ts';
import { refundAndCancelConfirmed, sendPendingRefunds } from '../bookings/bookings.service.ts';
import { emailMoney, siteLink } from '../mail/email-text.ts';
import { enqueueEmail } from '../mail/mail.repository.ts';
import { findMerchantTour } from '../merchant-tours/merchant-tours.repository.ts';
import { bookingLocales } from '../notifications/notifications.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import * as repo from './merchant-bookings.repository.ts';
import type { MerchantActor } from './merchant-bookings.service.ts';

/** A merchant can close dates up to a year ahead. */
const CLOSE_DAYS_AHEAD = 366;
const TOUR_NOT_FOUND = () => notFound('TOUR_NOT_FOUND', m.errors_tour_not_found());
const dateIssue = (field: string, message: string) => badRequest(message, [{ field, message }]);

function toDeparture(d: repo.DepartureRow, bookingCount: number): MerchantDeparture {
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

/** Departures (default: the next 60 days) that have bookings or were closed. */
export async function listDepartures(
  db: Db,
  merchantId: string,
  tourId: string,
  range: { from?: string; to?: string },
) {
  const today = belizeToday();
  const from = range.from ?? today;
  const to = range.to ?? addDays(from, BOOKABLE_DAYS_AHEAD - 1);
  if (to < from) throw dateIssue('to', m.errors_to_not_before_from());
  if (addDays(from, CLOSE_DAYS_AHEAD) < to) throw dateIssue('to', m.errors_at_most_one_year());
  if (!(await findMerchantTour(db, merchantId, tourId))) throw TOUR_NOT_FOUND();
  const rows = await repo.listDeparturesWithBookings(db, tourId, from, to);
  return { departures: rows.map((r) => toDeparture(r.departure, r.bookingCount)) };
}

/**
 * Closes a date's departure: no one can book it any more, and every booking on it is cancelled
 * with a full refund, its seats released and its guest emailed, all in one transaction.
 */
export async function closeDeparture(
  ctx: { db: Db; payments: PaymentProvider; publicUrl?: string },
  actor: MerchantActor,
  tourId: string,
  input: CloseDepartureBody,
): Promise<CloseDepartureResponse> {
  const today = belizeToday();
  if (input.date < today) throw dateIssue('date', m.errors_choose_today_or_later());
  if (input.date > addDays(today, CLOSE_DAYS_AHEAD)) throw dateIssue('date', m.errors_choose_within_year());

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

    const cancelled: { id: string; refundCents: number }[] = [];
    for (const booking of await repo.lockLiveBookingsOnDepartures(tx, ids)) {
      let refund = 0;
      if (booking.status === 'confirmed') {
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
      await withLocale(guest, () => {
        // The tour's title as the guest reads it: the Spanish where written (decision 029).
        const title = inLanguage(currentLocale(), { title: { en: tour.title, es: tour.titleEs } }).values
          .title;
        return enqueueEmail(tx, {
          to: booking.email,
          subject: m.emails_closed_subject({ tour: title, date: formatLongDate(booking.localDate) }),
          text: cancellationEmail(title, booking, input.reason, refund, rebookLink(ctx.publicUrl, booking)),
        });
      });
      cancelled.push({ id: booking.id, refundCents: refund });
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
      },
      note: input.reason,
    });
    return {
      departure: toDeparture(after, await repo.countDepartureBookings(tx, after.id)),
      cancelledBookings: cancelled.length,
      refundedAmount: cancelled.reduce((sum, c) => sum + c.refundCents, 0),
      bookingIds: cancelled.map((c) => c.id),
    };
  });
  // The card refunds are asked of the gateway once the cancellations are committed.
  const { bookingIds, ...response } = closed;
  await sendPendingRefunds(ctx, { bookingIds });
  return response;
}

/** Gift-card value goes back to the cards first, the rest to the payment card (as the refund does). */
function refundText(booking: repo.BookingRow, refundCents: number) {
  if (refundCents <= 0) return m.emails_closed_not_charged();
  const usd = emailMoney;
  const { toGiftCardsCents: toGiftCards, toCardCents: toCard } = splitRefund(
    refundCents,
    booking.giftCardCents,
  );
  const amount = usd(refundCents);
  if (toGiftCards > 0 && toCard > 0)
    return m.emails_closed_refund_both({ amount, giftCards: usd(toGiftCards), card: usd(toCard) });
  if (toGiftCards > 0) return m.emails_closed_refund_gift_cards({ amount, giftCards: usd(toGiftCards) });
  return m.emails_closed_refund_card({ amount, card: usd(toCard) });
}

/**
 * Where the guest picks another date (docs/decisions/020-reschedule.md): My Bookings for an account
 * ("Choose another date" on the cancelled booking), else the tour's page; in the guest's language.
 */
function rebookLink(publicUrl: string | undefined, booking: repo.BookingRow) {
  return siteLink(publicUrl ?? '', booking.userId ? '/account/bookings' : `/tours/${booking.tourId}`);
}

/** The guest's notice of the closed date, in the current language (the guest's). */
function cancellationEmail(
  tourTitle: string,
  booking: repo.BookingRow,
  reason: string,
  refundCents: number,
  rebook: string,
) {
  return [
    m.emails_hello({ name: booking.fullName }),
    '',
    m.emails_closed_sorry({
      tour: tourTitle,
      date: formatLongDate(booking.localDate),
      time: formatClockTime(booking.startTime),
    }),
    m.emails_closed_reason({ reason }),
    '',
    refundText(booking, refundCents),
    booking.confirmationCode ? m.emails_closed_code({ code: booking.confirmationCode }) : '',
    '',
    m.emails_closed_rebook({ link: rebook }),
    '',
    m.emails_sign_off(),
  ]
    .filter((line, i, lines) => line !== '' || lines[i - 1] !== '')
    .join('\n');
}
