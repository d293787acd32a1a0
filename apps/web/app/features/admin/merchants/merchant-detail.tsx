import {
  ADMIN_MESSAGES,
  type AdminMerchant,
  type AdminMerchantDetail,
  type MerchantCommission,
  merchantCommissionFormSchema,
} from '@belizepass/domain';
import type { SubmissionResult } from '@conform-to/react';
import { Link } from 'react-router';
import { Detail, DetailDialog, DetailSection } from '~/components/data/detail-dialog';
import type { Notice } from '~/components/data/notice';
import { SubmitAction } from '~/components/data/row-actions';
import { InputField, SchemaForm, useSchemaForm } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { count, money, shortDate } from '../format';
import { ApprovalDetailActions } from '../record-actions';
import { ApprovalBadge } from '../status-badge';

const NA = ADMIN_MESSAGES.notAvailable;

function accountStatus(m: AdminMerchant) {
  if (!m.admin_approved) return 'Awaiting approval';
  return m.active ? 'Approved, active' : 'Approved, inactive';
}

function LastPayout({ merchant }: { merchant: AdminMerchant | AdminMerchantDetail }) {
  if ('lastPayout' in merchant) {
    const payout = merchant.lastPayout;
    if (!payout) return <>{NA}</>;
    return (
      <>
        {money(payout.amount)} on {shortDate(payout.date)}
        <span className="block text-sm text-slate-600">Reference {payout.reference}</span>
      </>
    );
  }
  return <>{merchant.lastPayoutDate ? shortDate(merchant.lastPayoutDate) : NA}</>;
}

/**
 * The merchant's own commission rate (the API validates and audits it): blank follows the platform
 * setting. A non-number is a field error, never 0.
 */
function CommissionForm({
  commission,
  lastResult,
}: {
  commission: MerchantCommission;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useSchemaForm(merchantCommissionFormSchema, {
    id: 'merchant-commission',
    lastResult,
    defaultValue: {
      id: commission.merchantId,
      commissionPercent: commission.commissionPercent === null ? '' : String(commission.commissionPercent),
    },
  });
  return (
    <DetailSection title="Commission">
      <p className="text-slate-700">
        Applied now: <span className="font-semibold">{commission.effectiveCommissionPercent}%</span>
        {commission.commissionPercent === null ? ' (the platform rate)' : ' (this merchant’s own rate)'}.
      </p>
      <SchemaForm form={form} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <input type="hidden" name={fields.id.name} value={commission.merchantId} />
        <InputField
          field={fields.commissionPercent}
          label="Own commission rate (%)"
          inputMode="numeric"
          maxLength={4}
          hint={`Leave blank to use the platform rate (${commission.platformCommissionPercent}%). Applies to sales from now on.`}
          className="sm:w-72"
        />
        <div className="sm:pt-7">
          <SubmitAction intent="commission" label="Save rate" busyLabel="Saving…" look="secondary" />
        </div>
      </SchemaForm>
    </DetailSection>
  );
}

/** A merchant's application and account (spec section 2.14), with the approval actions. */
export function MerchantDetail({
  merchant: m,
  complete,
  commission,
  notice,
  commissionResult,
  rejectHref,
}: {
  merchant: AdminMerchant | AdminMerchantDetail;
  /** False when only the list row could be loaded. */
  complete: boolean;
  commission: MerchantCommission | null;
  notice?: Notice;
  commissionResult?: SubmissionResult<string[]>;
  rejectHref: string;
}) {
  const full = 'owner_email' in m ? m : null;
  return (
    <DetailDialog
      title={m.business_name}
      actions={<ApprovalDetailActions row={m} noun="Merchant" rejectHref={rejectHref} />}
    >
      {notice && <Banner tone={notice.tone}>{notice.message}</Banner>}
      {!complete && (
        <Banner tone="info">Some details could not be loaded; the figures shown are from the list.</Banner>
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
      <DetailSection title="Contact information">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label="Owner">{m.profile.full_name}</Detail>
          <Detail label="Owner email">{full ? full.owner_email : NA}</Detail>
          <Detail label="Business email">{m.contact_email}</Detail>
          <Detail label="Phone">{m.profile.phone_number ?? NA}</Detail>
          <Detail label="Address">{full?.address ?? NA}</Detail>
          <Detail label="Applied">{shortDate(m.created_at)}</Detail>
        </dl>
      </DetailSection>
      <DetailSection title="Account">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label="Account status">{accountStatus(m)}</Detail>
          <Detail label="BTB licence number">{m.btb_licence_number ?? NA}</Detail>
          <Detail label="Tours created">{count(m.totalTours)}</Detail>
          <Detail label="Total bookings">{count(m.totalBookings)}</Detail>
          <Detail label="Total revenue">{money(m.totalRevenue)}</Detail>
          <Detail label="Last payout">
            <LastPayout merchant={m} />
          </Detail>
          <Detail label="Unpaid net">{full ? money(full.unpaidNet) : NA}</Detail>
        </dl>
      </DetailSection>
      {commission && <CommissionForm commission={commission} lastResult={commissionResult} />}
      <DetailSection title="Description">
        <p className="whitespace-pre-line text-slate-700">{m.description || NA}</p>
      </DetailSection>
      {full && full.tours.length > 0 && (
        <DetailSection title="Tours">
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {full.tours.map((tour) => (
              <li key={tour.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <Link
                  to={`/tours/${tour.id}`}
                  className="min-w-0 font-medium break-words text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {tour.title}
                </Link>
                <ApprovalBadge status={tour.status} />
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
    </DetailDialog>
  );
}
