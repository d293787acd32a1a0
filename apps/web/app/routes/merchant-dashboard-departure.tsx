import { checkInBodySchema, type DeparturePassengerList, isIsoDate } from '@belizepass/domain';
import { data } from 'react-router';
import { newRequestId } from '~/features/merchant/booking-format';
import {
  consoleApi,
  consoleHeaders,
  consoleLoader,
  isNotFound,
  uuidOr,
} from '~/features/merchant/merchant.server';
import { PassengerListScreen, type PassengerListView } from '~/features/merchant/passenger-list-screen';
import { messageOf } from '~/lib/api-client';
import { formFailure, parseForm } from '~/lib/forms.server';
import type { Route } from './+types/merchant-dashboard-departure';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: 'Passenger List' };

export const loader = ({ params, ...args }: Route.LoaderArgs) =>
  consoleLoader(args, async (api): Promise<PassengerListView> => {
    const tourId = uuidOr(params.tourId);
    if (!tourId || !isIsoDate(params.date)) return { notFound: true };
    try {
      const list = await api.get<DeparturePassengerList>(
        `/api/merchant/tours/${tourId}/departures/${params.date}/passengers`,
      );
      // A fresh id for this page's check-ins: a retried post of a row is the same check-in.
      return { list, requestId: newRequestId() };
    } catch (error) {
      if (isNotFound(error)) return { notFound: true };
      return { failure: messageOf(error, 'Please try again.') };
    }
  });

/** The code of the booking just checked in, for the success message. */
type CheckedIn = { checkedIn?: string };

/** "Check in" on a row of the list: a form post, so it works without JavaScript too. */
export async function action(args: Route.ActionArgs) {
  const api = await consoleApi(args);
  const submission = await parseForm(args.request, checkInBodySchema);
  if (submission.status !== 'success') return formFailure<CheckedIn>(submission);
  try {
    await api.post('/api/merchant/check-in', submission.value);
    return data({
      result: submission.reply({ resetForm: true }),
      checkedIn: submission.value.confirmationCode,
    });
  } catch (error) {
    return formFailure<CheckedIn>(submission, error, { fallback: 'The check-in failed. Please try again.' });
  }
}

export const headers = consoleHeaders;

export default function MerchantDashboardDeparture({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return (
    <PassengerListScreen view={loaderData} result={actionData?.result} checkedIn={actionData?.checkedIn} />
  );
}
