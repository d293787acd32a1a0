import { MESSAGES } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { isRouteErrorResponse, redirect } from 'react-router';
import { rememberAccessKey } from '~/features/booking/access-keys.server';
import { holdSeatsAction, loadBookingForm } from '~/features/booking/booking-form.server';
import { BookingFormPage } from '~/features/booking/booking-form-page';
import { TourErrorBoundary } from '~/features/tours/tour-not-found';
import type { Route } from './+types/booking';

export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  loadBookingForm(context, request, params.tourId);

/**
 * Holds the seats (`POST /api/bookings`, as the signed-in user or a guest) and goes on to the payment
 * page. A guest's key to the booking is kept in an HttpOnly cookie (features/booking/access-keys).
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  holdSeatsAction(context, request, {
    createPath: '/api/bookings',
    next: (id, accessKey) =>
      redirect(
        `/payment/${id}`,
        accessKey
          ? { headers: { 'Set-Cookie': rememberAccessKey(request, 'booking', id, accessKey) } }
          : undefined,
      ),
  });

export function meta({ loaderData, error }: Route.MetaArgs) {
  const notFound = !loaderData && (!error || (isRouteErrorResponse(error) && error.status === 404));
  const title = loaderData
    ? m.booking_meta_title({ tour: loaderData.tour.title })
    : notFound
      ? MESSAGES.tourNotFound
      : m.booking_something_went_wrong();
  return [{ title: `${title} | BelizePass` }, { name: 'robots', content: 'noindex' }];
}

/**
 * The booking form (spec section 3): contact details, date and start time, the party by the tour's
 * guest types, the pickup zone and hotel of a tour that picks up, and requests
 * (features/booking/booking-form-page).
 */
export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BookingFormPage
      loaderData={loaderData}
      actionData={actionData}
      backTo={`/tours/${loaderData.tour.id}`}
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
