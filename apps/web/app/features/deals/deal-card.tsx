import type { Deal } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { ArrowRight, MapPin, Store } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { englishLang } from '~/components/ui/in-english';
import { DealPrice, DealStock, dealImage } from './deal-price';
import { ENDS_SOON_MS, EndsIn, msLeft } from './ends-in';

/**
 * One deal in a grid (spec section 2.3): image, 'Ends in {time}' in the deal's last month,
 * location, title, description, merchant, price against the original, sold/left and Buy Now.
 * `eager` cards are above the fold: their image loads at once (the first one at high priority).
 */
export function DealCard({
  deal,
  now,
  eager = false,
  priority = false,
}: {
  deal: Deal;
  /** The current time (see useNow), for 'Ends in'. */
  now: number;
  eager?: boolean;
  priority?: boolean;
}) {
  const titleId = useId();
  const href = `/deals/${deal.id}`;
  const left = msLeft(deal.expiresAt, now);
  const soldOut = deal.remaining === 0;

  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-100">
        <img
          src={dealImage(deal)}
          alt=""
          width={480}
          height={320}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
        />
        <div className="absolute inset-x-3 top-3 flex flex-wrap items-start justify-between gap-1.5">
          {deal.discount > 0 ? (
            <span className="rounded-full bg-red-600 px-2.5 py-1 text-xs font-bold text-white shadow">
              {m.gifts_deal_save_percent({ percent: deal.discount })}
            </span>
          ) : (
            <span />
          )}
          {soldOut ? (
            <span className="rounded-full bg-slate-900/85 px-2.5 py-1 text-xs font-semibold text-white shadow">
              {m.gifts_deal_sold_out()}
            </span>
          ) : (
            left > 0 &&
            left < ENDS_SOON_MS && (
              <EndsIn
                expiresAt={deal.expiresAt}
                now={now}
                className="rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-900 shadow"
                urgentClassName=""
              />
            )
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
          {deal.location.name}
        </p>
        <h3
          id={titleId}
          className="text-lg leading-snug font-semibold text-slate-900"
          {...englishLang(deal.untranslated, 'title')}
        >
          <Link
            to={href}
            className="rounded-sm hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {deal.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-slate-600" {...englishLang(deal.untranslated, 'description')}>
          {deal.description}
        </p>
        <p className="flex items-center gap-1 text-sm text-slate-700">
          <Store aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <span className="sr-only">{m.gifts_deal_merchant_sr()}</span>
          {deal.merchant.business_name}
        </p>
        <div className="mt-auto space-y-3 pt-2">
          <DealPrice deal={deal} />
          <DealStock deal={deal} />
          <Link
            to={href}
            aria-describedby={titleId}
            className={buttonClass({ variant: soldOut ? 'secondary' : 'primary' }, 'w-full')}
          >
            {soldOut ? m.gifts_deal_view() : m.gifts_deal_buy_now()}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
