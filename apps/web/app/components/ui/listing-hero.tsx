import { m } from '@belizepass/domain/i18n';
import { Spinner } from './spinner';

/**
 * The coloured band at the top of a public listing (tours, deals): an optional eyebrow, the page's
 * <h1>, its lead, the search box and, while a search is on, what was searched for.
 */
export function ListingHero({
  eyebrow,
  heading,
  lead,
  query,
  children,
}: {
  eyebrow?: string;
  heading: string;
  lead: string;
  query: string;
  /** The search box. */
  children: React.ReactNode;
}) {
  return (
    <div className="bg-linear-to-br from-brand-700 to-sea-500 text-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-white/80 uppercase">{eyebrow}</p>}
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{heading}</h1>
        <p className="mt-2 max-w-2xl text-white/90">{lead}</p>
        <div className="mt-6 max-w-2xl">{children}</div>
        {query && (
          <p className="mt-3 text-sm text-white/90">
            {m.site_results_for()} <span className="font-semibold">“{query}”</span>
          </p>
        )}
      </div>
    </div>
  );
}

/** How many results a listing shows, announced as it changes, with a spinner while it loads. */
export function ResultsCount({
  text,
  loading,
  loadingLabel,
}: {
  text: string;
  loading: boolean;
  loadingLabel: string;
}) {
  return (
    <div className="flex min-h-10 items-center gap-3">
      <p className="font-medium text-slate-700" aria-live="polite" aria-atomic="true">
        {text}
      </p>
      {loading && <Spinner label={loadingLabel} className="size-5" />}
    </div>
  );
}
