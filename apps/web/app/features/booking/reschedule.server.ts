import { randomUUID } from 'node:crypto';
import {
  type Booking,
  type RescheduleOptions,
  type RescheduleQuote,
  rescheduleBookingSchema,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError, messageOf } from '~/lib/api-client';
import { formFailure, parseForm } from '~/lib/forms.server';
import { PRIVATE_PAGE, requireUser } from '~/lib/session.server';
import { bookingApi, bookingNotFound, isBookingId } from './booking.server';

/** The reschedule page: the dates this booking can move to, and a key that makes one post count once. */
export async function loadReschedule(context: AppLoadContext, request: Request, id: string | undefined) {
  await requireUser(context, request, 'signed-in');
  if (!isBookingId(id)) throw bookingNotFound();
  try {
    const options = await bookingApi(context, request, id).get<RescheduleOptions>('/reschedule-options');
    return data({ options, requestKey: randomUUID() }, { headers: PRIVATE_PAGE });
  } catch (error) {
    if (error instanceof ApiError && [400, 401, 403, 404].includes(error.status)) throw bookingNotFound();
    throw error;
  }
}

/**
 * What the change the form now shows would cost (the page asks as the date or party changes): the
 * API's quote, or its reason when that date or party cannot be booked.
 */
export async function loadRescheduleQuote(context: AppLoadContext, request: Request, id: string | undefined) {
  await requireUser(context, request, 'signed-in');
  if (!isBookingId(id)) throw bookingNotFound();
  const asked = new URL(request.url).searchParams;
  const query = new URLSearchParams();
  for (const name of ['date', 'startTime', 'adults', 'children']) {
    const value = asked.get(name);
    if (value) query.set(name, value);
  }
  try {
    const quote = await bookingApi(context, request, id).get<RescheduleQuote>(`/reschedule-quote?${query}`);
    return data({ quote, failure: null }, { headers: PRIVATE_PAGE });
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 404].includes(error.status)) throw bookingNotFound();
    // A date or party the form refuses is said on its field: no price line repeats it.
    if (error instanceof ApiError && error.status === 400)
      return data({ quote: null, failure: null }, { headers: PRIVATE_PAGE });
    return data(
      { quote: null, failure: messageOf(error, m.booking_change_failed()) },
      { headers: PRIVATE_PAGE },
    );
  }
}

/** Posts the change; back to My Bookings with the new date, or the fields' and the API's messages. */
export async function rescheduleAction(context: AppLoadContext, request: Request, id: string | undefined) {
  await requireUser(context, request, 'signed-in');
  if (!isBookingId(id)) throw bookingNotFound();
  const requestKey = String((await request.clone().formData()).get('requestKey') ?? '') || randomUUID();
  const submission = await parseForm(request, rescheduleBookingSchema);
  if (submission.status !== 'success')
    return formFailure(submission, undefined, { hideFields: CARD_SECRETS });
  const value = submission.value;
  let moved: Booking | { status: 'requires_action' };
  try {
    moved = await bookingApi(context, request, id).post<Booking | { status: 'requires_action' }>(
      '/reschedule',
      { ...value, cardNumber: value.cardNumber.replace(/\s+/g, ' ').trim() },
      { 'idempotency-key': requestKey },
    );
  } catch (error) {
    return formFailure(submission, error, {
      fallback: m.booking_change_failed(),
      hideFields: CARD_SECRETS,
    });
  }
  if ('status' in moved && moved.status === 'requires_action') {
    return data(
      { result: submission.reply({ formErrors: [m.booking_requires_action()], hideFields: CARD_SECRETS }) },
      { status: 402 },
    );
  }
  throw redirect(`/account/bookings?rescheduled=${id}`);
}

/** The card's number and code are never sent back into the form. */
const CARD_SECRETS = ['cardNumber', 'cvv'];
