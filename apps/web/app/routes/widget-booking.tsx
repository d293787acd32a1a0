import { m } from '@belizepass/domain/i18n';
import { data, redirect } from 'react-router';
import { holdSeatsAction, loadBookingForm } from '~/features/booking/booking-form.server';
import { BookingFormPage } from '~/features/booking/booking-form-page';
import { TourErrorBoundary } from '~/features/tours/tour-not-found';
import { requireOwnTour } from '~/features/widget/widget.server';
import { widgetPageHeaders } from '~/features/widget/widget-headers';
import { isBookingKey, widgetPaths } from '~/features/widget/widget-paths';
import type { Route } from './+types/widget-booking';

/** The key of the held booking the form was reopened for (`hk`, from the widget's payment page). */
const heldKeyOf = (value: FormDataEntryValue | string | null) =>
  typeof value === 'string' && isBookingKey(value) ? value : undefined;

/** The booking form in the widget: the same form, data and rules as the site's (routes/booking.tsx). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const heldKey = heldKeyOf(new URL(request.url).searchParams.get('hk'));
  const form = await loadBookingForm(context, request, params.tourId, heldKey);
  requireOwnTour(form.tour, params.merchantId);
  return data({ ...form, heldKey: form.heldId ? (heldKey ?? null) : null });
}

export const headers = widgetPageHeaders;

/**
 * Holds the seats as a widget booking (`POST /api/widget/:merchantId/bookings`: a direct sale of the
 * operator's) and goes on to the widget's payment page, whose address carries the booking's key.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const paths = widgetPaths(params.merchantId);
  const heldKey = heldKeyOf((await request.clone().formData()).get('hk'));
  return holdSeatsAction(context, request, {
    createPath: `/api/widget/${params.merchantId}/bookings`,
    heldKey,
    next: (id, key) => redirect(key ? paths.payment(id, key) : paths.tours),
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData ? m.booking_meta_title({ tour: loaderData.tour.title }) : m.widget_meta_title(),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function WidgetBooking({ loaderData, actionData, params }: Route.ComponentProps) {
  const paths = widgetPaths(params.merchantId);
  return (
    <BookingFormPage
      loaderData={loaderData}
      actionData={actionData}
      backTo={paths.tour(loaderData.tour.id)}
      framed
      hidden={loaderData.heldKey ? { hk: loaderData.heldKey } : {}}
    />
  );
}

export function ErrorBoundary() {
  return (
    <TourErrorBoundary
      notFoundText={m.booking_tour_not_found_text()}
      failureText={m.booking_load_failed_text()}
    />
  );
}
