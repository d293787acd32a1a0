/**
 * A booking's history as every screen shows it (docs/decisions/019-booking-lifecycle.md): booked,
 * paid, checked in, then completed or no-show once the departure ended, or cancelled.
 */

export const BOOKING_HISTORY_EVENTS = [
  'booked',
  'paid',
  'checked_in',
  'cancelled',
  'completed',
  'no_show',
] as const;
export type BookingHistoryEvent = (typeof BOOKING_HISTORY_EVENTS)[number];

export const BOOKING_HISTORY_LABELS: Record<BookingHistoryEvent, string> = {
  booked: 'Booked',
  paid: 'Paid',
  checked_in: 'Checked in',
  cancelled: 'Cancelled',
  completed: 'Completed',
  no_show: 'No-show',
};

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
 * The events of a booking in time order, from its own timestamps. A completed booking from before
 * `ended_at` was recorded shows its departure's start instead. `notes` adds a line to an event.
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
  },
  notes: Partial<Record<BookingHistoryEvent, string>> = {},
): BookingHistoryEntry[] {
  const events: BookingHistoryEntry[] = [{ at: b.createdAt, event: 'booked' }];
  if (b.paidAt) events.push({ at: b.paidAt, event: 'paid' });
  if (b.checkedInAt) events.push({ at: b.checkedInAt, event: 'checked_in' });
  if (b.status === 'completed' || b.status === 'no_show')
    events.push({ at: b.endedAt ?? departureStartInstant(b.date, b.time), event: b.status });
  if (b.status === 'cancelled' && b.cancelledAt) events.push({ at: b.cancelledAt, event: 'cancelled' });
  return events
    .map((e) => (notes[e.event] ? { ...e, note: notes[e.event] } : e))
    .sort((a, c) => a.at.localeCompare(c.at));
}
