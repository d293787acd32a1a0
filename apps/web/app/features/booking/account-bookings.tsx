import {
  type BookingListRow,
  belizeToday,
  formatShortDate,
  formatUsd,
  rescheduleLine,
} from '@belizepass/domain';
import { CalendarX, Ticket } from 'lucide-react';
import { useId, useState } from 'react';
import { Form, Link, useFetcher, useSearchParams } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { Button, ButtonLink } from '~/components/ui/button';
import { SelectBox } from '~/components/ui/select-box';
import { TitledSection } from '~/components/ui/titled-section';
import { useHydrated } from '~/components/ui/use-hydrated';
import { OfflineNotice } from '~/features/offline/offline-notice';
import { useOnline } from '~/features/offline/use-online';
import { CancelBookingDialog, cancelPath, REFUND_QUOTE_FETCHER } from './cancel-booking-dialog';
import { ReviewBookingForm } from './review-booking-form';
import { StatusBadge } from './status-badge';

/** Booking list filters and sorts (spec sections 2.10 and 9). */
const STATUS_FILTERS = [
  { value: 'all', label: 'All bookings' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
  { value: 'no_show', label: 'No-show' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;
const SORTS = [
  { value: 'upcoming', label: 'Upcoming first' },
  { value: 'recent', label: 'Recent first' },
] as const;

type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];
type Sort = (typeof SORTS)[number]['value'];

/** One of the list's two choices (filter, sort) as a labelled native select. */
function ListChoice<T extends string>({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <SelectBox
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        options={options}
      />
    </div>
  );
}

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

const oneOf = <T extends string>(options: readonly { value: T }[], value: string | null, fallback: T): T =>
  options.find((option) => option.value === value)?.value ?? fallback;

/** What the last cancellation refunded, from the address My Bookings was sent back to. */
function CancelledBanner({ row, params }: { row: BookingListRow | undefined; params: URLSearchParams }) {
  const refund = Number(params.get('refund') ?? 0);
  const percent = Number(params.get('percent') ?? 0);
  return (
    <div className="mt-6">
      <Banner tone="success" title={`Booking ${row?.confirmationCode ?? ''} cancelled`}>
        {refund > 0
          ? `Refund: ${formatUsd(refund, { cents: true })} (${percent}%) goes back to your card.`
          : 'No refund is due under the cancellation policy.'}
      </Banner>
    </div>
  );
}

/**
 * The My Bookings tab (spec section 2.10): the signed-in user's bookings (loaded by the account
 * route) with filter and sort. Filter and sort are a GET form, applied as they change with
 * JavaScript. Cancelling and reviewing post to the booking's route action
 * (routes/account-booking-actions.tsx), which sends the browser back here.
 */
export function AccountBookings({ bookings }: { bookings: BookingListRow[] }) {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const [status, setStatus] = useState<StatusFilter>(() =>
    oneOf(STATUS_FILTERS, params.get('status'), 'all'),
  );
  const [sort, setSort] = useState<Sort>(() => oneOf(SORTS, params.get('sort'), 'upcoming'));
  const [cancelling, setCancelling] = useState<BookingListRow | null>(null);
  const quote = useFetcher({ key: REFUND_QUOTE_FETCHER });
  const today = belizeToday();
  // Without a connection the list is the copy kept on the phone: only its tickets still to use.
  const online = useOnline();

  // Back from a cancellation: the dialog has done its work.
  const cancelledId = params.get('cancelled');
  const [seenCancelled, setSeenCancelled] = useState(cancelledId);
  if (cancelledId !== seenCancelled) {
    setSeenCancelled(cancelledId);
    if (cancelledId && cancelling?.id === cancelledId) setCancelling(null);
  }

  const rows = bookings
    .filter((row) =>
      online
        ? status === 'all' || row.status === status
        : row.status === 'confirmed' && row.tourDate >= today,
    )
    .sort(sort === 'upcoming' ? byUpcoming(today) : byRecent);

  function startCancel(row: BookingListRow) {
    setCancelling(row);
    quote.load(cancelPath(row.id));
  }

  return (
    <TitledSection
      id="bookings-title"
      title="Bookings"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      titleClassName="text-xl font-semibold text-slate-900"
    >
      <Form method="get" className="mt-4 grid gap-4 sm:grid-cols-2">
        <ListChoice
          label="Status"
          name="status"
          value={status}
          options={STATUS_FILTERS}
          onChange={setStatus}
        />
        <ListChoice label="Sort by" name="sort" value={sort} options={SORTS} onChange={setSort} />
        {!hydrated && (
          <Button type="submit" variant="secondary" className="min-h-11 sm:col-span-2 sm:justify-self-start">
            Apply
          </Button>
        )}
      </Form>

      <div className="mt-4 empty:hidden">
        <OfflineNotice>
          These are your upcoming tickets as this phone saved them when you last opened My Bookings online.
          Tickets you have opened show their code and QR code without a connection.
        </OfflineNotice>
      </div>

      {params.get('rescheduled') && (
        <Banner tone="success" title="Booking changed">
          {(() => {
            const row = bookings.find((b) => b.id === params.get('rescheduled'));
            return row
              ? `${row.tourName} is now on ${formatShortDate(row.tourDate)}.`
              : 'Your booking is changed.';
          })()}
        </Banner>
      )}
      {cancelledId && (
        <CancelledBanner row={bookings.find((row) => row.id === cancelledId)} params={params} />
      )}

      {rows.length === 0 ? (
        <div className="mt-8 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center">
          <CalendarX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <p className="mt-3 font-medium text-slate-900">
            {online
              ? 'No bookings match your current filter.'
              : 'No upcoming tickets are saved on this phone.'}
          </p>
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
              canCancel={online && row.status === 'confirmed' && row.tourDate >= today}
              reviewed={params.get('reviewed') === row.id}
              onCancel={hydrated ? () => startCancel(row) : undefined}
            />
          ))}
        </ul>
      )}

      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
    </TitledSection>
  );
}

