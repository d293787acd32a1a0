import { cardFormSchema, type Deal } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { SchemaForm, useSchemaForm } from '~/components/forms/form';
import { Button, ButtonLink } from '~/components/ui/button';
import { useHydrated } from '~/components/ui/use-hydrated';
import { CardFields } from '~/features/booking/card-form';
import { ConfirmPayment } from '~/features/booking/confirm-payment';
import { DemoPaymentNotice } from '~/features/gift-cards/demo-payment-notice';
import { formatCharge } from '~/lib/display';
import type { PendingOrder } from './deal-orders';

/** The order is what the card is charged: in US dollars (the card form says so). */
const money = (cents: number) => formatCharge(cents, { cents: true });

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

  return (
    <div className="space-y-5">
      <div className="rounded-lg bg-slate-50 p-4 text-sm">
        <h3 ref={heading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
          {m.gifts_deal_your_order()}
        </h3>
        <p className="mt-1 text-slate-700">
          {m.gifts_deal_order_line({
            quantity: m.gifts_deal_vouchers_count({ count: order.quantity }),
            price: money(deal.price),
          })}{' '}
          <span className="font-semibold text-slate-900">{money(order.total)}</span>
        </p>
        <p className="text-slate-600">
          {m.gifts_deal_for_buyer({ name: order.buyerName, email: order.buyerEmail })}
        </p>
        {hydrated ? (
          <Button variant="ghost" size="sm" className="mt-2 -ml-3" onClick={onChange}>
            {m.gifts_deal_change_order()}
          </Button>
        ) : (
          <ButtonLink to={`/deals/${deal.id}`} variant="ghost" size="sm" className="mt-2 -ml-3">
            {m.gifts_deal_change_order()}
          </ButtonLink>
        )}
      </div>
      <DemoPaymentNotice />
      {confirm ? (
        <ConfirmPayment confirm={confirm}>
          <input type="hidden" name="orderId" value={order.id} />
        </ConfirmPayment>
      ) : (
        <div>
          <h3 className="mb-3 font-semibold text-slate-900">{m.gifts_deal_card_details()}</h3>
          <SchemaForm form={form} aria-label={m.gifts_deal_card_details()} className="space-y-4">
            <input type="hidden" name="orderId" value={order.id} />
            <input type="hidden" name="attempt" value={attempt} />
            <CardFields fields={fields} totalCents={order.total} />
          </SchemaForm>
        </div>
      )}
    </div>
  );
}
