import { type BookingListRow, belizeToday, formatShortDate, rescheduleLine } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
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
import { formatCharge } from '~/lib/display';
import { CancelBookingDialog, cancelPath, REFUND_QUOTE_FETCHER } from './cancel-booking-dialog';
import { ReviewBookingForm } from './review-booking-form';
import { StatusBadge } from './status-badge';

/** Booking list filters and sorts (spec sections 2.10 and 9). */
const STATUS_FILTERS = ['all', 'confirmed', 'pending', 'completed', 'no_show', 'cancelled'] as const;
const SORTS = ['upcoming', 'recent'] as const;

type StatusFilter = (typeof STATUS_FILTERS)[number];
type Sort = (typeof SORTS)[number];

const STATUS_FILTER_LABELS: Record<StatusFilter, () => string> = {
  all: () => m.booking_filter_all(),
  confirmed: () => m.booking_filter_confirmed(),
  pending: () => m.booking_filter_pending(),
  completed: () => m.booking_filter_completed(),
  no_show: () => m.booking_filter_no_show(),
  cancelled: () => m.booking_filter_cancelled(),
};
const SORT_LABELS: Record<Sort, () => string> = {
  upcoming: () => m.booking_sort_upcoming(),
  recent: () => m.booking_sort_recent(),
};

/** A choice list's options with their labels in the page's language. */
const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, () => string>) =>
  values.map((value) => ({ value, label: labels[value]() }));

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

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

/** What the last cancellation refunded, from the address My Bookings was sent back to. */
function CancelledBanner({ row, params }: { row: BookingListRow | undefined; params: URLSearchParams }) {
  const refund = Number(params.get('refund') ?? 0);
  const percent = Number(params.get('percent') ?? 0);
  return (
    <div className="mt-6">
      <Banner tone="success" title={m.booking_cancelled_banner({ code: row?.confirmationCode ?? '' })}>
        {refund > 0
          ? m.booking_cancelled_refund({ amount: formatCharge(refund, { cents: true }), percent })
          : m.booking_cancelled_no_refund_due()}
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
      title={m.booking_list_title()}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      titleClassName="text-xl font-semibold text-slate-900"
    >
      <Form method="get" className="mt-4 grid gap-4 sm:grid-cols-2">
        <ListChoice
          label={m.booking_status()}
          name="status"
          value={status}
          options={optionsOf(STATUS_FILTERS, STATUS_FILTER_LABELS)}
          onChange={setStatus}
        />
        <ListChoice
          label={m.booking_sort_by()}
          name="sort"
          value={sort}
          options={optionsOf(SORTS, SORT_LABELS)}
          onChange={setSort}
        />
        {!hydrated && (
          <Button type="submit" variant="secondary" className="min-h-11 sm:col-span-2 sm:justify-self-start">
            {m.booking_apply()}
          </Button>
        )}
      </Form>

      <div className="mt-4 empty:hidden">
        <OfflineNotice>{m.booking_offline_list_notice()}</OfflineNotice>
      </div>

      {params.get('rescheduled') && (
        <Banner tone="success" title={m.booking_changed_title()}>
          {(() => {
            const row = bookings.find((b) => b.id === params.get('rescheduled'));
            return row
              ? m.booking_changed_text({ tour: row.tourName, date: formatShortDate(row.tourDate) })
              : m.booking_changed_generic();
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
            {online ? m.booking_none_match() : m.booking_no_offline_tickets()}
          </p>
          <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
            {status !== 'all' && (
              <Button variant="secondary" className="min-h-11" onClick={() => setStatus('all')}>
                {m.booking_clear_filters()}
              </Button>
            )}
            <ButtonLink to="/tours" className="min-h-11">
              {m.booking_browse_tours_button()}
            </ButtonLink>
          </div>
        </div>
      ) : (
        <ul
          aria-label={m.booking_your_bookings()}
          className="mt-6 divide-y divide-slate-200 border-y border-slate-200"
        >
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
            {row.confirmationCode ?? m.booking_awaiting_payment()}
          </span>
          <StatusBadge status={row.status} checkedInAt={row.checkedInAt} />
        </div>
        <p id={titleId} className="font-semibold text-slate-900">
          <Link to={`/confirmation/${row.id}`} className="hover:text-brand-700 hover:underline">
            {row.tourName}
          </Link>
        </p>
        <p className="text-sm text-slate-600">
          {m.booking_row_dates({
            tourDate: formatShortDate(row.tourDate),
            bookedDate: formatShortDate(row.bookingDate),
          })}
        </p>
        {row.rescheduledFrom && row.rescheduledFrom !== row.tourDate && (
          <p className="text-sm text-slate-600">
            {rescheduleLine({ fromDate: row.rescheduledFrom, toDate: row.tourDate }, formatShortDate)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end">
        <span className="text-lg font-bold text-slate-900">{formatCharge(row.price, { cents: true })}</span>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <ButtonLink
            to={`/confirmation/${row.id}`}
            variant="secondary"
            size="sm"
            className="min-h-11"
            aria-label={m.booking_view_ticket_label({ tour: row.tourName })}
          >
            <Ticket aria-hidden="true" className="size-4" />
            {m.booking_view_ticket()}
          </ButtonLink>
          {canCancel && (
            <ButtonLink
              to={`/account/bookings/${row.id}/reschedule`}
              variant="secondary"
              size="sm"
              className="min-h-11"
              aria-label={m.booking_change_date_label({ tour: row.tourName })}
            >
              {m.booking_change_date()}
            </ButtonLink>
          )}
          {row.status === 'cancelled' && row.cancelReason === 'departure_closed' && row.tourId && (
            <ButtonLink to={`/tours/${row.tourId}`} variant="secondary" size="sm" className="min-h-11">
              {m.booking_choose_another_date()}
            </ButtonLink>
          )}
          {canCancel &&
            (onCancel ? (
              <Button variant="secondary" size="sm" className="min-h-11" onClick={onCancel}>
                {m.booking_cancel_booking()}
              </Button>
            ) : (
              <ButtonLink to={cancelPath(row.id)} variant="secondary" size="sm" className="min-h-11">
                {m.booking_cancel_booking()}
              </ButtonLink>
            ))}
        </div>
        {row.status === 'completed' &&
          (reviewed ? (
            <p role="status" className="text-sm font-medium text-brand-700">
              {m.booking_review_thanks()}
            </p>
          ) : (
            <ReviewBookingForm bookingId={row.id} tourName={row.tourName} />
          ))}
      </div>
    </li>
  );
}
