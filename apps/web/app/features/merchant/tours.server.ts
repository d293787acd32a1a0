import {
  type CloseDepartureResponse,
  type ClosurePreview,
  closeDepartureBodySchema,
  MERCHANT_TOUR_MESSAGES,
  type MerchantDeparture,
  type MerchantTour,
  type MerchantTourListResponse,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { data } from 'react-router';
import { type ApiClient, ApiError } from '~/lib/api-client';
import { formFailure, parseForm } from '~/lib/forms.server';
import {
  consoleApi,
  formAnswer,
  intentOf,
  orFailure,
  prefixed,
  simpleAction,
  uuidOr,
} from './merchant.server';
import { readTourFilters, TOUR_DIALOGS, type TourFilterValues } from './tour-filters';
import { tourFormSchema } from './tour-form-schema';
import { modelFieldName, tourModelBody } from './tour-model-form';

/**
 * The API's refusal with each field named as the form names its input: `seasons.1.from` ->
 * `seasons[1].from`, a guest type by its place in the body sent -> `guest_types.child.percent`.
 */
export function onFormFields(error: unknown, body: Parameters<typeof modelFieldName>[1]): unknown {
  if (!(error instanceof ApiError) || error.details.length === 0) return error;
  return new ApiError({
    status: error.status,
    code: error.code,
    message: error.message,
    details: error.details.map((d) => ({ ...d, field: modelFieldName(d.field ?? '', body) ?? d.field })),
  });
}

export interface DeparturesView {
  tourId: string;
  departures: MerchantDeparture[];
  failure: string | null;
}

export interface ToursView {
  filters: TourFilterValues;
  tours: MerchantTour[];
  failure: string | null;
  /** The tour an open dialog is about, when the filters leave it out of the list. */
  dialogTour: MerchantTour | null;
  /** The departures of the tour whose dates are open (`?dates=<id>`). */
  dates: DeparturesView | null;
}

const tourPath = (id: string) => `/api/merchant/tours/${encodeURIComponent(id)}`;

/** My Tours: the merchant's tours (filters in the URL) and what an open dialog needs. */
export async function loadTours(api: ApiClient, url: URL): Promise<ToursView> {
  const filters = readTourFilters(url.searchParams);
  const list = await orFailure(
    api.get<MerchantTourListResponse>('/api/merchant/tours', {
      query: { search: filters.search, status: filters.status, category: filters.category },
    }),
    MERCHANT_TOUR_MESSAGES.loadFailed,
  );
  const tours = list.value?.tours ?? [];
  const dialogId = TOUR_DIALOGS.map((name) => uuidOr(url.searchParams.get(name))).find(Boolean) ?? null;
  let dialogTour: MerchantTour | null = null;
  if (dialogId && !tours.some((t) => t.id === dialogId)) {
    dialogTour = await api
      .get<{ tour: MerchantTour }>(tourPath(dialogId))
      .then((body) => body.tour)
      .catch(() => null);
  }
  const datesId = uuidOr(url.searchParams.get('dates'));
  let dates: DeparturesView | null = null;
  if (datesId) {
    const read = await orFailure(
      api.get<{ departures: MerchantDeparture[] }>(`${tourPath(datesId)}/departures`),
      m.merchant_dates_load_failed(),
    );
    dates = { tourId: datesId, departures: read.value?.departures ?? [], failure: read.failure };
  }
  return { filters, tours, failure: list.failure, dialogTour, dates };
}

/** The answer to the tour form: the saved tour (its photos are uploaded next) and a notice. */
export interface TourSaveAnswer {
  intent: 'save';
  result: SubmissionResult<string[]>;
  tour?: MerchantTour;
  created?: boolean;
  notice?: string;
}

/** The answer to "Close a date": the date to confirm, or what closing it did. */
export interface CloseDateAnswer {
  intent: 'close-date';
  result: SubmissionResult<string[]>;
  review?: { date: string; reason: string; affects?: { bookings: number; guests: number; seats: number } };
  closed?: CloseDepartureResponse;
}

export function savedNotice(tour: MerchantTour, created: boolean): string {
  const title = tour.title;
  if (created) return m.merchant_tour_created_notice({ title });
  if (tour.approval === 'pending') return m.merchant_tour_saved_awaiting_notice({ title });
  return tour.revision?.status === 'pending'
    ? m.merchant_tour_saved_changes_waiting_notice({ title })
    : m.merchant_saved_notice({ title });
}

async function saveTour(api: ApiClient, request: Request) {
  const submission = await parseForm(request, tourFormSchema);
  if (submission.status !== 'success') return formAnswer('save', formFailure(submission));
  const { form } = submission.value;
  // The rows in the operator's order (the schema sorts them), so the API's `seasons.1.from` is the
  // form's second season.
  const body = { ...submission.value.body, ...tourModelBody(form) };
  const id = uuidOr(form.id ?? null);
  try {
    const { tour } = id
      ? await api.put<{ tour: MerchantTour }>(tourPath(id), body)
      : await api.post<{ tour: MerchantTour }>('/api/merchant/tours', body);
    return data<TourSaveAnswer>({
      intent: 'save',
      result: submission.reply(),
      tour,
      created: !id,
      notice: savedNotice(tour, !id),
    });
  } catch (error) {
    return formAnswer(
      'save',
      formFailure(
        submission,
        prefixed(onFormFields(error, body), (message) => m.merchant_save_tour_failed({ message })),
        {
          fallback: MERCHANT_TOUR_MESSAGES.saveFailed,
        },
      ),
    );
  }
}

async function closeDate(api: ApiClient, request: Request, tourId: string, confirmed: boolean) {
  const submission = await parseForm(request, closeDepartureBodySchema);
  if (submission.status !== 'success') return formAnswer('close-date', formFailure(submission));
  if (!confirmed) {
    // What closing the date affects (every departure of it), shown before the operator confirms.
    const affects = await api
      .get<ClosurePreview>(`${tourPath(tourId)}/departures/${submission.value.date}/closure`)
      .then(({ bookings, guests, seats }) => ({ bookings, guests, seats }))
      .catch(() => undefined);
    return data<CloseDateAnswer>({
      intent: 'close-date',
      result: submission.reply(),
      review: { ...submission.value, affects },
    });
  }
  try {
    const closed = await api.post<CloseDepartureResponse>(
      `${tourPath(tourId)}/departures/close`,
      submission.value,
    );
    return data<CloseDateAnswer>({
      intent: 'close-date',
      result: submission.reply({ resetForm: true }),
      closed,
    });
  } catch (error) {
    return formAnswer(
      'close-date',
      formFailure(submission, error, { fallback: m.merchant_close_date_failed() }),
    );
  }
}

/** Every write of My Tours, by the form's `intent`. */
export async function toursAction(args: Parameters<typeof consoleApi>[0]) {
  const api = await consoleApi(args);
  const { request } = args;
  const intent = await intentOf(request);
  if (intent === 'save') return saveTour(api, request);

  const form = await request.clone().formData();
  const id = uuidOr(form.get('id'));
  if (!id) throw data(null, { status: 400 });
  const on = form.get('value') === 'true';
  switch (intent) {
    case 'active':
      return simpleAction(intent, () => api.patch(`${tourPath(id)}/status`, { active: on }), {
        fallback: MERCHANT_TOUR_MESSAGES.statusFailed,
      });
    case 'featured':
      return simpleAction(intent, () => api.patch(`${tourPath(id)}/featured`, { featured: on }), {
        fallback: MERCHANT_TOUR_MESSAGES.featuredFailed,
      });
    case 'delete': {
      const title = String(form.get('title') ?? m.merchant_the_tour());
      return simpleAction(intent, () => api.delete(tourPath(id)), {
        notice: m.merchant_deleted_notice({ title }),
        fallback: MERCHANT_TOUR_MESSAGES.deleteFailed,
      });
    }
    case 'photo': {
      // "primary:<photo id>" or "remove:<photo id>", from the photo's button.
      const [op, photoId] = String(form.get('photo_op') ?? '').split(':');
      const photo = uuidOr(photoId);
      if (!photo || (op !== 'primary' && op !== 'remove')) throw data(null, { status: 400 });
      const photoPath = `${tourPath(id)}/photos/${photo}`;
      return simpleAction(
        intent,
        () => (op === 'remove' ? api.delete(photoPath) : api.patch(photoPath, { is_primary: true })),
        { fallback: m.merchant_photo_change_failed() },
      );
    }
    case 'close-date':
      return closeDate(api, request, id, form.get('step') === 'confirm');
    case 'reopen-date':
      return simpleAction(
        intent,
        () =>
          api.post(`${tourPath(id)}/departures/reopen`, {
            date: String(form.get('date') ?? ''),
            time: String(form.get('time') ?? '') || undefined,
          }),
        { notice: m.departure_reopened(), fallback: m.departure_reopen_failed() },
      );
    default:
      throw data(null, { status: 400 });
  }
}
