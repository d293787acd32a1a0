import {
  addDays,
  BOOKABLE_DAYS_AHEAD,
  belizeTimeNow,
  belizeToday,
  formatClockTime,
  formatLongDate,
  inLanguage,
  type joinWaitlistSchema,
  MESSAGES,
  type WaitlistEntry,
} from '@belizepass/domain';
import { type Locale, m } from '@belizepass/domain/i18n';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { currentLocale, withLocale } from '../../lib/locale.ts';
import { makeSignedToken, readSignedToken } from '../../lib/signed-link.ts';
import { emailLines, siteLink } from '../mail/email-text.ts';
import { enqueueEmail } from '../mail/mail.repository.ts';
import { linkSigningSecret } from '../notifications/notifications.service.ts';
import { partyOf } from './booking-party.ts';
import { departureFor, partyFor, quoteFor } from './booking-terms.ts';
import * as bookingsRepo from './bookings.repository.ts';
import * as repo from './waitlist.repository.ts';

/** What the waitlist's work needs: the database, the site's address for links, the offer's hold time. */
export interface WaitlistContext {
  db: Db;
  publicUrl: string;
  offerMinutes: number;
}

/** Each link of a waitlist email signs its own purpose: a leave link never books, an offer link never leaves. */
const LEAVE = 'waitlist-leave';
const OFFER = 'waitlist-offer';

const linkIssue = () =>
  badRequest(m.waitlist_error_link_invalid(), [{ field: 'token', message: m.waitlist_error_link_invalid() }]);
const dateIssue = (message: string) => badRequest(message, [{ field: 'date', message }]);
const OFFER_GONE = () => new AppError(409, 'WAITLIST_OFFER_GONE', m.waitlist_error_offer_gone());

async function entryOfToken(db: Db, purpose: string, token: string) {
  const data = readSignedToken(await linkSigningSecret(db), purpose, token);
  if (typeof data?.w !== 'string') throw linkIssue();
  return data.w;
}

/** An entry as its traveller sees it, the tour's title in the reader's language. */
async function entryView(db: Db, id: string): Promise<WaitlistEntry> {
  const row = await repo.findEntryView(db, id);
  if (!row) throw notFound('WAITLIST_ENTRY_NOT_FOUND', m.waitlist_error_link_invalid());
  const { entry: e } = row;
  const { values } = inLanguage(currentLocale(), {
    title: { en: row.tourTitle, es: row.tourTitleEs },
  });
  return {
    id: e.id,
    status: e.status,
    tourId: row.tourId,
    tourTitle: values.title,
    date: row.localDate,
    time: row.startTime,
    email: e.email,
    seats: e.seats,
    adults: e.adults,
    children: e.children,
    infants: e.infants,
    seniors: e.seniors,
    residents: e.residents,
    offerExpiresAt: e.status === 'offered' ? (e.offerExpiresAt?.toISOString() ?? null) : null,
  };
}

/**
 * Puts a traveller on the waitlist of a departure too full for their party (one entry per email and
 * departure: joining again answers the same entry, `created` false). Seats free for the party answer
 * 409 WAITLIST_SEATS_AVAILABLE (book them instead); a closed date 409 BOOKING_DATE_CLOSED. The
 * confirmation email with the leave link goes to the outbox in the same transaction.
 */
export async function joinWaitlist(
  ctx: WaitlistContext,
  input: z.output<typeof joinWaitlistSchema>,
  userId: string | undefined,
  locale: Locale,
  now = new Date(),
): Promise<{ entry: WaitlistEntry; created: boolean }> {
  const tour = await bookingsRepo.findBookableTour(ctx.db, input.tourId);
  if (!tour) throw notFound('TOUR_NOT_FOUND', MESSAGES.tourNotFound);
  const today = belizeToday(now);
  if (input.date < today) throw dateIssue(m.errors_date_today_or_later());
  if (input.date > addDays(today, BOOKABLE_DAYS_AHEAD - 1)) throw dateIssue(MESSAGES.dateOutOfRange);
  const plan = departureFor(tour, input.date, input.startTime, now);
  const party = partyFor(tour, input);
  const { seats } = quoteFor(tour, input.date, party);
  const result = await ctx.db.transaction(async (tx) => {
    const departure = await bookingsRepo.ensureDeparture(
      tx,
      {
        tourId: tour.id,
        localDate: input.date,
        startTime: plan.time,
        capacity: plan.capacity,
      },
      { forUpdate: true },
    );
    if (departure.closed) throw new AppError(409, 'BOOKING_DATE_CLOSED', MESSAGES.closed);
    if (departure.capacity - departure.seatsTaken >= seats) {
      throw new AppError(409, 'WAITLIST_SEATS_AVAILABLE', m.waitlist_error_seats_available());
    }
    const joined = await repo.joinWaitlist(tx, {
      departureId: departure.id,
      email: input.email,
      userId: userId ?? null,
      adults: party.guests.adult ?? 0,
      children: party.guests.child ?? 0,
      infants: party.guests.infant ?? 0,
      seniors: party.guests.senior ?? 0,
      residents: party.guests.resident ?? 0,
      seats,
      locale,
      createdAt: now,
    });
    if (joined.joined) await enqueueJoinedEmail(ctx, tx, joined.entry.id);
    return joined;
  });
  return {
    entry: await entryView(ctx.db, result.entry.id),
    created: result.joined,
  };
}

