import { DEAL_MESSAGES } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';

export type Closed = 'sold-out' | 'ended';

/** Read when shown: the domain's messages follow the page's language. */
const closedTitle = (reason: Closed) => (reason === 'sold-out' ? DEAL_MESSAGES.soldOut : DEAL_MESSAGES.ended);

/** Sold out or ended: nothing to buy, and a way onward. */
export function DealClosed({ reason }: { reason: Closed }) {
  return (
    <Banner
      title={closedTitle(reason)}
      action={
        <ButtonLink to="/deals" size="sm">
          {m.gifts_deal_browse_all()}
        </ButtonLink>
      }
    >
      {reason === 'sold-out' ? m.gifts_deal_closed_sold_out_text() : m.gifts_deal_closed_ended_text()}
    </Banner>
  );
}
