import type { AdminMerchant } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
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
        <span className="mt-1 block text-xs font-medium text-red-700">{m.admin_merchant_rejected()}</span>
      )}
    </>
  );
}

/** Manage Merchants' columns (spec section 2.14), in the page's language: sortable but for Status. */
export const merchantColumns = (): readonly Column<AdminMerchant>[] => [
  {
    key: 'name',
    header: m.admin_merchant_col_business(),
    sortKey: 'businessName',
    primary: true,
    cell: (row) => row.business_name,
  },
  {
    key: 'contact',
    header: m.admin_merchant_col_contact(),
    sortKey: 'contact',
    card: 'meta',
    className: 'max-w-64',
    cell: (row) => <Contact merchant={row} />,
  },
  {
    key: 'tours',
    header: m.admin_merchant_col_tours(),
    sortKey: 'tours',
    align: 'right',
    cell: (row) => count(row.totalTours),
  },
  {
    key: 'bookings',
    header: m.admin_col_bookings(),
    sortKey: 'bookings',
    align: 'right',
    cell: (row) => count(row.totalBookings),
  },
  {
    key: 'revenue',
    header: m.admin_col_revenue(),
    sortKey: 'revenue',
    align: 'right',
    cell: (row) => money(row.totalRevenue),
  },
  { key: 'status', header: m.admin_col_status(), card: 'badge', cell: (row) => <Status merchant={row} /> },
];
