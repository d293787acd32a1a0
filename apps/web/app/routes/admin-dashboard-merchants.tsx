import {
  ADMIN_MERCHANT_SORTS,
  ADMIN_MESSAGES,
  ADMIN_STATUS_FILTERS,
  type AdminMerchant,
  type AdminStatusFilter,
} from '@belizepass/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE, adminGet, type MerchantList } from '~/features/admin/admin-api';
import {
  AdminPageHeader,
  EmptyState,
  LoadError,
  LoadingBlock,
  NoticeBanner,
  useNotice,
} from '~/features/admin/admin-ui';
import { type ApprovalAction, listKey, useApprovalActions } from '~/features/admin/approval-actions';
import { plural } from '~/features/admin/format';
import { FilterSelect, Pager, SearchForm } from '~/features/admin/list-controls';
import { useIsDesktop, useListParams } from '~/features/admin/list-params';
import { MerchantDetailDialog } from '~/features/admin/merchants/merchant-detail-dialog';
import { MerchantCards, MerchantsTable } from '~/features/admin/merchants/merchants-list';
import { RejectDialog } from '~/features/admin/merchants/reject-dialog';

const FILTERS: { value: AdminStatusFilter; label: string }[] = [
  { value: 'all', label: 'All Merchants' },
  { value: 'approved', label: 'Approved Only' },
  { value: 'pending', label: 'Pending Approval' },
  { value: 'inactive', label: 'Inactive' },
];

const DONE: Record<ApprovalAction, string> = {
  approve: 'approved',
  reject: 'rejected; the applicant has been told why',
  activate: 'activated',
  deactivate: 'deactivated',
};

/** Manage Merchants (spec section 2.14). */
export default function AdminMerchants() {
  const list = useListParams({
    sortBy: 'businessName',
    status: 'all',
    sorts: ADMIN_MERCHANT_SORTS,
    statuses: ADMIN_STATUS_FILTERS,
  });
  const { search, status, sortBy, sortDirection, page } = list;
  const merchants = useQuery({
    queryKey: [...listKey('merchants'), { search, status, sortBy, sortDirection, page }],
    queryFn: ({ signal }) =>
      adminGet<MerchantList>(
        'merchants',
        { search, status, sortBy, sortDirection, page, limit: ADMIN_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const desktop = useIsDesktop();
  const { notice, show, clear } = useNotice();
  const [viewing, setViewing] = useState<AdminMerchant | null>(null);
  const [rejecting, setRejecting] = useState<AdminMerchant | null>(null);
  const actions = useApprovalActions<AdminMerchant>(
    'merchants',
    { approval: ADMIN_MESSAGES.merchantApprovalFailed, status: ADMIN_MESSAGES.merchantStatusFailed },
    (result) =>
      show(
        result.ok
          ? { tone: 'success', message: `${result.row.business_name} ${DONE[result.action]}.` }
          : { tone: 'error', message: result.message },
      ),
  );

  // The open detail follows the list row, which each action updates.
  const viewed = viewing ? (merchants.data?.merchants.find((m) => m.id === viewing.id) ?? viewing) : null;

  const onAction = (merchant: AdminMerchant, action: ApprovalAction) => {
    clear();
    if (action === 'reject') setRejecting(merchant);
    else void actions.run(merchant.id, action);
  };

  const listProps = {
    merchants: merchants.data?.merchants ?? [],
    sortBy,
    sortDirection,
    onSort: list.toggleSort,
    onSortChange: (column: typeof sortBy, direction: typeof sortDirection) =>
      list.update({ sortBy: column, sortDirection: direction }),
    busy: actions.busy,
    onView: (merchant: AdminMerchant) => {
      clear();
      setViewing(merchant);
    },
    onAction,
  };

  return (
    <>
      <AdminPageHeader
        title="Manage Merchants"
        lead="Review applications, approve merchants and activate or deactivate them."
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchForm
          label="Search merchants"
          placeholder="Business name, owner or email"
          value={search}
          onSearch={(text) => list.update({ search: text })}
        />
        <FilterSelect
          label="Show"
          value={status}
          options={FILTERS}
          onChange={(v) => list.update({ status: v })}
        />
      </div>
      {merchants.data && (
        <p className="mb-4 inline-flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          <Clock aria-hidden="true" className="size-4" />
          {plural(merchants.data.pendingCount, 'merchant')} pending approval
        </p>
      )}
      <NoticeBanner notice={viewing ? null : notice} onDismiss={clear} />
      {merchants.isPending ? (
        <LoadingBlock label="Loading merchants" />
      ) : merchants.isError ? (
        <LoadError message={ADMIN_MESSAGES.loadMerchantsFailed} onRetry={() => merchants.refetch()} />
      ) : merchants.data.merchants.length === 0 ? (
        <EmptyState>{ADMIN_MESSAGES.noMerchantsFound}</EmptyState>
      ) : (
        <div aria-busy={merchants.isFetching} className={merchants.isPlaceholderData ? 'opacity-60' : ''}>
          {desktop ? <MerchantsTable {...listProps} /> : <MerchantCards {...listProps} />}
        </div>
      )}
      {merchants.data && (
        <Pager
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={merchants.data.total}
          noun="merchants"
          onPage={(p) => list.update({ page: p })}
        />
      )}
      <MerchantDetailDialog
        merchant={viewed}
        busy={viewing && actions.busy?.id === viewing.id ? actions.busy.action : null}
        notice={notice}
        onClose={() => setViewing(null)}
        onAction={onAction}
      />
      <RejectDialog
        open={!!rejecting}
        merchantName={rejecting?.business_name ?? ''}
        busy={!!rejecting && actions.busy?.id === rejecting.id}
        error={notice?.tone === 'error' ? notice.message : undefined}
        onClose={() => setRejecting(null)}
        onReject={(reason) =>
          rejecting ? actions.run(rejecting.id, 'reject', reason) : Promise.resolve(false)
        }
      />
    </>
  );
}
