import {
  type CloseDepartureResponse,
  type ClosurePreview,
  checkInBodySchema,
  type DepartureMessageResponse,
  type DeparturePassengerList,
  departureGuideBodySchema,
  departureMessageBodySchema,
  isIsoDate,
  type Passenger,
  START_TIME_PATTERN,
  walkInBookingBodySchema,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { newRequestId } from '~/features/merchant/booking-format';
import { closeDepartureBody, closeDepartureFormSchema } from '~/features/merchant/close-departure-form';
import type { ClosureView } from '~/features/merchant/departure-ops';
import {
  consoleApi,
  consoleHeaders,
  consoleLoader,
  intentOf,
  isNotFound,
  uuidOr,
} from '~/features/merchant/merchant.server';
import { PassengerListScreen, type PassengerListView } from '~/features/merchant/passenger-list-screen';
import { type ApiClient, ApiError, messageOf } from '~/lib/api-client';
import { formFailure, parseForm, submitForm } from '~/lib/forms.server';
import type { Route } from './+types/merchant-dashboard-departure';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: () => m.operations_title_departure() };

export const loader = ({ params, ...args }: Route.LoaderArgs) =>
  consoleLoader(args, async (api): Promise<PassengerListView> => {
    const tourId = uuidOr(params.tourId);
    if (!tourId || !isIsoDate(params.date)) return { notFound: true };
    // One departure of a date with several (`?time=09:00`); all of the date's without.
    const search = new URL(args.request.url).searchParams;
    const time = search.get('time');
    try {
      const list = await api.get<DeparturePassengerList>(
        `/api/merchant/tours/${tourId}/departures/${params.date}/passengers`,
        { query: { time: time && START_TIME_PATTERN.test(time) ? time : undefined } },
      );
      // The closure dialog (`?close`) of one departure: what closing it affects.
      const one = departureTime(list, time);
      const closure = search.has('close') && one ? await closurePreview(api, tourId, params.date, one) : null;
      // A fresh id for this page's check-ins: a retried post of a row is the same check-in.
      return { list, requestId: newRequestId(), closure };
    } catch (error) {
      if (isNotFound(error)) return { notFound: true };
      return { failure: messageOf(error, m.operations_please_try_again()) };
    }
  });

/** The one departure the list shows: the time chosen, or the date's only one. */
function departureTime(list: DeparturePassengerList, time: string | null) {
  const times = list.departure.times ?? [];
  if (time && START_TIME_PATTERN.test(time) && (times.length === 0 || times.includes(time))) return time;
  return times.length <= 1 ? list.departure.time : null;
}

async function closurePreview(
  api: ApiClient,
  tourId: string,
  date: string,
  time: string,
): Promise<ClosureView> {
  try {
    const preview = await api.get<ClosurePreview>(
      `/api/merchant/tours/${tourId}/departures/${date}/closure`,
      {
        query: { time },
      },
    );
    return { ...preview, time };
  } catch (error) {
    return { failure: messageOf(error, m.departure_closure_load_failed()) };
  }
}

/** The API's `moveTo` is the closure form's `target`. */
function onCloseForm(error: unknown) {
  if (!(error instanceof ApiError)) return error;
  return new ApiError({
    status: error.status,
    code: error.code,
    message: error.message,
    details: error.details.map((d) => (d.field === 'moveTo' ? { ...d, field: 'target' } : d)),
  });
}

/** Which form answered, and the passenger it checked in or added (for the success message). */
type Answer = { intent?: string; checkedIn?: string; added?: string };

/**
 * The list's forms, posted to this action (they work without JavaScript): "Check in" on a row (the
 * existing check-in, with this page's request id) and "Add walk-in".
 */
export async function action(args: Route.ActionArgs) {
  const api = await consoleApi(args);
  const intent = await intentOf(args.request);
  const tourPath = `/api/merchant/tours/${uuidOr(args.params.tourId)}/departures`;
  if (intent === 'close-departure') {
    const submission = await parseForm(args.request, closeDepartureFormSchema);
    if (submission.status !== 'success' || !uuidOr(args.params.tourId))
      return formFailure(submission, undefined, { extra: { intent } });
    try {
      const closed = await api.post<CloseDepartureResponse>(
        `${tourPath}/close`,
        closeDepartureBody(submission.value),
      );
      return { intent, closed, result: submission.reply({ resetForm: true }) };
    } catch (error) {
      return formFailure(submission, onCloseForm(error), {
        fallback: m.departure_close_failed(),
        extra: { intent },
      });
    }
  }
  if (intent === 'reopen') {
    const form = await args.request.formData();
    const time = String(form.get('time') ?? '');
    try {
      await api.post(`${tourPath}/reopen`, { date: args.params.date, time });
      return { intent, reopened: true };
    } catch (error) {
      return {
        intent,
        result: { status: 'error' as const, error: { '': [messageOf(error, m.departure_reopen_failed())] } },
      };
    }
  }
  if (intent === 'message') {
    return submitForm(args.request, departureMessageBodySchema, {
      extra: { intent } as Answer,
      ready: Boolean(uuidOr(args.params.tourId)),
      resetForm: true,
      fallback: m.departure_message_failed(),
      send: async (value) => {
        const sent = await api.post<DepartureMessageResponse>(
          `${tourPath}/${args.params.date}/messages`,
          value,
        );
        return { messaged: { recipients: sent.recipients, repeated: sent.repeated } };
      },
    });
  }
  if (intent === 'assign-guide' || intent === 'remove-guide') {
    // A guide on or off the departure (decision 043): 409 GUIDE_BUSY names the other departure.
    return submitForm(args.request, departureGuideBodySchema, {
      extra: { intent } as Answer,
      ready: Boolean(uuidOr(args.params.tourId)),
      resetForm: true,
      fallback: m.operations_please_try_again(),
      send: async (value) => {
        await api.post(
          `${tourPath}/${args.params.date}/guides${intent === 'remove-guide' ? '/remove' : ''}`,
          value,
        );
        return undefined;
      },
    });
  }
  if (intent === 'walk-in') {
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
