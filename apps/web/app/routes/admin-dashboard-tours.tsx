import {
  ADMIN_MESSAGES,
  type AdminTour,
  type AdminTourDetail,
  adminTourListQuerySchema,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Link, useLocation } from 'react-router';
import { SelectedRecord } from '~/components/data/detail-dialog';
import { listHref } from '~/components/data/list-url';
import { adminIntentAction, adminPage, listReads } from '~/features/admin/admin.server';
import { AdminList } from '~/features/admin/admin-list';
import { AdminPageHeader, noticeFor, resultFor } from '~/features/admin/admin-ui';
import { count } from '~/features/admin/format';
import { ApprovalRowActions } from '~/features/admin/record-actions';
import { recordAction } from '~/features/admin/record-actions.server';
import { tourColumns } from '~/features/admin/tours/tour-columns';
import { TourDetail } from '~/features/admin/tours/tour-detail';
import { APPROVE_CHANGES, REJECT_CHANGES } from '~/features/admin/tours/tour-revision';
import { tourRevisionAction } from '~/features/admin/tours/tour-revision-actions.server';
import { loaderHeaders } from '~/lib/page';
import type { Route } from './+types/admin-dashboard-tours';

const filters = () => [
  { value: 'all', label: m.admin_tours_filter_all() },
  { value: 'approved', label: m.admin_filter_approved_only() },
  { value: 'pending', label: m.admin_status_pending_approval() },
  { value: 'inactive', label: m.admin_filter_inactive() },
  { value: 'changes', label: m.admin_tour_changes_waiting() },
];

interface TourList {
  tours: AdminTour[];
  total: number;
  pendingCount: number;
  revisionCount: number;
}

/** Manage Tours (spec section 2.14): the list and the open tour (`?selected=`). */
export async function loader(args: Route.LoaderArgs) {
  const { query, list, selectedId, detail } = await listReads(adminTourListQuerySchema)<
    TourList,
    AdminTourDetail
  >(args, '/api/admin/tours', '/api/admin/tours');
  return adminPage({ query, list, selectedId, detail });
}

export const headers = loaderHeaders;

/** Approve, activate or deactivate a tour; approve or reject its merchant's changes. */
export const action = (args: Route.ActionArgs) =>
  adminIntentAction(
    args,
    async (request, api, intent) =>
      (await tourRevisionAction(request, api, intent)) ??
      recordAction<AdminTour>(
        request,
        api,
        'tours',
        intent,
        ['approve', 'activate', 'deactivate'],
        (t) => t.title,
      ),
  );

export default function AdminTours({ loaderData, actionData }: Route.ComponentProps) {
  const { query, list, selectedId, detail } = loaderData;
  const location = useLocation();

  return (
    <>
      <AdminPageHeader title={m.admin_tours_title()} lead={m.admin_tours_lead()} />
      {(list?.revisionCount ?? 0) > 0 && query.status !== 'changes' && (
        <p className="mb-4">
          <Link
            to="?status=changes"
            className="inline-flex min-h-11 items-center rounded-lg bg-blue-50 px-3 py-2 text-sm font-medium text-blue-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {m.admin_tours_with_changes({
              count: list?.revisionCount ?? 0,
              shown: count(list?.revisionCount ?? 0),
            })}
          </Link>
        </p>
      )}
      <AdminList
        query={query}
        search={{ label: m.admin_tours_search(), placeholder: m.admin_tours_search_placeholder() }}
        filters={[{ name: 'status', label: m.admin_filter_show(), value: query.status, options: filters() }]}
        pending={m.admin_pending_tours({
          count: list?.pendingCount ?? 0,
          shown: count(list?.pendingCount ?? 0),
        })}
        notice={actionData?.notice}
        changed={actionData?.row}
        rows={list?.tours ?? null}
        total={list?.total ?? 0}
        noun={m.admin_merchant_col_tours().toLowerCase()}
        columns={tourColumns()}
        sortable
        error={ADMIN_MESSAGES.loadToursFailed}
        empty={m.admin_tours_empty()}
        actions={(t, layout) => (
          <ApprovalRowActions
            row={t}
            name={t.title}
            layout={layout}
            viewHref={listHref(location, { selected: t.id })}
          />
        )}
      />
      <SelectedRecord
        id={selectedId}
        detail={detail}
        rows={list?.tours}
        notFound={ADMIN_MESSAGES.tourNotFound}
      >
        {(tour) => (
          <TourDetail
            key={tour.id}
            tour={tour}
            notice={noticeFor(actionData, tour.id)}
            approveChangesResult={resultFor(actionData, APPROVE_CHANGES)}
            rejectChangesResult={resultFor(actionData, REJECT_CHANGES)}
          />
        )}
      </SelectedRecord>
    </>
  );
}
