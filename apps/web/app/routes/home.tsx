import { CARD_DEFAULTS, MESSAGES, type TourListItem, type TourListResponse } from '@belizepass/domain';
import { ArrowRight, BadgeCheck, HandHeart, ShieldCheck, Store } from 'lucide-react';
import { Link } from 'react-router';
import { ArrowLink } from '~/components/ui/arrow-link';
import { ButtonLinks } from '~/components/ui/button';
import { FeatureCards } from '~/components/ui/feature-cards';
import { IconBadge } from '~/components/ui/icon-badge';
import { JsonLd } from '~/components/ui/json-ld';
import { PageMeta } from '~/components/ui/page-title';
import { ShowcaseSection } from '~/components/ui/showcase-section';
import { TitledSection } from '~/components/ui/titled-section';
import { dealImage } from '~/features/deals/deal-price';
import { DealSection } from '~/features/deals/deal-section';
import { type DealSection as DealSectionData, loadDealSection } from '~/features/deals/deals-api';
import { useNow } from '~/features/deals/ends-in';
import { type CategoryCounts, HomeHero } from '~/features/deals/home-hero';
import { useFreshPageData } from '~/features/deals/use-fresh-page-data';
import { TourCard } from '~/features/tours/tour-card';
import { absoluteUrl } from '~/features/tours/tour-structured-data';
import { type ApiClient, serverApi } from '~/lib/api-client';
import { cacheableUnless, loaderHeaders } from '~/lib/page';
import type { Route } from './+types/home';

const PROMISES = [
  {
    Icon: HandHeart,
    title: 'Curated by Belizeans',
    text: 'Every deal and tour comes from a local business our team has reviewed and approved.',
  },
  {
    Icon: BadgeCheck,
    title: 'Local prices',
    text: 'Real savings on the usual price, and no booking fee added at checkout.',
  },
  {
    Icon: ShieldCheck,
    title: 'Simple vouchers',
    text: 'Pay securely online, get your voucher code and QR by email, and show it to the merchant.',
  },
];

const POPULAR_TOURS_COUNT = 3;

type TourResult = { tours: TourListItem[] } | { failed: true };

async function loadTours(api: ApiClient): Promise<TourResult> {
  try {
    const { tours } = await api.get<TourListResponse>(
      `/api/tours?featured=true&limit=${POPULAR_TOURS_COUNT}`,
    );
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

export async function loader({ context, request }: Route.LoaderArgs) {
  const [featured, trending, counts, tours] = await Promise.all([
    loadDealSection(serverApi(context), '/api/deals/featured'),
    loadDealSection(serverApi(context), '/api/deals/trending'),
    loadCategoryCounts(serverApi(context)),
    loadTours(serverApi(context)),
  ]);
  const failed = 'failed' in featured || 'failed' in trending || !counts || 'failed' in tours;
  return cacheableUnless(failed, {
    featured,
    trending,
    counts,
    tours,
    origin: new URL(request.url).origin,
    renderedAt: Date.now(),
  });
}

export const headers = loaderHeaders;

const DESCRIPTION =
  "Belize's best deals from local restaurants, hotels, spas and tour operators, and tours at exclusive local prices, curated by Belizeans.";

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

/** schema.org Organization and WebSite (with the deal search) for search engines. */
function SiteJsonLd({ origin }: { origin: string }) {
  const home = `${origin}/`;
  const data = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${home}#organization`,
        name: 'BelizePass',
        url: home,
        logo: `${origin}/favicon.svg`,
        description: DESCRIPTION,
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
        description: DESCRIPTION,
        url: home,
        publisher: { '@id': `${home}#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/deals?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
  return <JsonLd data={data} />;
}

function PopularTours({ result }: { result: TourResult }) {
  const failed = 'failed' in result;
  return (
    <ShowcaseSection
      id="popular-tours"
      title="Popular Tours"
      subtitle="Book a date with a licensed local operator at exclusive prices."
      more={{ to: '/tours', label: 'View all tours' }}
      failedText={failed ? MESSAGES.loadToursFailed : undefined}
      emptyText={
        !failed && result.tours.length === 0
          ? 'No popular tours right now. Browse all tours to find your next adventure.'
          : undefined
      }
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

function shareImage(featured: DealSectionData): string {
  const lead = 'failed' in featured ? undefined : featured.deals[0];
  return lead ? dealImage(lead) : CARD_DEFAULTS.image;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  useFreshPageData();
  const { featured, trending, counts, tours, origin, renderedAt } = loaderData;
  const now = useNow(renderedAt);
  const bothFailed = 'failed' in featured && 'failed' in trending;
  return (
    <>
      <PageMeta title="Discover Belize's Best Deals" description={DESCRIPTION} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="BelizePass" />
      <meta property="og:title" content="Discover Belize's Best Deals | BelizePass" />
      <meta property="og:description" content={DESCRIPTION} />
      <meta property="og:url" content={`${origin}/`} />
      <meta property="og:image" content={absoluteUrl(origin, shareImage(featured))} />
      <meta name="twitter:card" content="summary_large_image" />
      <SiteJsonLd origin={origin} />

      <HomeHero counts={counts} />

      <div className="space-y-16 py-12 sm:space-y-20 sm:py-16">
        <DealSection
          id="featured-deals"
          title="Featured Deals"
          subtitle="Hand-picked offers from trusted Belizean businesses."
          section={featured}
          now={now}
          emptyText="No featured deals right now. Browse all deals to find your next treat."
        />

        {/* When the deals are unreachable, one error message is enough. */}
        {!bothFailed && (
          <DealSection
            id="trending-deals"
            title="Trending Deals"
            subtitle="The deals travellers bought most over the last two weeks."
            section={trending}
            now={now}
            emptyText="No trending deals yet. Browse all deals to find your next treat."
          />
        )}

        <ButtonLinks
          className="mx-auto flex max-w-7xl flex-col justify-center gap-3 px-4 sm:flex-row sm:px-6 lg:px-8"
          links={[
            { to: '/deals/new', label: 'See More Deals' },
            { to: '/deals', label: 'Browse All Deals', variant: 'secondary' },
          ]}
        />

        <PopularTours result={tours} />
        <TitledSection
          id="why-belizepass"
          title="Why BelizePass"
          className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8"
          titleClassName="sr-only"
        >
          <FeatureCards items={PROMISES} className="md:grid-cols-3" />
          <p className="mt-6 text-center">
            <ArrowLink to="/how-it-works">See how BelizePass works</ArrowLink>
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
                  Run a business in Belize?
                </h2>
                <p className="mt-3 text-lg text-brand-50">
                  Offer a deal to travellers planning their trip. There is no upfront cost to join: you pay a
                  commission only when you sell a voucher.
                </p>
              </div>
              <Link
                to="/merchant/register"
                className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-lg bg-white px-6 font-semibold text-brand-700 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                List Your Deal
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
