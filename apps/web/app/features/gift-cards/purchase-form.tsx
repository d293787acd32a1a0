import {
  clampGiftCardAmount,
  formatGiftCardTotal,
  formatUsd,
  GIFT_CARD_MAX_QUANTITY,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MIN_QUANTITY,
  type GiftCardProduct,
  giftCardPurchaseSchema,
  guestGiftCardPurchaseSchema,
} from '@belizepass/domain';
import type { SubmissionResult } from '@conform-to/react';
import { ArrowRight } from 'lucide-react';
import { useId, useState } from 'react';
import { FieldGroup } from '~/components/forms/field-group';
import { InputField, SchemaForm, SubmitButton, TextareaField, useSchemaForm } from '~/components/forms/form';
import { QuantityStepper } from '~/features/tours/quantity-stepper';
import { amountRange, unitCents } from './purchase-values';

/**
 * The purchase form of spec section 3: amount (cards with a range), quantity, the optional delivery
 * fields and, for guests, who is buying; checked with the shared purchase schema here and in the
 * route action. The amount is brought into the card's range when the field is left, and the total
 * follows it as it is typed.
 */
export function PurchaseForm({
  card,
  buyerEmail,
  lastResult,
}: {
  card: GiftCardProduct;
  /** The signed-in buyer's email; guests type theirs. */
  buyerEmail: string | null;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const quantityId = useId();
  const range = amountRange(card);
  const previous = lastResult?.initialValue;
  const [amount, setAmount] = useState(() => String(previous?.amount ?? range?.min ?? ''));
  const [quantity, setQuantity] = useState(() => Number(previous?.quantity ?? 1) || 1);
  const [messageLength, setMessageLength] = useState(() => String(previous?.message ?? '').length);
  const [form, fields] = useSchemaForm(buyerEmail ? giftCardPurchaseSchema : guestGiftCardPurchaseSchema, {
    id: 'gift-card-purchase',
    lastResult,
    defaultValue: { amount: range ? String(range.min) : undefined, quantity: '1' },
  });
  const total = formatGiftCardTotal(unitCents(card, amount), quantity);

  const clampAmount = (input: HTMLInputElement) => {
    if (!range) return;
    const next = String(clampGiftCardAmount(input.value, range.min, range.max));
    input.value = next;
    setAmount(next);
  };

  return (
    <SchemaForm form={form} aria-label="Buy this gift card" className="space-y-5">
      {range ? (
        <InputField
          field={fields.amount}
          label="Amount (US$)"
          type="number"
          inputMode="numeric"
          min={range.min}
          max={range.max}
          step={1}
          hint={`Whole dollars from ${formatUsd(range.min * 100)} to ${formatUsd(range.max * 100)}`}
          onChange={(event) => setAmount(event.currentTarget.value)}
          onBlur={(event) => clampAmount(event.currentTarget)}
        />
      ) : (
        <p className="flex items-baseline justify-between gap-4">
          <span className="text-sm font-medium text-slate-800">Card value</span>
          <span className="text-lg font-bold text-slate-900">{formatUsd(card.price ?? 0)}</span>
        </p>
      )}
      <QuantityStepper
        id={quantityId}
        name={fields.quantity.name}
        label="Quantity"
        hint={`${GIFT_CARD_MIN_QUANTITY} to ${GIFT_CARD_MAX_QUANTITY} cards, each with its own code`}
        unit="gift card"
        value={quantity}
        min={GIFT_CARD_MIN_QUANTITY}
        max={GIFT_CARD_MAX_QUANTITY}
        onChange={setQuantity}
      />
      {fields.quantity.errors && (
        <p className="text-sm font-medium text-red-700">{fields.quantity.errors[0]}</p>
      )}
      <p className="flex items-baseline justify-between gap-4 rounded-lg bg-slate-50 px-4 py-3">
        <span className="font-semibold text-slate-900">Total</span>
        <output aria-live="polite" className="text-2xl font-bold text-slate-900 tabular-nums">
          {total}
        </output>
      </p>

      <FieldGroup title="Delivery (optional)">
        <p className="text-sm text-slate-600">
          Leave these empty to receive the {quantity === 1 ? 'card' : 'cards'} yourself.
        </p>
        <InputField field={fields.recipientName} label="Recipient name" autoComplete="off" maxLength={120} />
        <InputField
          field={fields.recipientEmail}
          label="Recipient email"
          type="email"
          autoComplete="off"
          maxLength={200}
          hint="We email the gift card here; without it, to you."
        />
        <InputField field={fields.senderName} label="Sender name" autoComplete="name" maxLength={120} />
        <TextareaField
          field={fields.message}
          label="Personal message"
          rows={3}
          maxLength={GIFT_CARD_MESSAGE_MAX}
          hint={`${messageLength}/${GIFT_CARD_MESSAGE_MAX} characters`}
          onChange={(event) => setMessageLength(event.currentTarget.value.length)}
        />
      </FieldGroup>

      <FieldGroup title="Your details">
        {buyerEmail ? (
          <p className="text-sm text-slate-600">
            Your receipt goes to <span className="font-medium text-slate-900">{buyerEmail}</span>.
          </p>
        ) : (
          <>
            <InputField field={fields.buyerName} label="Your name" autoComplete="name" maxLength={120} />
            <InputField
              field={fields.buyerEmail}
              label="Your email"
              type="email"
              autoComplete="email"
              maxLength={200}
              hint="For your receipt, and the cards when there is no recipient email."
            />
          </>
        )}
      </FieldGroup>

      <SubmitButton busyLabel="Preparing your order…" name="intent" value="order">
        Continue to Payment
        <ArrowRight aria-hidden="true" className="size-5" />
      </SubmitButton>
    </SchemaForm>
  );
}
