import { ADMIN_MESSAGES, type AdminMerchant, type AdminMerchantDetail } from '@belizepass/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Spinner } from '~/components/ui/spinner';
import { adminGet } from '../admin-api';
import { DANGER_BUTTON, Detail, type Notice } from '../admin-ui';
import { type ApprovalAction, detailKey } from '../approval-actions';
import { count, money, shortDate } from '../format';
import { ApprovalBadge } from '../status-badge';

const NA = ADMIN_MESSAGES.notAvailable;

function LastPayout({ payout }: { payout: AdminMerchantDetail['lastPayout'] | undefined }) {
  if (payout === undefined) return <Spinner label="Loading last payout" className="size-4" />;
  if (!payout) return <>{NA}</>;
  return (
    <>
      {money(payout.amount)} on {shortDate(payout.date)}
      <span className="block text-sm text-slate-600">Reference {payout.reference}</span>
    </>
  );
}

/** A merchant's application and account (spec section 2.14), with the approval actions. */
export function MerchantDetailDialog({
  merchant,
  busy,
  notice,
  onClose,
  onAction,
}: {
  merchant: AdminMerchant | null;
  busy: ApprovalAction | null;
  notice: Notice | null;
  onClose: () => void;
  onAction: (merchant: AdminMerchant, action: ApprovalAction) => void;
}) {
  const id = merchant?.id ?? '';
  const detail = useQuery({
    queryKey: detailKey('merchants', id),
    queryFn: ({ signal }) => adminGet<AdminMerchantDetail>(`merchants/${id}`, {}, signal),
    enabled: !!merchant,
  });
  // The list row stands in until (or if) the detail arrives.
  const m: AdminMerchant | AdminMerchantDetail | null = detail.data ?? merchant;
  const full = detail.data;

  return (
    <Dialog open={!!merchant} onClose={onClose} size="lg" title={m?.business_name ?? 'Merchant'}>
      {m && (
        <div className="space-y-5">
          {notice && <Banner tone={notice.tone}>{notice.message}</Banner>}
          {detail.isError && (
            <Banner tone="info">
              Some details could not be loaded; the figures shown are from the list.
            </Banner>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <ApprovalBadge status={m.status} />
            {full?.tagline && <span className="text-slate-600">{full.tagline}</span>}
          </div>
          {!m.admin_approved && m.rejected_at && (
            <Banner tone="info" title={`Rejected on ${shortDate(m.rejected_at)}`}>
              {m.rejection_reason ?? ''}
            </Banner>
          )}
          <section aria-labelledby="merchant-contact">
            <h3 id="merchant-contact" className="font-semibold text-slate-900">
              Contact information
            </h3>
            <dl className="mt-2 grid gap-3 sm:grid-cols-2">
              <Detail label="Owner">{m.profile.full_name}</Detail>
              <Detail label="Owner email">{full ? full.owner_email : NA}</Detail>
              <Detail label="Business email">{m.contact_email}</Detail>
              <Detail label="Phone">{m.profile.phone_number ?? NA}</Detail>
              <Detail label="Address">{full?.address ?? NA}</Detail>
              <Detail label="Applied">{shortDate(m.created_at)}</Detail>
            </dl>
          </section>
          <section aria-labelledby="merchant-account">
            <h3 id="merchant-account" className="font-semibold text-slate-900">
              Account
            </h3>
            <dl className="mt-2 grid gap-3 sm:grid-cols-2">
              <Detail label="Account status">
                {m.admin_approved
                  ? m.active
                    ? 'Approved, active'
                    : 'Approved, inactive'
                  : 'Awaiting approval'}
              </Detail>
              <Detail label="BTB licence number">{m.btb_licence_number ?? NA}</Detail>
              <Detail label="Tours created">{count(m.totalTours)}</Detail>
              <Detail label="Total bookings">{count(m.totalBookings)}</Detail>
              <Detail label="Total revenue">{money(m.totalRevenue)}</Detail>
              <Detail label="Last payout">
                {full ? (
                  <LastPayout payout={full.lastPayout} />
                ) : m.lastPayoutDate ? (
                  shortDate(m.lastPayoutDate)
                ) : detail.isPending ? (
                  <LastPayout payout={undefined} />
                ) : (
                  NA
                )}
              </Detail>
              <Detail label="Unpaid net">{full ? money(full.unpaidNet) : NA}</Detail>
            </dl>
          </section>
          <section aria-labelledby="merchant-description">
            <h3 id="merchant-description" className="font-semibold text-slate-900">
              Description
            </h3>
            <p className="mt-2 whitespace-pre-line text-slate-700">{m.description || NA}</p>
          </section>
          {full && full.tours.length > 0 && (
            <section aria-labelledby="merchant-tours">
              <h3 id="merchant-tours" className="font-semibold text-slate-900">
                Tours
              </h3>
              <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
                {full.tours.map((tour) => (
                  <li key={tour.id} className="flex items-center justify-between gap-3 px-3 py-2">
                    <Link
                      to={`/tours/${tour.id}`}
                      className="min-w-0 font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {tour.title}
                    </Link>
                    <ApprovalBadge status={tour.status} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
            <Button variant="secondary" className="min-h-11" onClick={onClose}>
              Close
            </Button>
            {!m.admin_approved && !m.rejected_at && (
              <button
                type="button"
                className={DANGER_BUTTON}
                disabled={busy !== null}
                onClick={() => onAction(m, 'reject')}
              >
                Reject Application
              </button>
            )}
            {!m.admin_approved && (
              <Button className="min-h-11" disabled={busy !== null} onClick={() => onAction(m, 'approve')}>
                {busy === 'approve' ? 'Approving…' : 'Approve Merchant'}
              </Button>
            )}
            {m.admin_approved &&
              (m.active ? (
                <button
                  type="button"
                  className={DANGER_BUTTON}
                  disabled={busy !== null}
                  onClick={() => onAction(m, 'deactivate')}
                >
                  {busy === 'deactivate' ? 'Deactivating…' : 'Deactivate Merchant'}
                </button>
              ) : (
                <Button className="min-h-11" disabled={busy !== null} onClick={() => onAction(m, 'activate')}>
                  {busy === 'activate' ? 'Activating…' : 'Activate Merchant'}
                </Button>
              ))}
          </div>
        </div>
      )}
    </Dialog>
  );
}
