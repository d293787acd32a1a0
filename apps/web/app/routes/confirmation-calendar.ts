import { bookingApi, bookingNotFound, isBookingId } from '~/features/booking/booking.server';
import { ApiError } from '~/lib/api-client';
import { PRIVATE_PAGE } from '~/lib/session.server';
import type { Route } from './+types/confirmation-calendar';

/**
 * `GET /confirmation/:bookingId/calendar.ics`: the confirmed booking's calendar file, for its
 * signed-in owner or the holder of its key in this browser (the API's rules), so "Add to calendar"
 * is a plain download link. Its event is the one the emails' files add, update and remove.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isBookingId(params.bookingId)) throw bookingNotFound();
  let response: Response;
  try {
    response = await bookingApi(context, request, params.bookingId).download('/calendar', 'text/calendar');
  } catch (error) {
    if (error instanceof ApiError && [400, 401, 403, 404, 409].includes(error.status))
      throw bookingNotFound();
    throw error;
  }
  const headers = new Headers(PRIVATE_PAGE);
  for (const name of ['content-type', 'content-disposition']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
