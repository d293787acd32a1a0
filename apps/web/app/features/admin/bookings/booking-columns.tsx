import { type AdminBookingRow, formatClockTime } from '@belizepass/domain';
import type { Column } from '~/components/data/data-table';
import { money, shortDate } from '../format';
import { BookingStatusPill } from '../status-badge';

export const bookingCode = (b: { confirmationCode: string | null }) => b.confirmationCode ?? 'Not issued';
export const bookingWhen = (b: { date: string; time: string }) =>
  `${shortDate(b.date)}${b.time ? `, ${formatClockTime(b.time)}` : ''}`;

/** Two lines in one cell: the main text over a second, quieter one. */
function stacked(top: string, bottom: string, topClass: string, bottomClass: string) {
  return (
    <>
      <span className={`block ${topClass}`}>{top}</span>
      <span className={`block ${bottomClass}`}>{bottom}</span>
    </>
  );
}

/** Every booking on the platform, newest first (or oldest). */
export const BOOKING_COLUMNS: readonly Column<AdminBookingRow>[] = [
  { key: 'code', header: 'Booking', primary: true, className: 'font-mono', cell: bookingCode },
  {
    key: 'tour',
    header: 'Tour',
    card: 'meta',
    className: 'max-w-64',
    cell: (b) => stacked(b.tourTitle, b.merchantName, 'font-medium text-slate-900', 'text-slate-600'),
    cardCell: (b) => `${b.tourTitle} · ${b.merchantName}`,
  },
  {
    key: 'tourist',
    header: 'Tourist',
    className: 'max-w-56',
    cell: (b) =>
      stacked(b.customerName, b.customerEmail, 'text-slate-900', '[overflow-wrap:anywhere] text-slate-600'),
    cardCell: (b) => b.customerName,
  },
  {
    key: 'date',
    header: 'Date',
    className: 'whitespace-nowrap',
    cell: (b) => (
      <>
        <span className="block">{bookingWhen(b)}</span>
        {b.rescheduledFrom && (
          <span className="block text-sm text-slate-600">
            Rescheduled from {shortDate(b.rescheduledFrom)}
          </span>
        )}
      </>
    ),
    cardCell: (b) =>
      b.rescheduledFrom
        ? `${bookingWhen(b)} (rescheduled from ${shortDate(b.rescheduledFrom)})`
        : bookingWhen(b),
  },
  {
    key: 'status',
    header: 'Status',
    card: 'badge',
    cell: (b) => <BookingStatusPill status={b.status} checkedInAt={b.checkedInAt} />,
  },
  { key: 'total', header: 'Total', align: 'right', cell: (b) => money(b.total) },
];
