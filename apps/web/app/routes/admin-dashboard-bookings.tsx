import { ADMIN_BOOKING_STATUS_FILTERS, type AdminBookingRow } from '@belizepass/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { ADMIN_PAGE_SIZE, adminGet, type BookingList } from '~/features/admin/admin-api';
import {
  AdminPageHeader,
  EmptyState,
  LoadError,
  LoadingBlock,
  NoticeBanner,
  useNotice,
} from '~/features/admin/admin-ui';
import { BookingDetailDialog } from '~/features/admin/bookings/booking-detail-dialog';
import { BOOKING_STATUS_LABELS } from '~/features/admin/bookings/booking-status';
import { BookingCards, BookingsTable } from '~/features/admin/bookings/bookings-list';
import { useCsvExport } from '~/features/admin/csv-download';
import { FilterSelect, Pager, SearchForm } from '~/features/admin/list-controls';
import { useIsDesktop, useListParams } from '~/features/admin/list-params';

type StatusFilter = (typeof ADMIN_BOOKING_STATUS_FILTERS)[number];

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All bookings' },
  ...(['confirmed', 'pending', 'completed', 'cancelled'] as const).map((value) => ({
    value,
    label: BOOKING_STATUS_LABELS[value],
  })),
];
const ORDERS = [
  { value: 'desc', label: 'Newest first' },
  { value: 'asc', label: 'Oldest first' },
] as const;

/** Bookings (every booking on the platform), with cancellation by staff and a CSV export. */
export default function AdminBookings() {
  const list = useListParams({
    sortBy: 'createdAt',
    sorts: ['createdAt'],
    sortDirection: 'desc',
    status: 'all' as StatusFilter,
    statuses: ADMIN_BOOKING_STATUS_FILTERS,
  });
  const { search, status, sortDirection, page } = list;
  const bookings = useQuery({
    queryKey: ['admin', 'bookings', 'list', { search, status, sortDirection, page }],
    queryFn: ({ signal }) =>
      adminGet<BookingList>(
        'bookings',
        { search, status, sortDirection, page, limit: ADMIN_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const desktop = useIsDesktop();
  const { notice, show, clear } = useNotice();
  const exporter = useCsvExport('bookings/export.csv', 'bookings');
  const [viewing, setViewing] = useState<AdminBookingRow | null>(null);
  const listProps = {
    bookings: bookings.data?.bookings ?? [],
    onView: (booking: AdminBookingRow) => {
      clear();
      setViewing(booking);
    },
  };

  return (
    <>
      <AdminPageHeader
        title="Bookings"
        lead="Every booking on BelizePass, with its payments, commission and the merchant's net."
        actions={
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={exporter.busy}
            onClick={() => exporter.run({ search, status: status === 'all' ? undefined : status })}
          >
            <Download aria-hidden="true" className="size-4" />
            {exporter.busy ? 'Exporting…' : 'Export CSV'}
          </Button>
        }
      />
      {exporter.error && (
        <div className="mb-4">
          <Banner>{exporter.error}</Banner>
        </div>
      )}
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end">
        <SearchForm
          label="Search bookings"
          placeholder="Booking ID, tourist name or tour name"
          value={search}
          onSearch={(text) => list.update({ search: text })}
        />
        <div className="grid grid-cols-2 gap-3 lg:flex">
          <FilterSelect
            label="Status"
            value={status}
            options={FILTERS}
            onChange={(v) => list.update({ status: v })}
            className="lg:w-44"
          />
          <FilterSelect
            label="Order"
            value={sortDirection}
            options={ORDERS}
            onChange={(v) => list.update({ sortDirection: v })}
            className="lg:w-40"
          />
        </div>
      </div>
      <NoticeBanner notice={notice} onDismiss={clear} />
      {bookings.isPending ? (
        <LoadingBlock label="Loading bookings" />
      ) : bookings.isError ? (
        <LoadError
          message="Failed to load bookings. Please try again later."
          onRetry={() => bookings.refetch()}
        />
      ) : bookings.data.bookings.length === 0 ? (
        <EmptyState>No bookings found matching your criteria.</EmptyState>
      ) : (
        <div aria-busy={bookings.isFetching} className={bookings.isPlaceholderData ? 'opacity-60' : ''}>
          {desktop ? <BookingsTable {...listProps} /> : <BookingCards {...listProps} />}
        </div>
      )}
      {bookings.data && (
        <Pager
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={bookings.data.total}
          noun="bookings"
          onPage={(p) => list.update({ page: p })}
        />
      )}
      <BookingDetailDialog
        booking={viewing}
        onClose={() => setViewing(null)}
        onCancelled={(message) => show({ tone: 'success', message })}
      />
    </>
  );
}
