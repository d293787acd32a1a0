import { type Booking, type CancellationTier, createReviewSchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError, messageOf } from '~/lib/api-client';
import { formFailure, parseForm } from '~/lib/forms.server';
import { PRIVATE_PAGE, requireUser } from '~/lib/session.server';
import { bookingApi, bookingNotFound, isBookingId } from './booking.server';

export interface RefundQuote {
  percent: number;
  amount: number;
  label: string;
  /** Limited to what cancelling gave when the booking was rescheduled. */
  capped: boolean;
  /** The policy the booking was sold under. */
  cancellation_tiers: CancellationTier[];
}

const MY_BOOKINGS = '/account/bookings';
/** The parameters of My Bookings' list (filter, sort, page) a form carries in its action's address. */
const LIST_PARAMS = ['status', 'sort', 'page'] as const;

/** Back to My Bookings at the list the form was posted from, with what happened (`done`). */
function backToList(request: Request, done: Record<string, string> = {}): string {
  const from = new URL(request.url).searchParams;
  const back = new URLSearchParams();
  for (const key of LIST_PARAMS) {
    const value = from.get(key);
    if (value) back.set(key, value);
  }
  for (const [key, value] of Object.entries(done)) back.set(key, value);
  const query = back.toString();
  return query ? `${MY_BOOKINGS}?${query}` : MY_BOOKINGS;
}

/**
 * One of the signed-in tourist's bookings and what cancelling it now would refund: the cancel
 * dialog of My Bookings loads it (a fetcher), and without JavaScript it is the cancel page.
 */
export async function loadCancellation(context: AppLoadContext, request: Request, id: string | undefined) {
  await requireUser(context, request, 'signed-in');
  if (!isBookingId(id)) throw bookingNotFound();
  const api = bookingApi(context, request, id);
  try {
    const [booking, quote] = await Promise.all([
      api.get<Booking>(),
      api.get<RefundQuote>('/refund-quote').catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) throw error;
        return messageOf(error, m.booking_refund_failed());
      }),
    ]);
    return data(
      {
        booking,
        quote: typeof quote === 'string' ? null : quote,
        quoteFailure: typeof quote === 'string' ? quote : null,
        /** The list this page was opened from (its filter, sort and page), for "Keep booking". */
        list: backToList(request),
      },
      { headers: PRIVATE_PAGE },
    );
  } catch (error) {
    if (error instanceof ApiError && [400, 401, 403, 404].includes(error.status)) throw bookingNotFound();
    throw error;
  }
}

/**
 * Cancel and review from My Bookings (`intent` cancel or review). Both go back to My Bookings, which
 * says what happened from its address; a failure is answered to the form (or, without JavaScript,
 * shown on this route's page).
 */
export async function accountBookingAction(
  context: AppLoadContext,
  request: Request,
  id: string | undefined,
) {
  await requireUser(context, request, 'signed-in');
  if (!isBookingId(id)) throw bookingNotFound();
  const api = bookingApi(context, request, id);
  const intent = (await request.clone().formData()).get('intent');

  if (intent === 'review') {
    const submission = await parseForm(request, createReviewSchema);
    if (submission.status !== 'success')
      return formFailure(submission, undefined, { extra: { intent: 'review' as const } });
    try {
      await api.post('/review', submission.value);
    } catch (error) {
      return formFailure(submission, error, {
        fallback: m.booking_review_failed(),
        extra: { intent: 'review' as const },
      });
    }
    throw redirect(backToList(request, { reviewed: id }));
  }

  let cancelled: Booking;
  try {
    cancelled = await api.post<Booking>('/cancel');
  } catch (error) {
    return data(
      { intent: 'cancel' as const, failure: messageOf(error, m.booking_cancel_failed()) },
      { status: error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.status : 502 },
    );
  }
  const done: Record<string, string> = { cancelled: id };
  if (cancelled.refund && cancelled.refund.amount > 0) {
    done.refund = String(cancelled.refund.amount);
    done.percent = String(cancelled.refund.percent);
  }
  throw redirect(backToList(request, done));
}
