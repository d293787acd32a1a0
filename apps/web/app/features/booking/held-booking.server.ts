import { type Booking, GUEST_FIELDS, type TourDetail } from '@belizepass/domain';
import type { AppLoadContext } from 'react-router';
import { bookingApi, isBookingId } from './booking.server';
import { partyOfBooking } from './held-booking';

/**
 * The unpaid booking this visitor holds (theirs by account or by this browser's key) that the
 * booking form was reopened for, from the payment page's back link; null when there is none, it is
 * of another tour, or it is no longer held.
 */
export async function loadHeldBooking(
  context: AppLoadContext,
  request: Request,
  id: string | null,
  tourId: string,
  key?: string,
): Promise<Booking | null> {
  if (!id || !isBookingId(id)) return null;
  try {
    const booking = await bookingApi(context, request, id, key).get<Booking>();
    const held =
      booking.status === 'pending' &&
      booking.tourId === tourId &&
      (booking.holdExpiresAt === null || Date.parse(booking.holdExpiresAt) > Date.now());
    return held ? booking : null;
  } catch {
    return null;
  }
}

/** The pickup zone id of a held booking (the booking names the zone). */
export function heldPickupZoneId(booking: Booking, tour: Pick<TourDetail, 'pickup'>): string {
  const name = booking.pickup?.zone;
  return tour.pickup.zones.find((zone) => zone.name === name || zone.id === name)?.id ?? '';
}

/** Whether the form asks for exactly what the held booking holds (same departure, party, pickup, details). */
export function sameAsHeld(
  booking: Booking,
  form: {
    date: string;
    startTime?: string;
    pickupZoneId?: string;
    fullName: string;
    email: string;
    phone: string;
    hotel?: string;
    specialRequirements?: string;
  } & Partial<Record<(typeof GUEST_FIELDS)[keyof typeof GUEST_FIELDS], number>>,
  tour: Pick<TourDetail, 'pickup'>,
): boolean {
  const party = partyOfBooking(booking);
  const text = (value: string | null | undefined) => (value ?? '').trim();
  return (
    booking.date === form.date &&
    (!form.startTime || booking.time === form.startTime) &&
    Object.values(GUEST_FIELDS).every((field) => party[field] === (form[field] ?? 0)) &&
    heldPickupZoneId(booking, tour) === text(form.pickupZoneId) &&
    booking.customerInfo.fullName === text(form.fullName) &&
    booking.customerInfo.email === text(form.email).toLowerCase() &&
    booking.customerInfo.phone === text(form.phone) &&
    text(booking.hotel) === text(form.hotel) &&
    text(booking.specialRequirements) === text(form.specialRequirements)
  );
}

/** Lets go of a held booking that the form replaces, so no hold is left waiting. */
export async function releaseHeldBooking(
  context: AppLoadContext,
  request: Request,
  id: string,
  key?: string,
) {
  await bookingApi(context, request, id, key)
    .post('/cancel')
    .catch(() => undefined);
}
