import {
  ADMIN_MESSAGES,
  type AdminTour,
  type AdminTourDetail,
  adminTourListQuerySchema,
} from '@belizepass/domain';
import { useLocation } from 'react-router';
import { SelectedRecord } from '~/components/data/detail-dialog';
import { listHref } from '~/components/data/list-url';
import { adminIntentAction, adminPage, listReads } from '~/features/admin/admin.server';
import { AdminList } from '~/features/admin/admin-list';
import { AdminPageHeader, noticeFor } from '~/features/admin/admin-ui';
import { ApprovalRowActions } from '~/features/admin/record-actions';
import { recordAction } from '~/features/admin/record-actions.server';
import { TOUR_COLUMNS } from '~/features/admin/tours/tour-columns';
import { TourDetail } from '~/features/admin/tours/tour-detail';
import { loaderHeaders } from '~/lib/page';
import type { Route } from './+types/admin-dashboard-tours';

const FILTERS = [
  { value: 'all', label: 'All Tours' },
  { value: 'approved', label: 'Approved Only' },
  { value: 'pending', label: 'Pending Approval' },
  { value: 'inactive', label: 'Inactive' },
];

interface TourList {
  tours: AdminTour[];
  total: number;
  pendingCount: number;
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

/** Approve, activate or deactivate a tour. */
export const action = (args: Route.ActionArgs) =>
  adminIntentAction(args, (request, api, intent) =>
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
      <AdminPageHeader
        title="Manage Tours"
        lead="Review new tours, approve them and activate or deactivate them."
      />
      <AdminList
        query={query}
        search={{ label: 'Search tours', placeholder: 'Tour name, merchant or location' }}
        filters={[{ name: 'status', label: 'Show', value: query.status, options: FILTERS }]}
        pending={{ count: list?.pendingCount ?? 0, noun: 'tour' }}
        notice={actionData?.notice}
        changed={actionData?.row}
        rows={list?.tours ?? null}
        total={list?.total ?? 0}
        noun="tours"
        columns={TOUR_COLUMNS}
        sortable
        error={ADMIN_MESSAGES.loadToursFailed}
        empty={ADMIN_MESSAGES.noToursFound}
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
        {(tour) => <TourDetail key={tour.id} tour={tour} notice={noticeFor(actionData, tour.id)} />}
      </SelectedRecord>
    </>
  );
}
