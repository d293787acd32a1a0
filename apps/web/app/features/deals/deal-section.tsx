import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { DealGrid } from './deal-grid';
import { LOAD_DEALS_FAILED, type DealSection as SectionData } from './deals-api';

/** A titled group of deal cards on the home page, with its error and empty states. */
export function DealSection({
  id,
  title,
  subtitle,
  section,
  now,
  emptyText,
}: {
  id: string;
  title: string;
  subtitle: string;
  section: SectionData;
  now: number;
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
          to="/deals"
          className="inline-flex min-h-11 items-center gap-1 self-start rounded-lg font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600 sm:self-auto"
        >
          View all deals
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <div className="mt-6">
        {'failed' in section ? (
          <Banner
            action={
              <Link to="/" reloadDocument className="font-semibold underline">
                Try again
              </Link>
            }
          >
            {LOAD_DEALS_FAILED}
          </Banner>
        ) : section.deals.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            {emptyText}
          </p>
        ) : (
          <DealGrid deals={section.deals} now={now} />
        )}
      </div>
    </section>
  );
}
