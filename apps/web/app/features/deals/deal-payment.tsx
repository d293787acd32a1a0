import { cardFormSchema, type Deal, formatUsd } from '@belizepass/domain';
import type { SubmissionResult } from '@conform-to/react';
import { Info } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { SchemaForm, useSchemaForm } from '~/components/forms/form';
import { Button, ButtonLink } from '~/components/ui/button';
import { useHydrated } from '~/components/ui/use-hydrated';
import { CardFields } from '~/features/booking/card-form';
import { ConfirmPayment } from '~/features/booking/confirm-payment';
import type { PendingOrder } from './deal-orders';

const DEMO_NOTICE =
  'Demo payment: no money is charged. Use 4242 4242 4242 4242 with any future expiry and CVV; 4000 0000 0000 0002 is declined.';

/**
 * Step two of buying a deal: the order's summary and the card, posted to the page's action with the
 * order and its attempt token (retrying the same payment never charges twice).
 */
export function DealPayment({
  deal,
  order,
  attempt,
  lastResult,
  confirm,
  onChange,
}: {
  deal: Deal;
  order: PendingOrder;
  attempt: string;
  lastResult?: SubmissionResult<string[]>;
  /** The bank asks the card holder to confirm the payment. */
  confirm?: { reference: string; message: string; key: string };
  /** Back to the quantity and buyer details (with JavaScript; without, the deal page again). */
  onChange: () => void;
}) {
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  const [form, fields] = useSchemaForm(cardFormSchema, { id: `deal-payment-${order.id}`, lastResult });

  useEffect(() => {
    if (!lastResult) heading.current?.focus();
  }, [lastResult]);

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
        {hydrated ? (
          <Button variant="ghost" size="sm" className="mt-2 -ml-3" onClick={onChange}>
            Change order
          </Button>
        ) : (
          <ButtonLink to={`/deals/${deal.id}`} variant="ghost" size="sm" className="mt-2 -ml-3">
            Change order
          </ButtonLink>
        )}
      </div>
      <p
        role="note"
        className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900"
      >
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {DEMO_NOTICE}
      </p>
      {confirm ? (
        <ConfirmPayment confirm={confirm}>
          <input type="hidden" name="orderId" value={order.id} />
        </ConfirmPayment>
      ) : (
        <div>
          <h3 className="mb-3 font-semibold text-slate-900">Card details</h3>
          <SchemaForm form={form} aria-label="Card details" className="space-y-4">
            <input type="hidden" name="orderId" value={order.id} />
            <input type="hidden" name="attempt" value={attempt} />
            <CardFields fields={fields} totalLabel={formatUsd(order.total, { cents: true })} />
          </SchemaForm>
        </div>
      )}
    </div>
  );
}
