import { CARD_DEFAULTS, MESSAGES, type TourListItem, type TourListResponse } from '@belizepass/domain';
import { ArrowRight, BadgeCheck, HandHeart, Search, ShieldCheck, Store } from 'lucide-react';
import { data, Link } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';
import { TourCard } from '~/features/tours/tour-card';
import { absoluteUrl, scriptJson } from '~/features/tours/tour-structured-data';
import { getJson } from '~/lib/api';
import type { Route } from './+types/home';

/** The home page's category tabs (spec section 2.1: /categories/{id}). */
const CATEGORY_TABS = [
  { id: 'all', label: 'All' },
  { id: 'restaurants', label: 'Restaurants' },
  { id: 'hotels', label: 'Hotels' },
  { id: 'activities', label: 'Activities' },
  { id: 'wellness', label: 'Wellness' },
  { id: 'tours', label: 'Tours' },
  { id: 'services', label: 'Services' },
];

const PROMISES = [
  {
    Icon: HandHeart,
    title: 'Curated by Belizeans',
    text: 'Every tour comes from a local operator our team has reviewed and approved.',
  },
  {
    Icon: BadgeCheck,
    title: 'Local prices',
    text: 'Exclusive local prices on every tour, and no booking fee added at checkout.',
  },
  {
    Icon: ShieldCheck,
    title: 'Clear policies',
    text: 'Cancellation tiers, weather rules and refunds are written down before you book.',
  },
];

type TourResult = { tours: TourListItem[] } | { failed: true };

async function loadTours(
  apiFetch: Route.LoaderArgs['context']['apiFetch'],
  path: string,
): Promise<TourResult> {
  try {
    const { tours } = await getJson<TourListResponse>(apiFetch, path);
    return { tours };
  } catch {
    return { failed: true };
  }
}

const TRENDING_COUNT = 3;

