import { m } from '@belizepass/domain/i18n';
import { data } from 'react-router';
import { loadBooking } from '~/features/booking/booking.server';
import { BookingErrorBoundary } from '~/features/booking/booking-states';
import { Confirmation, isPaid } from '~/features/booking/confirmation-view';
import { keyOf } from '~/features/widget/widget.server';
import { widgetPageHeaders } from '~/features/widget/widget-headers';
import { widgetPaths } from '~/features/widget/widget-paths';
import { PRIVATE_PAGE } from '~/lib/session.server';
import type { Route } from './+types/widget-confirmation';

/** The ticket in the widget: the site's confirmation (routes/confirmation.tsx), the key from the address. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const booking = await loadBooking(context, request, params.bookingId, keyOf(params));
  return data({ booking }, { headers: PRIVATE_PAGE });
}

export const headers = widgetPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  const paid = loaderData && isPaid(loaderData.booking);
  return [
    { title: paid ? m.booking_confirmed_meta() : m.booking_your_booking_meta() },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function WidgetConfirmation({ loaderData, params }: Route.ComponentProps) {
  const { booking } = loaderData;
  return (
    <Confirmation
      booking={booking}
      paymentHref={widgetPaths(params.merchantId).payment(booking.id, params.key)}
      framed
    />
  );
}

export const ErrorBoundary = BookingErrorBoundary;
