import { formatShortDate, type ManagedDeal } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
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
          <span className="sr-only">{m.admin_deal_original_price()} </span>
          {money(deal.originalPrice)}
        </s>
      )}
    </>
  );
}

/** Manage Deals' columns, in the page's language; the API lists pending deals first, then the newest. */
export const dealColumns = (): readonly Column<ManagedDeal>[] => [
  {
    key: 'title',
    header: m.admin_col_deal(),
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
    header: m.admin_col_merchant(),
    card: 'meta',
    cell: (d) => d.merchant.business_name,
    cardCell: (d) => `${d.merchant.business_name} · ${d.location.name}`,
  },
  { key: 'price', header: m.admin_field_price(), align: 'right', cell: (d) => <Price deal={d} /> },
  {
    key: 'sold',
    header: m.admin_deal_sold(),
    align: 'right',
    className: 'whitespace-nowrap',
    cell: (d) => `${count(d.sold)} / ${count(d.quantityAvailable)}`,
  },
  {
    key: 'validUntil',
    header: m.admin_field_valid_until(),
    className: 'whitespace-nowrap',
    cell: (d) => formatShortDate(d.validUntil),
  },
  {
    key: 'status',
    header: m.admin_col_status(),
    card: 'badge',
    cell: (d) => <DealStatusBadge status={d.status} />,
  },
];

/** Feature on the home page, or stop: a toggle, offered once the deal is approved. */
export function FeatureToggle({ deal, compact }: { deal: ManagedDeal; compact: boolean }) {
  if (!deal.admin_approved) return null;
  return (
    <RowAction
      intent={deal.featured ? 'unfeature' : 'feature'}
      id={deal.id}
      icon={Star}
      label={deal.featured ? m.admin_deal_featured() : m.admin_deal_feature()}
      name={deal.title}
      ariaLabel={m.admin_deal_feature_aria({ title: deal.title })}
      pressed={deal.featured}
      tone={deal.featured ? 'featured' : 'neutral'}
      compact={compact}
    />
  );
}
