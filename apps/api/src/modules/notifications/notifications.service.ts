import {
  addDays,
  belizeTimeNow,
  belizeToday,
  coordinatesOf,
  directionsUrl,
  formatClockTime,
  formatLongDate,
  formatUsd,
  partyText,
} from '@belizepass/domain';
import { type Locale, m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { type EmailAttachment, enqueueEmail } from '../mail/mail.repository.ts';
import { departureCalendar } from './calendar.ts';
import * as repo from './notifications.repository.ts';
import {
  makeUnsubscribeToken,
  OPTIONAL_EMAILS,
  type OptionalEmail,
  readUnsubscribeToken,
} from './unsubscribe-token.ts';

/**
 * The booking emails beyond the confirmation: the tourist's calendar file, reminder, cancellation
 * receipt, reschedule confirmation and review invitation, and the operator's new booking,
 * cancellation, reschedule and morning summary. Each is enqueued in the transaction of the change
 * it reports (the outbox sends it after the commit); the scheduled ones take a key in
 * `notification_log` first, so each goes out once however many instances run the job.
 */

export interface NotificationContext {
  publicUrl: string;
}

export type EmailPreferences = Record<OptionalEmail, boolean>;

const DEFAULTS: EmailPreferences = { reminders: true, reviewInvitations: true, morningSummary: false };
const SIGN_OFF = 'The BelizePass team';
const money = (cents: number) => formatUsd(cents, { cents: true });
const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');
const normalise = (email: string) => email.trim().toLowerCase();
const when = (localDate: string, startTime: string) =>
  `${formatLongDate(localDate)} at ${formatClockTime(startTime)} (Belize time)`;
const party = partyText;
const text = (lines: (string | false | undefined | null)[]) =>
  lines.filter((l): l is string => typeof l === 'string').join('\n');

// ---------------------------------------------------------------------------------------------
// Preferences and unsubscribe links

export async function preferencesOf(db: Db, email: string): Promise<EmailPreferences> {
  const row = await repo.findPreferences(db, normalise(email));
  return row
    ? {
        reminders: row.reminders,
        reviewInvitations: row.reviewInvitations,
        morningSummary: row.morningSummary,
      }
    : { ...DEFAULTS };
}

export async function updatePreferences(db: Db, email: string, input: Partial<EmailPreferences>) {
  const row = await repo.savePreferences(db, normalise(email), input);
  return {
    reminders: row.reminders,
    reviewInvitations: row.reviewInvitations,
    morningSummary: row.morningSummary,
  };
}

async function wants(db: Db, email: string, kind: OptionalEmail) {
  return (await preferencesOf(db, email))[kind];
}

const INVALID_LINK = () =>
  badRequest(m.errors_unsubscribe_link_invalid(), [
    { field: 'token', message: m.errors_unsubscribe_link_invalid() },
  ]);

async function readToken(db: Db, token: string) {
  const found = readUnsubscribeToken(await repo.signingSecret(db, 'unsubscribe'), token);
  if (!found) throw INVALID_LINK();
  return found;
}

/** What a link would turn off, without changing anything (the page that asks for confirmation). */
export async function describeUnsubscribe(db: Db, token: string) {
  const { email, kind } = await readToken(db, token);
  return { email, kind, description: OPTIONAL_EMAILS[kind], subscribed: await wants(db, email, kind) };
}

/** Turns off the kind of email the link names, for its address; repeating it is harmless. */
export async function unsubscribe(db: Db, token: string) {
  const { email, kind } = await readToken(db, token);
  await updatePreferences(db, email, { [kind]: false });
  return { email, kind, description: OPTIONAL_EMAILS[kind], subscribed: false };
}

/** The unsubscribe link for the text, and the one-click headers (RFC 8058) for mail clients. */
async function unsubscribeParts(db: Db, ctx: NotificationContext, email: string, kind: OptionalEmail) {
  const token = makeUnsubscribeToken(await repo.signingSecret(db, 'unsubscribe'), normalise(email), kind);
  const page = `${base(ctx.publicUrl)}/emails/unsubscribe?token=${token}`;
  const oneClick = `${base(ctx.publicUrl)}/api/email-preferences/unsubscribe?token=${token}`;
  return {
    footer: [
      '',
      '--',
      `You get this email because ${OPTIONAL_EMAILS[kind]} are on for ${email}.`,
      `Stop them: ${page}`,
      `Or choose your emails in your account settings: ${base(ctx.publicUrl)}/account/emails`,
    ],
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** "Directions: <maps link>" when the tour's meeting point has coordinates. */
function directionsLine(n: { meetingPointLat: number | null; meetingPointLng: number | null }) {
  const point = coordinatesOf(n.meetingPointLat, n.meetingPointLng);
  return point ? `Directions: ${directionsUrl(point)}` : undefined;
}

/**
 * The languages a booking's emails are written in: the tourist's (their account's, or for a guest
 * the page's they booked on) and the operator's (their account's).
 */
export async function bookingLocales(
  db: Db,
  bookingId: string,
): Promise<{ guest: Locale; operator: Locale }> {
  const n = await repo.findBookingNotice(db, bookingId);
  return { guest: n?.guestLocale ?? 'en', operator: n?.operatorLocale ?? 'en' };
}

// ---------------------------------------------------------------------------------------------
// Calendar file

/** The booking's departure as an `.ics` attachment (its UID stays the same for the booking). */
export async function calendarAttachment(
  db: Db,
  bookingId: string,
  now = new Date(),
): Promise<EmailAttachment> {
  const n = await repo.findBookingNotice(db, bookingId);
  if (!n) throw new Error(`No booking ${bookingId}`);
  const b = n.booking;
  const ics = departureCalendar({
    uid: `booking-${b.id}@belizepass.bz`,
    title: n.tourTitle,
    location: n.meetingPoint || n.locationName,
    geo: coordinatesOf(n.meetingPointLat, n.meetingPointLng),
    description: text([
      `BelizePass booking ${b.confirmationCode ?? ''}`.trim(),
      `${n.merchantName}. Party: ${party(b.adults, b.children)}.`,
      n.bringItems.length ? `Bring: ${n.bringItems.join(', ')}.` : undefined,
      'Please arrive 15 minutes early.',
    ]),
    localDate: b.localDate,
    startTime: b.startTime,
    durationHours: n.durationHours,
    stamp: now,
    // A later version of the same event (a reschedule) must carry a higher sequence.
    sequence: Math.floor(now.getTime() / 1000) - 1_700_000_000,
  });
  return {
    filename: `belizepass-${b.confirmationCode ?? b.id}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    contentBase64: Buffer.from(ics, 'utf8').toString('base64'),
  };
}

// ---------------------------------------------------------------------------------------------
// Operator: new booking

/** Tells the operator (the merchant's account email) of a paid booking. Essential: always sent. */
export async function enqueueNewBookingForOperator(db: Db, bookingId: string, ctx: NotificationContext) {
  const n = await repo.findBookingNotice(db, bookingId);
  if (!n) return;
  const b = n.booking;
  await enqueueEmail(db, {
    to: n.operatorEmail,
    subject:
      `New booking ${b.confirmationCode ?? ''}: ${n.tourTitle}, ${formatLongDate(b.localDate)}`.replace(
        '  ',
        ' ',
      ),
    text: text([
      `Hello ${n.operatorName},`,
      '',
      `${b.fullName} booked ${n.tourTitle}.`,
      `When: ${when(b.localDate, b.startTime)}`,
      `Party: ${party(b.adults, b.children)}`,
      `Confirmation code: ${b.confirmationCode ?? '-'}`,
      `Guest: ${b.email}${b.phone ? `, ${b.phone}` : ''}`,
      b.hotel ? `Hotel pickup: ${b.hotel}` : undefined,
      b.specialRequirements ? `Special requirements: ${b.specialRequirements}` : undefined,
      `Paid: ${money(b.totalCents)}${b.merchantNetCents !== null ? `, your net ${money(b.merchantNetCents)}` : ''}`,
      b.parkFeeCashCents > 0
        ? `Park fee to collect in cash at check-in: ${money(b.parkFeeCashCents)}`
        : undefined,
      '',
      `The booking in your dashboard: ${base(ctx.publicUrl)}/merchant/dashboard/booking/${b.id}`,
      '',
      SIGN_OFF,
    ]),
  });
}

// ---------------------------------------------------------------------------------------------
// Cancellation

export interface CancellationNotice {
  bookingId: string;
  reason: string;
  refundCents: number;
  refundPercent: number;
  /** What went back to the gift cards that paid, and what goes back to the card. */
  toGiftCardsCents: number;
  toCardCents: number;
  card: { brand: string | null; last4: string | null } | null;
}

const CANCELLED_BY: Record<string, string> = {
  cancelled_by_tourist: 'The guest cancelled',
  cancelled_by_staff: 'BelizePass staff cancelled',
};

/**
 * The cancellation of a paid booking, in its transaction: the tourist's refund receipt when they
 * cancelled it themselves (staff cancellations and closed dates send their own notice), and the
 * operator's notice unless the operator closed the date. Essential: always sent.
 */
export async function enqueueCancellationEmails(
  db: Db,
  notice: CancellationNotice,
  ctx: NotificationContext,
) {
  const n = await repo.findBookingNotice(db, notice.bookingId);
  if (!n) return;
  const b = n.booking;
  if (notice.reason === 'cancelled_by_tourist') {
    const cardName = notice.card?.last4
      ? `your ${notice.card.brand ?? 'card'} ending in ${notice.card.last4}`
      : 'your card';
    await enqueueEmail(db, {
      to: b.email,
      subject: `Cancelled: ${n.tourTitle} (${b.confirmationCode ?? ''}), refund ${money(notice.refundCents)}`,
      text: text([
        `Hello ${b.fullName},`,
        '',
        `Your booking ${b.confirmationCode ?? ''} is cancelled.`,
        `${n.tourTitle}, ${when(b.localDate, b.startTime)}`,
        `Party: ${party(b.adults, b.children)}`,
        '',
        'Refund receipt',
        `Paid: ${money(b.totalCents)}`,
        `Refunded: ${money(notice.refundCents)} (${notice.refundPercent}% by the cancellation policy${b.parkFeeCents > 0 ? ', the online park fee in full' : ''})`,
        notice.toGiftCardsCents > 0
          ? `To your gift card(s): ${money(notice.toGiftCardsCents)}, available to spend again now.`
          : undefined,
        notice.toCardCents > 0
          ? `To ${cardName}: ${money(notice.toCardCents)}. Card refunds usually show within 5 to 10 business days.`
          : undefined,
        notice.refundCents === 0 ? 'No refund is due for a cancellation this close to departure.' : undefined,
        '',
        ctx.publicUrl ? `Your bookings: ${base(ctx.publicUrl)}/account/bookings` : undefined,
        '',
        SIGN_OFF,
      ]),
    });
  }
  const by = CANCELLED_BY[notice.reason];
  if (!by) return;
  await enqueueEmail(db, {
    to: n.operatorEmail,
    subject: `Booking cancelled ${b.confirmationCode ?? ''}: ${n.tourTitle}, ${formatLongDate(b.localDate)}`,
    text: text([
      `Hello ${n.operatorName},`,
      '',
      `${by} booking ${b.confirmationCode ?? ''} of ${b.fullName}.`,
      `${n.tourTitle}, ${when(b.localDate, b.startTime)}`,
      `Party: ${party(b.adults, b.children)}. Their seats are free again.`,
      `Refunded to the guest: ${money(notice.refundCents)} of ${money(b.totalCents)}.`,
      '',
      ctx.publicUrl ? `Your bookings: ${base(ctx.publicUrl)}/merchant/dashboard` : undefined,
      '',
      SIGN_OFF,
    ]),
  });
}

// ---------------------------------------------------------------------------------------------
// Reschedule

export interface RescheduleNotice {
  bookingId: string;
  /** The booking as it was before the move (the booking row holds the new date and party). */
  previous: { localDate: string; startTime: string; adults: number; children: number };
  /** What the move charged or refunded (0 when the price did not change). */
  chargedCents: number;
  refundedCents: number;
  /** Who moved it: the guest, or the operator (e.g. for weather). */
  by: 'tourist' | 'operator';
}

/**
 * A booking moved to another date or party size, in the move's transaction: the tourist's
 * confirmation with an updated calendar file (same UID, higher SEQUENCE), and the operator's notice.
 * Essential: always sent.
 */
export async function enqueueRescheduleEmails(
  db: Db,
  notice: RescheduleNotice,
  ctx: NotificationContext,
  now = new Date(),
) {
  const n = await repo.findBookingNotice(db, notice.bookingId);
  if (!n) return;
  const b = n.booking;
  const was = `${when(notice.previous.localDate, notice.previous.startTime)}, ${party(notice.previous.adults, notice.previous.children)}`;
  const is = `${when(b.localDate, b.startTime)}, ${party(b.adults, b.children)}`;
  const difference =
    notice.chargedCents > 0
      ? `Price difference charged: ${money(notice.chargedCents)}. New total: ${money(b.totalCents)}.`
      : notice.refundedCents > 0
        ? `Price difference refunded: ${money(notice.refundedCents)}. New total: ${money(b.totalCents)}.`
        : `No change in price. Total: ${money(b.totalCents)}.`;
  await enqueueEmail(db, {
    to: b.email,
    subject: `Booking changed: ${n.tourTitle}, now ${formatLongDate(b.localDate)} (${b.confirmationCode ?? ''})`,
    text: text([
      `Hello ${b.fullName},`,
      '',
      notice.by === 'operator'
        ? `${n.merchantName} has moved your booking ${b.confirmationCode ?? ''}.`
        : `Your booking ${b.confirmationCode ?? ''} has been changed.`,
      `Was: ${was}`,
      `Now: ${is}`,
      difference,
      '',
      `Meeting point: ${n.meetingPoint || n.locationName}`,
      directionsLine(n),
      'The attached calendar file replaces the earlier one. Your confirmation code and QR code stay the same.',
      '',
      `Your bookings: ${base(ctx.publicUrl)}/account/bookings`,
      '',
      SIGN_OFF,
    ]),
    attachments: [await calendarAttachment(db, b.id, now)],
  });
  await enqueueEmail(db, {
    to: n.operatorEmail,
    subject: `Booking moved ${b.confirmationCode ?? ''}: ${n.tourTitle}, now ${formatLongDate(b.localDate)}`,
    text: text([
      `Hello ${n.operatorName},`,
      '',
      `${notice.by === 'operator' ? 'You moved' : `${b.fullName} moved`} booking ${b.confirmationCode ?? ''} of ${n.tourTitle}.`,
      `Was: ${was}`,
      `Now: ${is}`,
      difference,
      '',
      `The booking in your dashboard: ${base(ctx.publicUrl)}/merchant/dashboard/booking/${b.id}`,
      '',
      SIGN_OFF,
    ]),
  });
}

// ---------------------------------------------------------------------------------------------
// Scheduled: reminders, review invitations, morning summary

const belizeWallClock = (at: Date) => `${belizeToday(at)} ${belizeTimeNow(at)}`;

/**
 * Reminds each guest of a confirmed booking departing within the next 24 hours, once per booking
 * and departure (a rescheduled booking is reminded of its new date), with the meeting point and
 * what to bring. Runs in the job's transaction; returns how many reminders were enqueued.
 */
export async function enqueueDepartureReminders(tx: Db, ctx: NotificationContext, now = new Date()) {
  const due = await repo.listDueReminders(
    tx,
    belizeWallClock(now),
    belizeWallClock(new Date(now.getTime() + 24 * 3_600_000)),
  );
  const keyOf = (d: (typeof due)[number]) => `reminder:${d.id}:${d.localDate}T${d.startTime}`;
  const claimed = await repo.claimKeys(tx, due.map(keyOf));
  let sent = 0;
  for (const d of due) {
    if (!claimed.has(keyOf(d))) continue;
    const n = await repo.findBookingNotice(tx, d.id);
    if (!n || !(await wants(tx, n.booking.email, 'reminders'))) continue;
    const b = n.booking;
    const unsubscribe = await unsubscribeParts(tx, ctx, b.email, 'reminders');
    await enqueueEmail(tx, {
      to: b.email,
      subject: `Tomorrow's tour: ${n.tourTitle}, ${formatClockTime(b.startTime)}`.replace(
        "Tomorrow's",
        b.localDate === belizeToday(now) ? "Today's" : "Tomorrow's",
      ),
      text: text([
        `Hello ${b.fullName},`,
        '',
        `A reminder of your tour with ${n.merchantName}:`,
        `${n.tourTitle}`,
        `When: ${when(b.localDate, b.startTime)}`,
        `Meeting point: ${n.meetingPoint || n.locationName}`,
        directionsLine(n),
        `Party: ${party(b.adults, b.children)}. Confirmation code: ${b.confirmationCode ?? '-'}`,
        n.bringItems.length ? `What to bring: ${n.bringItems.join(', ')}.` : undefined,
        b.parkFeeCashCents > 0
          ? `Park fee to pay in cash at check-in: ${money(b.parkFeeCashCents)}.`
          : undefined,
        'Please arrive 15 minutes early and show your QR code from the confirmation email.',
        n.merchantPhone ? `Questions on the day: ${n.merchantName}, ${n.merchantPhone}` : undefined,
        '',
        SIGN_OFF,
        ...unsubscribe.footer,
      ]),
      headers: unsubscribe.headers,
    });
    sent++;
  }
  return sent;
}

