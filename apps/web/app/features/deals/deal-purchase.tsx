import type { Deal } from '@belizepass/domain';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Spinner } from '~/components/ui/spinner';
import { useHydrated } from '~/components/ui/use-hydrated';
import { useSession } from '~/features/auth/session';
import { type BuyerDetails, DealOrderForm, type PendingOrder } from './deal-order-form';
import type { DealOrderWithVouchers } from './deal-orders-api';
import { DealPayment } from './deal-payment';
import { type Closed, DealClosed } from './purchase-outcome';

/**
 * Buying a deal in two steps: quantity and, for guests, name and email (which create the order),
 * then the card. Shown once the page has hydrated and the session is known; the forms need scripts.
 */
export function DealPurchase({
  deal,
  onPaid,
}: {
  deal: Deal;
  onPaid: (result: DealOrderWithVouchers) => void;
}) {
  const hydrated = useHydrated();
  const { ready } = useSession();
  const { revalidate } = useRevalidator();
  const [buyer, setBuyer] = useState<BuyerDetails>({ quantity: 1, buyerName: '', buyerEmail: '' });
  const [order, setOrder] = useState<PendingOrder | null>(null);
  const [closed, setClosed] = useState<Closed | null>(null);

  if (closed || deal.remaining === 0) return <DealClosed reason={closed ?? 'sold-out'} />;

  if (!hydrated || !ready) {
    return (
      <div className="flex flex-col items-center gap-3 py-6 text-center text-sm text-slate-600">
        <noscript>Turn on JavaScript in your browser to buy this deal.</noscript>
        <Spinner label="Loading the purchase form" />
      </div>
    );
  }

  const close = (reason: Closed) => {
    setClosed(reason);
    if (reason === 'sold-out') void revalidate();
  };

  return order ? (
    <DealPayment deal={deal} order={order} onChange={() => setOrder(null)} onPaid={onPaid} onClosed={close} />
  ) : (
    <DealOrderForm
      deal={deal}
      details={buyer}
      onDetails={setBuyer}
      onOrdered={setOrder}
      onClosed={close}
      onStale={() => void revalidate()}
    />
  );
}
