import {
  ADMIN_MESSAGES,
  type AdminMerchant,
  type AdminMerchantDetail,
  adminMerchantListQuerySchema,
  type MerchantCommission,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { useLocation } from 'react-router';
import { SelectedRecord } from '~/components/data/detail-dialog';
import { recordParam } from '~/components/data/list-query.server';
import { listHref } from '~/components/data/list-url';
import { adminIntentAction, adminPage, listReads, orNull } from '~/features/admin/admin.server';
import { AdminList } from '~/features/admin/admin-list';
import { AdminPageHeader, noticeFor, resultFor } from '~/features/admin/admin-ui';
import { count } from '~/features/admin/format';
import { merchantsAction } from '~/features/admin/merchants/merchant-actions.server';
import { merchantColumns } from '~/features/admin/merchants/merchant-columns';
import { MerchantDetail } from '~/features/admin/merchants/merchant-detail';
import { RejectMerchantDialog } from '~/features/admin/merchants/reject-merchant';
import { ApprovalRowActions } from '~/features/admin/record-actions';
import { loaderHeaders } from '~/lib/page';
import type { Route } from './+types/admin-dashboard-merchants';

const filters = () => [
  { value: 'all', label: m.admin_merchants_filter_all() },
  { value: 'approved', label: m.admin_filter_approved_only() },
  { value: 'pending', label: m.admin_status_pending_approval() },
  { value: 'inactive', label: m.admin_filter_inactive() },
];

interface MerchantList {
  merchants: AdminMerchant[];
  total: number;
  pendingCount: number;
}

/** Manage Merchants (spec section 2.14): the list, the open merchant (`?selected=`) and the reject form (`?reject=`). */
export async function loader(args: Route.LoaderArgs) {
  const reads = await listReads(adminMerchantListQuerySchema)<MerchantList, AdminMerchantDetail>(
    args,
    '/api/admin/merchants',
    '/api/admin/merchants',
  );
  const { api, query, list, selectedId } = reads;
  // The reject form (`?reject=<id>`) names the merchant; the open detail shows its commission.
  const rejectId = recordParam(args.request, 'reject');
  const [rejecting, commission] = await Promise.all([
    rejectId ? orNull(api.get<AdminMerchantDetail>(`/api/admin/merchants/${rejectId}`)) : null,
    selectedId ? orNull(api.get<MerchantCommission>(`/api/admin/merchants/${selectedId}/commission`)) : null,
  ]);
  return adminPage({ query, list, selectedId, detail: reads.detail, rejectId, rejecting, commission });
}

export const headers = loaderHeaders;

/** Approve, reject, activate or deactivate a merchant, or set its commission rate. */
export const action = (args: Route.ActionArgs) => adminIntentAction(args, merchantsAction);

export default function AdminMerchants({ loaderData, actionData }: Route.ComponentProps) {
  const { query, list, selectedId, rejectId, detail, commission } = loaderData;
  const location = useLocation();
  const rejecting = loaderData.rejecting ?? list?.merchants.find((row) => row.id === rejectId);
  const rejectResult = resultFor(actionData, 'reject');
  // The reject form stays open while the application can be rejected, or to say why it could not be.
  const showReject =
    rejecting && ((!rejecting.admin_approved && !rejecting.rejected_at) || rejectResult?.error);

  return (
    <>
      <AdminPageHeader title={m.admin_merchants_title()} lead={m.admin_merchants_lead()} />
      <AdminList
        query={query}
        search={{ label: m.admin_merchants_search(), placeholder: m.admin_merchants_search_placeholder() }}
        filters={[{ name: 'status', label: m.admin_filter_show(), value: query.status, options: filters() }]}
        pending={m.admin_pending_merchants({
          count: list?.pendingCount ?? 0,
          shown: count(list?.pendingCount ?? 0),
        })}
        notice={actionData?.notice}
        changed={actionData?.row}
        rows={list?.merchants ?? null}
        total={list?.total ?? 0}
        noun={m.admin_merchants_noun()}
        columns={merchantColumns()}
        sortable
        error={ADMIN_MESSAGES.loadMerchantsFailed}
        empty={m.admin_merchants_empty()}
        actions={(row, layout) => (
          <ApprovalRowActions
            row={row}
            name={row.business_name}
            layout={layout}
            viewHref={listHref(location, { selected: row.id, reject: null })}
            rejectHref={listHref(location, { reject: row.id, selected: null })}
          />
        )}
      />
      <SelectedRecord
        id={selectedId}
        detail={detail}
        rows={list?.merchants}
        notFound={ADMIN_MESSAGES.merchantNotFound}
      >
        {(merchant) => (
          <MerchantDetail
            key={merchant.id}
            merchant={merchant}
            complete={merchant === detail}
            commission={commission}
            notice={noticeFor(actionData, merchant.id)}
            commissionResult={resultFor(actionData, 'commission')}
            rejectHref={listHref(location, { reject: merchant.id, selected: null })}
          />
        )}
      </SelectedRecord>
      {rejecting && showReject && (
        <RejectMerchantDialog key={rejecting.id} merchant={rejecting} lastResult={rejectResult} />
      )}
    </>
  );
}
