import {
  type BookingListRow,
  belizeToday,
  formatClockTime,
  formatShortDate,
  MY_BOOKINGS_PAGE_SIZE,
  MY_BOOKINGS_SORTS,
  MY_BOOKINGS_STATUS_FILTERS,
  type MyBookingsQuery,
  type MyBookingsResponse,
  type MyBookingsSort,
  type MyBookingsStatusFilter,
  rescheduleLine,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { CalendarX, MapPin, Ticket } from 'lucide-react';
import { useId, useState } from 'react';
import { Form, Link, useFetcher, useLocation, useSearchParams, useSubmit } from 'react-router';
import { Pagination } from '~/components/data/pagination';
import { Banner } from '~/components/ui/banner';
import { Button, ButtonLink } from '~/components/ui/button';
import { SelectBox } from '~/components/ui/select-box';
import { TitledSection } from '~/components/ui/titled-section';
import { useHydrated } from '~/components/ui/use-hydrated';
import { OfflineNotice } from '~/features/offline/offline-notice';
import { useOnline } from '~/features/offline/use-online';
import { formatCharge } from '~/lib/display';
import { pickupLabel } from './booking-summary';
import { CancelBookingDialog, cancelPath, REFUND_QUOTE_FETCHER } from './cancel-booking-dialog';
import { ReviewBookingForm } from './review-booking-form';
import { StatusBadge } from './status-badge';

/** Booking list filters and sorts (spec sections 2.10 and 9), applied by the server. */
const STATUS_FILTER_LABELS: Record<MyBookingsStatusFilter, () => string> = {
  all: () => m.booking_filter_all(),
  confirmed: () => m.booking_filter_confirmed(),
  pending: () => m.booking_filter_pending(),
  completed: () => m.booking_filter_completed(),
  no_show: () => m.booking_filter_no_show(),
  cancelled: () => m.booking_filter_cancelled(),
};
const SORT_LABELS: Record<MyBookingsSort, () => string> = {
  upcoming: () => m.booking_sort_upcoming(),
  recent: () => m.booking_sort_recent(),
};

/** What the address says just happened (a cancellation, a new date, a review): not for other pages. */
const DONE_PARAMS = ['cancelled', 'refund', 'percent', 'rescheduled', 'reviewed'] as const;

/** A choice list's options with their labels in the page's language. */
const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, () => string>) =>
  values.map((value) => ({ value, label: labels[value]() }));

/**
 * One of the list's two choices (filter, sort) as a labelled native select. With JavaScript a
 * change submits the form at once (a GET: back to page 1); without, the form's Apply button does.
 */
function ListChoice<T extends string>({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
}) {
  const id = useId();
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <SelectBox
        id={id}
        name={name}
        // Keyed by the value the page was rendered for, so it follows the address.
        key={value}
        defaultValue={value}
        onChange={
          hydrated ? (event) => submit(event.currentTarget.form, { preventScrollReset: true }) : undefined
        }
        options={options}
      />
    </div>
  );
}

