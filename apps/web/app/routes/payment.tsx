import { m } from '@belizepass/domain/i18n';
import { BookingErrorBoundary } from '~/features/booking/booking-states';
import { bookingDetailsHref } from '~/features/booking/held-booking';
import { loadPayment, paymentAction } from '~/features/booking/payment.server';
import { PaymentPageView, paymentShouldRevalidate } from '~/features/booking/payment-page';
import { loaderHeaders } from '~/lib/page';
import type { Route } from './+types/payment';

/**
 * The booking to pay, for its signed-in owner or the holder of its key (kept in a cookie when it was
 * booked, or given by an emailed link). A paid booking goes to its confirmation.
 */
export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  loadPayment(context, request, params.bookingId);

export const headers = loaderHeaders;

export const action = ({ params, request, context }: Route.ActionArgs) =>
  paymentAction(context, request, params.bookingId);

/** Applying or removing a gift card changes only the list: the booking is not read again. */
export const shouldRevalidate = paymentShouldRevalidate;

export function meta() {
  return [{ title: m.booking_payment_meta_title() }, { name: 'robots', content: 'noindex' }];
}

/** The payment step (features/booking/payment-page). */
export default function PaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking } = loaderData;
  return (
    <PaymentPageView
      loaderData={loaderData}
      actionData={actionData}
      tourHref={`/tours/${booking.tourId}`}
      detailsHref={bookingDetailsHref(booking)}
    />
  );
}

export const ErrorBoundary = BookingErrorBoundary;
