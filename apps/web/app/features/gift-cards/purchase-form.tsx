import {
  clampGiftCardAmount,
  formatGiftCardTotal,
  formatUsd,
  GIFT_CARD_MAX_QUANTITY,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MIN_QUANTITY,
  type GiftCardProduct,
} from '@belizepass/domain';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { TextAreaField, TextField } from '~/components/ui/field';
import { useHydrated } from '~/components/ui/use-hydrated';
import { QuantityStepper } from '~/features/tours/quantity-stepper';
import {
  amountRange,
  type PurchaseErrors,
  type PurchaseField,
  type PurchaseValues,
  unitCents,
} from './purchase-values';

function FieldGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4 border-t border-slate-200 pt-5">
      <legend className="float-left mb-1 w-full text-base font-semibold text-slate-900">{title}</legend>
      <div className="clear-left space-y-4">{children}</div>
    </fieldset>
  );
}

/**
 * The purchase form of spec section 3: amount (cards with a range), quantity, the optional delivery
 * fields and, for guests, who is buying. The total follows the clamped amount as it is typed.
 */
export function PurchaseForm({
  card,
  values,
  errors,
  failure,
  busy,
  buyerEmail,
  onChange,
  onSubmit,
}: {
  card: GiftCardProduct;
  values: PurchaseValues;
  errors: PurchaseErrors;
  failure: string | null;
  busy: boolean;
  /** The signed-in buyer's email; guests type theirs. */
  buyerEmail: string | null;
  onChange: <K extends PurchaseField>(field: K, value: PurchaseValues[K]) => void;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  const hydrated = useHydrated();
  const quantityId = useId();
  const range = amountRange(card);
  const unit = unitCents(card, values.amount);
  const total = formatGiftCardTotal(unit, values.quantity);

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Buy this gift card" className="space-y-5">
      {failure && <Banner title="This purchase can't go ahead">{failure}</Banner>}
      {range ? (
        <div>
          <TextField
            label="Amount (US$)"
            name="amount"
            type="number"
            inputMode="numeric"
            min={range.min}
            max={range.max}
            step={1}
            value={values.amount}
            error={errors.amount}
            hint={`Whole dollars from ${formatUsd(range.min * 100)} to ${formatUsd(range.max * 100)}`}
            onChange={(event) => onChange('amount', event.target.value)}
            onBlur={() =>
              onChange('amount', String(clampGiftCardAmount(values.amount, range.min, range.max)))
            }
          />
        </div>
      ) : (
        <p className="flex items-baseline justify-between gap-4">
          <span className="text-sm font-medium text-slate-800">Card value</span>
          <span className="text-lg font-bold text-slate-900">{formatUsd(card.price ?? 0)}</span>
        </p>
      )}
      <QuantityStepper
        id={quantityId}
        name="quantity"
        label="Quantity"
        hint={`${GIFT_CARD_MIN_QUANTITY} to ${GIFT_CARD_MAX_QUANTITY} cards, each with its own code`}
        unit="gift card"
        value={values.quantity}
        min={GIFT_CARD_MIN_QUANTITY}
        max={GIFT_CARD_MAX_QUANTITY}
        onChange={(quantity) => onChange('quantity', quantity)}
      />
      <p className="flex items-baseline justify-between gap-4 rounded-lg bg-slate-50 px-4 py-3">
        <span className="font-semibold text-slate-900">Total</span>
        <output aria-live="polite" className="text-2xl font-bold text-slate-900 tabular-nums">
          {total}
        </output>
      </p>

      <FieldGroup title="Delivery (optional)">
        <p className="text-sm text-slate-600">
          Leave these empty to receive the {values.quantity === 1 ? 'card' : 'cards'} yourself.
        </p>
        <TextField
          label="Recipient name"
          name="recipientName"
          autoComplete="off"
          maxLength={120}
          value={values.recipientName}
          error={errors.recipientName}
          onChange={(event) => onChange('recipientName', event.target.value)}
        />
        <TextField
          label="Recipient email"
          name="recipientEmail"
          type="email"
          autoComplete="off"
          maxLength={200}
          value={values.recipientEmail}
          error={errors.recipientEmail}
          hint="We email the gift card here; without it, to you."
          onChange={(event) => onChange('recipientEmail', event.target.value)}
        />
        <TextField
          label="Sender name"
          name="senderName"
          autoComplete="name"
          maxLength={120}
          value={values.senderName}
          error={errors.senderName}
          onChange={(event) => onChange('senderName', event.target.value)}
        />
        <TextAreaField
          label="Personal message"
          name="message"
          rows={3}
          maxLength={GIFT_CARD_MESSAGE_MAX}
          value={values.message}
          error={errors.message}
          hint={`${values.message.length}/${GIFT_CARD_MESSAGE_MAX} characters`}
          onChange={(event) => onChange('message', event.target.value)}
        />
      </FieldGroup>

      <FieldGroup title="Your details">
        {buyerEmail ? (
          <p className="text-sm text-slate-600">
            Your receipt goes to <span className="font-medium text-slate-900">{buyerEmail}</span>.
          </p>
        ) : (
          <>
            <TextField
              label="Your name"
              name="buyerName"
              autoComplete="name"
              maxLength={120}
              value={values.buyerName}
              error={errors.buyerName}
              onChange={(event) => onChange('buyerName', event.target.value)}
            />
            <TextField
              label="Your email"
              name="buyerEmail"
              type="email"
              autoComplete="email"
              maxLength={200}
              value={values.buyerEmail}
              error={errors.buyerEmail}
              hint="For your receipt, and the cards when there is no recipient email."
              onChange={(event) => onChange('buyerEmail', event.target.value)}
            />
          </>
        )}
      </FieldGroup>

      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!hydrated || busy}
        aria-busy={busy || undefined}
      >
        {busy ? (
          'Preparing your order…'
        ) : (
          <>
            Continue to Payment
            <ArrowRight aria-hidden="true" className="size-5" />
          </>
        )}
      </Button>
    </form>
  );
}
