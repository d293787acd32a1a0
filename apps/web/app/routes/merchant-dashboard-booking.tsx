import { checkInBodySchema, type MerchantBookingDetail } from '@belizepass/domain';
import { data } from 'react-router';
import { BookingDetailScreen, type BookingDetailView } from '~/features/merchant/booking-detail-screen';
import { newRequestId } from '~/features/merchant/booking-format';
import {
  consoleApi,
  consoleHeaders,
  consoleLoader,
  isNotFound,
  uuidOr,
} from '~/features/merchant/merchant.server';
import { messageOf } from '~/lib/api-client';
import { formFailure, parseForm } from '~/lib/forms.server';
import type { Route } from './+types/merchant-dashboard-booking';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: 'Booking Details' };

export const loader = ({ params, ...args }: Route.LoaderArgs) =>
  consoleLoader(args, async (api): Promise<BookingDetailView> => {
    const id = uuidOr(params.id);
    if (!id) return { notFound: true };
    try {
      const booking = await api.get<MerchantBookingDetail>(`/api/merchant/bookings/${id}`);
      // A fresh id for this page's Check in: a retried post is the same check-in.
      return { booking, requestId: newRequestId() };
    } catch (error) {
      if (isNotFound(error)) return { notFound: true };
      return { failure: messageOf(error, 'Please try again.') };
    }
  });

/** Check in from the booking's page; the page then shows the check-in time. */
export async function action(args: Route.ActionArgs) {
  const api = await consoleApi(args);
  const submission = await parseForm(args.request, checkInBodySchema);
  if (submission.status !== 'success') return formFailure(submission);
  try {
    await api.post('/api/merchant/check-in', submission.value);
    return data({ result: submission.reply() });
  } catch (error) {
    return formFailure(submission, error, { fallback: 'The check-in failed. Please try again.' });
  }
}

export const headers = consoleHeaders;

export default function MerchantDashboardBooking({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData ? <BookingDetailScreen view={loaderData} result={actionData?.result} /> : null;
}
