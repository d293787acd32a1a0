import {
  DEAL_CATEGORIES,
  type DealStatus,
  formatShortDate,
  formatUsd,
  type ManagedDeal,
  nameOf,
} from '@belizepass/domain';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { CardBadge, ConsoleCard, PreviewLink } from './console-card';
import { ICON_BUTTON } from './merchant-styles';
import { ToggleSwitch } from './toggle-switch';

export const DEAL_STATUS_LABELS: Record<DealStatus, string> = {
  pending: 'Pending approval',
  active: 'Active',
  inactive: 'Inactive',
  expired: 'Expired',
};

const STATUS_TONES = { pending: 'amber', active: 'green', inactive: 'dark', expired: 'red' } as const;

/** Why tourists cannot see the deal now, or null when it is on sale. */
export function dealHiddenReason(deal: ManagedDeal): string | null {
  if (deal.status === 'expired') return 'Not public: its last valid day has passed';
  if (deal.status === 'pending') return 'Not public yet: awaiting approval';
  if (deal.status === 'inactive') return 'Not public while it is inactive';
  return null;
}

/** One of the merchant's deals in the My Deals grid; its form opens by link. */
export function MerchantDealCard({ deal, editHref }: { deal: ManagedDeal; editHref: string }) {
  const hiddenReason = dealHiddenReason(deal);
  return (
    <ConsoleCard
      listing={deal}
      badges={
        <CardBadge tone={STATUS_TONES[deal.status]}>
          <span className="sr-only">Status: </span>
          {DEAL_STATUS_LABELS[deal.status]}
        </CardBadge>
      }
      facts={[
        { label: 'Sold', value: deal.sold },
        { label: 'Remaining', value: deal.remaining },
        { label: 'Valid until', value: formatShortDate(deal.validUntil) },
      ]}
      hiddenReason={hiddenReason}
      toggles={<ToggleSwitch label="Active" checked={deal.active} intent="active" id={deal.id} />}
      actions={
        <>
          <Link to={editHref} preventScrollReset className={ICON_BUTTON} aria-label={`Edit ${deal.title}`}>
            <Pencil aria-hidden="true" className="size-5" />
          </Link>
          <PreviewLink title={deal.title} to={`/deals/${deal.id}`} hiddenReason={hiddenReason} />
        </>
      }
    >
      <p className="text-sm text-slate-600">
        {nameOf(DEAL_CATEGORIES, deal.category) ?? deal.category} · {deal.location.name}
      </p>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-xl font-bold text-slate-900">{formatUsd(deal.price, { cents: true })}</span>
        {deal.originalPrice > deal.price && (
          <>
            <s className="text-slate-500">
              <span className="sr-only">Original price </span>
              {formatUsd(deal.originalPrice, { cents: true })}
            </s>
            <span className="text-sm font-semibold text-green-700">{deal.discount}% off</span>
          </>
        )}
      </p>
    </ConsoleCard>
  );
}
