import {
  CARD_DEFAULTS,
  DEAL_CATEGORIES,
  formatShortDate,
  type ManagedDeal,
  nameOf,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
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
          <ApprovalDetailActions row={d} kind="deal" withdraw />
        </>
      }
    >
      {notice && <Banner tone={notice.tone}>{notice.message}</Banner>}
      <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
        <img
          src={d.image ?? CARD_DEFAULTS.image}
          alt={d.image ? m.admin_deal_image_alt({ title: d.title }) : m.admin_deal_no_image()}
          className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
        />
        <dl className="grid grid-cols-2 content-start gap-3">
          <Detail label={m.admin_col_status()}>
            <DealStatusBadge status={d.status} />
          </Detail>
          <Detail label={m.admin_field_featured()}>{d.featured ? m.admin_yes() : m.admin_no()}</Detail>
          <Detail label={m.admin_col_merchant()}>{d.merchant.business_name}</Detail>
          <Detail label={m.admin_location()}>{d.location.name}</Detail>
          <Detail label={m.admin_field_category()}>
            {nameOf(DEAL_CATEGORIES, d.category) ?? d.category}
          </Detail>
          <Detail label={m.admin_field_price()}>
            {money(d.price)}
            {d.originalPrice > d.price && (
              <span className="text-slate-500">
                {' '}
                ({m.admin_deal_was()} <s>{money(d.originalPrice)}</s>,{' '}
                {m.admin_deal_percent_off({ percent: d.discount })})
              </span>
            )}
          </Detail>
          <Detail label={m.admin_deal_vouchers_sold()}>
            {m.admin_deal_sold_of({
              sold: count(d.sold),
              total: count(d.quantityAvailable),
              left: count(d.remaining),
            })}
          </Detail>
          <Detail label={m.admin_field_valid_until()}>{formatShortDate(d.validUntil)}</Detail>
          <Detail label={m.admin_deal_created()}>{shortDateTime(d.createdAt)}</Detail>
          <Detail label={m.admin_last_changed()}>{shortDateTime(d.updatedAt)}</Detail>
        </dl>
      </div>
      <DetailSection title={m.admin_field_description()}>
        <p className="whitespace-pre-line text-slate-700">{d.description}</p>
      </DetailSection>
    </DetailDialog>
  );
}
