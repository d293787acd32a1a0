import { loadRescheduleQuote } from '~/features/booking/reschedule.server';
import type { Route } from './+types/account-booking-reschedule-quote';

/**
 * /account/bookings/{id}/reschedule/quote?date=&adults=&children=: what the reschedule page's change
 * would cost, asked by that page as its date or party changes (no screen of its own).
 */
export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  loadRescheduleQuote(context, request, params.bookingId);
