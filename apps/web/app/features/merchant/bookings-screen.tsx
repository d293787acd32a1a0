import { formatShortDate, type MerchantBookingScope } from '@belizepass/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CalendarX, ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { fetchMerchantBookings, merchantBookingsKey } from './bookings-api';
import { MerchantBookingCard } from './merchant-booking-card';
import { FILTER_SELECT } from './merchant-styles';

const SCOPES: { value: MerchantBookingScope; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
];

function BookingSkeleton() {
  return (
    <ul aria-hidden="true" className="space-y-4">
      {[0, 1, 2].map((n) => (
        <li key={n} className="animate-pulse rounded-xl border border-slate-200 p-5">
          <div className="h-5 w-1/2 rounded bg-slate-200" />
          <div className="mt-3 h-4 w-1/3 rounded bg-slate-100" />
          <div className="mt-5 grid grid-cols-3 gap-3">
            <div className="h-8 rounded bg-slate-100" />
            <div className="h-8 rounded bg-slate-100" />
            <div className="h-8 rounded bg-slate-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Upcoming Bookings (spec 2.13), with a date filter and a Past view. */
export function BookingsScreen() {
  const [params, setParams] = useSearchParams();
  const scope: MerchantBookingScope = params.get('scope') === 'past' ? 'past' : 'upcoming';
  const date = params.get('date') ?? '';
  const dateId = useId();

  const bookings = useQuery({
    queryKey: [...merchantBookingsKey, scope, date],
    queryFn: ({ signal }) => fetchMerchantBookings({ scope, date: date || undefined }, signal),
    placeholderData: keepPreviousData,
  });

  const update = (next: { scope?: MerchantBookingScope; date?: string }) => {
    const out = new URLSearchParams();
    const nextScope = next.scope ?? scope;
    const nextDate = next.scope ? '' : (next.date ?? date);
    if (nextScope === 'past') out.set('scope', 'past');
    if (nextDate) out.set('date', nextDate);
    setParams(out, { replace: true, preventScrollReset: true });
  };

  const dates = bookings.data?.dates ?? [];
  const list = bookings.data?.bookings ?? [];
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <fieldset className="inline-flex self-start rounded-lg border border-slate-300 p-1">
          <legend className="sr-only">Which bookings</legend>
          {SCOPES.map((s) => (
            <button
              key={s.value}
              type="button"
              aria-pressed={scope === s.value}
              onClick={() => update({ scope: s.value })}
              className={`min-h-10 rounded-md px-4 font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
                scope === s.value ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              {s.label}
            </button>
          ))}
        </fieldset>
        <div className="relative sm:w-64">
          <label htmlFor={dateId} className="sr-only">
            Date
          </label>
          <select
            id={dateId}
            value={date}
            onChange={(e) => update({ date: e.target.value })}
            className={FILTER_SELECT}
          >
            <option value="">All Dates</option>
            {dates.map((d) => (
              <option key={d} value={d}>
                {formatShortDate(d)}
              </option>
            ))}
            {date && !dates.includes(date) && <option value={date}>{formatShortDate(date)}</option>}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          />
        </div>
      </div>

      {bookings.isPending ? (
        <BookingSkeleton />
      ) : bookings.isError ? (
        <Banner
          title="We could not load your bookings"
          action={
            <Button size="sm" onClick={() => bookings.refetch()}>
              Try again
            </Button>
          }
        >
          {bookings.error.message}
        </Banner>
      ) : list.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
          <CalendarX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <p className="mt-3 text-lg font-semibold text-slate-900">No bookings found</p>
          <p className="mt-1 text-slate-600">
            {date
              ? 'There are no bookings on this date.'
              : scope === 'upcoming'
                ? 'New bookings of your tours appear here as soon as they are paid.'
                : 'Bookings of past dates appear here.'}
          </p>
          {date && (
            <Button variant="secondary" className="mt-5 min-h-11" onClick={() => update({ date: '' })}>
              Show all dates
            </Button>
          )}
        </div>
      ) : (
        <ul aria-label={scope === 'upcoming' ? 'Upcoming bookings' : 'Past bookings'} className="space-y-4">
          {list.map((booking) => (
            <li key={booking.id}>
              <MerchantBookingCard booking={booking} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
