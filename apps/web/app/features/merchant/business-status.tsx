import { MERCHANT_STATUSES, type MerchantStatus } from '@belizepass/domain';
import { Link } from 'react-router';
import { Banner } from '~/components/ui/banner';

const STATUS_BADGES: Record<MerchantStatus, { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-green-100 text-green-800' },
  pending_approval: { label: 'Pending Approval', className: 'bg-amber-100 text-amber-800' },
  inactive: { label: 'Inactive', className: 'bg-slate-200 text-slate-700' },
};

export function MerchantStatusBadge({ status }: { status: MerchantStatus }) {
  const badge = STATUS_BADGES[MERCHANT_STATUSES.includes(status) ? status : 'inactive'];
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ${badge.className}`}
    >
      {badge.label}
    </span>
  );
}

/** What the API answers a business that may not use the console yet (apps/api/src/plugins/auth.ts). */
const NOTICES = {
  pending_approval: {
    title: 'Application under review',
    text: 'Your merchant application is still under review. We will email you once a decision is made.',
  },
  inactive: {
    title: 'Your business is inactive',
    text: 'Your merchant account is inactive. Please contact partners@belizepass.bz.',
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
    <Banner tone={pending ? 'info' : 'error'} title={notice.title}>
      <p>{notice.text}</p>
      {pending && (
        <p className="mt-2">
          <Link to="/register-merchant-pending" className="font-semibold underline underline-offset-2">
            What happens next
          </Link>
        </p>
      )}
    </Banner>
  );
}
