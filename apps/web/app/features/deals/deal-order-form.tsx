import {
  DEAL_MAX_QUANTITY_PER_ORDER,
  DEAL_MESSAGES,
  type Deal,
  dealOrderSchema,
  formatUsd,
  guestDealOrderSchema,
} from '@belizepass/domain';
import type { SubmissionResult } from '@conform-to/react';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { InputField, SchemaForm, SubmitButton, useSchemaForm } from '~/components/forms/form';
import { QuantityStepper } from '~/features/tours/quantity-stepper';

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
    <SchemaForm form={form} aria-label="Your order" className="space-y-5">
      <QuantityStepper
        id="deal-quantity"
        name={fields.quantity.name}
        label="Quantity"
        hint={
          deal.remaining <= DEAL_MAX_QUANTITY_PER_ORDER
            ? DEAL_MESSAGES.onlyLeft(deal.remaining)
            : `Up to ${DEAL_MAX_QUANTITY_PER_ORDER} vouchers per order`
        }
        unit="voucher"
        value={quantity}
        min={1}
        max={maxQuantity}
        onChange={setQuantity}
        error={fields.quantity.errors?.[0]}
      />
      <p className="flex items-baseline justify-between border-t border-slate-100 pt-4">
        <span className="font-medium text-slate-700">Total</span>
        <span className="text-xl font-bold text-slate-900">{formatUsd(total, { cents: true })}</span>
      </p>

      {buyer ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          Buying as <span className="font-medium text-slate-900">{buyer.name}</span> ({buyer.email}). Your
          vouchers are emailed there and kept in your account.
        </p>
      ) : (
        <fieldset className="space-y-4">
          <legend className="mb-2 font-semibold text-slate-900">Your details</legend>
          <InputField field={fields.buyerName} label="Your name" autoComplete="name" maxLength={120} />
          <InputField
            field={fields.buyerEmail}
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={200}
            hint="We email your vouchers here."
          />
        </fieldset>
      )}

      <SubmitButton busyLabel="Please wait…" name="intent" value="order">
        Continue to Payment
        <ArrowRight aria-hidden="true" className="size-5" />
      </SubmitButton>
    </SchemaForm>
  );
}