function BookingRow({
  row,
  canCancel,
  reviewed,
  onCancel,
}: {
  row: BookingListRow;
  canCancel: boolean;
  reviewed: boolean;
  /** Opens the cancel dialog; without JavaScript "Cancel booking" is a link to its own page. */
  onCancel?: () => void;
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
          <StatusBadge status={row.status} checkedInAt={row.checkedInAt} />
        </div>
        <p id={titleId} className="font-semibold text-slate-900">
          <Link to={`/confirmation/${row.id}`} className="hover:text-brand-700 hover:underline">
            {row.tourName}
          </Link>
        </p>
        <p className="text-sm text-slate-600">
          Tour date: {formatShortDate(row.tourDate)} · Booked: {formatShortDate(row.bookingDate)}
        </p>
        {row.rescheduledFrom && row.rescheduledFrom !== row.tourDate && (
          <p className="text-sm text-slate-600">
            {rescheduleLine({ fromDate: row.rescheduledFrom, toDate: row.tourDate }, formatShortDate)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end">
        <span className="text-lg font-bold text-slate-900">{formatUsd(row.price, { cents: true })}</span>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <ButtonLink
            to={`/confirmation/${row.id}`}
            variant="secondary"
            size="sm"
            className="min-h-11"
            aria-label={`View ticket for ${row.tourName}`}
          >
            <Ticket aria-hidden="true" className="size-4" />
            View ticket
          </ButtonLink>
          {canCancel && (
            <ButtonLink
              to={`/account/bookings/${row.id}/reschedule`}
              variant="secondary"
              size="sm"
              className="min-h-11"
              aria-label={`Change date or party for ${row.tourName}`}
            >
              Change date
            </ButtonLink>
          )}
          {row.status === 'cancelled' && row.cancelReason === 'departure_closed' && row.tourId && (
            <ButtonLink to={`/tours/${row.tourId}`} variant="secondary" size="sm" className="min-h-11">
              Choose another date
            </ButtonLink>
          )}
          {canCancel &&
            (onCancel ? (
              <Button variant="secondary" size="sm" className="min-h-11" onClick={onCancel}>
                Cancel booking
              </Button>
            ) : (
              <ButtonLink to={cancelPath(row.id)} variant="secondary" size="sm" className="min-h-11">
                Cancel booking
              </ButtonLink>
            ))}
        </div>
        {row.status === 'completed' &&
          (reviewed ? (
            <p role="status" className="text-sm font-medium text-brand-700">
              Thank you! Your review now shows on the tour page.
            </p>
          ) : (
            <ReviewBookingForm bookingId={row.id} tourName={row.tourName} />
          ))}
      </div>
    </li>
  );
}
