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

/**
 * The share of the merchant's traveller-facing text (tours, deals, profile) with its Spanish
 * written, and the counts behind it; a dash when nothing has English yet.
 */
function Translated({ merchant }: { merchant: AdminMerchant }) {
  const { translated, toTranslate } = merchant.translation;
  if (toTranslate === 0)
    return <span className="text-slate-600">{m.bilingual_admin_nothing_to_translate()}</span>;
  const percent = Math.floor((translated / toTranslate) * 100);
  return (
    <>
      <span className={`block font-medium ${percent < 100 ? 'text-amber-800' : 'text-slate-900'}`}>
        {m.bilingual_admin_percent({ percent })}
      </span>
      <span className="block text-xs text-slate-600">
        {m.bilingual_admin_texts_of({ translated, total: toTranslate })}
      </span>
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
  {
    key: 'translated',
    header: m.bilingual_admin_col_translated(),
    align: 'right',
    cell: (row) => <Translated merchant={row} />,
  },
  { key: 'status', header: m.admin_col_status(), card: 'badge', cell: (row) => <Status merchant={row} /> },
];
