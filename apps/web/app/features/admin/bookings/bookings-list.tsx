import { type AdminBookingRow, formatClockTime } from '@belizepass/domain';
import { Eye } from 'lucide-react';
import { CARD, ICON_BUTTON } from '../admin-ui';
import { money, shortDate } from '../format';
import { BookingStatusPill } from './booking-status';

interface ListProps {
  bookings: AdminBookingRow[];
  onView: (booking: AdminBookingRow) => void;
}

const when = (b: AdminBookingRow) => `${shortDate(b.date)}${b.time ? `, ${formatClockTime(b.time)}` : ''}`;
const codeOf = (b: AdminBookingRow) => b.confirmationCode ?? 'Not issued';

/** Bookings as a table (desktop). */
export function BookingsTable({ bookings, onView }: ListProps) {
  return (
    <div className={`${CARD} overflow-x-auto`}>
      <table className="w-full text-sm">
        <caption className="sr-only">Bookings</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Booking
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Tour
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Tourist
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Date
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Status
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Total
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {bookings.map((b) => (
            <tr key={b.id} className="align-top">
              <th scope="row" className="px-3 py-3 text-left font-mono font-semibold text-slate-900">
                {codeOf(b)}
              </th>
              <td className="max-w-64 px-3 py-3">
                <span className="block font-medium text-slate-900">{b.tourTitle}</span>
                <span className="block text-slate-600">{b.merchantName}</span>
              </td>
              <td className="max-w-56 px-3 py-3">
                <span className="block text-slate-900">{b.customerName}</span>
                <span className="block [overflow-wrap:anywhere] text-slate-600">{b.customerEmail}</span>
              </td>
              <td className="px-3 py-3 whitespace-nowrap">{when(b)}</td>
              <td className="px-3 py-3">
                <BookingStatusPill status={b.status} />
              </td>
              <td className="px-3 py-3 text-right tabular-nums">{money(b.total)}</td>
              <td className="px-3 py-3">
                <button
                  type="button"
                  className={ICON_BUTTON}
                  aria-label={`View booking ${codeOf(b)}`}
                  title="View"
                  onClick={() => onView(b)}
                >
                  <Eye aria-hidden="true" className="size-4" />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Bookings as stacked cards (phones). */
export function BookingCards({ bookings, onView }: ListProps) {
  return (
    <ul className="space-y-3">
      {bookings.map((b) => (
        <li key={b.id} className={`${CARD} p-4`}>
          <div className="flex items-start justify-between gap-3">
            <h2 className="min-w-0 font-semibold text-slate-900">{b.tourTitle}</h2>
            <BookingStatusPill status={b.status} />
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-slate-500">Booking</dt>
              <dd className="font-mono font-semibold">{codeOf(b)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Total</dt>
              <dd className="font-semibold tabular-nums">{money(b.total)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Tourist</dt>
              <dd>{b.customerName}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Date</dt>
              <dd>{when(b)}</dd>
            </div>
          </dl>
          <p className="mt-2 text-sm text-slate-600">{b.merchantName}</p>
          <button
            type="button"
            onClick={() => onView(b)}
            className="mt-3 inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Eye aria-hidden="true" className="size-4" />
            View details
            <span className="sr-only"> of booking {codeOf(b)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
