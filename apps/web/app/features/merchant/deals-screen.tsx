import { DEAL_STATUSES, type DealStatus } from '@belizepass/domain';
import { Ticket } from 'lucide-react';
import { useScreenDialogs } from './console-dialog';
import {
  AddLink,
  CardGrid,
  EmptyListActions,
  EmptyState,
  FilterForm,
  FilterSelect,
  LoadFailed,
  Notice,
} from './console-ui';
import { DealFormDialog } from './deal-form-dialog';
import type { DealsView } from './deals.server';
import { DEAL_STATUS_LABELS, MerchantDealCard } from './merchant-deal-card';

/** My Deals' dialog, by search parameter: the deal form (`?deal=new`, `?deal=<id>`). */
export const DEAL_DIALOGS = ['deal'] as const;

/** My Deals: the merchant's deals with their approval state, sales and the add/edit form. */
export function DealsScreen({ view }: { view: DealsView }) {
  const { status, deals, failure, photos } = view;
  const dialogs = useScreenDialogs(DEAL_DIALOGS);
  const { open, notice, onClose } = dialogs;

  const counts = new Map<DealStatus, number>();
  for (const deal of deals) counts.set(deal.status, (counts.get(deal.status) ?? 0) + 1);
  const statusOptions = [
    { value: '', label: `All deals (${deals.length})` },
    ...DEAL_STATUSES.map((s) => ({ value: s, label: `${DEAL_STATUS_LABELS[s]} (${counts.get(s) ?? 0})` })),
  ];
  const list = status ? deals.filter((d) => d.status === status) : deals;
  const editing =
    open?.name === 'deal'
      ? open.value === 'new'
        ? null
        : deals.find((d) => d.id === open.value)
      : undefined;
  const addHref = dialogs.openHref('deal', 'new');

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FilterForm label="Filter deals" className="flex gap-2 sm:w-72">
          <div className="flex-1">
            <FilterSelect label="Show deals" name="status" value={status} options={statusOptions} />
          </div>
        </FilterForm>
        <AddLink to={addHref}>Add New Deal</AddLink>
      </div>

      <Notice>{notice}</Notice>

      <DealFormDialog
        open={editing !== undefined}
        deal={editing ?? null}
        photos={photos}
        closeHref={dialogs.closeHref}
        onClose={onClose}
      />

      {failure ? (
        <LoadFailed>{failure}</LoadFailed>
      ) : list.length === 0 ? (
        <EmptyState
          icon={Ticket}
          title="No deals found"
          actions={
            <EmptyListActions
              clearLabel={status ? 'Show all deals' : undefined}
              addHref={addHref}
              addLabel="Create Deal"
            />
          }
        >
          {status
            ? `None of your deals is ${DEAL_STATUS_LABELS[status].toLowerCase()}.`
            : "You haven't created any deals yet. Create a deal to sell vouchers tourists redeem with you."}
        </EmptyState>
      ) : (
        <CardGrid label="Your deals">
          {list.map((deal) => (
            <li key={deal.id} className="min-w-0">
              <MerchantDealCard deal={deal} editHref={dialogs.openHref('deal', deal.id)} />
            </li>
          ))}
        </CardGrid>
      )}
    </div>
  );
}
