import {
  DEAL_MAX_QUANTITY_PER_ORDER,
  DEAL_MESSAGES,
  type Deal,
  dealOrderSchema,
  guestDealOrderSchema,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { InputField, SchemaForm, SubmitButton, useSchemaForm } from '~/components/forms/form';
import { QuantityStepper } from '~/features/tours/quantity-stepper';
import { formatPrice } from '~/lib/display';

/** Who is buying, when signed in (their vouchers are kept in their account). */
export interface DealBuyer {
  name: string;
  email: string;
}

/**
 * Step one of buying a deal: how many vouchers (1 to 10, never more than are left) and, when nobody
 * is signed in, the buyer's name and email, checked with the shared order schema. Continuing posts to
 * the page's action, which creates the order.
 */
export function DealOrderForm({
  deal,
  buyer,
  lastResult,
}: {
  deal: Deal;
  buyer: DealBuyer | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const maxQuantity = Math.max(1, Math.min(DEAL_MAX_QUANTITY_PER_ORDER, deal.remaining));
  const [quantity, setQuantity] = useState(() =>
    Math.min(maxQuantity, Number(lastResult?.initialValue?.quantity ?? 1) || 1),
  );
  const [form, fields] = useSchemaForm(buyer ? dealOrderSchema : guestDealOrderSchema, {
    id: 'deal-order',
    lastResult,
  });
  const total = deal.price * quantity;

  return (
    <SchemaForm form={form} aria-label={m.gifts_deal_your_order()} className="space-y-5">
      <QuantityStepper
        id="deal-quantity"
        name={fields.quantity.name}
        label={m.gifts_deal_quantity()}
        hint={
          deal.remaining <= DEAL_MAX_QUANTITY_PER_ORDER
            ? DEAL_MESSAGES.onlyLeft(deal.remaining)
            : m.gifts_deal_up_to_per_order({ max: DEAL_MAX_QUANTITY_PER_ORDER })
        }
        unit={m.gifts_deal_unit()}
        value={quantity}
        min={1}
        max={maxQuantity}
        onChange={setQuantity}
        error={fields.quantity.errors?.[0]}
      />
      <p className="flex items-baseline justify-between border-t border-slate-100 pt-4">
        <span className="font-medium text-slate-700">{m.gifts_deal_total()}</span>
        <span className="text-xl font-bold text-slate-900">{formatPrice(total, { cents: true })}</span>
      </p>

      {buyer ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          {m.gifts_deal_buying_as_before()} <span className="font-medium text-slate-900">{buyer.name}</span>{' '}
          {m.gifts_deal_buying_as_after({ email: buyer.email })}
        </p>
      ) : (
        <fieldset className="space-y-4">
          <legend className="mb-2 font-semibold text-slate-900">{m.gifts_deal_your_details()}</legend>
          <InputField
            field={fields.buyerName}
            label={m.gifts_deal_your_name()}
            autoComplete="name"
            maxLength={120}
          />
          <InputField
            field={fields.buyerEmail}
            label={m.gifts_deal_email()}
            type="email"
            autoComplete="email"
            maxLength={200}
            hint={m.gifts_deal_email_hint()}
          />
        </fieldset>
      )}

      <SubmitButton busyLabel={m.gifts_deal_please_wait()} name="intent" value="order">
        {m.gifts_deal_continue_to_payment()}
        <ArrowRight aria-hidden="true" className="size-5" />
      </SubmitButton>
    </SchemaForm>
  );
}
