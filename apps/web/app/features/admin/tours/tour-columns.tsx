import { ADMIN_MESSAGES, type AdminTour } from '@belizepass/domain';
import { Star } from 'lucide-react';
import type { Column } from '~/components/data/data-table';
import { count, money } from '../format';
import { ApprovalBadge, Pill } from '../status-badge';

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

/** Manage Tours' columns (spec section 2.14). */
export const TOUR_COLUMNS: readonly Column<AdminTour>[] = [
  {
    key: 'name',
    header: 'Tour Name',
    sortKey: 'name',
    primary: true,
    className: 'max-w-72',
    cell: (t) => (
      <>
        {t.title}
        <span className="block text-xs font-normal text-slate-500">{t.location.name}</span>
      </>
    ),
    cardCell: (t) => t.title,
  },
  {
    key: 'merchant',
    header: 'Merchant',
    sortKey: 'merchant',
    card: 'meta',
    cell: (t) => t.merchant.business_name,
    cardCell: (t) => `${t.merchant.business_name} · ${t.location.name}`,
  },
  {
    key: 'price',
    header: 'Price',
    sortKey: 'price',
    align: 'right',
    cell: (t) => money(t.platform_selling_price),
  },
  {
    key: 'bookings',
    header: 'Bookings',
    sortKey: 'bookings',
    align: 'right',
    cell: (t) => count(t.totalBookings),
  },
  {
    key: 'rating',
    header: 'Rating',
    sortKey: 'rating',
    align: 'right',
    cell: (t) => <Rating rating={t.rating} reviews={t.reviewCount} />,
  },
  {
    key: 'status',
    header: 'Status',
    card: 'badge',
    cell: (t) => (
      <span className="inline-flex flex-wrap gap-1">
        <ApprovalBadge status={t.status} />
        {t.pending_revision_at && <Pill tone="blue">Changes waiting</Pill>}
      </span>
    ),
  },
];
