import { type Deal, formatLongDate } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { CalendarDays, MapPin, Star, Store } from 'lucide-react';
import { Link } from 'react-router';
import { englishLang, InEnglish, InEnglishNote } from '~/components/ui/in-english';
import { TitledSection } from '~/components/ui/titled-section';
import { dealCategoryLabel } from './deal-params';
import { dealImage } from './deal-price';
import { EndsIn } from './ends-in';

export function categoryName(deal: Pick<Deal, 'category'>): string {
  return dealCategoryLabel(deal.category);
}

/** The deal's merchant, linking to its profile page. */
function MerchantLink({ deal, className }: { deal: Deal; className: string }) {
  return (
    <Link to={`/merchants/${deal.merchant.id}`} className={`text-brand-700 hover:underline ${className}`}>
      {deal.merchant.business_name}
    </Link>
  );
}

function MerchantLine({ deal }: { deal: Deal }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
      <span className="inline-flex items-center gap-1.5">
        <Store aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <span className="sr-only">{m.gifts_deal_merchant_sr()}</span>
        <MerchantLink
          deal={deal}
          className="font-semibold focus-visible:outline-2 focus-visible:outline-brand-600"
        />
      </span>
      {deal.rating !== null && deal.reviewCount > 0 && (
        <span className="inline-flex items-center gap-1 text-sm">
          <Star aria-hidden="true" className="size-4 fill-sun-400 text-sun-400" />
          <span className="font-semibold text-slate-900">
            <span className="sr-only">{m.gifts_deal_rated_sr()}</span>
            {deal.rating.toFixed(1)}
            <span className="sr-only">{m.gifts_deal_out_of_5_sr()}</span>
          </span>
          <span className="text-slate-600">{m.gifts_deal_reviews_of_tours({ count: deal.reviewCount })}</span>
        </span>
      )}
    </p>
  );
}

/** The top of a deal page: photo, category and location, title and merchant. */
export function DealHeader({ deal }: { deal: Deal }) {
  return (
    <div className="space-y-5">
      <div className="aspect-[3/2] overflow-hidden rounded-2xl bg-slate-100">
        <img
          src={dealImage(deal)}
          alt={deal.title}
          width={1200}
          height={800}
          fetchPriority="high"
          className="size-full object-cover"
        />
      </div>
      <div className="space-y-2">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Link
            to={`/categories/${deal.category}`}
            className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700 hover:bg-brand-100"
          >
            {categoryName(deal)}
          </Link>
          <span className="inline-flex items-center gap-1 text-slate-600">
            <MapPin aria-hidden="true" className="size-4 text-brand-600" />
            {deal.location.name}
          </span>
        </p>
        <h1
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          {...englishLang(deal.untranslated, 'title')}
        >
          {deal.title}
        </h1>
        <InEnglishNote untranslated={deal.untranslated} field="title" />
        <MerchantLine deal={deal} />
      </div>
    </div>
  );
}

/** What the deal is, until when it is valid and how its vouchers work. */
export function DealAbout({ deal, now }: { deal: Deal; now: number }) {
  return (
    <>
      <TitledSection
        id="deal-about-heading"
        title={m.gifts_deal_about()}
        titleClassName="text-xl font-bold text-slate-900"
      >
        <InEnglish untranslated={deal.untranslated} field="description">
          <p className="mt-3 whitespace-pre-line text-slate-700">{deal.description}</p>
        </InEnglish>
      </TitledSection>
      <TitledSection
        id="deal-facts-heading"
        title={m.gifts_deal_good_to_know()}
        titleClassName="text-xl font-bold text-slate-900"
      >
        <dl className="mt-3 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-slate-500">{m.gifts_deal_valid_until()}</dt>
            <dd className="mt-0.5 flex flex-wrap items-center gap-x-3 text-slate-900">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
                {formatLongDate(deal.validUntil)}
              </span>
              <EndsIn expiresAt={deal.expiresAt} now={now} />
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-500">{m.gifts_deal_location()}</dt>
            <dd className="mt-0.5 text-slate-900">{deal.location.name}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm font-medium text-slate-500">{m.gifts_deal_redeem_at()}</dt>
            <dd className="mt-0.5 text-slate-900">
              <MerchantLink deal={deal} className="font-medium" />
            </dd>
          </div>
        </dl>
      </TitledSection>
      <TitledSection
        id="deal-redeem-heading"
        title={m.gifts_deal_how_it_works()}
        titleClassName="text-xl font-bold text-slate-900"
      >
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
          <li>{m.gifts_deal_step_buy()}</li>
          <li>{m.gifts_deal_step_code()}</li>
          <li>
            {m.gifts_deal_step_show({
              merchant: deal.merchant.business_name,
              date: formatLongDate(deal.validUntil),
            })}
          </li>
        </ol>
      </TitledSection>
    </>
  );
}
