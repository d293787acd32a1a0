import { formatBzd, formatUsd, type PriceBreakdown } from '@belizepass/domain';

const money = (cents: number) => formatUsd(cents, { cents: true });

/** Adults, children, the free booking fee and the total, in dollars with cents. */
export function PriceSummary({ price }: { price: PriceBreakdown }) {
  return (
    <dl className="space-y-1.5 text-sm">
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
  );
}
