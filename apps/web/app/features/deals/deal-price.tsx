import { CARD_DEFAULTS, type Deal } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { formatPrice } from '~/lib/display';

/** The image a deal shows: the merchant's, or the site's placeholder. */
export function dealImage(deal: Pick<Deal, 'image'>): string {
  return deal.image || CARD_DEFAULTS.image;
}

/** The deal price and the original price struck through; the large one also names the discount. */
export function DealPrice({ deal, size = 'md' }: { deal: Deal; size?: 'md' | 'lg' }) {
  const reduced = deal.originalPrice > deal.price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className={`font-bold text-slate-900 ${size === 'lg' ? 'text-4xl' : 'text-2xl'}`}>
        {formatPrice(deal.price)}
      </span>
      {reduced && (
        <s className={`text-slate-500 ${size === 'lg' ? 'text-lg' : 'text-sm'}`}>
          <span className="sr-only">{m.gifts_deal_regular_price_sr()}</span>
          {formatPrice(deal.originalPrice)}
        </s>
      )}
      {size === 'lg' && deal.discount > 0 && (
        <span className="rounded-full bg-red-50 px-2 py-0.5 text-sm font-semibold text-red-700">
          {m.gifts_deal_percent_off({ percent: deal.discount })}
        </span>
      )}
    </p>
  );
}

/** Vouchers sold and left, with a bar of how much of the stock is gone. */
export function DealStock({ deal }: { deal: Pick<Deal, 'sold' | 'remaining'> }) {
  const total = deal.sold + deal.remaining;
  const percentSold = total > 0 ? Math.round((deal.sold / total) * 100) : 100;
  const low = deal.remaining > 0 && deal.remaining <= 10;
  return (
    <div className="text-sm">
      <p className="flex justify-between gap-2">
        <span className="text-slate-600">{m.gifts_deal_sold_count({ count: deal.sold })}</span>
        <span className={deal.remaining === 0 || low ? 'font-semibold text-red-700' : 'text-slate-600'}>
          {deal.remaining === 0
            ? m.gifts_deal_sold_out()
            : m.gifts_deal_left_count({ count: deal.remaining })}
        </span>
      </p>
      <div aria-hidden="true" className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100">
        <div className="h-full rounded-full bg-sun-400" style={{ width: `${percentSold}%` }} />
      </div>
    </div>
  );
}
