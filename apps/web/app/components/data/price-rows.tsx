import { formatBzd, formatUsd } from '@belizepass/domain';
import { bothCurrencies, type ParkFeePayment, parkFeeLineLabel } from '~/lib/park-fee';

const money = (cents: number) => formatUsd(cents, { cents: true });

/**
 * The closing rows of a price list (`<dl>`) shared by the tour page's quote and a booking's summary:
 * the park fee as its own line (when there is one), the free booking fee and the total.
 */
export function PriceClosingRows({
  parkFee,
  totalCents,
  format,
}: {
  parkFee: { payment: ParkFeePayment; cents: number } | null;
  totalCents: number;
  /** Amounts in the visitor's currency (the tour page's quote): the total then has no BZ$ line. */
  format?: (cents: number) => string;
}) {
  const show = format ?? money;
  return (
    <>
      {parkFee && parkFee.cents > 0 && (
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{parkFeeLineLabel(parkFee.payment)}</dt>
          <dd className="text-right font-medium text-slate-900">
            {show(parkFee.cents)}
            <span className="block text-xs font-normal text-slate-500">{bothCurrencies(parkFee.cents)}</span>
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
          <span className="text-lg font-bold text-slate-900">{show(totalCents)}</span>
          {!format && (
            <span className="block text-xs font-normal text-slate-500">{formatBzd(totalCents)}</span>
          )}
        </dd>
      </div>
    </>
  );
}
