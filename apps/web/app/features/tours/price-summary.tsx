import { formatUsd, type quoteBooking } from '@belizepass/domain';
import { PriceClosingRows } from '~/components/data/price-rows';

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
        <PriceClosingRows
          parkFee={{ payment: fee.payment, cents: fee.totalCents }}
          totalCents={price.totalCents}
        />
      </dl>
      {fee.cashCents > 0 && (
        <p className="mt-1.5 text-xs text-slate-600">
          Plus {money(fee.cashCents)} park fee, paid in cash at check-in.
        </p>
      )}
    </div>
  );
}
