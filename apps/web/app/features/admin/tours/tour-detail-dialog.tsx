import {
  ADMIN_MESSAGES,
  type AdminTour,
  type AdminTourDetail,
  CARD_DEFAULTS,
  CATEGORIES,
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
import { type ApprovalAction, detailKey } from '../approval-actions';
import { ChangeDiff } from '../change-diff';
import { count, money, shortDateTime } from '../format';
import { ApprovalBadge } from '../status-badge';
import { Rating } from './tours-list';

const NA = ADMIN_MESSAGES.notAvailable;

function RecentChanges({ changes }: { changes: AdminTourDetail['recentChanges'] }) {
  return (
    <section aria-labelledby="tour-changes">
      <h3 id="tour-changes" className="font-semibold text-slate-900">
        Recent changes by the merchant
      </h3>
      {changes.length === 0 ? (
        <p className="mt-2 text-slate-600">No changes since the tour was created.</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {changes.map((change, index) => (
            <li key={`${change.at}-${index}`} className="rounded-lg border border-slate-200 p-3">
              <p className="mb-2 text-sm font-medium text-slate-500">{shortDateTime(change.at)}</p>
              <ChangeDiff before={change.before} after={change.after} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A tour as staff review it (spec section 2.14), with the approval actions. */
export function TourDetailDialog({
  tour,
  busy,
  notice,
  onClose,
  onAction,
}: {
  tour: AdminTour | null;
  busy: ApprovalAction | null;
  notice: Notice | null;
  onClose: () => void;
  onAction: (tour: AdminTour, action: ApprovalAction) => void;
}) {
  const id = tour?.id ?? '';
  const detail = useQuery({
    queryKey: detailKey('tours', id),
    queryFn: ({ signal }) => adminGet<AdminTourDetail>(`tours/${id}`, {}, signal),
    enabled: !!tour,
  });
  const t: AdminTour | AdminTourDetail | null = detail.data ?? tour;
  const full = detail.data;

  return (
    <Dialog open={!!tour} onClose={onClose} size="lg" title={t?.title ?? 'Tour'}>
      {t && (
        <div className="space-y-5">
          {notice && <Banner tone={notice.tone}>{notice.message}</Banner>}
          {detail.isError && (
            <Banner tone="info">
              Some details could not be loaded; the figures shown are from the list.
            </Banner>
          )}
          <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
            <img
              src={t.imageUrl ?? CARD_DEFAULTS.image}
              alt={t.imageUrl ? `Photo of ${t.title}` : 'No photo yet'}
              className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
            />
            <dl className="grid grid-cols-2 gap-3 content-start">
              <Detail label="Status">
                <ApprovalBadge status={t.status} />
              </Detail>
              <Detail label="Merchant">{t.merchant.business_name}</Detail>
              <Detail label="Location">{t.location.name}</Detail>
              <Detail label="Price">{money(t.platform_selling_price)}</Detail>
              <Detail label="Duration">{t.duration_hours} hours</Detail>
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
          {full && (
            <section aria-labelledby="tour-description">
              <h3 id="tour-description" className="font-semibold text-slate-900">
                Description
              </h3>
              <p className="mt-2 whitespace-pre-line text-slate-700">{full.description || NA}</p>
            </section>
          )}
          {full && <RecentChanges changes={full.recentChanges} />}
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-end">
            <Link
              to={`/tours/${t.id}`}
              target="_blank"
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 sm:mr-auto"
            >
              View public page
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </Link>
            <Button variant="secondary" className="min-h-11" onClick={onClose}>
              Close
            </Button>
            {!t.admin_approved && (
              <Button className="min-h-11" disabled={busy !== null} onClick={() => onAction(t, 'approve')}>
                {busy === 'approve' ? 'Approving…' : 'Approve Tour'}
              </Button>
            )}
            {t.admin_approved &&
              (t.active ? (
                <button
                  type="button"
                  className={DANGER_BUTTON}
                  disabled={busy !== null}
                  onClick={() => onAction(t, 'deactivate')}
                >
                  {busy === 'deactivate' ? 'Deactivating…' : 'Deactivate Tour'}
                </button>
              ) : (
                <Button className="min-h-11" disabled={busy !== null} onClick={() => onAction(t, 'activate')}>
                  {busy === 'activate' ? 'Activating…' : 'Activate Tour'}
                </Button>
              ))}
          </div>
        </div>
      )}
    </Dialog>
  );
}
