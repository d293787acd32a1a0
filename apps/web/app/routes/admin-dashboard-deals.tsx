import type { ManagedDeal } from '@belizepass/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE, adminGet } from '~/features/admin/admin-api';
import {
  AdminPageHeader,
  EmptyState,
  LoadError,
  LoadingBlock,
  NoticeBanner,
  useNotice,
} from '~/features/admin/admin-ui';
import {
  DEAL_ACTION_DONE,
  type DealAction,
  type DealList,
  dealListKey,
  useDealActions,
} from '~/features/admin/deals/deal-actions';
import { DealDetailDialog } from '~/features/admin/deals/deal-detail-dialog';
import { DealCards, DealsTable } from '~/features/admin/deals/deals-list';
import { FilterSelect, Pager, SearchForm } from '~/features/admin/list-controls';
import { useIsDesktop, useListParams } from '~/features/admin/list-params';

const FILTERS = [
  { value: 'all', label: 'All Deals' },
  { value: 'approved', label: 'Approved Only' },
  { value: 'pending', label: 'Pending Approval' },
] as const;
type DealFilter = (typeof FILTERS)[number]['value'];

/** Manage Deals: review the merchants' deals, approve them, switch them on or off and feature them. */
export default function AdminDeals() {
  // The API lists pending deals first, then the newest: there is no other order to choose.
  const list = useListParams<'created', DealFilter>({
    sortBy: 'created',
    status: 'all',
    sorts: ['created'],
    statuses: FILTERS.map((f) => f.value),
  });
  const { search, status, page } = list;
  const deals = useQuery({
    queryKey: [...dealListKey, { search, status, page }],
    queryFn: ({ signal }) =>
      adminGet<DealList>('deals', { search, status, page, limit: ADMIN_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const desktop = useIsDesktop();
  const { notice, show, clear } = useNotice();
  const [viewing, setViewing] = useState<ManagedDeal | null>(null);
  const actions = useDealActions((result) =>
    show(
      result.ok
        ? { tone: 'success', message: `${result.deal.title} ${DEAL_ACTION_DONE[result.action]}.` }
        : { tone: 'error', message: result.message },
    ),
  );

  // The open detail follows the list row, which each action updates.
  const viewed = viewing ? (deals.data?.deals.find((d) => d.id === viewing.id) ?? viewing) : null;

  const onAction = (deal: ManagedDeal, action: DealAction) => {
    clear();
    actions.run(deal.id, action);
  };

  const listProps = {
    deals: deals.data?.deals ?? [],
    busy: actions.busy,
    onView: (deal: ManagedDeal) => {
      clear();
      setViewing(deal);
    },
    onAction,
  };

  return (
    <>
      <AdminPageHeader
        title="Manage Deals"
        lead="Review new deals, approve them, switch them on or off and choose the featured ones."
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchForm
          label="Search deals"
          placeholder="Deal title, merchant or location"
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
      <NoticeBanner notice={viewing ? null : notice} onDismiss={clear} />
      {deals.isPending ? (
        <LoadingBlock label="Loading deals" />
      ) : deals.isError ? (
        <LoadError message="Failed to load deals. Please try again later." onRetry={() => deals.refetch()} />
      ) : deals.data.deals.length === 0 ? (
        <EmptyState>No deals found matching your criteria.</EmptyState>
      ) : (
        <div aria-busy={deals.isFetching} className={deals.isPlaceholderData ? 'opacity-60' : ''}>
          {desktop ? <DealsTable {...listProps} /> : <DealCards {...listProps} />}
        </div>
      )}
      {deals.data && (
        <Pager
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={deals.data.total}
          noun="deals"
          onPage={(p) => list.update({ page: p })}
        />
      )}
      <DealDetailDialog
        deal={viewed}
        busy={actions.busy}
        notice={notice}
        onClose={() => setViewing(null)}
        onAction={onAction}
      />
    </>
  );
}
