import {
  formatClockTime,
  formatLongDate,
  formatShortDate,
  type MerchantBooking,
  type MerchantBookingScope,
  type MerchantDayDepartures,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { CalendarX, ChevronRight, ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { KeysetPager } from '~/components/data/keyset-pager';
import { ButtonLink } from '~/components/ui/button';
import { EmptyState, FilterForm, FilterSelect, LoadFailed } from './console-ui';
import { MerchantBookingCard } from './merchant-booking-card';
import { PANEL } from './merchant-styles';
import { passengerListHref } from './passenger-list-screen';

/** What the Upcoming Bookings screen shows: the bookings of one scope (and date) and its dates. */
export interface BookingsView {
  scope: MerchantBookingScope;
  date: string;
  /** A page of them (50), soonest first (latest first in the past), and the cursor of the next. */
  bookings: MerchantBooking[];
  nextCursor: string | null;
  dates: string[];
  failure: string | null;
  /** Today's departures (upcoming scope only), each leading to its passenger list. */
  today: { departures: MerchantDayDepartures | null; failure: string | null } | null;
}

/** "Today": the merchant's departures of the day in Belize, each a link to its passenger list. */
function TodayDepartures({ today }: { today: NonNullable<BookingsView['today']> }) {
  const list = today.departures;
  return (
    <section aria-labelledby="today-title" className={PANEL}>
      <h2 id="today-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ClipboardList aria-hidden="true" className="size-5 text-brand-700" />
        {m.operations_today()}
        {list && <span className="font-normal text-slate-600">· {formatLongDate(list.date)}</span>}
      </h2>
      {today.failure ? (
        <div className="mt-3">
          <LoadFailed title={m.operations_today_load_failed()}>{today.failure}</LoadFailed>
        </div>
      ) : !list || list.departures.length === 0 ? (
        <p className="mt-2 text-slate-600">{m.operations_today_none()}</p>
      ) : (
        <ul aria-label={m.operations_today_departures()} className="mt-3 divide-y divide-slate-100">
          {list.departures.map((d) => (
            <li key={`${d.tourId}-${d.time}`}>
              <Link
                to={passengerListHref(d.tourId, list.date)}
                className="flex min-h-12 items-center justify-between gap-3 rounded-lg py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span className="min-w-0">
                  <span className="block font-medium break-words text-slate-900">
                    {formatClockTime(d.time)} · {d.tourTitle}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {d.closed
                      ? m.operations_departure_closed()
                      : m.operations_today_guests({ count: d.guests, checkedIn: d.checkedInGuests })}
                    <span className="sr-only">{m.operations_open_passenger_list()}</span>
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const SCOPES: { value: MerchantBookingScope; label: () => string }[] = [
  { value: 'upcoming', label: () => m.operations_scope_upcoming() },
  { value: 'past', label: () => m.operations_scope_past() },
];

const scopeHref = (scope: MerchantBookingScope) => (scope === 'past' ? '?scope=past' : '?');

/** Upcoming Bookings (spec 2.13), with a date filter and a Past view; the filters live in the URL. */
export function BookingsScreen({ view }: { view: BookingsView }) {
  const { scope, date, bookings, nextCursor, dates, failure, today } = view;
  const dateOptions = [
    { value: '', label: m.operations_all_dates() },
    ...dates.map((d) => ({ value: d, label: formatShortDate(d) })),
    ...(date && !dates.includes(date) ? [{ value: date, label: formatShortDate(date) }] : []),
  ];
  return (
    <div className="space-y-6">
      {today && <TodayDepartures today={today} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <nav
          aria-label={m.operations_which_bookings()}
          className="inline-flex self-start rounded-lg border border-slate-300 p-1"
        >
          {SCOPES.map((s) => (
            <Link
              key={s.value}
              to={scopeHref(s.value)}
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
          <div className="flex-1">
            <FilterSelect label={m.operations_date()} name="date" value={date} options={dateOptions} />
          </div>
        </FilterForm>
      </div>

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
                to={scopeHref(scope)}
                replace
                preventScrollReset
              >
                {m.operations_show_all_dates()}
              </ButtonLink>
            )
          }
        >
          {date
            ? m.operations_no_bookings_on_date()
            : scope === 'upcoming'
              ? m.operations_no_bookings_upcoming()
              : m.operations_no_bookings_past()}
        </EmptyState>
      ) : (
        <div>
          <ul
            aria-label={
              scope === 'upcoming' ? m.operations_upcoming_bookings() : m.operations_past_bookings()
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
