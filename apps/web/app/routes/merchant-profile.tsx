import { formatShortDate } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Award, Star, Store } from 'lucide-react';
import { englishLang, InEnglish } from '~/components/ui/in-english';
import { RouteErrorPanel } from '~/components/ui/not-found-panel';
import { PageMeta } from '~/components/ui/page-title';
import { TitledSection } from '~/components/ui/titled-section';
import { MerchantContactList } from '~/features/merchant/merchant-contact';
import { loadPublicMerchantOr404 } from '~/features/merchant/public-merchant-api';
import { TourCard } from '~/features/tours/tour-card';
import { formatReviewCount } from '~/features/tours/tour-format';
import { serverApi } from '~/lib/api-client';
import type { Route } from './+types/merchant-profile';

export async function loader({ params, context }: Route.LoaderArgs) {
  return { merchant: await loadPublicMerchantOr404(serverApi(context), params.id) };
}

const TOP_RATED = 4.5;

function summary(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157).trimEnd()}…` : flat;
}

/** A tour operator's public page (/merchants/{id}): who they are, how to reach them, their tours. */
export default function MerchantProfile({ loaderData }: Route.ComponentProps) {
  const { merchant } = loaderData;
  const topRated = merchant.rating !== null && merchant.reviewCount > 0 && merchant.rating >= TOP_RATED;
  return (
    <>
      <PageMeta
        title={m.tours_operator_title({ name: merchant.business_name })}
        description={summary(merchant.tagline || merchant.description)}
      />
      <section className="border-b border-slate-100 bg-linear-to-br from-brand-50 via-white to-sky-50">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:px-6 sm:py-14 lg:px-8">
          <span className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-slate-200 bg-white">
            {merchant.logo_url ? (
              <img
                src={merchant.logo_url}
                alt={m.tours_operator_logo({ name: merchant.business_name })}
                width={96}
                height={96}
                className="size-full object-cover"
              />
            ) : (
              <Store aria-hidden="true" className="size-10 text-brand-700" />
            )}
          </span>
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {m.tours_operator_eyebrow()}
            </p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
              {merchant.business_name}
            </h1>
            {merchant.tagline && (
              <p className="mt-2 text-lg text-slate-600" {...englishLang(merchant.untranslated, 'tagline')}>
                {merchant.tagline}
              </p>
            )}
            <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
              {merchant.reviewCount > 0 && merchant.rating !== null ? (
                <span className="inline-flex items-center gap-1">
                  <Star aria-hidden="true" className="size-4 fill-sun-400 text-sun-400" />
                  <span className="font-semibold text-slate-900">{merchant.rating.toFixed(1)}</span>
                  <span>({formatReviewCount(merchant.reviewCount)})</span>
                </span>
              ) : (
                <span>{m.tours_operator_no_reviews()}</span>
              )}
              {topRated && (
                <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white">
                  <Award aria-hidden="true" className="size-3.5" />
                  {m.tours_badge_top_rated()}
                </span>
              )}
              <span>{m.tours_operator_since({ date: formatShortDate(merchant.member_since) })}</span>
            </div>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_20rem] lg:px-8">
        <section aria-labelledby="about-heading" className="min-w-0">
          <h2 id="about-heading" className="text-2xl font-semibold text-slate-900">
            {m.tours_operator_about({ name: merchant.business_name })}
          </h2>
          <InEnglish untranslated={merchant.untranslated} field="description">
            <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700">{merchant.description}</p>
          </InEnglish>
        </section>
        <TitledSection
          id="contact-heading"
          title={m.tours_operator_contact()}
          as="aside"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:self-start"
          titleClassName="text-lg font-semibold text-slate-900"
        >
          <MerchantContactList
            merchant={merchant}
            className="mt-3 space-y-3 text-slate-700"
            iconClassName="text-brand-600"
          />
        </TitledSection>
      </div>

      <section aria-labelledby="tours-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <h2 id="tours-heading" className="text-2xl font-semibold text-slate-900">
          {m.tours_operator_tours({ name: merchant.business_name })}
        </h2>
        {merchant.tours.length === 0 ? (
          <p className="mt-3 text-slate-600">{m.tours_operator_no_tours()}</p>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {merchant.tours.map((tour) => (
              <li key={tour.id}>
                <TourCard tour={tour} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorPanel
      noindex
      notFoundTitle={m.tours_operator_not_found()}
      notFoundText={m.tours_operator_not_found_text()}
      failureText={m.tours_operator_failed()}
      linkTo="/tours"
      linkLabel={m.tours_operator_browse_all()}
    />
  );
}
