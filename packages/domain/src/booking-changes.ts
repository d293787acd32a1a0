import type { BookingChange } from './booking-changes.schema.ts';

/** "Rescheduled from Mon, Mar 2 to Fri, Mar 6": the change as one line (dates as given). */
export function rescheduleLine(
  change: Pick<BookingChange, 'fromDate' | 'toDate'>,
  format = (d: string) => d,
) {
  return change.fromDate === change.toDate
    ? `Party changed for ${format(change.toDate)}`
    : `Rescheduled from ${format(change.fromDate)} to ${format(change.toDate)}`;
}
