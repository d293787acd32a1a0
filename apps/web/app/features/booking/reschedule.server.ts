import { randomUUID } from 'node:crypto';
import type { Booking, RescheduleOptions } from '@belizepass/domain';
import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError, fieldErrorsOf, messageOf } from '~/lib/api-client';
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

const field = (form: FormData, name: string) => String(form.get(name) ?? '');

/** Posts the change; back to My Bookings with the new date, or the API's message on this page. */
export async function rescheduleAction(context: AppLoadContext, request: Request, id: string | undefined) {
  await requireUser(context, request, 'signed-in');
  if (!isBookingId(id)) throw bookingNotFound();
  const form = await request.formData();
  const body = {
    date: field(form, 'date'),
    adults: Number(field(form, 'adults')),
    children: Number(field(form, 'children') || '0'),
    cardName: field(form, 'cardName'),
    cardNumber: field(form, 'cardNumber').replace(/\s+/g, ' ').trim(),
    expiryDate: field(form, 'expiryDate'),
    cvv: field(form, 'cvv'),
  };
  let moved: Booking | { status: 'requires_action' };
  try {
    moved = await bookingApi(context, request, id).post<Booking | { status: 'requires_action' }>(
      '/reschedule',
      body,
      { 'idempotency-key': field(form, 'requestKey') || randomUUID() },
    );
  } catch (error) {
    return data(
      {
        failure: messageOf(error, 'The booking could not be changed. Please try again.'),
        fields: fieldErrorsOf(error),
      },
      { status: error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.status : 502 },
    );
  }
  if ('status' in moved && moved.status === 'requires_action') {
    return data(
      {
        failure: 'Your bank asks you to confirm this payment: please use a card without extra confirmation.',
        fields: {},
      },
      { status: 402 },
    );
  }
  throw redirect(`/account/bookings?rescheduled=${id}`);
}
