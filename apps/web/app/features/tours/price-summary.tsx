import { formatBzd, formatUsd, type quoteBooking } from '@belizepass/domain';
import { bothCurrencies, parkFeeLineLabel } from '~/lib/park-fee';

const money = (cents: number) => formatUsd(cents, { cents: true });

export type PriceQuote = ReturnType<typeof quoteBooking>;

/**
 * Adults, children, the park fee as its own line, the free booking fee and the total, in dollars
 * with cents. A fee paid online is in the total; one paid in cash at check-in is shown, not charged.
 */
export function PriceSummary({ price }: { price: PriceQuote }) {
  const fee = price.parkFee;
  return (
    <div className="text-sm">
      <dl className="space-y-1.5">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">
            {price.adults} {price.adults === 1 ? 'adult' : 'adults'} × {money(price.adultPriceCents)}
          </dt>
          <dd className="font-medium text-slate-900">{money(price.adultsTotalCents)}</dd>
        </div>
        {price.children > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">
              {price.children} {price.children === 1 ? 'child' : 'children'} × {money(price.childPriceCents)}
            </dt>
            <dd className="font-medium text-slate-900">{money(price.childrenTotalCents)}</dd>
          </div>
        )}
        {fee.totalCents > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{parkFeeLineLabel(fee.payment)}</dt>
            <dd className="text-right font-medium text-slate-900">
              {money(fee.totalCents)}
              <span className="block text-xs font-normal text-slate-500">
                {bothCurrencies(fee.totalCents)}
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
            <span className="text-lg font-bold text-slate-900">{money(price.totalCents)}</span>
            <span className="block text-xs font-normal text-slate-500">{formatBzd(price.totalCents)}</span>
          </dd>
        </div>
        {price.savingsCents > 0 && (
          <div className="flex justify-between gap-4 text-green-700">
            <dt>You save</dt>
            <dd className="font-medium">{money(price.savingsCents)}</dd>
          </div>
        )}
      </dl>
      {fee.cashCents > 0 && (
        <p className="mt-1.5 text-xs text-slate-600">
          Plus {money(fee.cashCents)} park fee, paid in cash at check-in.
        </p>
      )}
    </div>
  );
}