/** How many days after a departure a completed booking is still invited to review. */
const REVIEW_INVITATION_DAYS = 3;

/**
 * Invites each guest of a completed booking to review the tour, once per booking (bookings completed
 * more than a few days ago, e.g. before this existed, are not invited). Runs in the completion
 * job's transaction; returns how many invitations were enqueued.
 */
export async function enqueueReviewInvitations(tx: Db, ctx: NotificationContext, now = new Date()) {
  const done = await repo.listRecentlyCompleted(tx, addDays(belizeToday(now), -REVIEW_INVITATION_DAYS));
  const claimed = await repo.claimKeys(
    tx,
    done.map((d) => `review:${d.id}`),
  );
  let sent = 0;
  for (const d of done) {
    if (!claimed.has(`review:${d.id}`)) continue;
    const n = await repo.findBookingNotice(tx, d.id);
    if (!n || !(await wants(tx, n.booking.email, 'reviewInvitations'))) continue;
    const b = n.booking;
    const unsubscribe = await unsubscribeParts(tx, ctx, b.email, 'reviewInvitations');
    await enqueueEmail(tx, {
      to: b.email,
      subject: `How was ${n.tourTitle}?`,
      text: text([
        `Hello ${b.fullName},`,
        '',
        `Thank you for touring with ${n.merchantName} on ${formatLongDate(b.localDate)}.`,
        'Tell other travellers how it went: your review shows on the tour as a verified booking.',
        b.userId
          ? `Write your review: ${base(ctx.publicUrl)}/account/bookings`
          : `Write your review from your booking's confirmation page, or find the tour: ${base(ctx.publicUrl)}/tours/${b.tourId}`,
        '',
        SIGN_OFF,
        ...unsubscribe.footer,
      ]),
      headers: unsubscribe.headers,
    });
    sent++;
  }
  return sent;
}

