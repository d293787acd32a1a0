import { type Deal, formatUsd } from '@belizepass/domain';
import { Info } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { AuthClientError } from '~/features/auth/auth-client';
import { type CardPayment, fieldErrors } from '~/features/booking/booking-api';
import { CardForm } from '~/features/booking/card-form';
import type { PendingOrder } from './deal-order-form';
import { type DealOrderWithVouchers, payDealOrder } from './deal-orders-api';
import { type Closed, closedBy, failureText } from './purchase-outcome';

const DEMO_NOTICE =
  'Demo payment: no money is charged. Use 4242 4242 4242 4242 with any future expiry and CVV; 4000 0000 0000 0002 is declined.';

/**
 * Step two of buying a deal: the order's summary and the card. Each payment attempt has its own
 * idempotency key, kept only to retry the same card after a network failure.
 */
export function DealPayment({
  deal,
  order,
  onChange,
  onPaid,
  onClosed,
}: {
  deal: Deal;
  order: PendingOrder;
  /** Back to the quantity and buyer details. */
  onChange: () => void;
  onPaid: (result: DealOrderWithVouchers) => void;
  onClosed: (reason: Closed) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useRef<{ key: string; card: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function pay(card: CardPayment) {
    setBusy(true);
    setFailure(null);
    const fingerprint = JSON.stringify(card);
    if (attempt.current?.card !== fingerprint)
      attempt.current = { key: crypto.randomUUID(), card: fingerprint };
    try {
      const paid = await payDealOrder(order.id, card, attempt.current.key);
      attempt.current = null;
      onPaid(paid);
      return undefined;
    } catch (error) {
      setBusy(false);
      if (error instanceof AuthClientError && error.fromServer) attempt.current = null;
      const closed = closedBy(error);
      if (closed) {
        onClosed(closed);
        return undefined;
      }
      if (error instanceof AuthClientError && error.status === 400 && error.details.length > 0) {
        return fieldErrors(error);
      }
      setFailure(failureText(error));
      return undefined;
    }
  }

  const plural = order.quantity === 1 ? 'voucher' : 'vouchers';
  return (
    <div className="space-y-5">
      <div className="rounded-lg bg-slate-50 p-4 text-sm">
        <h3 ref={heading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
          Your order
        </h3>
        <p className="mt-1 text-slate-700">
          {order.quantity} {plural} × {formatUsd(deal.price, { cents: true })} ={' '}
          <span className="font-semibold text-slate-900">{formatUsd(order.total, { cents: true })}</span>
        </p>
        <p className="text-slate-600">
          For {order.buyerName} ({order.buyerEmail})
        </p>
        <Button variant="ghost" size="sm" className="mt-2 -ml-3" onClick={onChange} disabled={busy}>
          Change order
        </Button>
      </div>
      <p
        role="note"
        className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900"
      >
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {DEMO_NOTICE}
      </p>
      {failure && <Banner>{failure}</Banner>}
      <div>
        <h3 className="mb-3 font-semibold text-slate-900">Card details</h3>
        <CardForm busy={busy} totalLabel={formatUsd(order.total, { cents: true })} onPay={pay} />
      </div>
    </div>
  );
}
