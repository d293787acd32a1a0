import type { BookingChange } from './booking-changes.schema.ts';
import { m } from './i18n/index.ts';

/** "Rescheduled from Mon, Mar 2 to Fri, Mar 6": the change as one line (dates as given), in the reader's language. */
export function rescheduleLine(
  change: Pick<BookingChange, 'fromDate' | 'toDate'>,
  format = (d: string) => d,
) {
  return change.fromDate === change.toDate
    ? m.reschedule_line_party_changed({ date: format(change.toDate) })
    : m.reschedule_line_moved({ from: format(change.fromDate), to: format(change.toDate) });
}
