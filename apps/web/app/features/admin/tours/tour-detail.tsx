import {
  type AdminTour,
  type AdminTourDetail,
  CARD_DEFAULTS,
  CATEGORIES,
  formatDuration,
  nameOf,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { Detail, DetailDialog, DetailSection } from '~/components/data/detail-dialog';
import type { Notice } from '~/components/data/notice';
import { Banner } from '~/components/ui/banner';
import { ChangeDiff } from '../change-diff';
import { count, money, shortDateTime } from '../format';
import { PublicPageLink } from '../public-page-link';
import { ApprovalDetailActions } from '../record-actions';
import { ApprovalBadge, Pill } from '../status-badge';
import { Rating } from './tour-columns';
import { TourRevisionReview } from './tour-revision';

function RecentChanges({ changes }: { changes: AdminTourDetail['recentChanges'] }) {
  return (
    <DetailSection title={m.admin_tour_recent_changes()}>
      {changes.length === 0 ? (
        <p className="text-slate-600">{m.admin_tour_no_changes()}</p>
      ) : (
        <ol className="space-y-3">
          {changes.map((change, index) => (
            <li key={`${change.at}-${index}`} className="rounded-lg border border-slate-200 p-3">
              <p className="mb-2 text-sm font-medium text-slate-500">{shortDateTime(change.at)}</p>
              <ChangeDiff before={change.before} after={change.after} />
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}

/**
 * A tour as staff review it (spec section 2.14), with the approval actions, and the merchant's changes
 * waiting for approval with theirs.
 */
export function TourDetail({
  tour: t,
  notice,
  approveChangesResult,
  rejectChangesResult,
}: {
  tour: AdminTour | AdminTourDetail;
  notice?: Notice;
  approveChangesResult?: SubmissionResult<string[]>;
  rejectChangesResult?: SubmissionResult<string[]>;
}) {
  const full = 'recentChanges' in t ? t : null;
  return (
    <DetailDialog
      title={t.title}
      aside={<PublicPageLink to={`/tours/${t.id}`} />}
      actions={<ApprovalDetailActions row={t} kind="tour" />}
    >
      {notice && <Banner tone={notice.tone}>{notice.message}</Banner>}
      {!full && <Banner tone="info">{m.admin_partial_details()}</Banner>}
      <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
        <img
          src={t.imageUrl ?? CARD_DEFAULTS.image}
          alt={t.imageUrl ? m.admin_tour_photo_alt({ title: t.title }) : m.admin_tour_no_photo()}
          className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
        />
        <dl className="grid grid-cols-2 content-start gap-3">
          <Detail label={m.admin_col_status()}>
            <span className="flex flex-wrap gap-1">
              <ApprovalBadge status={t.status} />
              {t.pending_revision_at && <Pill tone="blue">{m.admin_tour_changes_waiting()}</Pill>}
            </span>
          </Detail>
          <Detail label={m.admin_col_merchant()}>{t.merchant.business_name}</Detail>
          <Detail label={m.admin_location()}>{t.location.name}</Detail>
          <Detail label={m.admin_field_price()}>{money(t.platform_selling_price)}</Detail>
          <Detail label={m.admin_tour_duration()}>{formatDuration(t.duration_hours)}</Detail>
          <Detail label={m.admin_tour_rating()}>
            <Rating rating={t.rating} reviews={t.reviewCount} />
          </Detail>
          <Detail label={m.admin_total_bookings()}>{count(t.totalBookings)}</Detail>
          <Detail label={m.admin_total_revenue()}>{money(t.totalRevenue)}</Detail>
          {full && (
            <>
              <Detail label={m.admin_field_category()}>
                {nameOf(CATEGORIES, full.category) ?? full.category}
              </Detail>
              <Detail label={m.admin_field_max_participants()}>{full.maxParticipants}</Detail>
            </>
          )}
        </dl>
      </div>
      {full?.revision && (
        <TourRevisionReview
          key={`${full.revision.id}-${full.revision.version}`}
          tourId={t.id}
          revision={full.revision}
          approveResult={approveChangesResult}
          rejectResult={rejectChangesResult}
        />
      )}
      {!full && t.pending_revision_at && <Banner tone="info">{m.admin_tour_reload_to_review()}</Banner>}
      {full && (
        <DetailSection title={m.admin_field_description()}>
          <p className="whitespace-pre-line text-slate-700">{full.description || m.admin_not_available()}</p>
        </DetailSection>
      )}
      {full && <RecentChanges changes={full.recentChanges} />}
    </DetailDialog>
  );
}
