import { formatShortDate, type MerchantBooking, type MerchantBookingScope } from '@belizepass/domain';
import { CalendarX } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '~/components/ui/button';
import { EmptyState, FilterForm, FilterSelect, LoadFailed } from './console-ui';
import { MerchantBookingCard } from './merchant-booking-card';

/** What the Upcoming Bookings screen shows: the bookings of one scope (and date) and its dates. */
export interface BookingsView {
  scope: MerchantBookingScope;
  date: string;
  bookings: MerchantBooking[];
  dates: string[];
  failure: string | null;
}

const SCOPES: { value: MerchantBookingScope; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
];

const scopeHref = (scope: MerchantBookingScope) => (scope === 'past' ? '?scope=past' : '?');

/** Upcoming Bookings (spec 2.13), with a date filter and a Past view; the filters live in the URL. */
export function BookingsScreen({ view }: { view: BookingsView }) {
  const { scope, date, bookings, dates, failure } = view;
  const dateOptions = [
    { value: '', label: 'All Dates' },
    ...dates.map((d) => ({ value: d, label: formatShortDate(d) })),
    ...(date && !dates.includes(date) ? [{ value: date, label: formatShortDate(date) }] : []),
  ];
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <nav
          aria-label="Which bookings"
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
              {s.label}
            </Link>
          ))}
        </nav>
        <FilterForm label="Filter bookings" className="flex gap-2 sm:w-72">
          {scope === 'past' && <input type="hidden" name="scope" value="past" />}
          <div className="flex-1">
            <FilterSelect label="Date" name="date" value={date} options={dateOptions} />
          </div>
        </FilterForm>
      </div>

      {failure ? (
        <LoadFailed title="We could not load your bookings">{failure}</LoadFailed>
      ) : bookings.length === 0 ? (
        <EmptyState
          icon={CalendarX}
          title="No bookings found"
          actions={
            date && (
              <ButtonLink
                variant="secondary"
                className="min-h-11"
                to={scopeHref(scope)}
                replace
                preventScrollReset
              >
                Show all dates
              </ButtonLink>
            )
          }
        >
          {date
            ? 'There are no bookings on this date.'
            : scope === 'upcoming'
              ? 'New bookings of your tours appear here as soon as they are paid.'
              : 'Bookings of past dates appear here.'}
        </EmptyState>
      ) : (
        <ul aria-label={scope === 'upcoming' ? 'Upcoming bookings' : 'Past bookings'} className="space-y-4">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <MerchantBookingCard booking={booking} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
