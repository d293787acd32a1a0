import { DEAL_MESSAGES, PAYMENT_MESSAGES } from '@belizepass/domain';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { AuthClientError } from '~/features/auth/auth-client';

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

/**
 * How a failed order or payment call ends the purchase, if it does: sold out or ended; otherwise
 * null and the caller explains the failure.
 */
export function closedBy(error: unknown): Closed | null {
  if (!(error instanceof AuthClientError)) return null;
  if (error.status === 409 && error.code === 'DEAL_SOLD_OUT') return 'sold-out';
  if (error.status === 409 && error.code === 'DEAL_ENDED') return 'ended';
  if (error.status === 404 && error.code === 'DEAL_NOT_FOUND') return 'ended';
  return null;
}

export function failureText(error: unknown): string {
  if (error instanceof AuthClientError && error.status === 402) return PAYMENT_MESSAGES.failed;
  return error instanceof Error && error.message ? error.message : PAYMENT_MESSAGES.failed;
}
