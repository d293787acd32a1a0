import { formatShortDate, type ManagedDeal } from '@belizepass/domain';
import { Star } from 'lucide-react';
import type { Column } from '~/components/data/data-table';
import { RowAction } from '~/components/data/row-actions';
import { count, money } from '../format';
import { DealStatusBadge } from '../status-badge';

function Price({ deal }: { deal: ManagedDeal }) {
  return (
    <>
      {money(deal.price)}
      {deal.originalPrice > deal.price && (
        <s className="block text-xs text-slate-500">
          <span className="sr-only">Original price </span>
          {money(deal.originalPrice)}
        </s>
      )}
    </>
  );
}

/** Manage Deals' columns; the API lists pending deals first, then the newest. */
export const DEAL_COLUMNS: readonly Column<ManagedDeal>[] = [
  {
    key: 'title',
    header: 'Deal',
    primary: true,
    className: 'max-w-72',
    cell: (d) => (
      <>
        {d.title}
        <span className="block text-xs font-normal text-slate-500">{d.location.name}</span>
      </>
    ),
    cardCell: (d) => d.title,
  },
  {
    key: 'merchant',
    header: 'Merchant',
    card: 'meta',
    cell: (d) => d.merchant.business_name,
    cardCell: (d) => `${d.merchant.business_name} · ${d.location.name}`,
  },
  { key: 'price', header: 'Price', align: 'right', cell: (d) => <Price deal={d} /> },
  {
    key: 'sold',
    header: 'Sold',
    align: 'right',
    className: 'whitespace-nowrap',
    cell: (d) => `${count(d.sold)} / ${count(d.quantityAvailable)}`,
  },
  {
    key: 'validUntil',
    header: 'Valid until',
    className: 'whitespace-nowrap',
    cell: (d) => formatShortDate(d.validUntil),
  },
  { key: 'status', header: 'Status', card: 'badge', cell: (d) => <DealStatusBadge status={d.status} /> },
];

/** Feature on the home page, or stop: a toggle, offered once the deal is approved. */
export function FeatureToggle({ deal, compact }: { deal: ManagedDeal; compact: boolean }) {
  if (!deal.admin_approved) return null;
  return (
    <RowAction
      intent={deal.featured ? 'unfeature' : 'feature'}
      id={deal.id}
      icon={Star}
      label={deal.featured ? 'Featured' : 'Feature'}
      name={deal.title}
      ariaLabel={`Feature ${deal.title} on the home page`}
      pressed={deal.featured}
      tone={deal.featured ? 'featured' : 'neutral'}
      compact={compact}
    />
  );
}
