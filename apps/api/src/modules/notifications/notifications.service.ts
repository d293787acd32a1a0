import {
  addDays,
  belizeTimeNow,
  belizeToday,
  coordinatesOf,
  directionsUrl,
  formatClockTime,
  formatLongDate,
  inLanguage,
  partyText,
} from '@belizepass/domain';
import { type Locale, m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { currentLocale, withLocale } from '../../lib/locale.ts';
import { partyOf } from '../bookings/booking-party.ts';
import { emailLines, emailMoney, siteLink } from '../mail/email-text.ts';
import { type EmailAttachment, enqueueEmail } from '../mail/mail.repository.ts';
import { guidesOnDepartures } from '../resources/resources.service.ts';
import { type DepartureEvent, departureCalendar } from './calendar.ts';
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
 * `notification_log` first, so each goes out once however many instances run the job. Each is
 * written in its recipient's language (docs/decisions/029-spanish-edition.md): the tourist's (the
 * site's language the booking was made on, decision 041) or the operator's account's.
 */

export interface NotificationContext {
  publicUrl: string;
}

export type EmailPreferences = Record<OptionalEmail, boolean>;

const DEFAULTS: EmailPreferences = { reminders: true, reviewInvitations: true, morningSummary: false };
const money = emailMoney;
const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');
const normalise = (email: string) => email.trim().toLowerCase();
const when = (localDate: string, startTime: string) =>
  m.emails_when_belize_time({ date: formatLongDate(localDate), time: formatClockTime(startTime) });
const party = partyText;
const text = emailLines;

/** Why an optional email comes, in the reader's language. */
const FOOTER_REASON: Record<OptionalEmail, (email: string) => string> = {
  reminders: (email) => m.emails_footer_because_reminders({ email }),
  reviewInvitations: (email) => m.emails_footer_because_review_invitations({ email }),
  morningSummary: (email) => m.emails_footer_because_morning_summary({ email }),
};

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
  const page = siteLink(ctx.publicUrl, `/emails/unsubscribe?token=${token}`);
  const oneClick = `${base(ctx.publicUrl)}/api/email-preferences/unsubscribe?token=${token}`;
  return {
    footer: [
      '',
      '--',
      FOOTER_REASON[kind](email),
      m.emails_footer_stop({ link: page }),
      m.emails_footer_settings({ link: siteLink(ctx.publicUrl, '/account/emails') }),
    ],
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** "Directions: <maps link>" when the tour's meeting point has coordinates. */
function directionsLine(n: { meetingPointLat: number | null; meetingPointLng: number | null }) {
  const point = coordinatesOf(n.meetingPointLat, n.meetingPointLng);
  return point ? m.emails_directions({ url: directionsUrl(point) }) : undefined;
}

/**
 * The tour's title and meeting instructions as the tourist reads them, in the language the email is
 * written in: the Spanish where the operator wrote it, else the English (decision 029). The
 * operator's emails keep the English they wrote first.
 */
function tourTexts(n: repo.BookingNotice) {
  return inLanguage(currentLocale(), {
    title: { en: n.tourTitle, es: n.tourTitleEs },
    meetingPoint: { en: n.meetingPoint, es: n.meetingPointEs },
  }).values;
}

/**
 * The languages a booking's emails are written in: the tourist's (the site's language the booking
 * was made on, decision 041) and the operator's (their account's).
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

/** Who sends the booking's calendar events (RFC 5546 asks an ORGANIZER of REQUEST and CANCEL). */
const CALENDAR_ORGANIZER = { name: 'BelizePass', email: 'hello@belizepass.bz' };

/**
 * The booking's departure as an `.ics` attachment, its description in the current language (the
 * tourist's, inside their email). Its UID stays the booking's, and each file takes the booking's
 * next SEQUENCE (a counter raised in the caller's transaction), so a later file always wins:
 * `REQUEST` adds or updates the event (confirmation, reschedule), `CANCEL` removes it.
 */
export async function calendarAttachment(
  db: Db,
  bookingId: string,
  options: { method?: 'REQUEST' | 'CANCEL'; now?: Date } = {},
): Promise<EmailAttachment> {
  const n = await repo.findBookingNotice(db, bookingId);
  if (!n) throw new Error(`No booking ${bookingId}`);
  const b = n.booking;
  const method = options.method ?? 'REQUEST';
  const ics = bookingCalendar(n, {
    method,
    sequence: await repo.nextCalendarSequence(db, b.id),
    now: options.now ?? new Date(),
    organizer: CALENDAR_ORGANIZER,
    attendee: { name: b.fullName, email: b.email },
  });
  return {
    filename: `belizepass-${b.confirmationCode ?? b.id}${method === 'CANCEL' ? '-cancelled' : ''}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    contentBase64: Buffer.from(ics, 'utf8').toString('base64'),
  };
}

/**
 * The booking's calendar file to download ("Add to calendar" on the confirmation), in the current
 * language: the same UID and the SEQUENCE of the last file sent, offered as METHOD:PUBLISH.
 */
export async function calendarDownload(db: Db, bookingId: string, now = new Date()) {
  const n = await repo.findBookingNotice(db, bookingId);
  if (!n) throw new Error(`No booking ${bookingId}`);
  return {
    filename: `belizepass-${n.booking.confirmationCode ?? n.booking.id}.ics`,
    ics: bookingCalendar(n, { method: 'PUBLISH', sequence: n.booking.calendarSequence, now }),
  };
}

function bookingCalendar(
  n: repo.BookingNotice,
  options: Pick<DepartureEvent, 'method' | 'sequence' | 'organizer' | 'attendee'> & { now: Date },
) {
  const b = n.booking;
  const tour = tourTexts(n);
  return departureCalendar({
    uid: `booking-${b.id}@belizepass.bz`,
    title: tour.title,
    location: tour.meetingPoint || n.locationName,
    geo: coordinatesOf(n.meetingPointLat, n.meetingPointLng),
    description: text([
      m.emails_calendar_booking({ code: b.confirmationCode ?? '' }).trim(),
      m.emails_calendar_party({ merchant: n.merchantName, party: partyOf(b) }),
      n.bringItems.length ? m.emails_calendar_bring({ items: n.bringItems.join(', ') }) : undefined,
      m.emails_calendar_arrive(),
    ]),
    localDate: b.localDate,
    startTime: b.startTime,
    durationHours: n.durationHours,
    stamp: options.now,
    sequence: options.sequence,
    method: options.method,
    organizer: options.organizer,
    attendee: options.attendee,
  });
}

// ---------------------------------------------------------------------------------------------
// Operator: new booking

/** Tells the operator (the merchant's account email) of a paid booking. Essential: always sent. */
export async function enqueueNewBookingForOperator(db: Db, bookingId: string, ctx: NotificationContext) {
  const n = await repo.findBookingNotice(db, bookingId);
  if (!n) return;
  const b = n.booking;
  await withLocale(n.operatorLocale, () =>
    enqueueEmail(db, {
      to: n.operatorEmail,
      subject: m
        .emails_operator_new_booking_subject({
          code: b.confirmationCode ?? '',
          tour: n.tourTitle,
          date: formatLongDate(b.localDate),
        })
        .replace('  ', ' '),
      text: text([
        m.emails_hello({ name: n.operatorName }),
        '',
        m.emails_operator_booked({ name: b.fullName, tour: n.tourTitle }),
        m.emails_when({ when: when(b.localDate, b.startTime) }),
        m.emails_party({ party: partyOf(b) }),
        m.emails_confirmation_code({ code: b.confirmationCode ?? '-' }),
        m.emails_operator_guest({ contact: `${b.email}${b.phone ? `, ${b.phone}` : ''}` }),
        b.hotel ? m.emails_operator_hotel_pickup({ hotel: b.hotel }) : undefined,
        b.specialRequirements ? m.emails_special_requirements({ text: b.specialRequirements }) : undefined,
        b.merchantNetCents !== null
          ? m.emails_operator_paid_net({ total: money(b.totalCents), net: money(b.merchantNetCents) })
          : m.emails_paid({ amount: money(b.totalCents) }),
        b.parkFeeCashCents > 0
          ? m.emails_operator_park_fee_cash({ amount: money(b.parkFeeCashCents) })
          : undefined,
        '',
        m.emails_booking_in_dashboard({
          link: siteLink(ctx.publicUrl, `/merchant/dashboard/booking/${b.id}`),
        }),
        '',
        m.emails_sign_off(),
      ]),
    }),
  );
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

/** The operator's line of who cancelled, for the reasons the operator is told of. */
const CANCELLED_BY: Record<string, (booking: { code: string; name: string }) => string> = {
  cancelled_by_tourist: (booking) => m.emails_operator_cancelled_by_guest(booking),
  cancelled_by_staff: (booking) => m.emails_operator_cancelled_by_staff(booking),
  move_refused: (booking) => m.departure_email_operator_move_refused(booking),
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
  if (notice.reason === 'cancelled_by_tourist' || notice.reason === 'move_refused') {
    await withLocale(n.guestLocale, async () => {
      const tour = tourTexts(n);
      const cardLine = (amount: string) =>
        notice.card?.last4
          ? m.emails_refund_to_card_ending({
              brand: notice.card.brand ?? m.emails_card(),
              last4: notice.card.last4,
              amount,
            })
          : m.emails_refund_to_card({ amount });
      const refunded = { amount: money(notice.refundCents), percent: notice.refundPercent };
      return enqueueEmail(db, {
        to: b.email,
        subject: m.emails_cancelled_subject({
          tour: tour.title,
          code: b.confirmationCode ?? '',
          amount: money(notice.refundCents),
        }),
        text: text([
          m.emails_hello({ name: b.fullName }),
          '',
          m.emails_cancelled_booking({ code: b.confirmationCode ?? '' }),
          `${tour.title}, ${when(b.localDate, b.startTime)}`,
          m.emails_party({ party: partyOf(b) }),
          '',
          m.emails_refund_receipt(),
          m.emails_paid({ amount: money(b.totalCents) }),
          notice.reason === 'move_refused'
            ? m.departure_email_refunded_in_full({ amount: refunded.amount })
            : b.parkFeeCents > 0
              ? m.emails_refunded_by_policy_park_fee(refunded)
              : m.emails_refunded_by_policy(refunded),
          notice.toGiftCardsCents > 0
            ? m.bilingual_refund_to_gift_cards({ amount: money(notice.toGiftCardsCents) })
            : undefined,
          notice.toCardCents > 0 ? cardLine(money(notice.toCardCents)) : undefined,
          notice.refundCents === 0 ? m.emails_no_refund_close() : undefined,
          '',
          m.pocket_email_calendar_removed(),
          ctx.publicUrl
            ? m.emails_your_bookings({ link: siteLink(ctx.publicUrl, '/account/bookings') })
            : undefined,
          '',
          m.emails_sign_off(),
        ]),
        // Removes the event the confirmation's calendar file added.
        attachments: [await calendarAttachment(db, b.id, { method: 'CANCEL' })],
      });
    });
  }
  const by = CANCELLED_BY[notice.reason];
  if (!by) return;
  await withLocale(n.operatorLocale, () =>
    enqueueEmail(db, {
      to: n.operatorEmail,
      subject: m.emails_operator_cancelled_subject({
        code: b.confirmationCode ?? '',
        tour: n.tourTitle,
        date: formatLongDate(b.localDate),
      }),
      text: text([
        m.emails_hello({ name: n.operatorName }),
        '',
        by({ code: b.confirmationCode ?? '', name: b.fullName }),
        `${n.tourTitle}, ${when(b.localDate, b.startTime)}`,
        m.emails_operator_seats_free({ party: partyOf(b) }),
        m.emails_operator_refunded({ refund: money(notice.refundCents), total: money(b.totalCents) }),
        '',
        ctx.publicUrl
          ? m.emails_your_bookings({ link: siteLink(ctx.publicUrl, '/merchant/dashboard') })
          : undefined,
        '',
        m.emails_sign_off(),
      ]),
    }),
  );
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
  /**
   * The operator closed the booking's departure and moved the guest (decision 035): the reason, and
   * the one-click link to refuse the move for a full refund. The operator, who closed it, is not told.
   */
  closure?: { reason: string; refuseLink: () => string };
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
  /** The move in the current language: before and after, and what it cost or gave back. */
  const change = () => ({
    was: `${when(notice.previous.localDate, notice.previous.startTime)}, ${party(notice.previous.adults, notice.previous.children)}`,
    is: `${when(b.localDate, b.startTime)}, ${partyOf(b)}`,
    difference:
      notice.chargedCents > 0
        ? m.emails_difference_charged({ amount: money(notice.chargedCents), total: money(b.totalCents) })
        : notice.refundedCents > 0
          ? m.emails_difference_refunded({ amount: money(notice.refundedCents), total: money(b.totalCents) })
          : m.emails_difference_none({ total: money(b.totalCents) }),
  });
  await withLocale(n.guestLocale, async () => {
    const { was, is, difference } = change();
    const tour = tourTexts(n);
    await enqueueEmail(db, {
      to: b.email,
      subject: m.emails_changed_subject({
        tour: tour.title,
        date: formatLongDate(b.localDate),
        code: b.confirmationCode ?? '',
      }),
      text: text([
        m.emails_hello({ name: b.fullName }),
        '',
        notice.by === 'operator'
          ? m.emails_changed_by_operator({ merchant: n.merchantName, code: b.confirmationCode ?? '' })
          : m.emails_changed_by_you({ code: b.confirmationCode ?? '' }),
        notice.closure ? m.departure_email_moved_reason({ reason: notice.closure.reason }) : undefined,
        m.emails_was({ was }),
        m.emails_now({ now: is }),
        difference,
        ...(notice.closure ? ['', m.departure_email_refuse_move({ link: notice.closure.refuseLink() })] : []),
        '',
        m.emails_meeting_point({ place: tour.meetingPoint || n.locationName }),
        directionsLine(n),
        m.emails_changed_calendar(),
        '',
        m.emails_your_bookings({ link: siteLink(ctx.publicUrl, '/account/bookings') }),
        '',
        m.emails_sign_off(),
      ]),
      attachments: [await calendarAttachment(db, b.id, { now })],
    });
  });
  if (notice.closure) return;
  await withLocale(n.operatorLocale, () => {
    const { was, is, difference } = change();
    const code = b.confirmationCode ?? '';
    return enqueueEmail(db, {
      to: n.operatorEmail,
      subject: m.emails_operator_moved_subject({
        code,
        tour: n.tourTitle,
        date: formatLongDate(b.localDate),
      }),
      text: text([
        m.emails_hello({ name: n.operatorName }),
        '',
        notice.by === 'operator'
          ? m.emails_operator_you_moved({ code, tour: n.tourTitle })
          : m.emails_operator_guest_moved({ name: b.fullName, code, tour: n.tourTitle }),
        m.emails_was({ was }),
        m.emails_now({ now: is }),
        difference,
        '',
        m.emails_booking_in_dashboard({
          link: siteLink(ctx.publicUrl, `/merchant/dashboard/booking/${b.id}`),
        }),
        '',
        m.emails_sign_off(),
      ]),
    });
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
    await withLocale(n.guestLocale, async () => {
      const tour = tourTexts(n);
      const unsubscribe = await unsubscribeParts(tx, ctx, b.email, 'reminders');
      const subject =
        b.localDate === belizeToday(now)
          ? m.emails_reminder_subject_today
          : m.emails_reminder_subject_tomorrow;
      await enqueueEmail(tx, {
        to: b.email,
        subject: subject({ tour: tour.title, time: formatClockTime(b.startTime) }),
        text: text([
          m.emails_hello({ name: b.fullName }),
          '',
          m.emails_reminder_intro({ merchant: n.merchantName }),
          `${tour.title}`,
          m.emails_when({ when: when(b.localDate, b.startTime) }),
          m.emails_meeting_point({ place: tour.meetingPoint || n.locationName }),
          directionsLine(n),
          m.emails_reminder_party_code({
            party: partyOf(b),
            code: b.confirmationCode ?? '-',
          }),
          n.bringItems.length ? m.emails_reminder_bring({ items: n.bringItems.join(', ') }) : undefined,
          b.parkFeeCashCents > 0 ? m.emails_park_fee_cash({ amount: money(b.parkFeeCashCents) }) : undefined,
          m.emails_reminder_arrive(),
          n.merchantPhone
            ? m.emails_reminder_questions({ merchant: n.merchantName, phone: n.merchantPhone })
            : undefined,
          '',
          m.emails_sign_off(),
          ...unsubscribe.footer,
        ]),
        headers: unsubscribe.headers,
      });
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
    await withLocale(n.guestLocale, async () => {
      const unsubscribe = await unsubscribeParts(tx, ctx, b.email, 'reviewInvitations');
      await enqueueEmail(tx, {
        to: b.email,
        subject: m.emails_review_subject({ tour: tourTexts(n).title }),
        text: text([
          m.emails_hello({ name: b.fullName }),
          '',
          m.emails_review_thanks({ merchant: n.merchantName, date: formatLongDate(b.localDate) }),
          m.emails_review_ask(),
          b.userId
            ? m.emails_review_write({ link: siteLink(ctx.publicUrl, '/account/bookings') })
            : m.emails_review_write_guest({ link: siteLink(ctx.publicUrl, `/tours/${b.tourId}`) }),
          '',
          m.emails_sign_off(),
          ...unsubscribe.footer,
        ]),
        headers: unsubscribe.headers,
      });
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
    merchants.map((merchant) => keyOf(merchant.merchantId)),
  );
  let sent = 0;
  for (const merchant of merchants) {
    if (!claimed.has(keyOf(merchant.merchantId))) continue;
    const guests = await repo.listPassengersOfDay(tx, merchant.merchantId, today);
    if (guests.length === 0) continue;
    await withLocale(merchant.operatorLocale, () => enqueueMorningSummary(tx, ctx, merchant, today, guests));
    sent++;
  }
  return sent;
}

/** One operator's morning summary, in the current language (the operator's). */
async function enqueueMorningSummary(
  tx: Db,
  ctx: NotificationContext,
  merchant: Awaited<ReturnType<typeof repo.listMerchantsWantingSummary>>[number],
  today: string,
  guests: Awaited<ReturnType<typeof repo.listPassengersOfDay>>,
) {
  const departures = new Map<string, typeof guests>();
  for (const g of guests) {
    const key = `${g.startTime} ${g.tourTitle}`;
    departures.set(key, [...(departures.get(key) ?? []), g]);
  }
  const seats = guests.reduce((sum, g) => sum + g.seats, 0);
  // The guides on each departure (decision 043).
  const guidesOn = await guidesOnDepartures(tx, [...new Set(guests.map((g) => g.departureId))]);
  const lines: string[] = [];
  for (const list of departures.values()) {
    const first = list[0]!;
    const count = list.reduce((sum, g) => sum + g.seats, 0);
    lines.push('', `${formatClockTime(first.startTime)}  ${first.tourTitle} (${m.emails_guests({ count })})`);
    if (first.meetingPoint) lines.push(m.emails_meeting_point({ place: first.meetingPoint }));
    const guides = guidesOn.get(first.departureId);
    if (guides) lines.push(m.resources_email_guides({ names: guides.map((g) => g.name).join(', ') }));
    for (const g of list) {
      const details = [
        partyOf(g),
        g.phone || undefined,
        g.pickupZoneName && g.pickupTime
          ? m.model_pickup_line({ zone: g.pickupZoneName, time: formatClockTime(g.pickupTime) })
          : undefined,
        g.hotel ? m.emails_summary_pickup({ hotel: g.hotel }) : undefined,
        g.residents > 0 ? m.guest_rule_resident_id() : undefined,
        g.parkFeeCashCents > 0
          ? m.emails_summary_park_fee_cash({ amount: money(g.parkFeeCashCents) })
          : undefined,
      ].filter(Boolean);
      lines.push(
        `- ${g.fullName} (${g.confirmationCode ?? m.emails_summary_walk_in()}): ${details.join(', ')}`,
      );
      if (g.specialRequirements)
        lines.push(`  ${m.emails_special_requirements({ text: g.specialRequirements })}`);
    }
  }
  const unsubscribe = await unsubscribeParts(tx, ctx, merchant.operatorEmail, 'morningSummary');
  await enqueueEmail(tx, {
    to: merchant.operatorEmail,
    subject: m.emails_summary_subject({
      date: formatLongDate(today),
      departures: m.emails_departures({ count: departures.size }),
      guests: m.emails_guests({ count: seats }),
    }),
    text: text([
      m.emails_good_morning({ name: merchant.operatorName }),
      '',
      m.emails_summary_intro({ business: merchant.businessName, date: formatLongDate(today) }),
      ...lines,
      '',
      m.emails_summary_link({ link: siteLink(ctx.publicUrl, '/merchant/dashboard') }),
      '',
      m.emails_sign_off(),
      ...unsubscribe.footer,
    ]),
    headers: unsubscribe.headers,
  });
}

/** The secret that signs the links emails carry (the unsubscribe links, a moved guest's refusal link). */
export function linkSigningSecret(db: Db) {
  return repo.signingSecret(db, 'unsubscribe');
}