async function enqueueJoinedEmail(ctx: WaitlistContext, db: Db, id: string) {
  const row = (await repo.findEntryView(db, id))!;
  const leave = makeSignedToken(await linkSigningSecret(db), LEAVE, { w: id });
  await withLocale(row.entry.locale as Locale, async () => {
    const e = await entryView(db, id);
    await enqueueEmail(db, {
      to: e.email,
      subject: m.waitlist_email_joined_subject({ tour: e.tourTitle }),
      text: emailLines([
        m.waitlist_email_hello(),
        '',
        m.waitlist_email_joined_body({
          tour: e.tourTitle,
          date: formatLongDate(e.date),
          time: formatClockTime(e.time),
        }),
        m.waitlist_email_party({ party: partyOf(e) }),
        '',
        m.waitlist_email_joined_next({
          hours: Math.round(ctx.offerMinutes / 60),
        }),
        '',
        m.waitlist_email_leave({
          link: siteLink(ctx.publicUrl, `/waitlist/leave?token=${leave}`),
        }),
        '',
        m.emails_sign_off(),
      ]),
    });
  });
}

/** What a leave link names (GET: changes nothing, so a mail scanner opening it leaves nobody). */
export async function describeLeave(db: Db, token: string) {
  return entryView(db, await entryOfToken(db, LEAVE, token));
}

/**
 * The traveller leaves the waitlist by the link in their email: a waiting entry is taken off the
 * line; an offer not yet booked gives its held seats back (offered to the next in line on the job's
 * next turn). Leaving again, or after booking, changes nothing.
 */
export async function leaveWaitlist(db: Db, token: string) {
  const id = await entryOfToken(db, LEAVE, token);
  await db.transaction(async (tx) => {
    const entry = await repo.findEntry(tx, id, { forUpdate: true });
    if (!entry) throw linkIssue();
    if (entry.status === 'waiting') await repo.setEntryStatus(tx, id, ['waiting'], { status: 'left' });
    if (entry.status === 'offered') {
      await repo.setEntryStatus(tx, id, ['offered'], {
        status: 'left',
        offerExpiresAt: null,
      });
      await bookingsRepo.releaseSeats(tx, entry.departureId, entry.seats);
    }
  });
  return entryView(db, id);
}

/** What an offer link holds (the booking page reads it to fill the form and name the time left). */
export async function describeOffer(db: Db, token: string, now = new Date()) {
  const id = await entryOfToken(db, OFFER, token);
  const entry = await entryView(db, id);
  if (entry.status !== 'offered' || !entry.offerExpiresAt || new Date(entry.offerExpiresAt) <= now)
    throw OFFER_GONE();
  return entry;
}

/**
 * Inside a booking's transaction, with the departure row locked: the offer named by `token` gives
 * its held seats back to the departure so that the booking's own seat statement takes them, and is
 * marked booked. 409 WAITLIST_OFFER_GONE when it is not an open offer of this departure. The entry is
 * locked before the departure (`lockOffer`), as the offer job does, so the two never deadlock.
 */
export async function lockOffer(db: Db, token: string, now = new Date()) {
  const id = await entryOfToken(db, OFFER, token);
  const entry = await repo.findEntry(db, id, { forUpdate: true });
  if (entry?.status !== 'offered' || !entry.offerExpiresAt || entry.offerExpiresAt <= now) throw OFFER_GONE();
  return entry;
}

