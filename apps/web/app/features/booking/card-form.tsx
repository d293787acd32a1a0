import { formatCardNumber, formatExpiry, formatMoney } from '@belizepass/domain';
import { intlLocale, m } from '@belizepass/domain/i18n';
import type { FieldMetadata } from '@conform-to/react';
import { CreditCard, Lock } from 'lucide-react';
import { InputField, SubmitButton } from '~/components/forms/form';
import { formatCharge } from '~/lib/display';

type Field = FieldMetadata<unknown>;

/** Reformats what was typed in place (the input stays uncontrolled, so the form posts as typed). */
const reformat = (format: (value: string) => string) => (event: React.ChangeEvent<HTMLInputElement>) => {
  const input = event.currentTarget;
  const next = format(input.value);
  if (next !== input.value) input.value = next;
};

/**
 * What the card is charged: always US dollars (decision 029), with the amount at the fixed peg in
 * BZ$ beside it, in the page's language, whatever currency the page shows prices in.
 */
export function ChargedInUsd({ cents, className = '' }: { cents: number; className?: string }) {
  return (
    <p className={`text-sm text-slate-700 ${className}`}>
      {m.currency_charged_in_usd({
        usd: formatCharge(cents, { cents: true }),
        bzd: formatMoney(cents, 'BZD', intlLocale()),
      })}
    </p>
  );
}

/**
 * The card fields of spec section 3 inside a Conform form checked with `cardFormSchema`: the card
 * number groups itself in fours (19 characters at most) and the expiry as MM/YY as they are typed;
 * without scripts the server does the same before checking. The submit button posts `intent=pay` and
 * names the amount charged, in US dollars, after a line that says so.
 */
export function CardFields({
  fields,
  totalCents,
}: {
  fields: { cardName: Field; cardNumber: Field; expiryDate: Field; cvv: Field; saveCard: Field };
  /** The amount the card is charged, in US cents. */
  totalCents: number;
}) {
  return (
    <div className="space-y-4">
      <InputField field={fields.cardName} label={m.booking_card_name()} autoComplete="cc-name" />
      <InputField
        field={fields.cardNumber}
        label={m.booking_card_number()}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 5678 9012 3456"
        maxLength={19}
        onChange={reformat(formatCardNumber)}
      />
      <div className="grid grid-cols-2 gap-4">
        <InputField
          field={fields.expiryDate}
          label={m.booking_card_expiry()}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={m.booking_card_expiry_placeholder()}
          maxLength={5}
          onChange={reformat(formatExpiry)}
        />
        <InputField
          field={fields.cvv}
          label={m.booking_card_cvv()}
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
        {m.booking_card_save()}
      </label>
      <ChargedInUsd cents={totalCents} />
      <SubmitButton busyLabel={m.booking_processing_payment()} name="intent" value="pay">
        <CreditCard aria-hidden="true" className="size-5" />
        {m.booking_pay_amount({ amount: formatCharge(totalCents, { cents: true }) })}
      </SubmitButton>
      <p className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
        <Lock aria-hidden="true" className="size-3.5" />
        {m.booking_card_kept_note()}
      </p>
    </div>
  );
}
