import {
  CARD_DEFAULTS,
  LOCATIONS,
  MESSAGES,
  type TourListItem,
  type TourListResponse,
} from '@belizepass/domain';
import { m, pathInLocale } from '@belizepass/domain/i18n';
import { ArrowRight, BadgeCheck, Gift, HandHeart, MapPin, ShieldCheck, Store } from 'lucide-react';
import { Link } from 'react-router';
import { ArrowLink } from '~/components/ui/arrow-link';
import { ButtonLinks } from '~/components/ui/button';
import { type Feature, FeatureCards } from '~/components/ui/feature-cards';
import { IconBadge } from '~/components/ui/icon-badge';
import { JsonLd } from '~/components/ui/json-ld';
import { PageMeta } from '~/components/ui/page-title';
import { ShowcaseSection } from '~/components/ui/showcase-section';
import { TitledSection } from '~/components/ui/titled-section';
import { type CategoryCounts, DealCategoryLinks } from '~/features/deals/deal-category-links';
import { dealImage } from '~/features/deals/deal-price';
import { DealSection } from '~/features/deals/deal-section';
import { type DealSection as DealSectionData, loadDealSection } from '~/features/deals/deals-api';
import { useNow } from '~/features/deals/ends-in';
import { useFreshPageData } from '~/features/deals/use-fresh-page-data';
import { HomeToursHero, toursHref } from '~/features/tours/home-tours-hero';
import { TourCard } from '~/features/tours/tour-card';
import { absoluteUrl } from '~/features/tours/tour-structured-data';
import { type ApiClient, serverApi } from '~/lib/api-client';
import { display, localePrefix } from '~/lib/display';
import { cacheableUnless, loaderHeaders } from '~/lib/page';
import type { Route } from './+types/home';

/** What BelizePass promises, in the page's language. */
function promises(): Feature[] {
  return [
    { Icon: HandHeart, title: m.site_home_promise_curated(), text: m.site_home_promise_curated_text() },
    { Icon: BadgeCheck, title: m.site_home_promise_prices(), text: m.site_home_promise_prices_text() },
    { Icon: ShieldCheck, title: m.site_home_promise_vouchers(), text: m.site_home_promise_vouchers_text() },
  ];
}

const POPULAR_TOURS_COUNT = 3;

type TourResult = { tours: TourListItem[] } | { failed: true };

async function loadTours(api: ApiClient, filter: string): Promise<TourResult> {
  try {
    const { tours } = await api.get<TourListResponse>(`/api/tours?${filter}&limit=${POPULAR_TOURS_COUNT}`);
    return { tours };
  } catch {
    return { failed: true };
  }
}

async function loadCategoryCounts(api: ApiClient): Promise<CategoryCounts | null> {
  try {
    const { categories } = await api.get<{ categories: { id: string; count: number }[] }>(
      '/api/deals/categories',
    );
    return Object.fromEntries(categories.map((c) => [c.id, c.count]));
  } catch {
    return null;
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  const [tours, topRated, featured, trending, counts] = await Promise.all([
    loadTours(serverApi(context), 'featured=true'),
    loadTours(serverApi(context), 'topRated=true&sort=rating'),
    loadDealSection(serverApi(context), '/api/deals/featured'),
    loadDealSection(serverApi(context), '/api/deals/trending'),
    loadCategoryCounts(serverApi(context)),
  ]);
  const failed =
    'failed' in featured || 'failed' in trending || 'failed' in tours || 'failed' in topRated || !counts;
  return cacheableUnless(failed, {
    featured,
    trending,
    counts,
    tours,
    topRated,
    origin: context.publicUrl,
    renderedAt: Date.now(),
  });
}

export const headers = loaderHeaders;

/** Where the BelizePass team can be reached (the footer's contact block and business hours). */
const ORGANIZATION_CONTACT = {
  email: 'hello@belizepass.bz',
  telephone: '+501-223-4567',
  address: {
    '@type': 'PostalAddress',
    streetAddress: '35 Barrack Road',
    addressLocality: 'Belize City',
    addressCountry: 'BZ',
  },
};
const SOCIAL_PROFILES = [
  'https://www.facebook.com/belizepass',
  'https://www.instagram.com/belizepass',
  'https://x.com/belizepass',
  'https://www.youtube.com/@belizepass',
];

/** The home page's address in the page's language: `https://…/` or `https://…/es`. */
function homeUrl(origin: string): string {
  const path = pathInLocale('/', display().locale);
  return `${origin}${path}`;
}

/** schema.org Organization and WebSite (with the tour search) for search engines. */
function SiteJsonLd({ origin }: { origin: string }) {
  const home = homeUrl(origin);
  // One organization behind both languages' sites.
  const organization = `${origin}/#organization`;
  const description = m.site_home_description();
  const data = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organization,
        name: 'BelizePass',
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
        description,
        ...ORGANIZATION_CONTACT,
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer support',
          email: ORGANIZATION_CONTACT.email,
          telephone: ORGANIZATION_CONTACT.telephone,
          areaServed: 'BZ',
          availableLanguage: 'English',
          hoursAvailable: [
            {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
              opens: '08:00',
              closes: '18:00',
            },
            { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '09:00', closes: '17:00' },
          ],
        },
        sameAs: SOCIAL_PROFILES,
      },
      {
        '@type': 'WebSite',
        '@id': `${home}#website`,
        name: 'BelizePass',
        description,
        url: home,
        inLanguage: display().locale,
        publisher: { '@id': organization },
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${origin}${localePrefix()}/tours?q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
  return <JsonLd data={data} />;
}

