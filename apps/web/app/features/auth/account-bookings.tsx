import { CalendarX } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, ButtonLink } from '~/components/ui/button';

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

/**
 * The My Bookings tab. The account has no bookings to list yet, so the list is always empty; the
 * filter and sort controls are those of spec section 2.10.
 */
export function AccountBookings() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<Sort>('upcoming');
  const statusId = useId();
  const sortId = useId();

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
    </section>
  );
}
