import {
  CARD_DEFAULTS,
  DEAL_CATEGORIES,
  formatShortDate,
  type ManagedDeal,
  nameOf,
} from '@belizepass/domain';
import { Detail, DetailDialog, DetailSection } from '~/components/data/detail-dialog';
import type { Notice } from '~/components/data/notice';
import { Banner } from '~/components/ui/banner';
import { count, money, shortDateTime } from '../format';
import { PublicPageLink } from '../public-page-link';
import { ApprovalDetailActions } from '../record-actions';
import { DealStatusBadge } from '../status-badge';
import { FeatureToggle } from './deal-columns';

/** A deal as staff review it, with approve / withdraw approval, (de)activate and feature. */
export function DealDetail({ deal: d, notice }: { deal: ManagedDeal; notice?: Notice }) {
  return (
    <DetailDialog
      title={d.title}
      aside={d.status === 'active' ? <PublicPageLink to={`/deals/${d.id}`} /> : undefined}
      actions={
        <>
          <FeatureToggle deal={d} compact={false} />
          <ApprovalDetailActions row={d} noun="Deal" withdraw />
        </>
      }
    >
      {notice && <Banner tone={notice.tone}>{notice.message}</Banner>}
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
      <DetailSection title="Description">
        <p className="whitespace-pre-line text-slate-700">{d.description}</p>
      </DetailSection>
    </DetailDialog>
  );
}
