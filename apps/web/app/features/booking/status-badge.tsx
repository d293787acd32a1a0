import { BOOKING_STATUS_LABELS, type BookingStatus, formatBelizeDateTime } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';

const STYLES: Record<BookingStatus | 'checked_in', string> = {
  confirmed: 'bg-green-100 text-green-800 ring-green-600/20',
  checked_in: 'bg-teal-100 text-teal-900 ring-teal-600/20',
  pending: 'bg-yellow-100 text-yellow-800 ring-yellow-600/20',
  completed: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  no_show: 'bg-slate-200 text-slate-800 ring-slate-500/20',
  cancelled: 'bg-red-100 text-red-800 ring-red-600/20',
};

/** The domain's labels, for the screens that name a status outside a badge (filters). */
export const STATUS_LABELS = BOOKING_STATUS_LABELS;

/**
 * A booking's status as a coloured pill (confirmed green, pending yellow, completed blue, no-show
 * grey, cancelled red). A confirmed booking with a check-in time reads "Checked in" with the time
 * (Belize): it stays confirmed until its departure ends.
 */
export function StatusBadge({ status, checkedInAt }: { status: BookingStatus; checkedInAt?: string | null }) {
  const checkedIn = status === 'confirmed' && Boolean(checkedInAt);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLES[checkedIn ? 'checked_in' : status]}`}
    >
      {checkedIn
        ? m.booking_checked_in_at({ time: formatBelizeDateTime(checkedInAt!) })
        : BOOKING_STATUS_LABELS[status]}
    </span>
  );
}
