import {
  checkInBodySchema,
  type DeparturePassengerList,
  isIsoDate,
  type Passenger,
  START_TIME_PATTERN,
  walkInBookingBodySchema,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { newRequestId } from '~/features/merchant/booking-format';
import {
  consoleApi,
  consoleHeaders,
  consoleLoader,
  intentOf,
  isNotFound,
  uuidOr,
} from '~/features/merchant/merchant.server';
import { PassengerListScreen, type PassengerListView } from '~/features/merchant/passenger-list-screen';
import { messageOf } from '~/lib/api-client';
import { submitForm } from '~/lib/forms.server';
import type { Route } from './+types/merchant-dashboard-departure';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: () => m.operations_title_departure() };

export const loader = ({ params, ...args }: Route.LoaderArgs) =>
  consoleLoader(args, async (api): Promise<PassengerListView> => {
    const tourId = uuidOr(params.tourId);
    if (!tourId || !isIsoDate(params.date)) return { notFound: true };
    // One departure of a date with several (`?time=09:00`); all of the date's without.
    const time = new URL(args.request.url).searchParams.get('time');
    try {
      const list = await api.get<DeparturePassengerList>(
        `/api/merchant/tours/${tourId}/departures/${params.date}/passengers`,
        { query: { time: time && START_TIME_PATTERN.test(time) ? time : undefined } },
      );
      // A fresh id for this page's check-ins: a retried post of a row is the same check-in.
      return { list, requestId: newRequestId() };
    } catch (error) {
      if (isNotFound(error)) return { notFound: true };
      return { failure: messageOf(error, m.operations_please_try_again()) };
    }
  });

/** Which form answered, and the passenger it checked in or added (for the success message). */
type Answer = { intent?: 'check-in' | 'walk-in'; checkedIn?: string; added?: string };

/**
 * The list's forms, posted to this action (they work without JavaScript): "Check in" on a row (the
 * existing check-in, with this page's request id) and "Add walk-in".
 */
export async function action(args: Route.ActionArgs) {
  const api = await consoleApi(args);
  if ((await intentOf(args.request)) === 'walk-in') {
    const tourId = uuidOr(args.params.tourId);
    return submitForm(args.request, walkInBookingBodySchema, {
      extra: { intent: 'walk-in' } as Answer,
      ready: Boolean(tourId),
      resetForm: true,
      fallback: m.operations_walk_in_failed(),
      send: async (value) => {
        const { passenger } = await api.post<{ passenger: Passenger }>(
          `/api/merchant/tours/${tourId}/departures/${args.params.date}/walk-ins`,
          value,
        );
        return { added: passenger.customerName };
      },
    });
  }
  return submitForm(args.request, checkInBodySchema, {
    extra: { intent: 'check-in' } as Answer,
    resetForm: true,
    fallback: m.operations_check_in_failed(),
    send: async (value) => {
      await api.post('/api/merchant/check-in', value);
      return { checkedIn: value.confirmationCode };
    },
  });
}

export const headers = consoleHeaders;

export default function MerchantDashboardDeparture({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <PassengerListScreen view={loaderData} answer={actionData} />;
}
