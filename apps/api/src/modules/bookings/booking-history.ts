import type { BookingChange } from '@belizepass/domain';
import type { Db } from '../../db/client.ts';
import { listBookingChanges } from './reschedule.repository.ts';

/** A booking's history as the API shows it. */
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
