import { createHash } from 'node:crypto';
import { type Booking, type BookingListRow, belizeToday } from '@belizepass/domain';
import type { AppLoadContext } from 'react-router';
import { accessKeyOf } from '~/features/booking/access-keys.server';
import { serverApi } from '~/lib/api-client';
import { sessionUser } from '~/lib/session.server';
import { formatOfflineList, OFFLINE_LIST_HEADER, OFFLINE_TICKET_HEADER } from './offline-protocol';

interface TicketFacts {
  status: string;
  date: string;
  totalCents: number;
  checkedIn: boolean;
}

/** A ticket worth keeping on the phone: paid, not cancelled or over, and its day not yet past. */
const isValidTicket = (ticket: TicketFacts) => ticket.status === 'confirmed' && ticket.date >= belizeToday();

/**
 * What a kept ticket shows that a change can alter (a new date, another party, a check-in), as a
 * short hash: the bookings list and the ticket page compute the same one from their own fields.
 */
function ticketVersion(ticket: TicketFacts): string {
  return createHash('sha256')
    .update(`${ticket.date}|${ticket.totalCents}|${ticket.checkedIn ? 1 : 0}`)
    .digest('base64url')
    .slice(0, 12);
}

const fromRow = (row: BookingListRow): TicketFacts => ({
  status: row.status,
  date: row.tourDate,
  totalCents: row.price,
  checkedIn: row.checkedInAt !== null,
});

const fromBooking = (booking: Booking): TicketFacts => ({
  status: booking.status,
  date: booking.date,
  totalCents: booking.price.total,
  checkedIn: booking.checkedInAt !== null,
});

/**
 * The signed-in tourist's bookings list names the tickets their phone may keep (all others go):
 * from the list answer's `tickets` (every valid ticket, whatever page is open), never from the page's
 * rows, or paging would make the phone drop tickets that are on another page.
 */
export function offlineListHeaders(tickets: BookingListRow[]): Record<string, string> {
  const valid = tickets.filter((row) => isValidTicket(fromRow(row)));
  return {
    [OFFLINE_LIST_HEADER]: formatOfflineList(valid.map((row) => [row.id, ticketVersion(fromRow(row))])),
  };
}

/**
 * The mark that lets the phone keep this ticket page: only for a valid ticket of the signed-in
 * tourist's own booking. A booking opened with this browser's key (a guest's) is not marked, unless
 * the session alone can open it too, which only its owner's can.
 */
export async function offlineTicketHeaders(
  context: AppLoadContext,
  request: Request,
  booking: Booking,
): Promise<Record<string, string>> {
  const facts = fromBooking(booking);
  if (!isValidTicket(facts)) return {};
  const user = await sessionUser(context);
  if (user?.role !== 'tourist') return {};
  if (accessKeyOf(request, 'booking', booking.id)) {
    try {
      await serverApi(context).get(`/api/bookings/${booking.id}`);
    } catch {
      return {};
    }
  }
  return { [OFFLINE_TICKET_HEADER]: ticketVersion(facts) };
}
