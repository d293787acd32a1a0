import { type Booking, formatClockTime, formatLongDate } from '@belizepass/domain';
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
        <p className="text-slate-700">{partyLabel(booking.adults, booking.children)}</p>
      </div>
      <dl className="space-y-1.5 border-t border-slate-200 pt-3">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{m.booking_party_adults({ count: booking.adults })}</dt>
          <dd className="font-medium text-slate-900">{money(booking.price.adults)}</dd>
        </div>
        {booking.children > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{m.booking_party_children({ count: booking.children })}</dt>
            <dd className="font-medium text-slate-900">{money(booking.price.children)}</dd>
          </div>
        )}
        <PriceClosingRows
          parkFee={
            booking.price.parkFee
              ? { payment: booking.price.parkFee.payment, cents: booking.price.parkFee.amount }
              : null
          }
          totalCents={booking.price.total}
          charged={false}
        />
      </dl>
    </div>
  );
}
