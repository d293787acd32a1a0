import { type AdminBookingRow, formatClockTime } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Column } from '~/components/data/data-table';
import { money, shortDate } from '../format';
import { BookingStatusPill } from '../status-badge';

export const bookingCode = (b: { confirmationCode: string | null }) =>
  b.confirmationCode ?? m.admin_booking_code_not_issued();
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

/** Every booking on the platform, newest first (or oldest), in the page's language. */
export const bookingColumns = (): readonly Column<AdminBookingRow>[] => [
  { key: 'code', header: m.admin_col_booking(), primary: true, className: 'font-mono', cell: bookingCode },
  {
    key: 'tour',
    header: m.admin_col_tour(),
    card: 'meta',
    className: 'max-w-64',
    cell: (b) => stacked(b.tourTitle, b.merchantName, 'font-medium text-slate-900', 'text-slate-600'),
    cardCell: (b) => `${b.tourTitle} · ${b.merchantName}`,
  },
  {
    key: 'tourist',
    header: m.admin_col_tourist(),
    className: 'max-w-56',
    cell: (b) =>
      stacked(b.customerName, b.customerEmail, 'text-slate-900', '[overflow-wrap:anywhere] text-slate-600'),
    cardCell: (b) => b.customerName,
  },
  {
    key: 'date',
    header: m.admin_col_date(),
    className: 'whitespace-nowrap',
    cell: (b) => (
      <>
        <span className="block">{bookingWhen(b)}</span>
        {b.rescheduledFrom && (
          <span className="block text-sm text-slate-600">
            {m.admin_booking_rescheduled_from({ date: shortDate(b.rescheduledFrom) })}
          </span>
        )}
      </>
    ),
    cardCell: (b) =>
      b.rescheduledFrom
        ? m.admin_booking_when_rescheduled({ when: bookingWhen(b), date: shortDate(b.rescheduledFrom) })
        : bookingWhen(b),
  },
  {
    key: 'status',
    header: m.admin_col_status(),
    card: 'badge',
    cell: (b) => <BookingStatusPill status={b.status} checkedInAt={b.checkedInAt} />,
  },
  { key: 'total', header: m.admin_col_total(), align: 'right', cell: (b) => money(b.total) },
];
