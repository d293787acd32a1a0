import type { BookingStatus } from '@belizepass/domain';

const STYLES: Record<BookingStatus, string> = {
  confirmed: 'bg-green-100 text-green-800 ring-green-600/20',
  pending: 'bg-yellow-100 text-yellow-800 ring-yellow-600/20',
  completed: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  cancelled: 'bg-red-100 text-red-800 ring-red-600/20',
};

export const STATUS_LABELS: Record<BookingStatus, string> = {
  confirmed: 'Confirmed',
  pending: 'Pending',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** A booking's status as a coloured pill (confirmed green, pending yellow, completed blue, cancelled red). */
export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
