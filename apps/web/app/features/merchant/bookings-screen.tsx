import { formatShortDate, type MerchantBooking, type MerchantBookingScope } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { CalendarX } from 'lucide-react';
import { Link } from 'react-router';
import { KeysetPager } from '~/components/data/keyset-pager';
import { ButtonLink } from '~/components/ui/button';
import { EmptyState, FilterForm, FilterSelect, LoadFailed } from './console-ui';
import { MerchantBookingCard } from './merchant-booking-card';

/** What the Upcoming Bookings screen shows: the bookings of one scope (and date) and its dates. */
export interface BookingsView {
  scope: MerchantBookingScope;
  date: string;
  /** A page of them (50), soonest first (latest first in the past), and the cursor of the next. */
  bookings: MerchantBooking[];
  nextCursor: string | null;
  dates: string[];
  failure: string | null;
  /** Live bookings (confirmed, completed, no-show), or the cancelled ones apart. */
  state: 'live' | 'cancelled';
}

const SCOPES: { value: MerchantBookingScope; label: () => string }[] = [
  { value: 'upcoming', label: () => m.operations_scope_upcoming() },
  { value: 'past', label: () => m.operations_scope_past() },
];

const scopeHref = (scope: MerchantBookingScope, state: BookingsView['state'] = 'live') => {
  const query = new URLSearchParams();
  if (scope === 'past') query.set('scope', 'past');
  if (state === 'cancelled') query.set('state', 'cancelled');
  return `?${query}`;
};

/** Upcoming Bookings (spec 2.13), with a date filter and a Past view; the filters live in the URL. */
export function BookingsScreen({ view }: { view: BookingsView }) {
  const { scope, date, bookings, nextCursor, dates, failure, state } = view;
  const cancelledView = state === 'cancelled';
  const dateOptions = [
    { value: '', label: m.operations_all_dates() },
    ...dates.map((d) => ({ value: d, label: formatShortDate(d) })),
    ...(date && !dates.includes(date) ? [{ value: date, label: formatShortDate(date) }] : []),
  ];
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <nav
          aria-label={m.operations_which_bookings()}
          className="inline-flex self-start rounded-lg border border-slate-300 p-1"
        >
          {SCOPES.map((s) => (
            <Link
              key={s.value}
              to={scopeHref(s.value, state)}
              replace
              preventScrollReset
              aria-current={scope === s.value ? 'page' : undefined}
              className={`inline-flex min-h-10 items-center rounded-md px-4 font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
                scope === s.value ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              {s.label()}
            </Link>
          ))}
        </nav>
        <FilterForm label={m.operations_filter_bookings()} className="flex gap-2 sm:w-72">
          {scope === 'past' && <input type="hidden" name="scope" value="past" />}
          {cancelledView && <input type="hidden" name="state" value="cancelled" />}
          <div className="flex-1">
            <FilterSelect label={m.operations_date()} name="date" value={date} options={dateOptions} />
          </div>
        </FilterForm>
      </div>

      <p>
        <Link
          to={scopeHref(scope, cancelledView ? 'live' : 'cancelled')}
          replace
          preventScrollReset
          className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
        >
          {cancelledView ? m.day_show_live_bookings() : m.day_show_cancelled_bookings()}
        </Link>
      </p>
      {cancelledView && <h2 className="text-lg font-semibold text-slate-900">{m.day_cancelled_heading()}</h2>}

      {failure ? (
        <LoadFailed title={m.operations_bookings_load_failed()}>{failure}</LoadFailed>
      ) : bookings.length === 0 ? (
        <EmptyState
          icon={CalendarX}
          title={m.operations_no_bookings()}
          actions={
            date && (
              <ButtonLink
                variant="secondary"
                className="min-h-11"
                to={scopeHref(scope, state)}
                replace
                preventScrollReset
              >
                {m.operations_show_all_dates()}
              </ButtonLink>
            )
          }
        >
          {cancelledView
            ? m.day_no_cancelled_bookings()
            : date
              ? m.operations_no_bookings_on_date()
              : scope === 'upcoming'
                ? m.operations_no_bookings_upcoming()
                : m.operations_no_bookings_past()}
        </EmptyState>
      ) : (
        <div>
          <ul
            aria-label={
              cancelledView
                ? m.day_cancelled_heading()
                : scope === 'upcoming'
                  ? m.operations_upcoming_bookings()
                  : m.operations_past_bookings()
            }
            className="space-y-4"
          >
            {bookings.map((booking) => (
              <li key={booking.id}>
                <MerchantBookingCard booking={booking} />
              </li>
            ))}
          </ul>
          <KeysetPager label={m.operations_pages_of_bookings()} nextCursor={nextCursor} />
        </div>
      )}
    </div>
  );
}
