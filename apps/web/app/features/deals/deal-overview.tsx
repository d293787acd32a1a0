import { DEAL_CATEGORIES, type Deal, formatLongDate } from '@belizepass/domain';
import { CalendarDays, MapPin, Star, Store } from 'lucide-react';
import { Link } from 'react-router';
import { englishLang, InEnglish, InEnglishNote } from '~/components/ui/in-english';
import { TitledSection } from '~/components/ui/titled-section';
import { dealImage } from './deal-price';
import { EndsIn } from './ends-in';

export function categoryName(deal: Pick<Deal, 'category'>): string {
  return DEAL_CATEGORIES.find((c) => c.slug === deal.category)?.name ?? deal.category;
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
        <span className="sr-only">Merchant: </span>
        <MerchantLink
          deal={deal}
          className="font-semibold focus-visible:outline-2 focus-visible:outline-brand-600"
        />
      </span>
      {deal.rating !== null && deal.reviewCount > 0 && (
        <span className="inline-flex items-center gap-1 text-sm">
          <Star aria-hidden="true" className="size-4 fill-sun-400 text-sun-400" />
          <span className="font-semibold text-slate-900">
            <span className="sr-only">Rated </span>
            {deal.rating.toFixed(1)}
            <span className="sr-only"> out of 5</span>
          </span>
          <span className="text-slate-600">
            ({deal.reviewCount} {deal.reviewCount === 1 ? 'review' : 'reviews'} of their tours)
          </span>
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
        title="About this deal"
        titleClassName="text-xl font-bold text-slate-900"
      >
        <InEnglish untranslated={deal.untranslated} field="description">
          <p className="mt-3 whitespace-pre-line text-slate-700">{deal.description}</p>
        </InEnglish>
      </TitledSection>
      <TitledSection
        id="deal-facts-heading"
        title="Good to know"
        titleClassName="text-xl font-bold text-slate-900"
      >
        <dl className="mt-3 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-slate-500">Valid until</dt>
            <dd className="mt-0.5 flex flex-wrap items-center gap-x-3 text-slate-900">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
                {formatLongDate(deal.validUntil)}
              </span>
              <EndsIn expiresAt={deal.expiresAt} now={now} />
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-500">Location</dt>
            <dd className="mt-0.5 text-slate-900">{deal.location.name}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm font-medium text-slate-500">Redeem at</dt>
            <dd className="mt-0.5 text-slate-900">
              <MerchantLink deal={deal} className="font-medium" />
            </dd>
          </div>
        </dl>
      </TitledSection>
      <TitledSection
        id="deal-redeem-heading"
        title="How it works"
        titleClassName="text-xl font-bold text-slate-900"
      >
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
          <li>Buy your vouchers here and pay securely by card.</li>
          <li>Each voucher gets its own code and QR code, shown right away and emailed to you.</li>
          <li>
            Show the code at {deal.merchant.business_name}, who validates it once, by{' '}
            {formatLongDate(deal.validUntil)}.
          </li>
        </ol>
      </TitledSection>
    </>
  );
}
