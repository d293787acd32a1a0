import {
  clampGiftCardAmount,
  GIFT_CARD_MAX_QUANTITY,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MIN_QUANTITY,
  type GiftCardProduct,
  giftCardPurchaseSchema,
  giftCardTotalCents,
  guestGiftCardPurchaseSchema,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { ArrowRight } from 'lucide-react';
import { useId, useState } from 'react';
import { FieldGroup } from '~/components/forms/field-group';
import { InputField, SchemaForm, SubmitButton, TextareaField, useSchemaForm } from '~/components/forms/form';
import { QuantityStepper } from '~/features/tours/quantity-stepper';
import { formatPrice } from '~/lib/display';
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
  const total = formatPrice(giftCardTotalCents(unitCents(card, amount), quantity), { cents: true });

  const clampAmount = (input: HTMLInputElement) => {
    if (!range) return;
    const next = String(clampGiftCardAmount(input.value, range.min, range.max));
    input.value = next;
    setAmount(next);
  };

  return (
    <SchemaForm form={form} aria-label={m.gifts_buy_form_label()} className="space-y-5">
      {range ? (
        <InputField
          field={fields.amount}
          label={m.gifts_amount_label()}
          type="number"
          inputMode="numeric"
          min={range.min}
          max={range.max}
          step={1}
          hint={m.gifts_amount_hint({ min: formatPrice(range.min * 100), max: formatPrice(range.max * 100) })}
          onChange={(event) => setAmount(event.currentTarget.value)}
          onBlur={(event) => clampAmount(event.currentTarget)}
        />
      ) : (
        <p className="flex items-baseline justify-between gap-4">
          <span className="text-sm font-medium text-slate-800">{m.gifts_card_value()}</span>
          <span className="text-lg font-bold text-slate-900">{formatPrice(card.price ?? 0)}</span>
        </p>
      )}
      <QuantityStepper
        id={quantityId}
        name={fields.quantity.name}
        label={m.gifts_quantity()}
        hint={m.gifts_quantity_hint({ min: GIFT_CARD_MIN_QUANTITY, max: GIFT_CARD_MAX_QUANTITY })}
        unit={m.gifts_unit()}
        value={quantity}
        min={GIFT_CARD_MIN_QUANTITY}
        max={GIFT_CARD_MAX_QUANTITY}
        onChange={setQuantity}
      />
      {fields.quantity.errors && (
        <p className="text-sm font-medium text-red-700">{fields.quantity.errors[0]}</p>
      )}
      <p className="flex items-baseline justify-between gap-4 rounded-lg bg-slate-50 px-4 py-3">
        <span className="font-semibold text-slate-900">{m.gifts_total()}</span>
        <output aria-live="polite" className="text-2xl font-bold text-slate-900 tabular-nums">
          {total}
        </output>
      </p>

      <FieldGroup title={m.gifts_delivery()}>
        <p className="text-sm text-slate-600">{m.gifts_delivery_hint({ count: quantity })}</p>
        <InputField
          field={fields.recipientName}
          label={m.gifts_recipient_name()}
          autoComplete="off"
          maxLength={120}
        />
        <InputField
          field={fields.recipientEmail}
          label={m.gifts_recipient_email()}
          type="email"
          autoComplete="off"
          maxLength={200}
          hint={m.gifts_recipient_email_hint()}
        />
        <InputField
          field={fields.senderName}
          label={m.gifts_sender_name()}
          autoComplete="name"
          maxLength={120}
        />
        <TextareaField
          field={fields.message}
          label={m.gifts_personal_message()}
          rows={3}
          maxLength={GIFT_CARD_MESSAGE_MAX}
          hint={m.gifts_characters({ count: messageLength, max: GIFT_CARD_MESSAGE_MAX })}
          onChange={(event) => setMessageLength(event.currentTarget.value.length)}
        />
      </FieldGroup>

      <FieldGroup title={m.gifts_your_details()}>
        {buyerEmail ? (
          <p className="text-sm text-slate-600">
            {m.gifts_receipt_to_before()} <span className="font-medium text-slate-900">{buyerEmail}</span>
            {m.gifts_receipt_to_after()}
          </p>
        ) : (
          <>
            <InputField
              field={fields.buyerName}
              label={m.gifts_your_name()}
              autoComplete="name"
              maxLength={120}
            />
            <InputField
              field={fields.buyerEmail}
              label={m.gifts_your_email()}
              type="email"
              autoComplete="email"
              maxLength={200}
              hint={m.gifts_your_email_hint()}
            />
          </>
        )}
      </FieldGroup>

      <SubmitButton busyLabel={m.gifts_preparing_order()} name="intent" value="order">
        {m.gifts_continue_to_payment()}
        <ArrowRight aria-hidden="true" className="size-5" />
      </SubmitButton>
    </SchemaForm>
  );
}