/** Releases a locked offer's seats for its booking (see lockOffer); false when the departure differs. */
export async function spendOffer(db: Db, entry: repo.WaitlistRow, departureId: string) {
  if (entry.departureId !== departureId) return false;
  await bookingsRepo.releaseSeats(db, departureId, entry.seats);
  await repo.setEntryStatus(db, entry.id, ['offered'], { status: 'booked' });
  return true;
}

/** Names the booking an offer became. */
export async function recordOfferBooking(db: Db, entryId: string, bookingId: string) {
  await repo.setEntryStatus(db, entryId, ['booked'], { bookingId });
}

/**
 * One turn of the waitlist job (run under its advisory lock; the rows it changes are claimed with
 * SKIP LOCKED and changed by conditional statements, so two instances never offer a seat twice):
 * 1. offers not taken in time expire and give their seats back;
 * 2. on every open departure with free seats and a line, the seats are offered in order, first
 *    come first served among the parties that fit: each offer takes its seats with the same
 *    conditional statement as a sale (so nobody else can take them) and its email goes to the
 *    outbox in this transaction (sent after commit, never from inside it).
 * Returns how many offers expired or were made.
 */
export async function offerFreedSeats(ctx: WaitlistContext, tx: Db, now = new Date()) {
  let handled = 0;
  for (const lapsed of await repo.claimLapsedOffers(tx, now)) {
    if (
      await repo.setEntryStatus(tx, lapsed.id, ['offered'], {
        status: 'expired',
      })
    ) {
      await bookingsRepo.releaseSeats(tx, lapsed.departureId, lapsed.seats);
      handled++;
    }
  }
  const expiresAt = new Date(now.getTime() + ctx.offerMinutes * 60_000);
  for (const departure of await repo.claimDeparturesWithFreeSeats(tx, now)) {
    let free = departure.free;
    for (const entry of await repo.waitingEntries(tx, departure.id)) {
      if (free <= 0) break;
      if (entry.seats > free) continue;
      if (!(await bookingsRepo.takeSeats(tx, departure.id, entry.seats))) break;
      await repo.setEntryStatus(tx, entry.id, ['waiting'], {
        status: 'offered',
        offerExpiresAt: expiresAt,
      });
      await enqueueOfferEmail(ctx, tx, entry.id);
      free -= entry.seats;
      handled++;
    }
  }
  return handled;
}

async function enqueueOfferEmail(ctx: WaitlistContext, db: Db, id: string) {
  const row = (await repo.findEntryView(db, id))!;
  const secret = await linkSigningSecret(db);
  const offer = makeSignedToken(secret, OFFER, { w: id });
  const leave = makeSignedToken(secret, LEAVE, { w: id });
  await withLocale(row.entry.locale as Locale, async () => {
    const e = await entryView(db, id);
    const query = new URLSearchParams({ date: e.date, time: e.time });
    for (const field of ['adults', 'children', 'infants', 'seniors', 'residents'] as const)
      if (field === 'adults' || e[field] > 0) query.set(field, String(e[field]));
    query.set('offer', offer);
    const until = e.offerExpiresAt ? new Date(e.offerExpiresAt) : new Date();
    await enqueueEmail(db, {
      to: e.email,
      subject: m.waitlist_email_offer_subject({
        tour: e.tourTitle,
        date: formatLongDate(e.date),
      }),
      text: emailLines([
        m.waitlist_email_hello(),
        '',
        m.waitlist_email_offer_body({
          tour: e.tourTitle,
          date: formatLongDate(e.date),
          time: formatClockTime(e.time),
        }),
        m.waitlist_email_party({ party: partyOf(e) }),
        m.waitlist_email_offer_until({
          date: formatLongDate(belizeToday(until)),
          time: formatClockTime(belizeTimeNow(until)),
        }),
        '',
        m.waitlist_email_offer_book({
          link: siteLink(ctx.publicUrl, `/booking/${e.tourId}?${query}`),
        }),
        '',
        m.waitlist_email_leave({
          link: siteLink(ctx.publicUrl, `/waitlist/leave?token=${leave}`),
        }),
        '',
        m.emails_sign_off(),
      ]),
    });
  });
}

/** How many parties wait (or hold an offer) on each departure, for the operator's views. */
export const waitlistCounts = repo.waitlistCounts;
