import {
  ADMIN_BOOKING_STATUS_FILTERS,
  type AdminBookingDetail,
  type AdminBookingRow,
  type AuditEntryView,
  adminBookingListQuerySchema,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Eye } from 'lucide-react';
import { useLocation } from 'react-router';
import { SelectedRecord } from '~/components/data/detail-dialog';
import { listHref } from '~/components/data/list-url';
import { RowActions, RowLink } from '~/components/data/row-actions';
import { adminIntentAction, adminPage, listReads, orNull } from '~/features/admin/admin.server';
import { AdminList } from '~/features/admin/admin-list';
import { AdminPageHeader, noticeFor, resultFor } from '~/features/admin/admin-ui';
import { bookingsAction } from '~/features/admin/bookings/booking-actions.server';
import { bookingCode, bookingColumns } from '~/features/admin/bookings/booking-columns';
import { BookingDetail } from '~/features/admin/bookings/booking-detail';
import type { CancelReview } from '~/features/admin/bookings/cancel-booking';
import { ExportLink } from '~/features/admin/export-link';
import { BOOKING_STATUS_LABELS } from '~/features/admin/status-badge';
import { loaderHeaders } from '~/lib/page';
import type { Route } from './+types/admin-dashboard-bookings';

const statuses = () =>
  ADMIN_BOOKING_STATUS_FILTERS.map((value) => ({
    value,
    label: value === 'all' ? m.admin_bookings_filter_all() : BOOKING_STATUS_LABELS[value],
  }));
const orders = () => [
  { value: 'desc', label: m.admin_bookings_newest_first() },
  { value: 'asc', label: m.admin_bookings_oldest_first() },
];

/** Bookings: every booking on the platform, the open booking (`?selected=`) and its cancel form (`&cancel=1`). */
export async function loader(args: Route.LoaderArgs) {
  const { api, query, list, selectedId, detail } = await listReads(adminBookingListQuerySchema)<
    { bookings: AdminBookingRow[]; total: number },
    AdminBookingDetail
  >(args, '/api/admin/bookings', '/api/admin/bookings');
  // The reason staff gave for a cancellation is kept in the audit log.
  const history =
    detail?.status === 'cancelled'
      ? await orNull(
          api.get<{ entries: AuditEntryView[] }>('/api/admin/audit', {
            query: { entityType: 'booking', entityId: detail.id, limit: 10 },
          }),
        )
      : null;
  const reasonGiven = history?.entries.find((e) => e.action === 'booking.cancel' && e.note)?.note ?? null;
  const cancelling = new URL(args.request.url).searchParams.get('cancel') === '1';
  return adminPage({ query, list, selectedId, detail, reasonGiven, cancelling });
}

export const headers = loaderHeaders;

/** Cancel & refund a booking: review, then confirm. */
export const action = (args: Route.ActionArgs) => adminIntentAction(args, bookingsAction);

export default function AdminBookings({ loaderData, actionData }: Route.ComponentProps) {
  const { query, list, selectedId, detail, reasonGiven, cancelling } = loaderData;
  const location = useLocation();
  const review = actionData && 'review' in actionData ? (actionData.review as CancelReview) : undefined;

  return (
    <>
      <AdminPageHeader
        title={m.admin_bookings_title()}
        lead={m.admin_bookings_lead()}
        actions={
          <ExportLink
            file="bookings.csv"
            query={{ search: query.search, status: query.status === 'all' ? undefined : query.status }}
          />
        }
      />
      <AdminList
        query={query}
        search={{ label: m.admin_bookings_search(), placeholder: m.admin_bookings_search_placeholder() }}
        filters={[
          { name: 'status', label: m.admin_col_status(), value: query.status, options: statuses() },
          {
            name: 'sortDirection',
            label: m.admin_bookings_order(),
            value: query.sortDirection,
            options: orders(),
          },
        ]}
        notice={actionData?.notice}
        rows={list?.bookings ?? null}
        total={list?.total ?? 0}
        noun={m.admin_bookings_noun()}
        columns={bookingColumns()}
        sortedBy={query.sortDirection === 'asc' ? m.admin_order_oldest_first() : m.admin_order_newest_first()}
        error={m.admin_bookings_load_failed()}
        empty={m.admin_bookings_empty()}
        actions={(b, layout) => (
          <RowActions compact={layout === 'table'}>
            <RowLink
              to={listHref(location, { selected: b.id })}
              icon={Eye}
              label={m.admin_action_view()}
              name={m.admin_bookings_row_name({ code: bookingCode(b) })}
              compact={layout === 'table'}
            />
          </RowActions>
        )}
      />
      <SelectedRecord id={selectedId} detail={detail} notFound={m.admin_bookings_not_found()}>
        {(booking) => (
          <BookingDetail
            key={booking.id}
            booking={booking}
            reasonGiven={reasonGiven}
            cancelling={cancelling}
            review={review}
            cancelResult={resultFor(actionData, 'review') ?? resultFor(actionData, 'cancel')}
            notice={noticeFor(actionData, booking.id)}
          />
        )}
      </SelectedRecord>
    </>
  );
}
