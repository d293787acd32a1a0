import {
  type AdminMerchant,
  type AdminMerchantDetail,
  type MerchantCommission,
  merchantCommissionFormSchema,
} from '@belizepass/domain';
import { m as msg } from '@belizepass/domain/i18n';
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
import { ProfileRevisionReview } from './profile-revision';

const NA = () => msg.admin_not_available();

function accountStatus(m: AdminMerchant) {
  if (!m.admin_approved) return msg.admin_merchant_awaiting_approval();
  return m.active ? msg.admin_merchant_approved_active() : msg.admin_merchant_approved_inactive();
}

function LastPayout({ merchant }: { merchant: AdminMerchant | AdminMerchantDetail }) {
  if ('lastPayout' in merchant) {
    const payout = merchant.lastPayout;
    if (!payout) return <>{NA()}</>;
    return (
      <>
        {msg.admin_merchant_payout_on({ amount: money(payout.amount), date: shortDate(payout.date) })}
        <span className="block text-sm text-slate-600">
          {msg.admin_merchant_payout_reference({ reference: payout.reference })}
        </span>
      </>
    );
  }
  return <>{merchant.lastPayoutDate ? shortDate(merchant.lastPayoutDate) : NA()}</>;
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
    <DetailSection title={msg.admin_col_commission()}>
      <p className="text-slate-700">
        {msg.admin_merchant_commission_applied()}{' '}
        <span className="font-semibold">{commission.effectiveCommissionPercent}%</span>{' '}
        {commission.commissionPercent === null
          ? msg.admin_merchant_commission_platform()
          : msg.admin_merchant_commission_own()}
      </p>
      <SchemaForm form={form} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <input type="hidden" name={fields.id.name} value={commission.merchantId} />
        <InputField
          field={fields.commissionPercent}
          label={msg.admin_merchant_commission_label()}
          inputMode="numeric"
          maxLength={4}
          hint={msg.admin_merchant_commission_hint({ percent: commission.platformCommissionPercent })}
          className="sm:w-72"
        />
        <div className="sm:pt-7">
          <SubmitAction
            intent="commission"
            label={msg.admin_merchant_save_rate()}
            busyLabel={msg.admin_saving()}
            look="secondary"
          />
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
      actions={<ApprovalDetailActions row={m} kind="merchant" rejectHref={rejectHref} />}
    >
      {notice && <Banner tone={notice.tone}>{notice.message}</Banner>}
      {!complete && <Banner tone="info">{msg.admin_partial_details()}</Banner>}
      <div className="flex flex-wrap items-center gap-2">
        <ApprovalBadge status={m.status} />
        {full?.tagline && <span className="text-slate-600">{full.tagline}</span>}
      </div>
      {!m.admin_approved && m.rejected_at && (
        <Banner tone="info" title={msg.admin_merchant_rejected_on({ date: shortDate(m.rejected_at) })}>
          {m.rejection_reason ?? ''}
        </Banner>
      )}
      {full?.revision && <ProfileRevisionReview merchantId={m.id} revision={full.revision} />}
      <DetailSection title={msg.admin_merchant_contact_information()}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label={msg.admin_merchant_owner()}>{m.profile.full_name}</Detail>
          <Detail label={msg.admin_merchant_owner_email()}>{full ? full.owner_email : NA()}</Detail>
          <Detail label={msg.admin_merchant_business_email()}>{m.contact_email}</Detail>
          <Detail label={msg.admin_tourists_col_phone()}>{m.profile.phone_number ?? NA()}</Detail>
          <Detail label={msg.admin_merchant_address()}>{full?.address ?? NA()}</Detail>
          <Detail label={msg.admin_merchant_applied()}>{shortDate(m.created_at)}</Detail>
        </dl>
      </DetailSection>
      <DetailSection title={msg.admin_tourists_col_account()}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label={msg.admin_merchant_account_status()}>{accountStatus(m)}</Detail>
          <Detail label={msg.admin_merchant_licence()}>{m.btb_licence_number ?? NA()}</Detail>
          <Detail label={msg.admin_merchant_tours_created()}>{count(m.totalTours)}</Detail>
          <Detail label={msg.admin_total_bookings()}>{count(m.totalBookings)}</Detail>
          <Detail label={msg.admin_total_revenue()}>{money(m.totalRevenue)}</Detail>
          <Detail label={msg.admin_merchant_last_payout()}>
            <LastPayout merchant={m} />
          </Detail>
          <Detail label={msg.admin_merchant_unpaid_net()}>{full ? money(full.unpaidNet) : NA()}</Detail>
        </dl>
      </DetailSection>
      {commission && <CommissionForm commission={commission} lastResult={commissionResult} />}
      <DetailSection title={msg.admin_field_description()}>
        <p className="whitespace-pre-line text-slate-700">{m.description || NA()}</p>
      </DetailSection>
      {full && full.tours.length > 0 && (
        <DetailSection title={msg.admin_merchant_col_tours()}>
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
