import type { AdminMerchant } from '@belizepass/domain';
import type { Column } from '~/components/data/data-table';
import { count, money } from '../format';
import { ApprovalBadge } from '../status-badge';

function Contact({ merchant }: { merchant: AdminMerchant }) {
  return (
    <>
      <span className="block text-slate-900">{merchant.profile.full_name}</span>
      <span className="block [overflow-wrap:anywhere] text-slate-600">{merchant.contact_email}</span>
      {merchant.profile.phone_number && (
        <span className="block text-slate-600">{merchant.profile.phone_number}</span>
      )}
    </>
  );
}

function Status({ merchant }: { merchant: AdminMerchant }) {
  return (
    <>
      <ApprovalBadge status={merchant.status} />
      {!merchant.admin_approved && merchant.rejected_at && (
        <span className="mt-1 block text-xs font-medium text-red-700">Rejected</span>
      )}
    </>
  );
}

/** Manage Merchants' columns (spec section 2.14): sortable but for Status. */
export const MERCHANT_COLUMNS: readonly Column<AdminMerchant>[] = [
  {
    key: 'name',
    header: 'Business Name',
    sortKey: 'businessName',
    primary: true,
    cell: (m) => m.business_name,
  },
  {
    key: 'contact',
    header: 'Contact',
    sortKey: 'contact',
    card: 'meta',
    className: 'max-w-64',
    cell: (m) => <Contact merchant={m} />,
  },
  { key: 'tours', header: 'Tours', sortKey: 'tours', align: 'right', cell: (m) => count(m.totalTours) },
  {
    key: 'bookings',
    header: 'Bookings',
    sortKey: 'bookings',
    align: 'right',
    cell: (m) => count(m.totalBookings),
  },
  {
    key: 'revenue',
    header: 'Revenue',
    sortKey: 'revenue',
    align: 'right',
    cell: (m) => money(m.totalRevenue),
  },
  { key: 'status', header: 'Status', card: 'badge', cell: (m) => <Status merchant={m} /> },
];
