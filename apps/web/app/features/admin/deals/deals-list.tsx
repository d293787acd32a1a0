import { formatShortDate, type ManagedDeal } from '@belizepass/domain';
import { Star } from 'lucide-react';
import { Spinner } from '~/components/ui/spinner';
import { CARD } from '../admin-ui';
import type { ApprovalAction } from '../approval-actions';
import { count, money } from '../format';
import { RowActions } from '../row-actions';
import type { DealAction } from './deal-actions';
import { DealStatusBadge } from './deal-status-badge';

export interface DealListProps {
  deals: ManagedDeal[];
  busy: { id: string; action: DealAction } | null;
  onView: (deal: ManagedDeal) => void;
  onAction: (deal: ManagedDeal, action: DealAction) => void;
}

/** RowActions know only the approval actions; the featuring buttons sit beside them. */
function approvalBusy(busy: DealListProps['busy']): { id: string; action: ApprovalAction } | null {
  return busy && busy.action !== 'feature' && busy.action !== 'unfeature'
    ? { id: busy.id, action: busy.action }
    : null;
}

/** Feature on the home page, or stop: a toggle button, offered once the deal is approved. */
export function FeatureToggle({
  deal,
  busy,
  compact,
  onAction,
}: {
  deal: ManagedDeal;
  busy: DealListProps['busy'];
  compact: boolean;
  onAction: (action: DealAction) => void;
}) {
  if (!deal.admin_approved) return null;
  const mine = busy?.id === deal.id;
  const label = deal.featured ? 'Featured' : 'Feature';
  return (
    <button
      type="button"
      aria-pressed={deal.featured}
      aria-label={`Feature ${deal.title} on the home page`}
      title={compact ? label : undefined}
      disabled={mine}
      onClick={() => onAction(deal.featured ? 'unfeature' : 'feature')}
      className={`inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg border text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 ${
        deal.featured
          ? 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100'
          : 'border-slate-300 text-slate-700 hover:bg-slate-50'
      } ${compact ? 'min-w-10 px-2' : 'px-3'}`}
    >
      {mine && (busy?.action === 'feature' || busy?.action === 'unfeature') ? (
        <Spinner label="Updating featured" className="size-4 border-2" />
      ) : (
        <Star
          aria-hidden="true"
          className={`size-4 ${deal.featured ? 'fill-amber-400 text-amber-500' : ''}`}
        />
      )}
      {!compact && <span aria-hidden="true">{label}</span>}
    </button>
  );
}

function Actions({ deal, props, compact }: { deal: ManagedDeal; props: DealListProps; compact: boolean }) {
  return (
    <div className={`flex gap-2 ${compact ? 'flex-nowrap' : 'flex-wrap'}`}>
      <RowActions
        row={deal}
        name={deal.title}
        busy={approvalBusy(props.busy)}
        compact={compact}
        onView={() => props.onView(deal)}
        onAction={(action) => props.onAction(deal, action)}
      />
      <FeatureToggle
        deal={deal}
        busy={props.busy}
        compact={compact}
        onAction={(action) => props.onAction(deal, action)}
      />
    </div>
  );
}

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

/** The deals as a table (desktop), pending first as the API sends them. */
export function DealsTable(props: DealListProps) {
  return (
    <div className={`${CARD} overflow-x-auto`}>
      <table className="w-full text-sm">
        <caption className="sr-only">Deals, pending approval first, then newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Deal
            </th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Merchant
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Price
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Sold
            </th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Valid until
            </th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Status
            </th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {props.deals.map((deal) => (
            <tr key={deal.id} className="align-top">
              <th scope="row" className="max-w-72 px-3 py-3 text-left font-semibold text-slate-900">
                {deal.title}
                <span className="block text-xs font-normal text-slate-500">{deal.location.name}</span>
              </th>
              <td className="px-3 py-3">{deal.merchant.business_name}</td>
              <td className="px-3 py-3 text-right tabular-nums">
                <Price deal={deal} />
              </td>
              <td className="px-3 py-3 text-right tabular-nums whitespace-nowrap">
                {count(deal.sold)} / {count(deal.quantityAvailable)}
              </td>
              <td className="px-3 py-3 whitespace-nowrap">{formatShortDate(deal.validUntil)}</td>
              <td className="px-3 py-3">
                <DealStatusBadge status={deal.status} />
              </td>
              <td className="px-3 py-3">
                <Actions deal={deal} props={props} compact />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The deals as stacked cards (phones). */
export function DealCards(props: DealListProps) {
  return (
    <ul className="space-y-3">
      {props.deals.map((deal) => (
        <li key={deal.id} className={`${CARD} p-4`}>
          <div className="flex items-start justify-between gap-3">
            <h2 className="min-w-0 font-semibold text-slate-900">{deal.title}</h2>
            <div className="shrink-0">
              <DealStatusBadge status={deal.status} />
            </div>
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {deal.merchant.business_name} · {deal.location.name}
          </p>
          <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-slate-500">Price</dt>
              <dd className="font-semibold tabular-nums">
                <Price deal={deal} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Sold</dt>
              <dd className="font-semibold tabular-nums">
                {count(deal.sold)} / {count(deal.quantityAvailable)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Valid until</dt>
              <dd className="font-semibold">{formatShortDate(deal.validUntil)}</dd>
            </div>
          </dl>
          <div className="mt-3">
            <Actions deal={deal} props={props} compact={false} />
          </div>
        </li>
      ))}
    </ul>
  );
}
