import { type Booking, formatBzd, formatClockTime, formatLongDate, formatUsd } from '@belizepass/domain';
import { bothCurrencies, parkFeeLineLabel } from '~/lib/park-fee';

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
        {booking.price.parkFee && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{parkFeeLineLabel(booking.price.parkFee.payment)}</dt>
            <dd className="text-right font-medium text-slate-900">
              {money(booking.price.parkFee.amount)}
              <span className="block text-xs font-normal text-slate-500">
                {bothCurrencies(booking.price.parkFee.amount)}
              </span>
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Booking fee</dt>
          <dd className="font-medium text-brand-700">Free</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-1.5 text-base">
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="text-right">
            <span className="text-lg font-bold text-slate-900">{money(booking.price.total)}</span>
            <span className="block text-xs font-normal text-slate-500">{formatBzd(booking.price.total)}</span>
          </dd>
        </div>
      </dl>
    </div>
  );
}
