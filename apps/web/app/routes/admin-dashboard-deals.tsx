import { adminDealListQuerySchema, type ManagedDeal } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { useLocation } from 'react-router';
import { SelectedRecord } from '~/components/data/detail-dialog';
import { listHref } from '~/components/data/list-url';
import { adminIntentAction, adminPage, listReads } from '~/features/admin/admin.server';
import { AdminList } from '~/features/admin/admin-list';
import { AdminPageHeader, noticeFor } from '~/features/admin/admin-ui';
import { dealColumns, FeatureToggle } from '~/features/admin/deals/deal-columns';
import { DealDetail } from '~/features/admin/deals/deal-detail';
import { ApprovalRowActions } from '~/features/admin/record-actions';
import { recordAction } from '~/features/admin/record-actions.server';
import { loaderHeaders } from '~/lib/page';
import type { Route } from './+types/admin-dashboard-deals';

const filters = () => [
  { value: 'all', label: m.admin_deals_filter_all() },
  { value: 'approved', label: m.admin_deals_filter_approved() },
  { value: 'pending', label: m.admin_status_pending_approval() },
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
      <AdminPageHeader title={m.admin_deals_title()} lead={m.admin_deals_lead()} />
      <AdminList
        query={query}
        search={{ label: m.admin_deals_search(), placeholder: m.admin_deals_search_placeholder() }}
        filters={[{ name: 'status', label: m.admin_filter_show(), value: query.status, options: filters() }]}
        notice={actionData?.notice}
        changed={actionData?.row}
        rows={list?.deals ?? null}
        total={list?.total ?? 0}
        noun={m.admin_deals_noun()}
        columns={dealColumns()}
        sortedBy={m.admin_deals_order()}
        error={m.admin_deals_load_failed()}
        empty={m.admin_deals_empty()}
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
      <SelectedRecord id={selectedId} detail={detail} rows={list?.deals} notFound={m.admin_deals_not_found()}>
        {(deal) => <DealDetail key={deal.id} deal={deal} notice={noticeFor(actionData, deal.id)} />}
      </SelectedRecord>
    </>
  );
}
