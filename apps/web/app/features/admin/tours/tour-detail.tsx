import {
  ADMIN_MESSAGES,
  type AdminTour,
  type AdminTourDetail,
  CARD_DEFAULTS,
  CATEGORIES,
  formatDuration,
  nameOf,
} from '@belizepass/domain';
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
    <DetailSection title="Recent changes by the merchant">
      {changes.length === 0 ? (
        <p className="text-slate-600">No changes since the tour was created.</p>
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
      actions={<ApprovalDetailActions row={t} noun="Tour" />}
    >
      {notice && <Banner tone={notice.tone}>{notice.message}</Banner>}
      {!full && (
        <Banner tone="info">Some details could not be loaded; the figures shown are from the list.</Banner>
      )}
      <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
        <img
          src={t.imageUrl ?? CARD_DEFAULTS.image}
          alt={t.imageUrl ? `Photo of ${t.title}` : 'No photo yet'}
          className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
        />
        <dl className="grid grid-cols-2 content-start gap-3">
          <Detail label="Status">
            <span className="flex flex-wrap gap-1">
              <ApprovalBadge status={t.status} />
              {t.pending_revision_at && <Pill tone="blue">Changes waiting</Pill>}
            </span>
          </Detail>
          <Detail label="Merchant">{t.merchant.business_name}</Detail>
          <Detail label="Location">{t.location.name}</Detail>
          <Detail label="Price">{money(t.platform_selling_price)}</Detail>
          <Detail label="Duration">{formatDuration(t.duration_hours)}</Detail>
          <Detail label="Rating">
            <Rating rating={t.rating} reviews={t.reviewCount} />
          </Detail>
          <Detail label="Total bookings">{count(t.totalBookings)}</Detail>
          <Detail label="Total revenue">{money(t.totalRevenue)}</Detail>
          {full && (
            <>
              <Detail label="Category">{nameOf(CATEGORIES, full.category) ?? full.category}</Detail>
              <Detail label="Max participants">{full.maxParticipants}</Detail>
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
      {!full && t.pending_revision_at && (
        <Banner tone="info">This tour has changes waiting for approval; reload to review them.</Banner>
      )}
      {full && (
        <DetailSection title="Description">
          <p className="whitespace-pre-line text-slate-700">
            {full.description || ADMIN_MESSAGES.notAvailable}
          </p>
        </DetailSection>
      )}
      {full && <RecentChanges changes={full.recentChanges} />}
    </DetailDialog>
  );
}
