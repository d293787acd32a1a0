import { adminDealListQuerySchema, type ManagedDeal } from '@belizepass/domain';
import { useLocation } from 'react-router';
import { SelectedRecord } from '~/components/data/detail-dialog';
import { listHref } from '~/components/data/list-url';
import { adminIntentAction, adminPage, listReads } from '~/features/admin/admin.server';
import { AdminList } from '~/features/admin/admin-list';
import { AdminPageHeader, noticeFor } from '~/features/admin/admin-ui';
import { DEAL_COLUMNS, FeatureToggle } from '~/features/admin/deals/deal-columns';
import { DealDetail } from '~/features/admin/deals/deal-detail';
import { ApprovalRowActions } from '~/features/admin/record-actions';
import { recordAction } from '~/features/admin/record-actions.server';
import { loaderHeaders } from '~/lib/page';
import type { Route } from './+types/admin-dashboard-deals';

const FILTERS = [
  { value: 'all', label: 'All Deals' },
  { value: 'approved', label: 'Approved Only' },
  { value: 'pending', label: 'Pending Approval' },
];

/** Manage Deals: the list (pending first, then the newest) and the open deal (`?selected=`). */
export async function loader(args: Route.LoaderArgs) {
  const { query, list, selectedId, detail } = await listReads(adminDealListQuerySchema)<
    { deals: ManagedDeal[]; total: number },
    ManagedDeal
  >(args, '/api/admin/deals', '/api/admin/deals');
  return adminPage({ query, list, selectedId, detail });
}

export const headers = loaderHeaders;

/** Approve a deal or withdraw its approval, switch it on or off, feature it on the home page. */
const INTENTS = ['approve', 'withdraw', 'activate', 'deactivate', 'feature', 'unfeature'] as const;

export const action = (args: Route.ActionArgs) =>
  adminIntentAction(args, (request, api, intent) =>
    recordAction<ManagedDeal>(request, api, 'deals', intent, INTENTS, (deal) => deal.title),
  );

export default function AdminDeals({ loaderData, actionData }: Route.ComponentProps) {
  const { query, list, selectedId, detail } = loaderData;
  const location = useLocation();

  return (
    <>
      <AdminPageHeader
        title="Manage Deals"
        lead="Review new deals, approve them, switch them on or off and choose the featured ones."
      />
      <AdminList
        query={query}
        search={{ label: 'Search deals', placeholder: 'Deal title, merchant or location' }}
        filters={[{ name: 'status', label: 'Show', value: query.status, options: FILTERS }]}
        notice={actionData?.notice}
        changed={actionData?.row}
        rows={list?.deals ?? null}
        total={list?.total ?? 0}
        noun="deals"
        columns={DEAL_COLUMNS}
        sortedBy="pending approval first, then newest first"
        error="Failed to load deals. Please try again later."
        empty="No deals found matching your criteria."
        actions={(d, layout) => (
          <ApprovalRowActions
            row={d}
            name={d.title}
            layout={layout}
            viewHref={listHref(location, { selected: d.id })}
          >
            <FeatureToggle deal={d} compact={layout === 'table'} />
          </ApprovalRowActions>
        )}
      />
      <SelectedRecord id={selectedId} detail={detail} rows={list?.deals} notFound="Deal Not Found">
        {(deal) => <DealDetail key={deal.id} deal={deal} notice={noticeFor(actionData, deal.id)} />}
      </SelectedRecord>
    </>
  );
}
