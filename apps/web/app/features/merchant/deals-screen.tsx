import { DEAL_STATUSES, type DealStatus, type ManagedDeal } from '@belizepass/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Ticket } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { CardGridSkeleton } from './card-grid-skeleton';
import { DealFormDialog, type SavedDeal } from './deal-form-dialog';
import { fetchMerchantDeals, merchantDealsKey, setDealActive } from './deals-api';
import { DEAL_STATUS_LABELS, MerchantDealCard } from './merchant-deal-card';
import { FilterSelect } from './tour-filters';

const LOAD_FAILED = 'Failed to load your deals. Please try again.';
const STATUS_FAILED = 'The deal could not be updated. Please try again.';

function readStatus(params: URLSearchParams): DealStatus | '' {
  const status = params.get('status') ?? '';
  return (DEAL_STATUSES as readonly string[]).includes(status) ? (status as DealStatus) : '';
}

type Editing = { deal: ManagedDeal | null } | null;

/** My Deals: the merchant's deals with their approval state, sales and the add/edit modal. */
export function DealsScreen() {
  const [params, setParams] = useSearchParams();
  const status = readStatus(params);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set());
  const [toggleError, setToggleError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const deals = useQuery({
    queryKey: merchantDealsKey,
    queryFn: ({ signal }) => fetchMerchantDeals(signal),
  });

  const counts = new Map<DealStatus, number>();
  for (const deal of deals.data?.deals ?? []) counts.set(deal.status, (counts.get(deal.status) ?? 0) + 1);
  const statusOptions = [
    { value: '', label: `All deals (${deals.data?.deals.length ?? 0})` },
    ...DEAL_STATUSES.map((s) => ({ value: s, label: `${DEAL_STATUS_LABELS[s]} (${counts.get(s) ?? 0})` })),
  ];

  const changeStatus = (next: string) =>
    setParams(next ? { status: next } : {}, { replace: true, preventScrollReset: true });

  const replaceDeal = (deal: ManagedDeal) =>
    queryClient.setQueryData<{ deals: ManagedDeal[] }>(merchantDealsKey, (old) =>
      old ? { deals: old.deals.map((d) => (d.id === deal.id ? deal : d)) } : old,
    );

  async function toggleActive(deal: ManagedDeal, active: boolean) {
    setToggleError(null);
    setToggling((s) => new Set(s).add(deal.id));
    try {
      replaceDeal(await setDealActive(deal.id, active));
    } catch {
      setToggleError(STATUS_FAILED);
    } finally {
      setToggling((s) => {
        const next = new Set(s);
        next.delete(deal.id);
        return next;
      });
    }
  }

  function onSaved({ deal, created }: SavedDeal) {
    setEditing(null);
    setNotice(
      deal.status === 'pending'
        ? `"${deal.title}" was ${created ? 'created' : 'saved'}. It awaits the platform's approval before tourists can see it.`
        : `"${deal.title}" was saved.`,
    );
    void queryClient.invalidateQueries({ queryKey: merchantDealsKey });
  }

  const all = deals.data?.deals ?? [];
  const list = status ? all.filter((d) => d.status === status) : all;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="sm:w-64">
          <FilterSelect label="Show deals" value={status} onChange={changeStatus} options={statusOptions} />
        </div>
        <Button className="min-h-11" onClick={() => setEditing({ deal: null })}>
          <Plus aria-hidden="true" className="size-5" />
          Add New Deal
        </Button>
      </div>

      {notice && (
        <Banner
          tone="success"
          action={
            <Button size="sm" variant="ghost" onClick={() => setNotice(null)}>
              Dismiss
            </Button>
          }
        >
          {notice}
        </Banner>
      )}
      {toggleError && <Banner>{toggleError}</Banner>}

      {deals.isPending ? (
        <CardGridSkeleton />
      ) : deals.isError ? (
        <Banner
          action={
            <Button size="sm" onClick={() => deals.refetch()}>
              Try again
            </Button>
          }
        >
          {LOAD_FAILED}
        </Banner>
      ) : list.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
          <Ticket aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <p className="mt-3 text-lg font-semibold text-slate-900">No deals found</p>
          <p className="mt-1 text-slate-600">
            {status
              ? `None of your deals is ${DEAL_STATUS_LABELS[status].toLowerCase()}.`
              : "You haven't created any deals yet. Create a deal to sell vouchers tourists redeem with you."}
          </p>
          <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
            {status && (
              <Button variant="secondary" className="min-h-11" onClick={() => changeStatus('')}>
                Show all deals
              </Button>
            )}
            <Button className="min-h-11" onClick={() => setEditing({ deal: null })}>
              Create Deal
            </Button>
          </div>
        </div>
      ) : (
        <ul
          aria-label="Your deals"
          aria-busy={deals.isFetching}
          className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {list.map((deal) => (
            <li key={deal.id} className="min-w-0">
              <MerchantDealCard
                deal={deal}
                pending={toggling.has(deal.id)}
                onToggleActive={(active) => toggleActive(deal, active)}
                onEdit={() => setEditing({ deal })}
              />
            </li>
          ))}
        </ul>
      )}

      <DealFormDialog
        open={editing !== null}
        deal={editing?.deal ?? null}
        onClose={() => setEditing(null)}
        onSaved={onSaved}
      />
    </div>
  );
}