/** The best-rated tours, preferring those not already shown among the featured ones. */
function pickTrending(featured: TourResult, topRated: TourResult): TourResult {
  if ('failed' in topRated) return topRated;
  const shown = new Set('failed' in featured ? [] : featured.tours.map((tour) => tour.id));
  const fresh = topRated.tours.filter((tour) => !shown.has(tour.id));
  const repeats = topRated.tours.filter((tour) => shown.has(tour.id));
  return { tours: [...fresh, ...repeats].slice(0, TRENDING_COUNT) };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const [featured, topRated] = await Promise.all([
    loadTours(context.apiFetch, '/api/tours?featured=true&limit=6'),
    loadTours(context.apiFetch, `/api/tours?sort=rating&limit=${TRENDING_COUNT * 3}`),
  ]);
  const failed = 'failed' in featured || 'failed' in topRated;
  // A page showing a failure must not be kept by the server's page cache.
  return data(
    { featured, trending: pickTrending(featured, topRated), origin: new URL(request.url).origin },
    failed ? { headers: { 'Cache-Control': 'no-store' } } : undefined,
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const DESCRIPTION =
  "Book Belize's best tours at exclusive local prices, curated by Belizeans: reef snorkelling, Maya temples, caves and jungle adventures.";

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

/** schema.org Organization and WebSite (with the tour search) for search engines. */
function JsonLd({ origin }: { origin: string }) {
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
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/tours?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: structured data with "<" escaped by scriptJson
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  );
}

function Hero() {
  return (
    <section className="relative isolate overflow-hidden bg-linear-to-br from-brand-900 via-brand-700 to-sea-500 text-white">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute -top-24 -right-24 size-96 rounded-full bg-sun-400/25 blur-3xl" />
        <div className="absolute -bottom-32 -left-20 size-[28rem] rounded-full bg-sea-500/40 blur-3xl" />
        <svg
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-16 w-full text-white sm:h-24"
          viewBox="0 0 1440 120"
          preserveAspectRatio="none"
          fill="currentColor"
        >
          <path d="M0 64c120 32 240 48 360 40s240-40 360-40 240 32 360 40 240-8 360-24v40H0z" />
        </svg>
      </div>
      <div className="mx-auto max-w-5xl px-4 pt-32 pb-28 text-center sm:px-6 sm:pt-40 sm:pb-36 lg:px-8">
        <p className="inline-flex items-center rounded-full bg-white/15 px-4 py-1.5 text-sm font-medium text-white ring-1 ring-white/25">
          Your pass to the real Belize
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          Discover Belize's Best Deals
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-brand-50 sm:text-xl">
          Tours at exclusive local prices, curated by Belizeans: from the barrier reef to ancient Maya
          temples.
        </p>
        <search>
          <form
            action="/tours"
            method="get"
            className="mx-auto mt-8 flex max-w-2xl flex-col gap-2 rounded-2xl bg-white p-2 shadow-2xl focus-within:ring-4 focus-within:ring-sun-400/70 sm:flex-row"
          >
            <label htmlFor="home-search" className="sr-only">
              Search tours and deals
            </label>
            <div className="flex flex-1 items-center gap-2 px-3">
              <Search aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
              <input
                id="home-search"
                name="q"
                type="search"
                required
                maxLength={100}
                placeholder="Snorkelling, cave tubing, Maya ruins..."
                className="min-h-12 w-full min-w-0 bg-transparent text-base text-slate-900 placeholder:text-slate-400 focus:outline-none"
              />
            </div>
            <button
              type="submit"
              className="min-h-12 rounded-xl bg-sun-400 px-6 font-semibold text-slate-900 transition hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              Find Deals
            </button>
          </form>
        </search>
        <nav aria-label="Categories" className="mt-8">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:overflow-visible sm:px-0">
            {CATEGORY_TABS.map((tab) => (
              <li key={tab.id} className="shrink-0">
                <Link
                  to={`/categories/${tab.id}`}
                  className="inline-flex min-h-11 items-center rounded-full bg-white/10 px-5 text-sm font-semibold text-white ring-1 ring-white/30 transition hover:bg-white hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sun-400"
                >
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}

function TourSection({
  id,
  title,
  subtitle,
  result,
  columns,
  emptyText,
}: {
  id: string;
  title: string;
  subtitle: string;
  result: TourResult;
  columns: string;
  emptyText: string;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h2>
          <p className="mt-2 text-slate-600">{subtitle}</p>
        </div>
        <Link
          to="/tours"
          className="inline-flex min-h-11 items-center gap-1 rounded-lg font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          View all tours
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <div className="mt-6">
        {'failed' in result ? (
          <Banner
            action={
              <Link to="/" className="font-semibold underline">
                Try again
              </Link>
            }
          >
            {MESSAGES.loadToursFailed}
          </Banner>
        ) : result.tours.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            {emptyText}
          </p>
        ) : (
          <ul className={`grid gap-6 ${columns}`}>
            {result.tours.map((tour) => (
              <li key={tour.id} className="grid">
                <TourCard tour={tour} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, trending, origin } = loaderData;
  const bothFailed = 'failed' in featured && 'failed' in trending;
  const leadTour = 'failed' in featured ? undefined : featured.tours[0];
  const shareImage = leadTour?.thumbnail ?? leadTour?.photos[0] ?? CARD_DEFAULTS.image;
  return (
    <>
      <PageMeta title="Discover Belize's Best Deals" description={DESCRIPTION} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="BelizePass" />
      <meta property="og:title" content="Discover Belize's Best Deals | BelizePass" />
      <meta property="og:description" content={DESCRIPTION} />
      <meta property="og:url" content={`${origin}/`} />
      <meta property="og:image" content={absoluteUrl(origin, shareImage)} />
      <meta name="twitter:card" content="summary_large_image" />
      <JsonLd origin={origin} />

      <Hero />

      <div className="space-y-16 py-12 sm:space-y-20 sm:py-16">
        <TourSection
          id="featured-deals"
          title="Featured Deals"
          subtitle="Hand-picked tours from trusted local operators."
          result={featured}
          columns="sm:grid-cols-2 lg:grid-cols-3"
          emptyText="No featured tours right now. Browse all tours to find your next adventure."
        />

        {/* When the catalogue is unreachable, one error message is enough. */}
        {!bothFailed && (
          <TourSection
            id="trending-deals"
            title="Trending Deals"
            subtitle="The tours travellers rate highest right now."
            result={trending}
            columns="sm:grid-cols-2 lg:grid-cols-3"
            emptyText="No rated tours yet. Browse all tours to find your next adventure."
          />
        )}

        <div className="mx-auto flex max-w-7xl flex-col justify-center gap-3 px-4 sm:flex-row sm:px-6 lg:px-8">
          <ButtonLink to="/deals/new" size="lg" className="min-h-12">
            See More Deals
          </ButtonLink>
          <ButtonLink to="/deals" variant="secondary" size="lg" className="min-h-12">
            Browse All Deals
          </ButtonLink>
        </div>

        <section aria-labelledby="why-belizepass" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="why-belizepass" className="sr-only">
            Why BelizePass
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {PROMISES.map(({ Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-slate-200 bg-white p-6">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-center">
            <Link
              to="/how-it-works"
              className="inline-flex min-h-11 items-center gap-1 rounded-lg font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              See how BelizePass works
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </section>

        <section aria-labelledby="list-your-deal" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="relative isolate overflow-hidden rounded-2xl bg-linear-to-r from-sea-500 to-brand-700 px-6 py-10 text-white sm:px-12 sm:py-14">
            <div
              aria-hidden="true"
              className="absolute -top-16 -right-16 -z-10 size-64 rounded-full bg-sun-400/30 blur-2xl"
            />
            <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
              <div className="max-w-2xl">
                <span className="flex size-12 items-center justify-center rounded-xl bg-white/15">
                  <Store aria-hidden="true" className="size-6" />
                </span>
                <h2 id="list-your-deal" className="mt-4 text-2xl font-bold sm:text-3xl">
                  Run a tour or business in Belize?
                </h2>
                <p className="mt-3 text-lg text-brand-50">
                  Reach travellers planning their trip. There is no upfront cost to join: you pay a commission
                  only when you sell.
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
