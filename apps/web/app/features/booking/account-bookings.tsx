import {
  type Booking,
  type BookingListRow,
  belizeToday,
  formatShortDate,
  formatUsd,
} from '@belizepass/domain';
import { CalendarX } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { Button, ButtonLink } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { fetchMyBookings } from './booking-api';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { ReviewBookingForm } from './review-booking-form';
import { StatusBadge } from './status-badge';

/** Booking list filters and sorts (spec sections 2.10 and 9). */
const STATUS_FILTERS = [
  { value: 'all', label: 'All bookings' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;
const SORTS = [
  { value: 'upcoming', label: 'Upcoming first' },
  { value: 'recent', label: 'Recent first' },
] as const;

type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];
type Sort = (typeof SORTS)[number]['value'];

const SELECT =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600';

/** Upcoming tours soonest first, then past ones most recent first. */
function byUpcoming(today: string) {
  return (a: BookingListRow, b: BookingListRow) => {
    const aPast = a.tourDate < today;
    const bPast = b.tourDate < today;
    if (aPast !== bPast) return aPast ? 1 : -1;
    const order = a.tourDate.localeCompare(b.tourDate);
    return aPast ? -order : order;
  };
}

const byRecent = (a: BookingListRow, b: BookingListRow) => b.bookingDate.localeCompare(a.bookingDate);

type ListState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; bookings: BookingListRow[] };

/** The My Bookings tab (spec section 2.10): the signed-in user's bookings with filter and sort. */
export function AccountBookings() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<Sort>('upcoming');
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [cancelling, setCancelling] = useState<BookingListRow | null>(null);
  const [cancelled, setCancelled] = useState<Booking | null>(null);
  const statusId = useId();
  const sortId = useId();
  const today = belizeToday();

  useEffect(() => {
    if (attempt > 0) setList({ kind: 'loading' });
    const controller = new AbortController();
    fetchMyBookings(controller.signal)
      .then(({ bookings }) => setList({ kind: 'ready', bookings }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setList({
          kind: 'failed',
          message: error instanceof Error ? error.message : 'We could not load your bookings.',
        });
      });
    return () => controller.abort();
  }, [attempt]);

  const rows =
    list.kind === 'ready'
      ? list.bookings
          .filter((row) => status === 'all' || row.status === status)
          .sort(sort === 'upcoming' ? byUpcoming(today) : byRecent)
      : [];

  function onCancelled(booking: Booking) {
    setCancelling(null);
    setCancelled(booking);
    setList((l) =>
      l.kind === 'ready'
        ? {
            ...l,
            bookings: l.bookings.map((row) =>
              row.id === booking.id ? { ...row, status: booking.status } : row,
            ),
          }
        : l,
    );
  }

  return (
    <section
      aria-labelledby="bookings-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="bookings-title" className="text-xl font-semibold text-slate-900">
        Bookings
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={statusId} className="block text-sm font-medium text-slate-800">
            Status
          </label>
          <select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value as StatusFilter)}
            className={SELECT}
          >
            {STATUS_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={sortId} className="block text-sm font-medium text-slate-800">
            Sort by
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => setSort(event.target.value as Sort)}
            className={SELECT}
          >
            {SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {cancelled && (
        <div className="mt-6">
          <Banner tone="success" title={`Booking ${cancelled.confirmationCode ?? ''} cancelled`}>
            {cancelled.refund && cancelled.refund.amount > 0
              ? `Refund: ${formatUsd(cancelled.refund.amount, { cents: true })} (${cancelled.refund.percent}%) goes back to your card.`
              : 'No refund is due under the cancellation policy.'}
          </Banner>
        </div>
      )}

      {list.kind === 'loading' ? (
        <div className="mt-8 flex justify-center py-10">
          <Spinner label="Loading your bookings" />
        </div>
      ) : list.kind === 'failed' ? (
        <div className="mt-8">
          <Banner
            title="We could not load your bookings"
            action={
              <Button size="sm" onClick={() => setAttempt((n) => n + 1)}>
                Try again
              </Button>
            }
          >
            {list.message}
          </Banner>
        </div>
      ) : rows.length === 0 ? (
        <div className="mt-8 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center">
          <CalendarX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <p className="mt-3 font-medium text-slate-900">No bookings match your current filter.</p>
          <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
            {status !== 'all' && (
              <Button variant="secondary" className="min-h-11" onClick={() => setStatus('all')}>
                Clear Filters
              </Button>
            )}
            <ButtonLink to="/tours" className="min-h-11">
              Browse Tours
            </ButtonLink>
          </div>
        </div>
      ) : (
        <ul aria-label="Your bookings" className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
          {rows.map((row) => (
            <BookingRow
              key={row.id}
              row={row}
              canCancel={row.status === 'confirmed' && row.tourDate >= today}
              onCancel={() => setCancelling(row)}
            />
          ))}
        </ul>
      )}

      <CancelBookingDialog
        bookingId={cancelling?.id ?? null}
        confirmationCode={cancelling?.confirmationCode ?? null}
        onClose={() => setCancelling(null)}
        onCancelled={onCancelled}
      />
    </section>
  );
}

function BookingRow({
  row,
  canCancel,
  onCancel,
}: {
  row: BookingListRow;
  canCancel: boolean;
  onCancel: () => void;
}) {
  const titleId = useId();
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold tracking-wider text-slate-700">
            {row.confirmationCode ?? 'Awaiting payment'}
          </span>
          <StatusBadge status={row.status} />
        </div>
        <p id={titleId} className="font-semibold text-slate-900">
          <Link to={`/confirmation/${row.id}`} className="hover:text-brand-700 hover:underline">
            {row.tourName}
          </Link>
        </p>
        <p className="text-sm text-slate-600">
          Tour date: {formatShortDate(row.tourDate)} · Booked: {formatShortDate(row.bookingDate)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end">
        <span className="text-lg font-bold text-slate-900">{formatUsd(row.price, { cents: true })}</span>
        {canCancel && (
          <Button variant="secondary" size="sm" className="min-h-11" onClick={onCancel}>
            Cancel booking
          </Button>
        )}
        {row.status === 'completed' && <ReviewBookingForm bookingId={row.id} tourName={row.tourName} />}
      </div>
    </li>
  );
}
