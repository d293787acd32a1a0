import {
  type Booking,
  checkInBodySchema,
  type MerchantBookingDetail,
  type MoveOptions,
  moveBookingSchema,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { BookingDetailScreen, type BookingDetailView } from '~/features/merchant/booking-detail-screen';
import { newRequestId } from '~/features/merchant/booking-format';
import {
  consoleApi,
  consoleHeaders,
  consoleLoader,
  intentOf,
  isNotFound,
  orFailure,
  uuidOr,
} from '~/features/merchant/merchant.server';
import { messageOf } from '~/lib/api-client';
import { submitForm } from '~/lib/forms.server';
import type { Route } from './+types/merchant-dashboard-booking';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: () => m.operations_title_booking() };

export const loader = ({ params, ...args }: Route.LoaderArgs) =>
  consoleLoader(args, async (api): Promise<BookingDetailView> => {
    const id = uuidOr(params.id);
    if (!id) return { notFound: true };
    try {
      const [booking, options] = await Promise.all([
        api.get<MerchantBookingDetail>(`/api/merchant/bookings/${id}`),
        orFailure(
          api.get<MoveOptions>(`/api/merchant/bookings/${id}/move-options`),
          m.operations_please_try_again(),
        ),
      ]);
      // "Move guest" for a booking that can still move; the page lives without it if that read fails.
      const move =
        options.failure !== null
          ? { failure: options.failure }
          : options.value.allowed
            ? { options: options.value }
            : null;
      // A fresh id for this page's Check in: a retried post is the same check-in.
      return { booking, requestId: newRequestId(), move };
    } catch (error) {
      if (isNotFound(error)) return { notFound: true };
      return { failure: messageOf(error, m.operations_please_try_again()) };
    }
  });

/** Which form answered, and the date a moved guest now has (for the success message). */
type Answer = { intent?: 'check-in' | 'move'; movedFrom?: string; movedTo?: string };

/**
 * The page's forms (they work without JavaScript): "Check in" (the page then shows the check-in
 * time) and "Move guest" (the existing move API; a full date answers its 409 above the form).
 */
export async function action(args: Route.ActionArgs) {
  const api = await consoleApi(args);
  if ((await intentOf(args.request)) === 'move') {
    const id = uuidOr(args.params.id);
    return submitForm(args.request, moveBookingSchema, {
      extra: { intent: 'move' } as Answer,
      ready: Boolean(id),
      resetForm: true,
      fallback: m.operations_move_failed(),
      send: async (value) => {
        const moved = await api.post<Booking>(`/api/merchant/bookings/${id}/move`, value);
        return { movedFrom: moved.changes?.at(-1)?.fromDate, movedTo: moved.date };
      },
    });
  }
  return submitForm(args.request, checkInBodySchema, {
    extra: { intent: 'check-in' } as Answer,
    fallback: m.operations_check_in_failed(),
    send: async (value) => {
      await api.post('/api/merchant/check-in', value);
      return undefined;
    },
  });
}

export const headers = consoleHeaders;

export default function MerchantDashboardBooking({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData ? <BookingDetailScreen view={loaderData} answer={actionData} /> : null;
}
