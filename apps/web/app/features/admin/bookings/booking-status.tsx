import type { BookingStatus } from '@belizepass/domain';
import { Pill } from '../status-badge';

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  confirmed: 'Confirmed',
  pending: 'Pending',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const TONES = { confirmed: 'green', pending: 'yellow', completed: 'blue', cancelled: 'red' } as const;

/** Booking status in the spec's colours: confirmed green, pending yellow, completed blue, cancelled red. */
export function BookingStatusPill({ status }: { status: BookingStatus }) {
  return <Pill tone={TONES[status] ?? 'slate'}>{BOOKING_STATUS_LABELS[status] ?? status}</Pill>;
}
