import {
  type Booking,
  formatClockTime,
  formatLongDate,
  guestTypeLabel,
  quoteBooking,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { PriceClosingRows } from '~/components/data/price-rows';
import { formatPrice } from '~/lib/display';

const money = (cents: number) => formatPrice(cents, { cents: true });

export function partyLabel(adults: number, children: number): string {
  const a = m.booking_party_adults({ count: adults });
  return children > 0
    ? m.booking_party_with_children({ adults: a, children: m.booking_party_children({ count: children }) })
    : a;
}

/** "June 3, 2027 at 9:00 AM": a booking's departure. */
export function departureLabel(booking: Pick<Booking, 'date' | 'time'>): string {
  return m.booking_date_at_time({ date: formatLongDate(booking.date), time: formatClockTime(booking.time) });
}

/** "Pickup San Pedro town at 8:15 AM, Hotel X"; null when the guest meets at the meeting point. */
export function pickupLabel(booking: Pick<Booking, 'pickup'>): string | null {
  const pickup = booking.pickup;
  if (!pickup) return null;
  const line = m.model_pickup_line({ zone: pickup.zone, time: formatClockTime(pickup.time) });
  return pickup.hotel ? `${line}, ${pickup.hotel}` : line;
}

/** The party as a guest reads it ("2 adults, 1 Belize resident, 1 infant"). */
export const bookingParty = (booking: Pick<Booking, 'party' | 'adults' | 'children'>) =>
  booking.party || partyLabel(booking.adults, booking.children);

/** A guest type's line of a booking: its count at the price each type was booked at (the domain's quote). */
const lineCents = (line: Booking['guests'][number]) =>
  quoteBooking({ priceCents: line.unitPrice, adults: line.count, children: 0 }).tourTotalCents;

/**
 * Tour, date, party and price of a booking (the park fee its own line), amounts with cents in the
 * visitor's currency.
 */
export function BookingSummary({ booking }: { booking: Booking }) {
  return (
    <div className="space-y-4 text-sm">
      <div>
        <p className="font-semibold text-slate-900">{booking.tourTitle}</p>
        <p className="text-slate-600">{booking.tourLocation}</p>
        <p className="mt-1 text-slate-700">{departureLabel(booking)}</p>
        <p className="text-slate-700">{bookingParty(booking)}</p>
        {booking.pickup && <p className="text-slate-700">{pickupLabel(booking)}</p>}
      </div>
      <dl className="space-y-1.5 border-t border-slate-200 pt-3">
        {booking.guests.map((line) => (
          <div key={line.type} className="flex justify-between gap-4">
            <dt className="text-slate-600">
              {line.unitPrice > 0
                ? m.web_model_tr_line_times({
                    guests: guestTypeLabel(line.type, line.count),
                    price: money(line.unitPrice),
                  })
                : guestTypeLabel(line.type, line.count)}
            </dt>
            <dd className={`font-medium ${line.unitPrice > 0 ? 'text-slate-900' : 'text-brand-700'}`}>
              {line.unitPrice > 0 ? money(lineCents(line)) : m.site_price_free()}
            </dd>
          </div>
        ))}
        <PriceClosingRows
          parkFee={
            booking.price.parkFee
              ? { payment: booking.price.parkFee.payment, cents: booking.price.parkFee.amount }
              : null
          }
          pickupFeeCents={booking.price.pickupFee}
          totalCents={booking.price.total}
          charged={false}
        />
      </dl>
    </div>
  );
}
