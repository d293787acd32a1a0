import { m } from '@belizepass/domain/i18n';
import { Link } from 'react-router';
import { ArrowLink } from './arrow-link';
import { Banner } from './banner';

/**
 * A titled group of cards on the home page, with a link to the full list and its error and empty
 * states: `failedText` when the cards could not be loaded, `emptyText` when there are none.
 */
export function ShowcaseSection({
  id,
  title,
  subtitle,
  more,
  failedText,
  emptyText,
  children,
}: {
  id: string;
  title: string;
  subtitle: string;
  more: { to: string; label: string };
  failedText?: string;
  emptyText?: string;
  children?: React.ReactNode;
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
        <ArrowLink to={more.to} className="self-start sm:self-auto">
          {more.label}
        </ArrowLink>
      </div>
      <div className="mt-6">
        {failedText ? (
          <Banner
            action={
              <Link to="/" reloadDocument className="font-semibold underline">
                {m.site_try_again()}
              </Link>
            }
          >
            {failedText}
          </Banner>
        ) : emptyText ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            {emptyText}
          </p>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
