import { MERCHANT_STATUSES, type MerchantStatus } from '@belizepass/domain';
import { Link } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { AuthClientError } from '~/features/auth/auth-client';

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

/** True when the API refused the dashboard because the business is not approved or not active. */
export function isAccountBlocked(error: unknown): boolean {
  return (
    error instanceof AuthClientError &&
    (error.code === 'MERCHANT_PENDING_APPROVAL' || error.code === 'MERCHANT_INACTIVE')
  );
}

/** The honest notice a pending or inactive merchant sees instead of the dashboard's screens. */
export function BlockedAccountNotice({ error }: { error: Error }) {
  const pending = error instanceof AuthClientError && error.code === 'MERCHANT_PENDING_APPROVAL';
  return (
    <Banner
      tone={pending ? 'info' : 'error'}
      title={pending ? 'Application under review' : 'We could not load your business'}
    >
      <p>{error.message}</p>
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
