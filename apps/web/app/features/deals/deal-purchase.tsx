import type { Deal } from '@belizepass/domain';
import type { SubmissionResult } from '@conform-to/react';
import { useState } from 'react';
import { type DealBuyer, DealOrderForm } from './deal-order-form';
import type { PendingOrder } from './deal-orders';
import { DealPayment } from './deal-payment';
import { type Closed, DealClosed } from './purchase-outcome';

/** What the deal page's action answers (features/deals/deal-purchase.server.ts). */
export type DealPurchaseAnswer =
  | { closed: Closed }
  | { step: 'form'; result: SubmissionResult<string[]> }
  | {
      step: 'pay';
      order: PendingOrder;
      attempt: string;
      /** The order form as it was sent (for "Change order"). */
      purchase?: SubmissionResult<string[]>;
      /** The card form's problems after a failed payment. */
      result?: SubmissionResult<string[]>;
      /** The bank asks the card holder to confirm the payment. */
      confirm?: { reference: string; message: string; key: string };
    };

/**
 * Buying a deal in two steps, each a post to the page's action: quantity and, for guests, name and
 * email (which create the order), then the card. Works without JavaScript.
 */
export function DealPurchase({
  deal,
  buyer,
  answer,
}: {
  deal: Deal;
  buyer: DealBuyer | null;
  answer?: DealPurchaseAnswer;
}) {
  // "Change order" goes back to the order form, with what was typed.
  const [editing, setEditing] = useState<DealPurchaseAnswer | undefined>(undefined);

  if (answer && 'closed' in answer) return <DealClosed reason={answer.closed} />;
  if (deal.remaining === 0) return <DealClosed reason="sold-out" />;

  if (answer?.step === 'pay' && editing !== answer) {
    return (
      <DealPayment
        deal={deal}
        order={answer.order}
        attempt={answer.attempt}
        lastResult={answer.result}
        confirm={answer.confirm}
        onChange={() => setEditing(answer)}
      />
    );
  }
  const lastResult =
    answer?.step === 'form' ? answer.result : answer?.step === 'pay' ? answer.purchase : undefined;
  return <DealOrderForm deal={deal} buyer={buyer} lastResult={lastResult} />;
}
