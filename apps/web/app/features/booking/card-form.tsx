import { formatCardNumber, formatExpiry } from '@belizepass/domain';
import type { FieldMetadata } from '@conform-to/react';
import { CreditCard, Lock } from 'lucide-react';
import { InputField, SubmitButton } from '~/components/forms/form';

type Field = FieldMetadata<unknown>;

/** Reformats what was typed in place (the input stays uncontrolled, so the form posts as typed). */
const reformat = (format: (value: string) => string) => (event: React.ChangeEvent<HTMLInputElement>) => {
  const input = event.currentTarget;
  const next = format(input.value);
  if (next !== input.value) input.value = next;
};

/**
 * The card fields of spec section 3 inside a Conform form checked with `cardFormSchema`: the card
 * number groups itself in fours (19 characters at most) and the expiry as MM/YY as they are typed;
 * without scripts the server does the same before checking. The submit button posts `intent=pay`.
 */
export function CardFields({
  fields,
  totalLabel,
}: {
  fields: { cardName: Field; cardNumber: Field; expiryDate: Field; cvv: Field; saveCard: Field };
  totalLabel: string;
}) {
  return (
    <div className="space-y-4">
      <InputField field={fields.cardName} label="Cardholder name" autoComplete="cc-name" />
      <InputField
        field={fields.cardNumber}
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 5678 9012 3456"
        maxLength={19}
        onChange={reformat(formatCardNumber)}
      />
      <div className="grid grid-cols-2 gap-4">
        <InputField
          field={fields.expiryDate}
          label="Expiry date"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          maxLength={5}
          onChange={reformat(formatExpiry)}
        />
        <InputField
          field={fields.cvv}
          label="CVV"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          maxLength={4}
          onChange={reformat((value) => value.replace(/\D/g, '').slice(0, 4))}
        />
      </div>
      <label className="flex items-center gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          name={fields.saveCard.name}
          value="on"
          className="size-5 rounded border-slate-300 accent-brand-600"
        />
        Save card for future bookings
      </label>
      <SubmitButton busyLabel="Processing payment…" name="intent" value="pay">
        <CreditCard aria-hidden="true" className="size-5" />
        Pay {totalLabel}
      </SubmitButton>
      <p className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
        <Lock aria-hidden="true" className="size-3.5" />
        Only the card brand and last four digits are kept.
      </p>
    </div>
  );
}
