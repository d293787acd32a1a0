import type { AdminMerchant, AdminMerchantSort } from '@belizepass/domain';
import type { SortDirection } from '../admin-api';
import { CARD } from '../admin-ui';
import type { ApprovalAction } from '../approval-actions';
import { count, money } from '../format';
import { PhoneSort, type SortColumn, SortHeader } from '../list-controls';
import { RowActions } from '../row-actions';
import { ApprovalBadge } from '../status-badge';

export const MERCHANT_COLUMNS: readonly SortColumn<AdminMerchantSort>[] = [
  { key: 'businessName', label: 'Business Name' },
  { key: 'contact', label: 'Contact' },
  { key: 'tours', label: 'Tours' },
  { key: 'bookings', label: 'Bookings' },
  { key: 'revenue', label: 'Revenue' },
];

interface ListProps {
  merchants: AdminMerchant[];
  sortBy: AdminMerchantSort;
  sortDirection: SortDirection;
  onSort: (column: AdminMerchantSort) => void;
  onSortChange: (column: AdminMerchantSort, direction: SortDirection) => void;
  busy: { id: string; action: ApprovalAction } | null;
  onView: (merchant: AdminMerchant) => void;
  onAction: (merchant: AdminMerchant, action: ApprovalAction) => void;
}

function Contact({ merchant }: { merchant: AdminMerchant }) {
  return (
    <>
      <span className="block text-slate-900">{merchant.profile.full_name}</span>
      <span className="block text-slate-600 [overflow-wrap:anywhere]">{merchant.contact_email}</span>
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

/** The merchants as a sortable table (desktop). */
export function MerchantsTable(props: ListProps) {
  const { merchants, sortBy, sortDirection, onSort } = props;
  return (
    <div className={`${CARD} overflow-x-auto`}>
      <table className="w-full text-sm">
        <caption className="sr-only">
          Merchants, sorted by {MERCHANT_COLUMNS.find((c) => c.key === sortBy)?.label ?? 'date joined'}{' '}
          {sortDirection === 'asc' ? 'ascending' : 'descending'}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {MERCHANT_COLUMNS.map((column) => (
              <SortHeader
                key={column.key}
                column={column}
                sortBy={sortBy}
                direction={sortDirection}
                onSort={onSort}
                align={['tours', 'bookings', 'revenue'].includes(column.key) ? 'right' : 'left'}
              />
            ))}
            <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
              Status
            </th>
            <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {merchants.map((merchant) => (
            <tr key={merchant.id} className="align-top">
              <th scope="row" className="px-3 py-3 text-left font-semibold text-slate-900">
                {merchant.business_name}
              </th>
              <td className="max-w-64 px-3 py-3">
                <Contact merchant={merchant} />
              </td>
              <td className="px-3 py-3 text-right tabular-nums">{count(merchant.totalTours)}</td>
              <td className="px-3 py-3 text-right tabular-nums">{count(merchant.totalBookings)}</td>
              <td className="px-3 py-3 text-right tabular-nums">{money(merchant.totalRevenue)}</td>
              <td className="px-3 py-3">
                <Status merchant={merchant} />
              </td>
              <td className="px-3 py-3">
                <RowActions
                  row={merchant}
                  name={merchant.business_name}
                  busy={props.busy}
                  canReject
                  onView={() => props.onView(merchant)}
                  onAction={(action) => props.onAction(merchant, action)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The merchants as stacked cards (phones). */
export function MerchantCards(props: ListProps) {
  return (
    <>
      <PhoneSort
        columns={MERCHANT_COLUMNS}
        sortBy={props.sortBy}
        direction={props.sortDirection}
        onChange={props.onSortChange}
      />
      <ul className="space-y-3">
        {props.merchants.map((merchant) => (
          <li key={merchant.id} className={`${CARD} p-4`}>
            <div className="flex items-start justify-between gap-3">
              <h2 className="font-semibold text-slate-900">{merchant.business_name}</h2>
              <div className="shrink-0 text-right">
                <Status merchant={merchant} />
              </div>
            </div>
            <p className="mt-2 text-sm">
              <Contact merchant={merchant} />
            </p>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-slate-500">Tours</dt>
                <dd className="font-semibold tabular-nums">{count(merchant.totalTours)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Bookings</dt>
                <dd className="font-semibold tabular-nums">{count(merchant.totalBookings)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Revenue</dt>
                <dd className="font-semibold tabular-nums">{money(merchant.totalRevenue)}</dd>
              </div>
            </dl>
            <div className="mt-3">
              <RowActions
                row={merchant}
                name={merchant.business_name}
                busy={props.busy}
                compact={false}
                canReject
                onView={() => props.onView(merchant)}
                onAction={(action) => props.onAction(merchant, action)}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
