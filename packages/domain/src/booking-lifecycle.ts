import { formatClockTime, formatShortDate, formatWeekdayDate } from './belize-time.ts';
import type { BookingChange } from './booking-changes.schema.ts';
import { rescheduleLine } from './booking-changes.ts';
import { intlLocale, m } from './i18n/index.ts';
import { formatMoney } from './money/prices.ts';
import { formatParty } from './tour-model.ts';

/**
 * A booking's history as every screen shows it (docs/decisions/019-booking-lifecycle.md): booked,
 * paid, each move to another date or party (020), checked in, then completed or no-show once the
 * departure ended, or cancelled.
 */

export const BOOKING_HISTORY_EVENTS = [
  'booked',
  'paid',
  'rescheduled',
  'checked_in',
  'cancelled',
  'completed',
  'no_show',
  'messaged',
] as const;
export type BookingHistoryEvent = (typeof BOOKING_HISTORY_EVENTS)[number];

export const BOOKING_HISTORY_LABELS: Readonly<Record<BookingHistoryEvent, string>> = {
  get booked() {
    return m.history_label_booked();
  },
  get paid() {
    return m.history_label_paid();
  },
  get rescheduled() {
    return m.history_label_rescheduled();
  },
  get checked_in() {
    return m.history_label_checked_in();
  },
  get cancelled() {
    return m.history_label_cancelled();
  },
  get completed() {
    return m.history_label_completed();
  },
  get no_show() {
    return m.history_label_no_show();
  },
  get messaged() {
    return m.departure_history_label_messaged();
  },
};

/** A message the operator wrote to a departure's guests, as a booking's history keeps it (decision 035). */
export interface BookingMessage {
  /** ISO timestamp. */
  at: string;
  /** Who wrote it. */
  by: string;
  subject: string | null;
  body: string;
}

/** "Message from the operator (Ana Chen): Dock moved — Meet at the north pier." */
export function bookingMessageNote(message: BookingMessage): string {
  const text = message.subject ? `${message.subject} — ${message.body}` : message.body;
  return m.departure_history_message_note({ name: message.by, text });
}

export interface BookingHistoryEntry {
  /** ISO timestamp. */
  at: string;
  event: BookingHistoryEvent;
  note?: string;
}

/** The instant a departure starts: Belize is UTC-6 all year. */
export function departureStartInstant(date: string, time: string): string {
  return new Date(`${date}T${time}:00-06:00`).toISOString();
}

/**
 * "2 adults, 1 child, 1 Belize resident": a party as every screen and email writes it, in the
 * reader's language (the tour's other guest types in `more`).
 */
export const partyText = (
  adults: number,
  children: number,
  more: { infants?: number; seniors?: number; residents?: number } = {},
) =>
  formatParty({
    adult: adults,
    child: children,
    infant: more.infants ?? 0,
    senior: more.seniors ?? 0,
    resident: more.residents ?? 0,
  });

/**
 * One move as a history line: "Rescheduled from Mar 2, 2026 to Mar 6, 2026 by the operator. No
 * charge or refund." with the party when it changed and the difference charged or refunded.
 */
export function bookingChangeNote(change: BookingChange): string {
  const line = rescheduleLine(change, formatShortDate);
  const parts: string[] = [
    change.by === 'check_in'
      ? m.day_history_joined_at_check_in({
          time: formatClockTime(change.toTime),
          date: formatWeekdayDate(change.toDate),
          from: `${formatWeekdayDate(change.fromDate)}, ${formatClockTime(change.fromTime)}`,
        })
      : change.by === 'operator'
        ? m.change_note_by_operator({ change: line })
        : m.change_note_by_guest({ change: line }),
  ];
  if (change.fromAdults !== change.toAdults || change.fromChildren !== change.toChildren)
    parts.push(
      m.change_note_party({
        from: partyText(change.fromAdults, change.fromChildren),
        to: partyText(change.toAdults, change.toChildren),
      }),
    );
  const usd = (cents: number) => formatMoney(cents, 'USD', intlLocale(), { cents: true });
  const money: string[] = [];
  if (change.chargedAmount > 0) money.push(m.change_note_charged({ amount: usd(change.chargedAmount) }));
  if (change.refundedAmount > 0) money.push(m.change_note_refunded({ amount: usd(change.refundedAmount) }));
  parts.push(money.length ? `${money.join(', ')}.` : m.change_note_no_money());
  return parts.join(' ');
}

/**
 * The events of a booking in time order, from its own timestamps and its recorded moves (`changes`).
 * A completed booking from before `ended_at` was recorded shows its departure's start instead.
 * `notes` adds a line to an event (a move's line is its own).
 */
export function bookingHistory(
  b: {
    status: string;
    date: string;
    time: string;
    createdAt: string;
    paidAt: string | null;
    checkedInAt: string | null;
    endedAt: string | null;
    cancelledAt: string | null;
    changes?: readonly BookingChange[];
    messages?: readonly BookingMessage[];
  },
  notes: Partial<Record<BookingHistoryEvent, string>> = {},
): BookingHistoryEntry[] {
  const events: BookingHistoryEntry[] = [{ at: b.createdAt, event: 'booked' }];
  if (b.paidAt) events.push({ at: b.paidAt, event: 'paid' });
  for (const change of b.changes ?? [])
    events.push({ at: change.at, event: 'rescheduled', note: bookingChangeNote(change) });
  for (const message of b.messages ?? [])
    events.push({ at: message.at, event: 'messaged', note: bookingMessageNote(message) });
  if (b.checkedInAt) events.push({ at: b.checkedInAt, event: 'checked_in' });
  if (b.status === 'completed' || b.status === 'no_show')
    events.push({ at: b.endedAt ?? departureStartInstant(b.date, b.time), event: b.status });
  if (b.status === 'cancelled' && b.cancelledAt) events.push({ at: b.cancelledAt, event: 'cancelled' });
  return events
    .map((e) => (notes[e.event] && !e.note ? { ...e, note: notes[e.event] } : e))
    .sort((a, c) => a.at.localeCompare(c.at));
}
