import {
  type BookingChange,
  type BookingHistoryEntry,
  type BookingHistoryEvent,
  type BookingMessage,
  bookingHistory,
} from '@belizepass/domain';
import type { Db } from '../../db/client.ts';
import type { BookingRow } from './bookings.repository.ts';
import { listBookingChanges } from './reschedule.repository.ts';

/**
 * A booking row's history (booked, paid, each move, checked in, completed / no-show, cancelled),
 * oldest first; `changes` are the booking's recorded moves (`bookingChanges`).
 */
export function historyOfBooking(
  b: BookingRow,
  notes: Partial<Record<BookingHistoryEvent, string>> = {},
  changes: readonly BookingChange[] = [],
  messages: readonly BookingMessage[] = [],
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
      changes,
      messages,
    },
    notes,
  );
}

/** Bookings' date and party changes as the API shows them, by booking id, oldest first. */
export async function bookingChanges(db: Db, bookingIds: string[]) {
  const rows = await listBookingChanges(db, bookingIds);
  const byBooking = new Map<string, BookingChange[]>();
  for (const row of rows) {
    const list = byBooking.get(row.bookingId) ?? [];
    list.push({
      fromDate: row.fromDate,
      fromTime: row.fromTime,
      toDate: row.toDate,
      toTime: row.toTime,
      fromAdults: row.fromAdults,
      fromChildren: row.fromChildren,
      toAdults: row.toAdults,
      toChildren: row.toChildren,
      by: row.by,
      chargedAmount: row.chargedCents,
      refundedAmount: row.refundedCents,
      at: row.createdAt.toISOString(),
    });
    byBooking.set(row.bookingId, list);
  }
  return byBooking;
}
