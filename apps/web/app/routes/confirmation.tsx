import { m } from '@belizepass/domain/i18n';
import { data } from 'react-router';
import { loadBooking } from '~/features/booking/booking.server';
import { BookingErrorBoundary } from '~/features/booking/booking-states';
import { Confirmation, isPaid } from '~/features/booking/confirmation-view';
import { offlineTicketHeaders } from '~/features/offline/offline-tickets.server';
import { loaderHeaders } from '~/lib/page';
import { PRIVATE_PAGE } from '~/lib/session.server';
import type { Route } from './+types/confirmation';

/**
 * The booking's confirmation (the ticket), for its signed-in owner or the holder of its key: the
 * cookie kept when it was booked, or the `?key=` of the confirmation email's link. A valid ticket of
 * the signed-in tourist's own booking is marked so their phone keeps it for use without signal.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const booking = await loadBooking(context, request, params.bookingId);
  const offline = await offlineTicketHeaders(context, request, booking);
  return data({ booking }, { headers: { ...PRIVATE_PAGE, ...offline } });
}

export const headers = loaderHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  const paid = loaderData && isPaid(loaderData.booking);
  return [
    { title: paid ? m.booking_confirmed_meta() : m.booking_your_booking_meta() },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ConfirmationPage({ loaderData }: Route.ComponentProps) {
  return <Confirmation booking={loaderData.booking} />;
}

export const ErrorBoundary = BookingErrorBoundary;