/** The list's filter, sort and page as a query string (defaults left out), for forms to come back to. */
function listQueryString(query: MyBookingsQuery): string {
  const params = new URLSearchParams();
  if (query.status !== 'all') params.set('status', query.status);
  if (query.sort !== 'upcoming') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What the last cancellation refunded, from the address My Bookings was sent back to. */
function CancelledBanner({ row, params }: { row: BookingListRow | undefined; params: URLSearchParams }) {
  const refund = Number(params.get('refund') ?? 0);
  const percent = Number(params.get('percent') ?? 0);
  return (
    <div className="mt-6">
      <Banner
        tone="success"
        title={
          // The booking may not be on this page (or in this filter): then the banner names no code.
          row?.confirmationCode
            ? m.booking_cancelled_banner({ code: row.confirmationCode })
            : m.booking_cancelled_banner_no_code()
        }
      >
        {refund > 0
          ? m.booking_cancelled_refund({ amount: formatCharge(refund, { cents: true }), percent })
          : m.booking_cancelled_no_refund_due()}
      </Banner>
    </div>
  );
}

/**
 * The My Bookings tab (spec section 2.10): a page of the signed-in user's bookings (loaded by the
 * account route with the status, sort and page of the address; the server filters, sorts and pages).
 * Filter and sort are a GET form, applied as they change with JavaScript. Cancelling and reviewing
 * post to the booking's route action (routes/account-booking-actions.tsx), which sends the browser
 * back here, to the same filter, sort and page. Offline, the list is every valid ticket the server
 * named with the page the phone kept (`tickets`), whatever page that was.
 */
export function AccountBookings({ list, query }: { list: MyBookingsResponse; query: MyBookingsQuery }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const [params] = useSearchParams();
  const [cancelling, setCancelling] = useState<BookingListRow | null>(null);
  const quote = useFetcher({ key: REFUND_QUOTE_FETCHER });
  const today = belizeToday();
  // Without a connection the list is the copy kept on the phone: only its tickets still to use.
  const online = useOnline();
  const back = listQueryString(query);

  // Back from a cancellation: the dialog has done its work.
  const cancelledId = params.get('cancelled');
  const [seenCancelled, setSeenCancelled] = useState(cancelledId);
  if (cancelledId !== seenCancelled) {
    setSeenCancelled(cancelledId);
    if (cancelledId && cancelling?.id === cancelledId) setCancelling(null);
  }

  const rows = online
    ? list.bookings
    : list.tickets.filter((row) => row.status === 'confirmed' && row.tourDate >= today);
  const find = (id: string | null) =>
    id
      ? (list.bookings.find((row) => row.id === id) ?? list.tickets.find((row) => row.id === id))
      : undefined;
  // "Clear filters": every status, in the same order, from the first page.
  const clearFilters = `${location.pathname}${query.sort === 'upcoming' ? '' : `?sort=${query.sort}`}`;

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
      <Form method="get" preventScrollReset className="mt-4 grid gap-4 sm:grid-cols-2">
        <ListChoice
          label={m.booking_status()}
          name="status"
          value={query.status}
          options={optionsOf(MY_BOOKINGS_STATUS_FILTERS, STATUS_FILTER_LABELS)}
        />
        <ListChoice
          label={m.booking_sort_by()}
          name="sort"
          value={query.sort}
          options={optionsOf(MY_BOOKINGS_SORTS, SORT_LABELS)}
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
            const row = find(params.get('rescheduled'));
            return row
              ? m.booking_changed_text({ tour: row.tourName, date: formatShortDate(row.tourDate) })
              : m.booking_changed_generic();
          })()}
        </Banner>
      )}
      {cancelledId && <CancelledBanner row={find(cancelledId)} params={params} />}

      {rows.length === 0 ? (
        <div className="mt-8 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center">
          <CalendarX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <p className="mt-3 font-medium text-slate-900">
            {online ? m.booking_none_match() : m.booking_no_offline_tickets()}
          </p>
          <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
            {online && query.status !== 'all' && (
              <ButtonLink to={clearFilters} variant="secondary" className="min-h-11" preventScrollReset>
                {m.booking_clear_filters()}
              </ButtonLink>
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
              back={back}
            />
          ))}
        </ul>
      )}

      {/* The other pages need a connection: offline the list is the kept tickets, all of them. */}
      {online && (
        <Pagination
          page={list.pagination.page}
          pageSize={MY_BOOKINGS_PAGE_SIZE}
          total={list.pagination.total}
          noun={m.booking_list_noun()}
          clear={DONE_PARAMS}
        />
      )}

      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} list={back} />
    </TitledSection>
  );
}

function BookingRow({
  row,
  canCancel,
  reviewed,
  onCancel,
  back,
}: {
  row: BookingListRow;
  canCancel: boolean;
  reviewed: boolean;
  /** My Bookings' filter, sort and page as a query string, where cancelling or reviewing returns. */
  back: string;
  /** Opens the cancel dialog; without JavaScript "Cancel booking" is a link to its own page. */
  onCancel?: () => void;
}) {
  const titleId = useId();
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 gap-4">
        {row.photo && (
          <img
            src={row.photo}
            alt=""
            width={96}
            height={64}
            loading="lazy"
            decoding="async"
            className="h-16 w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
          />
        )}
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
              tourDate: `${formatShortDate(row.tourDate)}, ${formatClockTime(row.time)}`,
              bookedDate: formatShortDate(row.bookingDate),
            })}
          </p>
          <p className="text-sm text-slate-600">
            {row.party}
            {pickupLabel(row) ? ` · ${pickupLabel(row)}` : ''}
          </p>
          {!row.pickup && row.meetingPoint && (
            <p className="flex items-start gap-1 text-sm text-slate-600">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              <span>
                <span className="font-medium text-slate-800">{m.booking_meeting_point_label()}</span>{' '}
                {row.meetingPoint}
              </span>
            </p>
          )}
          {row.rescheduledFrom && row.rescheduledFrom !== row.tourDate && (
            <p className="text-sm text-slate-600">
              {rescheduleLine({ fromDate: row.rescheduledFrom, toDate: row.tourDate }, formatShortDate)}
            </p>
          )}
        </div>
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
              <ButtonLink to={cancelPath(row.id, back)} variant="secondary" size="sm" className="min-h-11">
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
            <ReviewBookingForm bookingId={row.id} tourName={row.tourName} list={back} />
          ))}
      </div>
    </li>
  );
}
