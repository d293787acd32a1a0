import { MESSAGES } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { RouteErrorPanel } from '~/components/ui/not-found-panel';

/** Route error boundary of the pages about one tour: 'Tour Not Found' for a 404, else a retry hint. */
export function TourErrorBoundary({
  notFoundText,
  failureText,
}: {
  notFoundText: string;
  failureText: string;
}) {
  return (
    <RouteErrorPanel
      notFoundTitle={MESSAGES.tourNotFound}
      notFoundText={notFoundText}
      failureText={failureText}
      linkTo="/tours"
      linkLabel={m.tours_browse_all()}
    />
  );
}
