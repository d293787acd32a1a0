import { MESSAGES } from '@belizepass/domain';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPanel } from '~/components/ui/not-found-panel';

/** Route error boundary of the pages about one tour: 'Tour Not Found' for a 404, else a retry hint. */
export function TourErrorBoundary({
  notFoundText,
  failureText,
}: {
  notFoundText: string;
  failureText: string;
}) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <NotFoundPanel
      title={notFound ? MESSAGES.tourNotFound : 'Something went wrong'}
      text={notFound ? notFoundText : failureText}
      linkTo="/tours"
      linkLabel="Browse all tours"
    />
  );
}
