import type { AdminTour } from '@belizepass/domain';
import { intlLocale, m } from '@belizepass/domain/i18n';
import { Star } from 'lucide-react';
import type { Column } from '~/components/data/data-table';
import { count, money } from '../format';
import { ApprovalBadge, Pill } from '../status-badge';

/** "4.8 (12)" with a star, or N/A for a tour without reviews. */
export function Rating({ rating, reviews }: { rating: number | null; reviews: number }) {
  if (rating === null || reviews === 0) return <>{m.admin_not_available()}</>;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
      <span>
        {rating.toLocaleString(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        <span className="sr-only"> {m.admin_rating_out_of_5()}</span>{' '}
        <span className="text-slate-500">({count(reviews)})</span>
      </span>
    </span>
  );
}

/** Manage Tours' columns (spec section 2.14), in the page's language. */
export const tourColumns = (): readonly Column<AdminTour>[] => [
  {
    key: 'name',
    header: m.admin_tour_col_name(),
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
    header: m.admin_col_merchant(),
    sortKey: 'merchant',
    card: 'meta',
    cell: (t) => t.merchant.business_name,
    cardCell: (t) => `${t.merchant.business_name} · ${t.location.name}`,
  },
  {
    key: 'price',
    header: m.admin_field_price(),
    sortKey: 'price',
    align: 'right',
    cell: (t) => money(t.platform_selling_price),
  },
  {
    key: 'bookings',
    header: m.admin_col_bookings(),
    sortKey: 'bookings',
    align: 'right',
    cell: (t) => count(t.totalBookings),
  },
  {
    key: 'rating',
    header: m.admin_tour_rating(),
    sortKey: 'rating',
    align: 'right',
    cell: (t) => <Rating rating={t.rating} reviews={t.reviewCount} />,
  },
  {
    key: 'status',
    header: m.admin_col_status(),
    card: 'badge',
    cell: (t) => (
      <span className="inline-flex flex-wrap gap-1">
        <ApprovalBadge status={t.status} />
        {t.pending_revision_at && <Pill tone="blue">{m.admin_tour_changes_waiting()}</Pill>}
      </span>
    ),
  },
];
