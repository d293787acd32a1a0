import { formatMoney } from '@belizepass/domain';
import { intlLocale, m } from '@belizepass/domain/i18n';
import { formatCharge, formatPrice } from '~/lib/display';
import { bothCurrencies, type ParkFeePayment, parkFeeLineLabel } from '~/lib/park-fee';

/**
 * The closing rows of a price list (`<dl>`) shared by the tour page's quote and a booking's summary:
 * the pickup fee and the park fee as their own lines (when there are), the free booking fee and the
 * total.
 *
 * What is charged (the payment page, `charged`) stays in US dollars, the amount in Belize dollars
 * under it; a quote (the tour page) is in the visitor's currency (docs/decisions/029).
 */
export function PriceClosingRows({
  parkFee,
  pickupFeeCents = 0,
  totalCents,
  charged = true,
}: {
  parkFee: { payment: ParkFeePayment; cents: number } | null;
  /** The pickup zone's fee per booking, part of the total; no line when 0. */
  pickupFeeCents?: number;
  totalCents: number;
  charged?: boolean;
}) {
  const money = (cents: number) =>
    charged ? formatCharge(cents, { cents: true }) : formatPrice(cents, { cents: true });
  return (
    <>
      {pickupFeeCents > 0 && (
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{m.model_pickup_fee()}</dt>
          <dd className="font-medium text-slate-900">{money(pickupFeeCents)}</dd>
        </div>
      )}
      {parkFee && parkFee.cents > 0 && (
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{parkFeeLineLabel(parkFee.payment)}</dt>
          <dd className="text-right font-medium text-slate-900">
            {money(parkFee.cents)}
            <span className="block text-xs font-normal text-slate-500">{bothCurrencies(parkFee.cents)}</span>
          </dd>
        </div>
      )}
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">{m.site_price_booking_fee()}</dt>
        <dd className="font-medium text-brand-700">{m.site_price_free()}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-1.5 text-base">
        <dt className="font-semibold text-slate-900">{m.site_price_total()}</dt>
        <dd className="text-right">
          <span className="text-lg font-bold text-slate-900">{money(totalCents)}</span>
          {charged && (
            <span className="block text-xs font-normal text-slate-500">
              {formatMoney(totalCents, 'BZD', intlLocale())}
            </span>
          )}
        </dd>
      </div>
    </>
  );
}
