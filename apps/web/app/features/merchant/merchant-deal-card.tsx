import { type DealStatus, formatShortDate, type ManagedDeal } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { dealCategoryLabel } from '~/features/deals/deal-params';
import { formatCharge } from '~/lib/display';
import { CardBadge, ConsoleCard, PreviewLink } from './console-card';
import { ICON_BUTTON } from './merchant-styles';
import { ToggleSwitch } from './toggle-switch';

/** A deal's status in the page's language (read each time it is asked for). */
export const DEAL_STATUS_LABELS: Record<DealStatus, string> = {
  get pending() {
    return m.merchant_deal_status_pending();
  },
  get active() {
    return m.merchant_deal_status_active();
  },
  get inactive() {
    return m.merchant_deal_status_inactive();
  },
  get expired() {
    return m.merchant_deal_status_expired();
  },
};

const STATUS_TONES = { pending: 'amber', active: 'green', inactive: 'dark', expired: 'red' } as const;

/** Why tourists cannot see the deal now, or null when it is on sale. */
export function dealHiddenReason(deal: ManagedDeal): string | null {
  if (deal.status === 'expired') return m.merchant_deal_not_public_expired();
  if (deal.status === 'pending') return m.merchant_deal_not_public_awaiting();
  if (deal.status === 'inactive') return m.merchant_deal_not_public_inactive();
  return null;
}

/** One of the merchant's deals in the My Deals grid; its form opens by link. */
export function MerchantDealCard({ deal, editHref }: { deal: ManagedDeal; editHref: string }) {
  const hiddenReason = dealHiddenReason(deal);
  return (
    <ConsoleCard
      listing={deal}
      featuredLabel={m.merchant_deal_featured()}
      badges={
        <CardBadge tone={STATUS_TONES[deal.status]}>
          <span className="sr-only">{m.merchant_status_label()} </span>
          {DEAL_STATUS_LABELS[deal.status]}
        </CardBadge>
      }
      facts={[
        { label: m.merchant_sold(), value: deal.sold },
        { label: m.merchant_remaining(), value: deal.remaining },
        { label: m.merchant_valid_until(), value: formatShortDate(deal.validUntil) },
      ]}
      hiddenReason={hiddenReason}
      toggles={
        <ToggleSwitch
          label={m.merchant_deal_status_active()}
          checked={deal.active}
          intent="active"
          id={deal.id}
        />
      }
      actions={
        <>
          <Link
            to={editHref}
            preventScrollReset
            className={ICON_BUTTON}
            aria-label={m.merchant_edit({ title: deal.title })}
          >
            <Pencil aria-hidden="true" className="size-5" />
          </Link>
          <PreviewLink title={deal.title} to={`/deals/${deal.id}`} hiddenReason={hiddenReason} />
        </>
      }
    >
      <p className="text-sm text-slate-600">
        {dealCategoryLabel(deal.category)} · {deal.location.name}
      </p>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-xl font-bold text-slate-900">{formatCharge(deal.price, { cents: true })}</span>
        {deal.originalPrice > deal.price && (
          <>
            <s className="text-slate-500">
              <span className="sr-only">{m.merchant_original_price()} </span>
              {formatCharge(deal.originalPrice, { cents: true })}
            </s>
            <span className="text-sm font-semibold text-green-700">
              {m.merchant_percent_off({ percent: deal.discount })}
            </span>
          </>
        )}
      </p>
    </ConsoleCard>
  );
}
