import type { Payout } from '@belizepass/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { ADMIN_PAGE_SIZE, adminGet, type PayoutList } from '~/features/admin/admin-api';
import {
  AdminPageHeader,
  EmptyState,
  LoadError,
  LoadingBlock,
  NoticeBanner,
  useNotice,
} from '~/features/admin/admin-ui';
import { useCsvExport } from '~/features/admin/csv-download';
import { money } from '~/features/admin/format';
import { Pager, SearchForm } from '~/features/admin/list-controls';
import { useIsDesktop, useListParams } from '~/features/admin/list-params';
import { PayoutCards, PayoutsTable } from '~/features/admin/payouts/payouts-list';
import { ProcessPayoutDialog } from '~/features/admin/payouts/process-payout-dialog';

const LIST_KEY = ['admin', 'payouts', 'list'] as const;

/** Payouts: what has been paid to merchants, and paying what is owed. */
export default function AdminPayouts() {
  const list = useListParams({ sortBy: 'createdAt', sorts: ['createdAt'], status: 'all', statuses: ['all'] });
  const { search, page } = list;
  const queryClient = useQueryClient();
  const payouts = useQuery({
    queryKey: [...LIST_KEY, { search, page }],
    queryFn: ({ signal }) =>
      adminGet<PayoutList>('payouts', { search, page, limit: ADMIN_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const desktop = useIsDesktop();
  const { notice, show, clear } = useNotice();
  const exporter = useCsvExport('payouts/export.csv', 'payouts');
  const [processing, setProcessing] = useState(false);

  const onCreated = (payout: Payout) => {
    setProcessing(false);
    // The new payout heads the first page at once; the lists then reload from the server.
    queryClient.setQueryData<PayoutList>([...LIST_KEY, { search: '', page: 1 }], (old) =>
      old && !old.payouts.some((p) => p.id === payout.id)
        ? { payouts: [payout, ...old.payouts].slice(0, ADMIN_PAGE_SIZE), total: old.total + 1 }
        : old,
    );
    list.update({ search: '', page: 1 });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'merchants'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'bookings'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    show({
      tone: 'success',
      message: `Payout ${payout.reference} of ${money(payout.amount)} to ${payout.merchant.business_name} recorded.`,
    });
  };

  return (
    <>
      <AdminPageHeader
        title="Payouts"
        lead="Money sent to merchants for their completed bookings and redeemed vouchers and gift cards."
        actions={
          <>
            <Button
              variant="secondary"
              className="min-h-11"
              disabled={exporter.busy}
              onClick={() => exporter.run({ search })}
            >
              <Download aria-hidden="true" className="size-4" />
              {exporter.busy ? 'Exporting…' : 'Export CSV'}
            </Button>
            <Button
              className="min-h-11"
              onClick={() => {
                clear();
                setProcessing(true);
              }}
            >
              <Plus aria-hidden="true" className="size-4" />
              Process New Payout
            </Button>
          </>
        }
      />
      {exporter.error && (
        <div className="mb-4">
          <Banner>{exporter.error}</Banner>
        </div>
      )}
      <div className="mb-4">
        <SearchForm
          label="Search payouts"
          placeholder="Merchant name or ID"
          value={search}
          onSearch={(text) => list.update({ search: text })}
        />
      </div>
      <NoticeBanner notice={notice} onDismiss={clear} />
      {payouts.isPending ? (
        <LoadingBlock label="Loading payouts" />
      ) : payouts.isError ? (
        <LoadError
          message="Failed to load payouts. Please try again later."
          onRetry={() => payouts.refetch()}
        />
      ) : payouts.data.payouts.length === 0 ? (
        <EmptyState>{search ? 'No payouts found matching your criteria.' : 'No payouts yet.'}</EmptyState>
      ) : (
        <div aria-busy={payouts.isFetching} className={payouts.isPlaceholderData ? 'opacity-60' : ''}>
          {desktop ? (
            <PayoutsTable payouts={payouts.data.payouts} />
          ) : (
            <PayoutCards payouts={payouts.data.payouts} />
          )}
        </div>
      )}
      {payouts.data && (
        <Pager
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={payouts.data.total}
          noun="payouts"
          onPage={(p) => list.update({ page: p })}
        />
      )}
      <ProcessPayoutDialog open={processing} onClose={() => setProcessing(false)} onCreated={onCreated} />
    </>
  );
}
