import { DEAL_STATUSES, type DealStatus } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
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

/** What an empty list filtered by a status says ("None of your deals is expired."). */
const DEAL_STATUS_EMPTY: Record<DealStatus, () => string> = {
  pending: () => m.merchant_no_deals_pending(),
  active: () => m.merchant_no_deals_active(),
  inactive: () => m.merchant_no_deals_inactive(),
  expired: () => m.merchant_no_deals_expired(),
};

/** My Deals: the merchant's deals with their approval state, sales and the add/edit form. */
export function DealsScreen({ view }: { view: DealsView }) {
  const { status, deals, failure, photos } = view;
  const dialogs = useScreenDialogs(DEAL_DIALOGS);
  const { open, notice, onClose } = dialogs;

  const counts = new Map<DealStatus, number>();
  for (const deal of deals) counts.set(deal.status, (counts.get(deal.status) ?? 0) + 1);
  const statusOptions = [
    { value: '', label: m.merchant_all_deals_count({ count: deals.length }) },
    ...DEAL_STATUSES.map((s) => ({
      value: s,
      label: `${DEAL_STATUS_LABELS[s]} (${counts.get(s) ?? 0})`,
    })),
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
        <FilterForm label={m.merchant_filter_deals()} className="flex gap-2 sm:w-72">
          <div className="flex-1">
            <FilterSelect
              label={m.merchant_show_deals()}
              name="status"
              value={status}
              options={statusOptions}
            />
          </div>
        </FilterForm>
        <AddLink to={addHref}>{m.merchant_add_deal()}</AddLink>
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
          title={m.merchant_deals_empty_title()}
          actions={
            <EmptyListActions
              clearLabel={status ? m.merchant_show_all_deals() : undefined}
              addHref={addHref}
              addLabel={m.merchant_create_deal()}
            />
          }
        >
          {status ? DEAL_STATUS_EMPTY[status]() : m.merchant_deals_empty_none()}
        </EmptyState>
      ) : (
        <CardGrid label={m.merchant_your_deals()}>
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
