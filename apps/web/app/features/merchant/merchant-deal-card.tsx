import {
  CARD_DEFAULTS,
  DEAL_CATEGORIES,
  type DealStatus,
  formatShortDate,
  formatUsd,
  type ManagedDeal,
  nameOf,
} from '@belizepass/domain';
import { Eye, EyeOff, Pencil, Star } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ICON_BUTTON } from './merchant-styles';
import { BADGE, ToggleBox } from './merchant-tour-card';

export const DEAL_STATUS_LABELS: Record<DealStatus, string> = {
  pending: 'Pending approval',
  active: 'Active',
  inactive: 'Inactive',
  expired: 'Expired',
};

const STATUS_STYLES: Record<DealStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  active: 'bg-green-600 text-white',
  inactive: 'bg-slate-700 text-white',
  expired: 'bg-red-700 text-white',
};

/** Why tourists cannot see the deal now, or null when it is on sale. */
export function dealHiddenReason(deal: ManagedDeal): string | null {
  if (deal.status === 'expired') return 'Not public: its last valid day has passed';
  if (deal.status === 'pending') return 'Not public yet: awaiting approval';
  if (deal.status === 'inactive') return 'Not public while it is inactive';
  return null;
}

/** One of the merchant's deals in the My Deals grid. */
export function MerchantDealCard({
  deal,
  pending,
  onToggleActive,
  onEdit,
}: {
  deal: ManagedDeal;
  pending: boolean;
  onToggleActive: (active: boolean) => void;
  onEdit: () => void;
}) {
  const titleId = useId();
  const hiddenReason = dealHiddenReason(deal);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full min-w-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative aspect-[3/2] bg-slate-100">
        <img
          src={deal.image || CARD_DEFAULTS.image}
          alt={deal.image ? deal.title : ''}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          {deal.featured && (
            <span className={`${BADGE} bg-sun-400 text-slate-900`}>
              <Star aria-hidden="true" className="size-3.5" />
              Featured
            </span>
          )}
          <span className={`${BADGE} ${STATUS_STYLES[deal.status]}`}>
            <span className="sr-only">Status: </span>
            {DEAL_STATUS_LABELS[deal.status]}
          </span>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={titleId} className="line-clamp-2 text-lg font-semibold text-slate-900">
          {deal.title}
        </h3>
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
        <dl className="mt-auto grid grid-cols-3 gap-2 pt-2 text-sm">
          <div>
            <dt className="text-slate-500">Sold</dt>
            <dd className="font-medium text-slate-900">{deal.sold}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Remaining</dt>
            <dd className="font-medium text-slate-900">{deal.remaining}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Valid until</dt>
            <dd className="font-medium text-slate-900">{formatShortDate(deal.validUntil)}</dd>
          </div>
        </dl>
        {hiddenReason && <p className="text-sm text-amber-800">{hiddenReason}.</p>}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-2 border-t border-slate-200 px-4 py-1">
        <ToggleBox label="Active" checked={deal.active} pending={pending} onChange={onToggleActive} />
        <div className="flex">
          <button type="button" className={ICON_BUTTON} onClick={onEdit} aria-label={`Edit ${deal.title}`}>
            <Pencil aria-hidden="true" className="size-5" />
          </button>
          {hiddenReason ? (
            <span
              role="img"
              className={`${ICON_BUTTON} cursor-not-allowed text-slate-400 hover:bg-transparent`}
              aria-label={`Preview ${deal.title}: ${hiddenReason}`}
              title={hiddenReason}
            >
              <EyeOff aria-hidden="true" className="size-5" />
            </span>
          ) : (
            <Link to={`/deals/${deal.id}`} className={ICON_BUTTON} aria-label={`Preview ${deal.title}`}>
              <Eye aria-hidden="true" className="size-5" />
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
