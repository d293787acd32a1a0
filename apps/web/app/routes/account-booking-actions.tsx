import { m } from '@belizepass/domain/i18n';
import { Form } from 'react-router';
import { BackLink } from '~/components/ui/arrow-link';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { DANGER_BUTTON } from '~/features/auth/delete-account-dialog';
import { accountBookingAction, loadCancellation } from '~/features/booking/account-booking.server';
import { BookingErrorBoundary } from '~/features/booking/booking-states';
import { bookingParty, departureLabel } from '~/features/booking/booking-summary';
import { RefundQuoteText } from '~/features/booking/cancel-booking-dialog';
import { ReviewBookingForm } from '~/features/booking/review-booking-form';
import { loaderHeaders } from '~/lib/page';
import type { Route } from './+types/account-booking-actions';

/**
 * /account/bookings/{id}: what My Bookings posts to (cancel and review, by `intent`). Its loader
 * answers the cancel dialog's refund quote; without JavaScript its page is that dialog: the booking,
 * the refund, "Keep booking" and "Yes, cancel booking" (or a review that needs another try).
 */
export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  loadCancellation(context, request, params.bookingId);

export const action = ({ params, request, context }: Route.ActionArgs) =>
  accountBookingAction(context, request, params.bookingId);

export const headers = loaderHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  const code = loaderData?.booking.confirmationCode ?? '';
  return [{ title: m.booking_cancel_meta({ code }) }, { name: 'robots', content: 'noindex' }];
}

export default function AccountBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, quote, quoteFailure, list } = loaderData;
  const failure = actionData && 'failure' in actionData ? actionData.failure : quoteFailure;
  const reviewing = actionData?.intent === 'review' && 'result' in actionData ? actionData.result : undefined;
  const cancellable = booking.status === 'confirmed';

  return (
    <div className="mx-auto w-full max-w-xl flex-1 px-4 py-10 sm:px-6">
      <BackLink to={list}>{m.booking_my_bookings()}</BackLink>
      <section className="mt-2 space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">
          {reviewing
            ? m.booking_review_heading({ tour: booking.tourTitle })
            : m.booking_cancel_question({ code: booking.confirmationCode ?? '' })}
        </h1>
        <p className="text-slate-700">
          {booking.tourTitle} · {departureLabel(booking)} · {bookingParty(booking)}
        </p>
        {reviewing ? (
          <ReviewBookingForm
            bookingId={booking.id}
            tourName={booking.tourTitle}
            lastResult={reviewing}
            startOpen
          />
        ) : (
          <>
            {quote && cancellable && (
              <div className="text-slate-700">
                <RefundQuoteText quote={quote} />
              </div>
            )}
            {!cancellable && <Banner tone="info">{m.booking_no_longer_cancellable()}</Banner>}
            {failure && <Banner>{failure}</Banner>}
            <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:justify-end">
              <input type="hidden" name="intent" value="cancel" />
              <ButtonLink to={list} variant="secondary" className="min-h-11">
                {m.booking_keep()}
              </ButtonLink>
              {cancellable && quote && (
                <button type="submit" className={DANGER_BUTTON}>
                  {m.booking_yes_cancel()}
                </button>
              )}
            </Form>
          </>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = BookingErrorBoundary;
