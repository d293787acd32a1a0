import {
  ADMIN_MESSAGES,
  ADMIN_STATUS_FILTERS,
  ADMIN_TOUR_SORTS,
  type AdminStatusFilter,
  type AdminTour,
} from '@belizepass/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE, adminGet, type TourList } from '~/features/admin/admin-api';
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
import { TourDetailDialog } from '~/features/admin/tours/tour-detail-dialog';
import { TourCards, ToursTable } from '~/features/admin/tours/tours-list';

const FILTERS: { value: AdminStatusFilter; label: string }[] = [
  { value: 'all', label: 'All Tours' },
  { value: 'approved', label: 'Approved Only' },
  { value: 'pending', label: 'Pending Approval' },
  { value: 'inactive', label: 'Inactive' },
];

const DONE: Record<ApprovalAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  activate: 'activated',
  deactivate: 'deactivated',
};

/** Manage Tours (spec section 2.14). */
export default function AdminTours() {
  const list = useListParams({
    sortBy: 'name',
    status: 'all',
    sorts: ADMIN_TOUR_SORTS,
    statuses: ADMIN_STATUS_FILTERS,
  });
  const { search, status, sortBy, sortDirection, page } = list;
  const tours = useQuery({
    queryKey: [...listKey('tours'), { search, status, sortBy, sortDirection, page }],
    queryFn: ({ signal }) =>
      adminGet<TourList>(
        'tours',
        { search, status, sortBy, sortDirection, page, limit: ADMIN_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const desktop = useIsDesktop();
  const { notice, show, clear } = useNotice();
  const [viewing, setViewing] = useState<AdminTour | null>(null);
  const actions = useApprovalActions<AdminTour>(
    'tours',
    { approval: ADMIN_MESSAGES.tourApprovalFailed, status: ADMIN_MESSAGES.tourStatusFailed },
    (result) =>
      show(
        result.ok
          ? { tone: 'success', message: `${result.row.title} ${DONE[result.action]}.` }
          : { tone: 'error', message: result.message },
      ),
  );

  // The open detail follows the list row, which each action updates.
  const viewed = viewing ? (tours.data?.tours.find((t) => t.id === viewing.id) ?? viewing) : null;

  const onAction = (tour: AdminTour, action: ApprovalAction) => {
    clear();
    void actions.run(tour.id, action);
  };

  const listProps = {
    tours: tours.data?.tours ?? [],
    sortBy,
    sortDirection,
    onSort: list.toggleSort,
    onSortChange: (column: typeof sortBy, direction: typeof sortDirection) =>
      list.update({ sortBy: column, sortDirection: direction }),
    busy: actions.busy,
    onView: (tour: AdminTour) => {
      clear();
      setViewing(tour);
    },
    onAction,
  };

  return (
    <>
      <AdminPageHeader
        title="Manage Tours"
        lead="Review new tours, approve them and activate or deactivate them."
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchForm
          label="Search tours"
          placeholder="Tour name, merchant or location"
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
      {tours.data && (
        <p className="mb-4 inline-flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          <Clock aria-hidden="true" className="size-4" />
          {plural(tours.data.pendingCount, 'tour')} pending approval
        </p>
      )}
      <NoticeBanner notice={viewing ? null : notice} onDismiss={clear} />
      {tours.isPending ? (
        <LoadingBlock label="Loading tours" />
      ) : tours.isError ? (
        <LoadError message={ADMIN_MESSAGES.loadToursFailed} onRetry={() => tours.refetch()} />
      ) : tours.data.tours.length === 0 ? (
        <EmptyState>{ADMIN_MESSAGES.noToursFound}</EmptyState>
      ) : (
        <div aria-busy={tours.isFetching} className={tours.isPlaceholderData ? 'opacity-60' : ''}>
          {desktop ? <ToursTable {...listProps} /> : <TourCards {...listProps} />}
        </div>
      )}
      {tours.data && (
        <Pager
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={tours.data.total}
          noun="tours"
          onPage={(p) => list.update({ page: p })}
        />
      )}
      <TourDetailDialog
        tour={viewed}
        busy={viewing && actions.busy?.id === viewing.id ? actions.busy.action : null}
        notice={notice}
        onClose={() => setViewing(null)}
        onAction={onAction}
      />
    </>
  );
}
