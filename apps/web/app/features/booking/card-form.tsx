import {
  type CardForm as CardFields,
  cardFormProblems,
  formatCardNumber,
  formatExpiry,
} from '@belizepass/domain';
import { CreditCard, Lock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import type { CardPayment } from './booking-api';

type Errors = Partial<Record<keyof CardFields, string>>;

function thisMonth() {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/**
 * The payment form of spec section 3: the card number groups itself in fours (19 characters at
 * most) and the expiry as MM/YY; every message is the shared card rules'. `onPay` resolves to the
 * server's field problems, if any.
 */
export function CardForm({
  totalLabel,
  busy,
  onPay,
}: {
  totalLabel: string;
  busy: boolean;
  onPay: (card: CardPayment) => Promise<Errors | undefined>;
}) {
  const [card, setCard] = useState<CardPayment>({
    cardName: '',
    cardNumber: '',
    expiryDate: '',
    cvv: '',
    saveCard: false,
  });
  const [errors, setErrors] = useState<Errors>({});

  const update = (field: keyof CardFields, value: string) => {
    setCard((c) => ({ ...c, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problems = cardFormProblems(card, thisMonth());
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const fromServer = await onPay(card);
    if (fromServer) setErrors(fromServer);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Card details">
      <TextField
        label="Cardholder name"
        name="cardName"
        autoComplete="cc-name"
        value={card.cardName}
        error={errors.cardName}
        onChange={(e) => update('cardName', e.target.value)}
      />
      <TextField
        label="Card number"
        name="cardNumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 5678 9012 3456"
        maxLength={19}
        value={card.cardNumber}
        error={errors.cardNumber}
        onChange={(e) => update('cardNumber', formatCardNumber(e.target.value))}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Expiry date"
          name="expiryDate"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          maxLength={5}
          value={card.expiryDate}
          error={errors.expiryDate}
          onChange={(e) => update('expiryDate', formatExpiry(e.target.value))}
        />
        <TextField
          label="CVV"
          name="cvv"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          maxLength={4}
          value={card.cvv}
          error={errors.cvv}
          onChange={(e) => update('cvv', e.target.value.replace(/\D/g, '').slice(0, 4))}
        />
      </div>
      <label className="flex items-center gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          name="saveCard"
          checked={card.saveCard}
          onChange={(e) => setCard((c) => ({ ...c, saveCard: e.target.checked }))}
          className="size-5 rounded border-slate-300 accent-brand-600"
        />
        Save card for future bookings
      </label>
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? (
          'Processing payment…'
        ) : (
          <>
            <CreditCard aria-hidden="true" className="size-5" />
            Pay {totalLabel}
          </>
        )}
      </Button>
      <p className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
        <Lock aria-hidden="true" className="size-3.5" />
        Only the card brand and last four digits are kept.
      </p>
    </form>
  );
}
