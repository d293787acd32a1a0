import { type Booking, formatClockTime, formatLongDate, formatUsd } from '@belizepass/domain';
import { PriceClosingRows } from '~/components/data/price-rows';

const money = (cents: number) => formatUsd(cents, { cents: true });

export function partyLabel(adults: number, children: number): string {
  const a = `${adults} ${adults === 1 ? 'adult' : 'adults'}`;
  return children > 0 ? `${a}, ${children} ${children === 1 ? 'child' : 'children'}` : a;
}

/** Tour, date, party and price of a booking (the park fee its own line), amounts with cents. */
export function BookingSummary({ booking }: { booking: Booking }) {
  return (
    <div className="space-y-4 text-sm">
      <div>
        <p className="font-semibold text-slate-900">{booking.tourTitle}</p>
        <p className="text-slate-600">{booking.tourLocation}</p>
        <p className="mt-1 text-slate-700">
          {formatLongDate(booking.date)} at {formatClockTime(booking.time)}
        </p>
        <p className="text-slate-700">{partyLabel(booking.adults, booking.children)}</p>
      </div>
      <dl className="space-y-1.5 border-t border-slate-200 pt-3">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">
            {booking.adults} {booking.adults === 1 ? 'adult' : 'adults'}
          </dt>
          <dd className="font-medium text-slate-900">{money(booking.price.adults)}</dd>
        </div>
        {booking.children > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">
              {booking.children} {booking.children === 1 ? 'child' : 'children'}
            </dt>
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
        />
      </dl>
    </div>
  );
}
