import { m } from '@belizepass/domain/i18n';
import { SearchX } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from './button';
import { PageMeta } from './page-title';

/** The body of a "... Not Found" page: heading, explanation and one way onward. */
export function NotFoundPanel({
  title,
  text,
  linkTo,
  linkLabel,
}: {
  title: string;
  text: string;
  linkTo: string;
  linkLabel: string;
}) {
  return (
    <div className="mx-auto max-w-xl flex-1 px-4 py-20 text-center">
      <PageMeta title={title} />
      <SearchX aria-hidden="true" className="mx-auto size-12 text-slate-400" />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <ButtonLink to={linkTo} className="mt-8">
        {linkLabel}
      </ButtonLink>
    </div>
  );
}

/**
 * The route error boundary of a page about one thing: its "... Not Found" panel for a 404, else a
 * hint to try again; `noindex` keeps the error out of search engines.
 */
export function RouteErrorPanel({
  notFoundTitle,
  notFoundText,
  failureText,
  linkTo,
  linkLabel,
  noindex = false,
}: {
  notFoundTitle: string;
  notFoundText: string;
  failureText: string;
  linkTo: string;
  linkLabel: string;
  noindex?: boolean;
}) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      {noindex && <meta name="robots" content="noindex" />}
      <NotFoundPanel
        title={notFound ? notFoundTitle : m.site_something_went_wrong()}
        text={notFound ? notFoundText : failureText}
        linkTo={linkTo}
        linkLabel={linkLabel}
      />
    </>
  );
}
