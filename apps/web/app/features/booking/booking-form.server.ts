import { type Booking, belizeToday, createBookingSchema, type WaitlistEntry } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { AppLoadContext } from 'react-router';
import { checkBookingQuery } from '~/features/tours/booking-query';
import { departuresByDate } from '~/features/tours/departures';
import { loadAvailability, loadTourOr404 } from '~/features/tours/tour-api';
import { serverApi } from '~/lib/api-client';
import { formFailure, parseForm } from '~/lib/forms.server';
import { sessionUser } from '~/lib/session.server';
import { readLinkToken } from '~/lib/signed-link.server';
import { heldPickupZoneId, loadHeldBooking, releaseHeldBooking, sameAsHeld } from './held-booking.server';

/**
 * The booking form's data (routes/booking.tsx, and the operator's widget): the tour, its dates and
 * times, the choice in the address, and the contact details: of the held booking the form was reopened
 * for (`held`, with its `key` when the page carries it), else of the signed-in tourist.
 */
export async function loadBookingForm(
  context: AppLoadContext,
  request: Request,
  tourId: string | undefined,
  heldKey?: string,
) {
  const api = serverApi(context);
  const [tour, availability, user] = await Promise.all([
    loadTourOr404(api, tourId),
    loadAvailability(api, tourId),
    sessionUser(context),
  ]);
  const today = belizeToday();
  const query = new URL(request.url).searchParams;
  const check = checkBookingQuery(query, today, availability, tour);
  // Back from the payment page: the held booking's details fill the form again.
  const held = await loadHeldBooking(context, request, query.get('held'), tour.id, heldKey);
  if (held && !check.choice.pickupZoneId) check.choice.pickupZoneId = heldPickupZoneId(held, tour);
  // Otherwise a signed-in tourist's contact details fill the form.
  const contact = held
    ? {
        ...held.customerInfo,
        hotel: held.hotel ?? '',
        specialRequirements: held.specialRequirements ?? '',
      }
    : {
        fullName: user?.full_name ?? '',
        email: user?.email ?? '',
        phone: user?.phone_number ?? '',
      };
  const offer = await waitlistOffer(api, query.get('offer'));
  if (offer.entry && !contact.email) contact.email = offer.entry.email;
  return {
    tour,
    check,
    today,
    days: availability ? departuresByDate(availability.dates) : null,
    contact,
    heldId: held?.id ?? null,
    offer,
  };
}

export type BookingFormData = Awaited<ReturnType<typeof loadBookingForm>>;

/**
 * The seats a waitlist offer holds for the traveller (the link of the offer email carries its token,
 * docs/decisions/045-waitlist.md): the booking takes them, so a sold-out date is no problem for it.
 */
async function waitlistOffer(
  api: ReturnType<typeof serverApi>,
  token: string | null,
): Promise<{ token: string | null; entry: WaitlistEntry | null }> {
  const value = readLinkToken(token);
  if (!value) return { token: null, entry: null };
  try {
    const entry = await api.get<WaitlistEntry>(`/api/waitlist/offer?token=${encodeURIComponent(value)}`);
    return { token: value, entry };
  } catch {
    return { token: value, entry: null };
  }
}

/**
 * Holds the seats (`createPath`: `POST /api/bookings`, or the widget's, as the signed-in user or a
 * guest) and answers `next` for the held booking: the way to its payment page. `accessKey` is the new
 * booking's key, absent when the form went on with the hold it was reopened for.
 */
export async function holdSeatsAction(
  context: AppLoadContext,
  request: Request,
  options: {
    createPath: string;
    next: (id: string, accessKey: string | undefined) => Response;
    /** The held booking's key when the page carries it (the widget). */
    heldKey?: string;
  },
) {
  const heldId = String((await request.clone().formData()).get('held') ?? '');
  const submission = await parseForm(request, createBookingSchema);
  if (submission.status !== 'success') return formFailure(submission);
  // Sent again from the payment page's back link: the same choice goes on with the same hold; a
  // changed one lets the old hold go before holding the new seats (one hold, none left waiting).
  const held = await loadHeldBooking(context, request, heldId, submission.value.tourId, options.heldKey);
  if (held) {
    const tour = await loadTourOr404(serverApi(context), held.tourId);
    if (sameAsHeld(held, submission.value, tour)) throw options.next(held.id, options.heldKey);
    await releaseHeldBooking(context, request, held.id, options.heldKey);
  }
  let created: { booking: Booking; accessKey: string };
  try {
    created = await serverApi(context).post(options.createPath, submission.value);
  } catch (error) {
    return formFailure(submission, error, { fallback: m.booking_create_failed() });
  }
  throw options.next(created.booking.id, created.accessKey);
}
