import { type BookingHistoryEntry, type BookingHistoryEvent, bookingHistory } from '@belizepass/domain';
import type { BookingRow } from './bookings.repository.ts';

/** A booking row's history (booked, paid, checked in, completed / no-show, cancelled), oldest first. */
export function historyOfBooking(
  b: BookingRow,
  notes: Partial<Record<BookingHistoryEvent, string>> = {},
): BookingHistoryEntry[] {
  return bookingHistory(
    {
      status: b.status,
      date: b.localDate,
      time: b.startTime,
      createdAt: b.createdAt.toISOString(),
      paidAt: b.paidAt?.toISOString() ?? null,
      checkedInAt: b.checkedInAt?.toISOString() ?? null,
      endedAt: b.endedAt?.toISOString() ?? null,
      cancelledAt: b.cancelledAt?.toISOString() ?? null,
    },
    notes,
  );
}