function TourSection({
  id,
  result,
  title,
  subtitle,
  more,
  emptyText,
}: {
  id: string;
  result: TourResult;
  title: string;
  subtitle: string;
  more: { to: string; label: string };
  emptyText: string;
}) {
  const failed = 'failed' in result;
  return (
    <ShowcaseSection
      id={id}
      title={title}
      subtitle={subtitle}
      more={more}
      failedText={failed ? MESSAGES.loadToursFailed : undefined}
      emptyText={!failed && result.tours.length === 0 ? emptyText : undefined}
    >
      {!failed && (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {result.tours.map((tour) => (
            <li key={tour.id} className="grid">
              <TourCard tour={tour} />
            </li>
          ))}
        </ul>
      )}
    </ShowcaseSection>
  );
}

/** Links to each region's tours. */
function Regions() {
  return (
    <TitledSection
      id="tour-regions"
      title={m.wayfinding_home_regions()}
      className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8"
      titleClassName="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
    >
      <p className="mt-2 text-slate-600">{m.wayfinding_home_regions_lead()}</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {LOCATIONS.map((location) => (
          <li key={location.slug} className="grid">
            <Link
              to={toursHref({ location: location.slug })}
              className="flex min-h-14 items-center gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3 font-semibold text-slate-900 shadow-sm transition hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
              {location.name}
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** Gift cards keep their own section below the deals. */
function GiftCards() {
  return (
    <section aria-labelledby="home-gift-cards" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex items-start gap-4">
          <IconBadge icon={Gift} />
          <div>
            <h2 id="home-gift-cards" className="text-2xl font-bold text-slate-900">
              {m.wayfinding_home_gift_cards()}
            </h2>
            <p className="mt-1 text-slate-600">{m.wayfinding_home_gift_cards_text()}</p>
          </div>
        </div>
        <ButtonLinks
          className="flex shrink-0"
          links={[{ to: '/giftcards', label: m.wayfinding_home_gift_cards_cta(), variant: 'secondary' }]}
        />
      </div>
    </section>
  );
}

function shareImage(featured: DealSectionData): string {
  const lead = 'failed' in featured ? undefined : featured.deals[0];
  return lead ? dealImage(lead) : CARD_DEFAULTS.image;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  useFreshPageData();
  const { featured, trending, counts, tours, topRated, origin, renderedAt } = loaderData;
  const now = useNow(renderedAt);
  const bothFailed = 'failed' in featured && 'failed' in trending;
  const title = m.site_home_title();
  const description = m.site_home_description();
  return (
    <>
      <PageMeta title={title} description={description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="BelizePass" />
      <meta property="og:title" content={`${title} | BelizePass`} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={homeUrl(origin)} />
      <meta property="og:image" content={absoluteUrl(origin, shareImage(featured))} />
      <meta name="twitter:card" content="summary_large_image" />
      <SiteJsonLd origin={origin} />

      <HomeToursHero />

      <div className="space-y-16 py-12 sm:space-y-20 sm:py-16">
        <TourSection
          id="popular-tours"
          result={tours}
          title={m.site_home_popular_tours()}
          subtitle={m.site_home_popular_tours_lead()}
          more={{ to: '/tours', label: m.site_home_all_tours() }}
          emptyText={m.site_home_popular_tours_empty()}
        />
        <Regions />
        <TourSection
          id="top-rated-tours"
          result={topRated}
          title={m.wayfinding_home_top_rated()}
          subtitle={m.wayfinding_home_top_rated_lead()}
          more={{ to: '/tours/top', label: m.wayfinding_home_all_top_rated() }}
          emptyText={m.wayfinding_home_top_rated_empty()}
        />

        <DealCategoryLinks counts={counts} />
        <DealSection
          id="featured-deals"
          title={m.site_home_featured_deals()}
          subtitle={m.site_home_featured_deals_lead()}
          section={featured}
          now={now}
          emptyText={m.site_home_featured_deals_empty()}
        />

        {/* When the deals are unreachable, one error message is enough. */}
        {!bothFailed && (
          <DealSection
            id="trending-deals"
            title={m.site_home_trending_deals()}
            subtitle={m.site_home_trending_deals_lead()}
            section={trending}
            now={now}
            emptyText={m.site_home_trending_deals_empty()}
          />
        )}

        <ButtonLinks
          className="mx-auto flex max-w-7xl flex-col justify-center gap-3 px-4 sm:flex-row sm:px-6 lg:px-8"
          links={[
            { to: '/deals/new', label: m.site_home_more_deals() },
            { to: '/deals', label: m.site_home_all_deals(), variant: 'secondary' },
          ]}
        />

        <GiftCards />
        <TitledSection
          id="why-belizepass"
          title={m.site_home_why()}
          className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8"
          titleClassName="sr-only"
        >
          <FeatureCards items={promises()} className="md:grid-cols-3" />
          <p className="mt-6 text-center">
            <ArrowLink to="/how-it-works">{m.site_home_how_it_works()}</ArrowLink>
          </p>
        </TitledSection>

        <section aria-labelledby="list-your-deal" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="relative isolate overflow-hidden rounded-2xl bg-linear-to-r from-sea-500 to-brand-700 px-6 py-10 text-white sm:px-12 sm:py-14">
            <div
              aria-hidden="true"
              className="absolute -top-16 -right-16 -z-10 size-64 rounded-full bg-sun-400/30 blur-2xl"
            />
            <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
              <div className="max-w-2xl">
                <IconBadge icon={Store} tone="glass" />
                <h2 id="list-your-deal" className="mt-4 text-2xl font-bold sm:text-3xl">
                  {m.site_home_merchant_title()}
                </h2>
                <p className="mt-3 text-lg text-brand-50">{m.site_home_merchant_text()}</p>
              </div>
              <Link
                to="/merchant/register"
                className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-lg bg-white px-6 font-semibold text-brand-700 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {m.site_home_merchant_cta()}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
