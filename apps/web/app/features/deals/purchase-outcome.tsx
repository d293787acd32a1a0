import { DEAL_MESSAGES } from '@belizepass/domain';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';

export type Closed = 'sold-out' | 'ended';

const CLOSED_TEXT: Record<Closed, string> = {
  'sold-out': DEAL_MESSAGES.soldOut,
  ended: DEAL_MESSAGES.ended,
};

/** Sold out or ended: nothing to buy, and a way onward. */
export function DealClosed({ reason }: { reason: Closed }) {
  return (
    <Banner
      title={CLOSED_TEXT[reason]}
      action={
        <ButtonLink to="/deals" size="sm">
          Browse All Deals
        </ButtonLink>
      }
    >
      {reason === 'sold-out'
        ? 'Every voucher of this deal has been bought. Other local deals are waiting.'
        : 'Vouchers of this deal can no longer be bought.'}
    </Banner>
  );
}
