import type { AdminTour, AdminTourSort } from '@belizepass/domain';
import { ADMIN_MESSAGES } from '@belizepass/domain';
import { Star } from 'lucide-react';
import type { SortDirection } from '../admin-api';
import { CARD } from '../admin-ui';
import type { ApprovalAction } from '../approval-actions';
import { count, money } from '../format';
import { PhoneSort, type SortColumn, SortHeader } from '../list-controls';
import { RowActions } from '../row-actions';
import { ApprovalBadge } from '../status-badge';

export const TOUR_COLUMNS: readonly SortColumn<AdminTourSort>[] = [
  { key: 'name', label: 'Tour Name' },
  { key: 'merchant', label: 'Merchant' },
  { key: 'price', label: 'Price' },
  { key: 'bookings', label: 'Bookings' },
  { key: 'rating', label: 'Rating' },
];

const NUMERIC = new Set<AdminTourSort>(['price', 'bookings', 'rating']);

interface ListProps {
  tours: AdminTour[];
  sortBy: AdminTourSort;
  sortDirection: SortDirection;
  onSort: (column: AdminTourSort) => void;
  onSortChange: (column: AdminTourSort, direction: SortDirection) => void;
  busy: { id: string; action: ApprovalAction } | null;
  onView: (tour: AdminTour) => void;
  onAction: (tour: AdminTour, action: ApprovalAction) => void;
}

/** "4.8 (12)" with a star, or N/A for a tour without reviews. */
export function Rating({ rating, reviews }: { rating: number | null; reviews: number }) {
  if (rating === null || reviews === 0) return <>{ADMIN_MESSAGES.notAvailable}</>;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
      <span>
        {rating.toFixed(1)}
        <span className="sr-only"> out of 5</span> <span className="text-slate-500">({count(reviews)})</span>
      </span>
    </span>
  );
}

/** The tours as a sortable table (desktop). */
export function ToursTable(props: ListProps) {
  const { tours, sortBy, sortDirection, onSort } = props;
  return (
    <div className={`${CARD} overflow-x-auto`}>
      <table className="w-full text-sm">
        <caption className="sr-only">
          Tours, sorted by {TOUR_COLUMNS.find((c) => c.key === sortBy)?.label ?? 'date created'}{' '}
          {sortDirection === 'asc' ? 'ascending' : 'descending'}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {TOUR_COLUMNS.map((column) => (
              <SortHeader
                key={column.key}
                column={column}
                sortBy={sortBy}
                direction={sortDirection}
                onSort={onSort}
                align={NUMERIC.has(column.key) ? 'right' : 'left'}
              />
            ))}
            <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
              Status
            </th>
            <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {tours.map((tour) => (
            <tr key={tour.id} className="align-top">
              <th scope="row" className="max-w-72 px-3 py-3 text-left font-semibold text-slate-900">
                {tour.title}
                <span className="block text-xs font-normal text-slate-500">{tour.location.name}</span>
              </th>
              <td className="px-3 py-3">{tour.merchant.business_name}</td>
              <td className="px-3 py-3 text-right tabular-nums">{money(tour.platform_selling_price)}</td>
              <td className="px-3 py-3 text-right tabular-nums">{count(tour.totalBookings)}</td>
              <td className="px-3 py-3 text-right">
                <Rating rating={tour.rating} reviews={tour.reviewCount} />
              </td>
              <td className="px-3 py-3">
                <ApprovalBadge status={tour.status} />
              </td>
              <td className="px-3 py-3">
                <RowActions
                  row={tour}
                  name={tour.title}
                  busy={props.busy}
                  onView={() => props.onView(tour)}
                  onAction={(action) => props.onAction(tour, action)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The tours as stacked cards (phones). */
export function TourCards(props: ListProps) {
  return (
    <>
      <PhoneSort
        columns={TOUR_COLUMNS}
        sortBy={props.sortBy}
        direction={props.sortDirection}
        onChange={props.onSortChange}
      />
      <ul className="space-y-3">
        {props.tours.map((tour) => (
          <li key={tour.id} className={`${CARD} p-4`}>
            <div className="flex items-start justify-between gap-3">
              <h2 className="min-w-0 font-semibold text-slate-900">{tour.title}</h2>
              <div className="shrink-0">
                <ApprovalBadge status={tour.status} />
              </div>
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {tour.merchant.business_name} · {tour.location.name}
            </p>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-slate-500">Price</dt>
                <dd className="font-semibold tabular-nums">{money(tour.platform_selling_price)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Bookings</dt>
                <dd className="font-semibold tabular-nums">{count(tour.totalBookings)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Rating</dt>
                <dd className="font-semibold">
                  <Rating rating={tour.rating} reviews={tour.reviewCount} />
                </dd>
              </div>
            </dl>
            <div className="mt-3">
              <RowActions
                row={tour}
                name={tour.title}
                busy={props.busy}
                compact={false}
                onView={() => props.onView(tour)}
                onAction={(action) => props.onAction(tour, action)}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
