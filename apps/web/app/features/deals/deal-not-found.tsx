import { DEAL_MESSAGES } from '@belizepass/domain';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPanel } from '~/components/ui/not-found-panel';

/** Route error boundary of a deal page: 'Deal Not Found' for a 404, else a retry hint. */
export function DealErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <meta name="robots" content="noindex" />
      <NotFoundPanel
        title={notFound ? DEAL_MESSAGES.notFound : 'Something went wrong'}
        text={
          notFound
            ? "The deal you're looking for doesn't exist, has ended or is no longer available."
            : 'We could not load this deal. Please try again in a moment.'
        }
        linkTo="/deals"
        linkLabel="Browse All Deals"
      />
    </>
  );
}
