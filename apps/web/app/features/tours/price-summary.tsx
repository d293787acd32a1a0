import { guestTypeLabel, type quoteBooking } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { PriceClosingRows } from '~/components/data/price-rows';
import { formatCharge } from '~/lib/display';

const charged = (cents: number) => formatCharge(cents, { cents: true });

export type PriceQuote = ReturnType<typeof quoteBooking>;

/**
 * A line per guest type at the day's price, the pickup fee and the park fee as their own lines, the free booking fee and the total, with cents. A
 * fee paid online is in the total; one paid in cash at check-in is shown, not charged. Amounts are
 * what is charged (USD) unless `money` says otherwise: the tour page shows the visitor's currency.
 */
export function PriceSummary({ price, money }: { price: PriceQuote; money?: (cents: number) => string }) {
  const show = money ?? charged;
  const fee = price.parkFee;
  return (
    <div className="text-sm">
      <dl className="space-y-1.5">
        {price.lines.map((line) => (
          <div key={line.type} className="flex justify-between gap-4">
            <dt className="text-slate-600">
              {line.unitCents > 0
                ? m.web_model_tr_line_times({
                    guests: guestTypeLabel(line.type, line.count),
                    price: show(line.unitCents),
                  })
                : guestTypeLabel(line.type, line.count)}
            </dt>
            <dd className={`font-medium ${line.totalCents > 0 ? 'text-slate-900' : 'text-brand-700'}`}>
              {line.totalCents > 0 ? show(line.totalCents) : m.site_price_free()}
            </dd>
          </div>
        ))}
        <PriceClosingRows
          parkFee={{ payment: fee.payment, cents: fee.totalCents }}
          pickupFeeCents={price.pickupFeeCents}
          totalCents={price.totalCents}
          charged={!money}
        />
      </dl>
      {fee.cashCents > 0 && (
        <p className="mt-1.5 text-xs text-slate-600">
          {m.tours_park_fee_cash({ amount: show(fee.cashCents) })}
        </p>
      )}
    </div>
  );
}
