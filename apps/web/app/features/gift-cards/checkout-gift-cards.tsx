import {
  formatUsd,
  type GiftCardQuote,
  giftCardCodeProblem,
  MAX_GIFT_CARDS_PER_PAYMENT,
  maskGiftCardCode,
  normalizeGiftCardCode,
} from '@belizepass/domain';
import { Gift, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { AuthClientError } from '~/features/auth/auth-client';

/** Gift cards applied to a payment: the full codes (sent when paying) and what they pay now. */
export interface AppliedGiftCards {
  codes: string[];
  quote: GiftCardQuote;
}

export type QuoteGiftCards = (codes: string[]) => Promise<GiftCardQuote>;

const money = (cents: number) => formatUsd(cents, { cents: true });

/** The API names the failing card as `giftCards.{index}`; say which card when it is not the new one. */
function quoteFailure(error: unknown, codes: string[], newIndex: number): string {
  if (!(error instanceof AuthClientError))
    return error instanceof Error ? error.message : 'Please try again.';
  const field = error.details[0]?.field ?? '';
  const index = Number(/^giftCards\.(\d+)$/.exec(field)?.[1] ?? newIndex);
  const message = error.details[0]?.message ?? error.message;
  return index !== newIndex && codes[index] ? `${maskGiftCardCode(codes[index])}: ${message}` : message;
}

/**
 * Gift card codes at checkout: each code is checked and priced by the server for this booking (in
 * the order added); the list shows what each card covers, and a card can be taken off again.
 */
export function CheckoutGiftCards({
  total,
  applied,
  disabled,
  quote,
  onChange,
}: {
  total: number;
  applied: AppliedGiftCards | null;
  disabled: boolean;
  quote: QuoteGiftCards;
  onChange: (applied: AppliedGiftCards | null) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const codes = applied?.codes ?? [];
  const covered = applied ? total - applied.quote.remainder : 0;
  const full = codes.length >= MAX_GIFT_CARDS_PER_PAYMENT;
  const coversAll = applied !== null && applied.quote.remainder === 0;

  async function apply(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || disabled) return;
    const input = event.currentTarget.querySelector<HTMLInputElement>('input[name="giftCardCode"]');
    const normalized = normalizeGiftCardCode(code);
    const problem =
      giftCardCodeProblem(code) ?? (codes.includes(normalized) ? 'This gift card is already applied.' : null);
    if (problem) {
      setError(problem);
      input?.focus();
      return;
    }
    const next = [...codes, normalized];
    setBusy(true);
    setError(null);
    try {
      const result = await quote(next);
      const added = result.applied[next.length - 1];
      onChange({ codes: next, quote: result });
      setCode('');
      setAnnouncement(
        `Gift card ${maskGiftCardCode(normalized)} applied: ${money(added?.amount ?? 0)}. Left to pay by card: ${money(result.remainder)}.`,
      );
    } catch (failure) {
      setError(quoteFailure(failure, next, next.length - 1));
      input?.focus();
    } finally {
      setBusy(false);
    }
  }

  async function remove(index: number) {
    if (busy || disabled) return;
    const next = codes.filter((_, i) => i !== index);
    const removed = maskGiftCardCode(codes[index] ?? '');
    setError(null);
    if (next.length === 0) {
      onChange(null);
      setAnnouncement(`Gift card ${removed} removed. Left to pay by card: ${money(total)}.`);
      return;
    }
    setBusy(true);
    try {
      const result = await quote(next);
      onChange({ codes: next, quote: result });
      setAnnouncement(`Gift card ${removed} removed. Left to pay by card: ${money(result.remainder)}.`);
    } catch (failure) {
      setError(quoteFailure(failure, next, -1));
    } finally {
      setBusy(false);
    }
  }

  const closedReason = coversAll
    ? 'Your gift cards cover the full total.'
    : full
      ? `At most ${MAX_GIFT_CARDS_PER_PAYMENT} gift cards per payment.`
      : null;

  return (
    <section
      aria-labelledby="gift-cards-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="gift-cards-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Gift aria-hidden="true" className="size-5 text-brand-600" />
        Gift cards
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Pay with up to {MAX_GIFT_CARDS_PER_PAYMENT} BelizePass or merchant gift cards, then the rest by card.
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      {applied && (
        <ul
          aria-label="Applied gift cards"
          className="mt-4 divide-y divide-slate-100 rounded-lg border border-slate-200"
        >
          {applied.quote.applied.map((card, index) => (
            <li key={codes[index] ?? card.code} className="flex items-center gap-3 px-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="font-mono text-sm font-semibold tracking-wider text-slate-900">{card.code}</p>
                <p className="text-sm text-slate-600">
                  {card.amount > 0
                    ? `Pays ${money(card.amount)} · ${money(card.balanceAfter)} left on the card`
                    : 'Not needed: the cards above cover the total'}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="min-h-11 min-w-11"
                disabled={busy || disabled}
                aria-label={`Remove gift card ${card.code}`}
                onClick={() => void remove(index)}
              >
                <X aria-hidden="true" className="size-4" />
                <span className="hidden sm:inline">Remove</span>
              </Button>
            </li>
          ))}
        </ul>
      )}

      {closedReason ? (
        <p className="mt-4 text-sm font-medium text-slate-700">{closedReason}</p>
      ) : (
        <form noValidate onSubmit={apply} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label="Gift card code"
            name="giftCardCode"
            className="flex-1"
            placeholder="BP-XXXX-XXXX-XXXX"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            disabled={disabled}
            value={code}
            error={error ?? undefined}
            onChange={(event) => {
              setCode(event.target.value);
              if (error) setError(null);
            }}
          />
          <Button
            type="submit"
            variant="secondary"
            className="min-h-11 sm:mt-7"
            disabled={busy || disabled}
            aria-busy={busy || undefined}
          >
            {busy ? 'Checking…' : 'Apply'}
          </Button>
        </form>
      )}
      {closedReason && error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}

      {applied && (
        <dl className="mt-4 space-y-1 border-t border-slate-200 pt-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Gift cards pay</dt>
            <dd className="font-medium text-slate-900">−{money(covered)}</dd>
          </div>
          <div className="flex justify-between gap-4 text-base">
            <dt className="font-semibold text-slate-900">Left to pay by card</dt>
            <dd className="font-bold text-slate-900">{money(applied.quote.remainder)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
