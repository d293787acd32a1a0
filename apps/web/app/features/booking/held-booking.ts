import { type Booking, GUEST_FIELDS } from '@belizepass/domain';
import { choiceQuery, type PartyFields } from '~/features/tours/departures';

/** The party of a booking, by the booking form's fields. */
export function partyOfBooking(booking: Pick<Booking, 'guests' | 'adults' | 'children'>): PartyFields {
  const party: PartyFields = { adults: 0, children: 0, infants: 0, seniors: 0, residents: 0 };
  if (booking.guests.length === 0) return { ...party, adults: booking.adults, children: booking.children };
  for (const guest of booking.guests) party[GUEST_FIELDS[guest.type]] += guest.count;
  return party;
}

/**
 * One step back from the payment page: the booking form as it was sent (date, time, party), with
 * the held booking named by `held` so that the form fills in its contact details and, sent again
 * unchanged, goes on with the same hold.
 */
export function bookingDetailsHref(
  booking: Booking,
  pickupZoneId = '',
  formPath = `/booking/${booking.tourId}`,
): string {
  const query = choiceQuery({
    date: booking.date,
    time: booking.time,
    party: partyOfBooking(booking),
    pickupZoneId,
  });
  return `${formPath}?${query}&held=${booking.id}`;
}
