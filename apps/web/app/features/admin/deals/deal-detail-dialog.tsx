import {
  CARD_DEFAULTS,
  DEAL_CATEGORIES,
  formatShortDate,
  type ManagedDeal,
  nameOf,
} from '@belizepass/domain';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { adminGet } from '../admin-api';
import { DANGER_BUTTON, Detail, type Notice } from '../admin-ui';
import { count, money, shortDateTime } from '../format';
import { type DealAction, dealDetailKey } from './deal-actions';
import { DealStatusBadge } from './deal-status-badge';
import { FeatureToggle } from './deals-list';

const PROGRESS: Partial<Record<DealAction, string>> = {
  approve: 'Approving…',
  reject: 'Withdrawing…',
  activate: 'Activating…',
  deactivate: 'Deactivating…',
};

/** A deal as staff review it, with approve / withdraw approval, (de)activate and feature. */
export function DealDetailDialog({
  deal,
  busy,
  notice,
  onClose,
  onAction,
}: {
  deal: ManagedDeal | null;
  busy: { id: string; action: DealAction } | null;
  notice: Notice | null;
  onClose: () => void;
  onAction: (deal: ManagedDeal, action: DealAction) => void;
}) {
  const id = deal?.id ?? '';
  const detail = useQuery({
    queryKey: dealDetailKey(id),
    queryFn: ({ signal }) => adminGet<ManagedDeal>(`deals/${encodeURIComponent(id)}`, {}, signal),
    enabled: !!deal,
  });
  const d = detail.data ?? deal;
  const mine = d && busy?.id === d.id ? busy.action : null;
  const label = (action: DealAction, idle: string) => (mine === action ? PROGRESS[action] : idle);

  return (
    <Dialog open={!!deal} onClose={onClose} size="lg" title={d?.title ?? 'Deal'}>
      {d && (
        <div className="space-y-5">
          {notice && <Banner tone={notice.tone}>{notice.message}</Banner>}
          {detail.isError && (
            <Banner tone="info">
              The latest details could not be loaded; the figures shown are from the list.
            </Banner>
          )}
          <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
            <img
              src={d.image ?? CARD_DEFAULTS.image}
              alt={d.image ? `Image of ${d.title}` : 'No image'}
              className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
            />
            <dl className="grid grid-cols-2 content-start gap-3">
              <Detail label="Status">
                <DealStatusBadge status={d.status} />
              </Detail>
              <Detail label="Featured">{d.featured ? 'Yes' : 'No'}</Detail>
              <Detail label="Merchant">{d.merchant.business_name}</Detail>
              <Detail label="Location">{d.location.name}</Detail>
              <Detail label="Category">{nameOf(DEAL_CATEGORIES, d.category) ?? d.category}</Detail>
              <Detail label="Price">
                {money(d.price)}
                {d.originalPrice > d.price && (
                  <span className="text-slate-500">
                    {' '}
                    (was <s>{money(d.originalPrice)}</s>, {d.discount}% off)
                  </span>
                )}
              </Detail>
              <Detail label="Vouchers sold">
                {count(d.sold)} of {count(d.quantityAvailable)} ({count(d.remaining)} left)
              </Detail>
              <Detail label="Valid until">{formatShortDate(d.validUntil)}</Detail>
              <Detail label="Created">{shortDateTime(d.createdAt)}</Detail>
              <Detail label="Last changed">{shortDateTime(d.updatedAt)}</Detail>
            </dl>
          </div>
          <section aria-labelledby="deal-description">
            <h3 id="deal-description" className="font-semibold text-slate-900">
              Description
            </h3>
            <p className="mt-2 whitespace-pre-line text-slate-700">{d.description}</p>
          </section>
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end">
            {d.status === 'active' && (
              <Link
                to={`/deals/${d.id}`}
                target="_blank"
                className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 sm:mr-auto"
              >
                View public page
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">(opens in a new tab)</span>
              </Link>
            )}
            <Button variant="secondary" className="min-h-11" onClick={onClose}>
              Close
            </Button>
            <FeatureToggle deal={d} busy={busy} compact={false} onAction={(action) => onAction(d, action)} />
            {d.admin_approved ? (
              <>
                <Button
                  variant="secondary"
                  className="min-h-11"
                  disabled={mine !== null}
                  onClick={() => onAction(d, 'reject')}
                >
                  {label('reject', 'Withdraw approval')}
                </Button>
                {d.active ? (
                  <button
                    type="button"
                    className={DANGER_BUTTON}
                    disabled={mine !== null}
                    onClick={() => onAction(d, 'deactivate')}
                  >
                    {label('deactivate', 'Deactivate Deal')}
                  </button>
                ) : (
                  <Button
                    className="min-h-11"
                    disabled={mine !== null}
                    onClick={() => onAction(d, 'activate')}
                  >
                    {label('activate', 'Activate Deal')}
                  </Button>
                )}
              </>
            ) : (
              <Button className="min-h-11" disabled={mine !== null} onClick={() => onAction(d, 'approve')}>
                {label('approve', 'Approve Deal')}
              </Button>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
