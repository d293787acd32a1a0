import { m } from '@belizepass/domain/i18n';
import { BookingErrorBoundary } from '~/features/booking/booking-states';
import { bookingDetailsHref } from '~/features/booking/held-booking';
import { loadPayment, paymentAction } from '~/features/booking/payment.server';
import { PaymentPageView, paymentShouldRevalidate } from '~/features/booking/payment-page';
import { keyOf } from '~/features/widget/widget.server';
import { widgetPageHeaders } from '~/features/widget/widget-headers';
import { widgetPaths } from '~/features/widget/widget-paths';
import type { Route } from './+types/widget-payment';

/** Where the widget's payment page reads its booking with, and sends a paid booking. */
function place(params: Route.LoaderArgs['params']) {
  const key = keyOf(params);
  const paths = widgetPaths(params.merchantId);
  return { key, confirmationPath: (id: string) => paths.confirmation(id, key) };
}

/** The payment step in the widget: the site's (routes/payment.tsx), the key from the address. */
export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  loadPayment(context, request, params.bookingId, place(params));

export const headers = widgetPageHeaders;

export const action = ({ params, request, context }: Route.ActionArgs) =>
  paymentAction(context, request, params.bookingId, place(params));

export const shouldRevalidate = paymentShouldRevalidate;

export function meta() {
  return [{ title: m.booking_payment_meta_title() }, { name: 'robots', content: 'noindex' }];
}

export default function WidgetPayment({ loaderData, actionData, params }: Route.ComponentProps) {
  const { booking } = loaderData;
  const paths = widgetPaths(params.merchantId);
  const details = `${bookingDetailsHref(booking, '', paths.book(booking.tourId))}&hk=${params.key}`;
  return (
    <PaymentPageView
      loaderData={loaderData}
      actionData={actionData}
      tourHref={paths.tour(booking.tourId)}
      detailsHref={details}
      framed
    />
  );
}

export const ErrorBoundary = BookingErrorBoundary;
