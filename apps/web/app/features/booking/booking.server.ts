import { BOOKING_MESSAGES, type Booking } from '@belizepass/domain';
import { type AppLoadContext, data } from 'react-router';
import { type ApiClient, ApiError, serverApi } from '~/lib/api-client';
import { accessHeaders, KEY_HEADER, keyFromAddress } from './access-keys.server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isBookingId = (value: string | undefined): value is string => !!value && UUID.test(value);

/** The 404 of a booking this visitor cannot see (unknown, or neither theirs nor keyed in this browser). */
export const bookingNotFound = () => data({ message: BOOKING_MESSAGES.bookingNotFound }, { status: 404 });

/**
 * An API call about one booking, as the signed-in owner and/or with this browser's key to it; or with
 * the `key` given, which the widget's pages carry in their addresses (a framed page has no cookies).
 */
export function bookingApi(context: AppLoadContext, request: Request, id: string, key?: string) {
  const api = serverApi(context);
  const headers = key ? { [KEY_HEADER.booking]: key } : accessHeaders(request, 'booking', id);
  return {
    get: <T>(path = '') => api.get<T>(`/api/bookings/${id}${path}`, { headers }),
    download: (path: string, accept: string) =>
      api.download(`/api/bookings/${id}${path}`, { headers: { ...headers, accept } }),
    post: <T>(path: string, body?: unknown, extra: Record<string, string> = {}) =>
      api.post<T>(`/api/bookings/${id}${path}`, body, { headers: { ...headers, ...extra } }),
  } satisfies Partial<Record<keyof ApiClient, unknown>>;
}

/**
 * The booking of a payment or confirmation page, for its signed-in owner or the holder of its key
 * (the API's rules). An emailed `?key=` is moved into the cookie first. Throws the 404 response when
 * this visitor cannot see it.
 */
export async function loadBooking(
  context: AppLoadContext,
  request: Request,
  id: string | undefined,
  key?: string,
) {
  if (!isBookingId(id)) throw bookingNotFound();
  // The widget's pages name the key in their path and keep it there (no cookie reaches a frame).
  const moved = key === undefined ? keyFromAddress(request, 'booking', id) : null;
  if (moved) throw moved;
  try {
    return await bookingApi(context, request, id, key).get<Booking>();
  } catch (error) {
    if (error instanceof ApiError && [400, 401, 403, 404].includes(error.status)) throw bookingNotFound();
    throw error;
  }
}
