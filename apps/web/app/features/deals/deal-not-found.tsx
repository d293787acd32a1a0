import { DEAL_MESSAGES } from '@belizepass/domain';
import { RouteErrorPanel } from '~/components/ui/not-found-panel';

/** Route error boundary of a deal page: 'Deal Not Found' for a 404, else a retry hint. */
export function DealErrorBoundary() {
  return (
    <RouteErrorPanel
      noindex
      notFoundTitle={DEAL_MESSAGES.notFound}
      notFoundText="The deal you're looking for doesn't exist, has ended or is no longer available."
      failureText="We could not load this deal. Please try again in a moment."
      linkTo="/deals"
      linkLabel="Browse All Deals"
    />
  );
}
