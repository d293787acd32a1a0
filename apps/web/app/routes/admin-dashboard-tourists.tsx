import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, adminGet, type TouristList } from '~/features/admin/admin-api';
import { AdminPageHeader, EmptyState, LoadError, LoadingBlock } from '~/features/admin/admin-ui';
import { Pager, SearchForm } from '~/features/admin/list-controls';
import { useIsDesktop, useListParams } from '~/features/admin/list-params';
import { TouristCards, TouristsTable } from '~/features/admin/tourists/tourists-list';

/** Tourists (spec section 2.14, /admin/dashboard/users): the traveller accounts. */
export default function AdminTourists() {
  const list = useListParams({ sortBy: 'createdAt', sorts: ['createdAt'], status: 'all', statuses: ['all'] });
  const { search, page } = list;
  const tourists = useQuery({
    queryKey: ['admin', 'tourists', 'list', { search, page }],
    queryFn: ({ signal }) =>
      adminGet<TouristList>('tourists', { search, page, limit: ADMIN_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const desktop = useIsDesktop();

  return (
    <>
      <AdminPageHeader title="Tourists" lead="Traveller accounts, their bookings and what they have spent." />
      <div className="mb-4">
        <SearchForm
          label="Search tourists"
          placeholder="Name or email"
          value={search}
          onSearch={(text) => list.update({ search: text })}
        />
      </div>
      {tourists.isPending ? (
        <LoadingBlock label="Loading tourists" />
      ) : tourists.isError ? (
        <LoadError
          message="Failed to load tourists. Please try again later."
          onRetry={() => tourists.refetch()}
        />
      ) : tourists.data.tourists.length === 0 ? (
        <EmptyState>No tourists found matching your criteria.</EmptyState>
      ) : (
        <div aria-busy={tourists.isFetching} className={tourists.isPlaceholderData ? 'opacity-60' : ''}>
          {desktop ? (
            <TouristsTable tourists={tourists.data.tourists} />
          ) : (
            <TouristCards tourists={tourists.data.tourists} />
          )}
        </div>
      )}
      {tourists.data && (
        <Pager
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={tourists.data.total}
          noun="tourists"
          onPage={(p) => list.update({ page: p })}
        />
      )}
    </>
  );
}