/** The Belize time from which the morning summary of the day goes out. */
export const MORNING_SUMMARY_TIME = '06:00';

/**
 * The morning summary: at 06:00 Belize time (or the first turn after it), each operator who asked
 * for it gets the day's departures with their passenger lists, once per merchant per day. A day
 * without guests sends nothing. Returns how many summaries were enqueued.
 */
export async function enqueueMorningSummaries(tx: Db, ctx: NotificationContext, now = new Date()) {
  if (belizeTimeNow(now) < MORNING_SUMMARY_TIME) return 0;
  const today = belizeToday(now);
  const merchants = await repo.listMerchantsWantingSummary(tx);
  const keyOf = (merchantId: string) => `summary:${merchantId}:${today}`;
  const claimed = await repo.claimKeys(
    tx,
    merchants.map((m) => keyOf(m.merchantId)),
  );
  let sent = 0;
  for (const m of merchants) {
    if (!claimed.has(keyOf(m.merchantId))) continue;
    const guests = await repo.listPassengersOfDay(tx, m.merchantId, today);
    if (guests.length === 0) continue;
    const departures = new Map<string, typeof guests>();
    for (const g of guests) {
      const key = `${g.startTime} ${g.tourTitle}`;
      departures.set(key, [...(departures.get(key) ?? []), g]);
    }
    const seats = guests.reduce((sum, g) => sum + g.adults + g.children, 0);
    const lines: string[] = [];
    for (const list of departures.values()) {
      const first = list[0]!;
      const count = list.reduce((sum, g) => sum + g.adults + g.children, 0);
      lines.push(
        '',
        `${formatClockTime(first.startTime)}  ${first.tourTitle} (${count} ${count === 1 ? 'guest' : 'guests'})`,
      );
      if (first.meetingPoint) lines.push(`Meeting point: ${first.meetingPoint}`);
      for (const g of list) {
        const details = [
          party(g.adults, g.children),
          g.phone || undefined,
          g.hotel ? `pickup: ${g.hotel}` : undefined,
          g.parkFeeCashCents > 0 ? `park fee in cash ${money(g.parkFeeCashCents)}` : undefined,
        ].filter(Boolean);
        lines.push(`- ${g.fullName} (${g.confirmationCode ?? 'walk-in'}): ${details.join(', ')}`);
        if (g.specialRequirements) lines.push(`  Special requirements: ${g.specialRequirements}`);
      }
    }
    const unsubscribe = await unsubscribeParts(tx, ctx, m.operatorEmail, 'morningSummary');
    await enqueueEmail(tx, {
      to: m.operatorEmail,
      subject: `Today, ${formatLongDate(today)}: ${departures.size} ${departures.size === 1 ? 'departure' : 'departures'}, ${seats} ${seats === 1 ? 'guest' : 'guests'}`,
      text: text([
        `Good morning ${m.operatorName},`,
        '',
        `${m.businessName}'s departures today, ${formatLongDate(today)}:`,
        ...lines,
        '',
        `Passenger lists, check-in and print: ${base(ctx.publicUrl)}/merchant/dashboard`,
        '',
        SIGN_OFF,
        ...unsubscribe.footer,
      ]),
      headers: unsubscribe.headers,
    });
    sent++;
  }
  return sent;
}
