import { CATEGORIES } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Search } from 'lucide-react';
import { Form, Link } from 'react-router';
import { LISTING_PRESETS, listingHref, MAX_QUERY_LENGTH, readFilters } from './listing-params';

/** The listing of all tours with one filter set, e.g. a category's tours. */
export function toursHref(filter: Record<string, string>): string {
  const preset = LISTING_PRESETS[0]!;
  return listingHref(preset, { ...readFilters(new URLSearchParams(filter), preset), page: 1 });
}

/**
 * The home page's hero: tours first. One search box that lists tours on /tours (the same
 * typo-tolerant search; matching deals and gift cards are offered beside the results) and the tour
 * categories.
 */
export function HomeToursHero() {
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
      <div className="mx-auto max-w-5xl px-4 pt-24 pb-24 text-center sm:px-6 sm:pt-32 sm:pb-32 lg:px-8">
        <p className="inline-flex items-center rounded-full bg-white/15 px-4 py-1.5 text-sm font-medium text-white ring-1 ring-white/25">
          {m.wayfinding_home_badge()}
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {m.wayfinding_home_title()}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-brand-50 sm:text-xl">
          {m.wayfinding_home_lead()}
        </p>
        <search aria-label={m.wayfinding_home_search_landmark()}>
          <Form
            action="/tours"
            method="get"
            className="mx-auto mt-8 flex max-w-2xl flex-col gap-2 rounded-2xl bg-white p-2 shadow-2xl focus-within:ring-4 focus-within:ring-sun-400/70 sm:flex-row"
          >
            <label htmlFor="home-search" className="sr-only">
              {m.wayfinding_home_search()}
            </label>
            <div className="flex flex-1 items-center gap-2 px-3">
              <Search aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
              <input
                id="home-search"
                name="q"
                type="search"
                maxLength={MAX_QUERY_LENGTH}
                placeholder={m.wayfinding_home_search_placeholder()}
                className="min-h-12 w-full min-w-0 bg-transparent text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
              />
            </div>
            <button
              type="submit"
              className="min-h-12 rounded-xl bg-sun-400 px-6 font-semibold text-slate-900 transition hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {m.wayfinding_home_search()}
            </button>
          </Form>
        </search>
        <nav aria-label={m.wayfinding_home_categories()} className="mt-8">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:overflow-visible sm:px-0">
            {CATEGORIES.map((category) => (
              <li key={category.slug} className="shrink-0">
                <Link
                  to={toursHref({ category: category.slug })}
                  className="inline-flex min-h-11 items-center rounded-full bg-white/10 px-5 text-sm font-semibold text-white ring-1 ring-white/30 transition hover:bg-white hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sun-400"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
