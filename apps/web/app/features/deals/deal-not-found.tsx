import { DEAL_MESSAGES } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { RouteErrorPanel } from '~/components/ui/not-found-panel';

/** Route error boundary of a deal page: 'Deal Not Found' for a 404, else a retry hint. */
export function DealErrorBoundary() {
  return (
    <RouteErrorPanel
      noindex
      notFoundTitle={DEAL_MESSAGES.notFound}
      notFoundText={m.gifts_deal_not_found_text()}
      failureText={m.gifts_deal_load_failed()}
      linkTo="/deals"
      linkLabel={m.gifts_deal_browse_all()}
    />
  );
}
