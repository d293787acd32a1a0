import { MERCHANT_STATUSES, type MerchantStatus } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Link } from 'react-router';
import { Banner } from '~/components/ui/banner';

const STATUS_BADGES: Record<MerchantStatus, { label: () => string; className: string }> = {
  active: { label: () => m.merchant_status_active(), className: 'bg-green-100 text-green-800' },
  pending_approval: {
    label: () => m.merchant_status_pending_approval(),
    className: 'bg-amber-100 text-amber-800',
  },
  inactive: { label: () => m.merchant_status_inactive(), className: 'bg-slate-200 text-slate-700' },
};

export function MerchantStatusBadge({ status }: { status: MerchantStatus }) {
  const badge = STATUS_BADGES[MERCHANT_STATUSES.includes(status) ? status : 'inactive'];
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ${badge.className}`}
    >
      {badge.label()}
    </span>
  );
}

/** What the API answers a business that may not use the console yet (apps/api/src/plugins/auth.ts). */
const NOTICES = {
  pending_approval: {
    title: () => m.merchant_notice_pending_title(),
    text: () => m.errors_merchant_pending(),
  },
  inactive: {
    title: () => m.merchant_notice_inactive_title(),
    text: () => m.errors_merchant_inactive(),
  },
} as const;

/**
 * The honest notice a pending or inactive business sees instead of the console's screens, from the
 * session user's merchant status (a user without a business profile counts as inactive).
 */
export function BusinessStatusNotice({ status }: { status: MerchantStatus | null }) {
  const pending = status === 'pending_approval';
  const notice = NOTICES[pending ? 'pending_approval' : 'inactive'];
  return (
    <Banner tone={pending ? 'info' : 'error'} title={notice.title()}>
      <p>{notice.text()}</p>
      {pending && (
        <p className="mt-2">
          <Link to="/register-merchant-pending" className="font-semibold underline underline-offset-2">
            {m.merchant_notice_what_next()}
          </Link>
        </p>
      )}
    </Banner>
  );
}
