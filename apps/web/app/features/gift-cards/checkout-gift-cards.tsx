import {
  type GiftCardQuote,
  giftCardBalanceRequestSchema,
  MAX_GIFT_CARDS_PER_PAYMENT,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Gift, X } from 'lucide-react';
import { useFetcher } from 'react-router';
import { InputField, useSchemaForm } from '~/components/forms/form';
import { Button } from '~/components/ui/button';
import { formatPrice } from '~/lib/display';

/** Gift cards applied to a payment: the full codes (sent when paying) and what they pay now. */
export interface AppliedGiftCards {
  codes: string[];
  quote: GiftCardQuote;
}

/** What the payment action answers to `apply` and `remove`. */
export interface GiftCardAnswer {
  intent: 'gift-cards';
  applied: AppliedGiftCards | null;
  result: SubmissionResult<string[]>;
  announcement: string;
}

/** The fetcher that applies and removes codes; the payment page reads its answers too. */
export const GIFT_CARDS_FETCHER = 'checkout-gift-cards';

const money = (cents: number) => formatPrice(cents, { cents: true });

/** The codes applied so far, posted with each gift card form and with the payment. */
export function AppliedCodes({ applied }: { applied: AppliedGiftCards | null }) {
  return applied?.codes.map((code) => <input key={code} type="hidden" name="giftCards" value={code} />);
}

/**
 * Gift card codes at checkout: each code is checked and priced by the server for this booking (in
 * the order added); the list shows what each card covers, and a card can be taken off again. The
 * forms post to the payment page's action: through a fetcher with JavaScript, as plain posts
 * without it (the page then renders again with the list).
 */
export function CheckoutGiftCards({
  total,
  applied,
  disabled,
  lastResult,
  announcement,
}: {
  total: number;
  applied: AppliedGiftCards | null;
  disabled: boolean;
  /** The answer of a post made without JavaScript. */
  lastResult?: SubmissionResult<string[]>;
  announcement?: string;
}) {
  const fetcher = useFetcher<GiftCardAnswer>({ key: GIFT_CARDS_FETCHER });
  const [form, fields] = useSchemaForm(giftCardBalanceRequestSchema, {
    id: 'gift-card-code',
    lastResult: fetcher.data?.result ?? lastResult,
  });
  const busy = fetcher.state !== 'idle';
  const codes = applied?.codes ?? [];
  const covered = applied ? total - applied.quote.remainder : 0;
  const full = codes.length >= MAX_GIFT_CARDS_PER_PAYMENT;
  const coversAll = applied !== null && applied.quote.remainder === 0;
  const error = fields.code.errors?.[0];

  const closedReason = coversAll
    ? m.gifts_cover_full()
    : full
      ? m.gifts_at_most_per_payment({ max: MAX_GIFT_CARDS_PER_PAYMENT })
      : null;

  return (
    <section
      aria-labelledby="gift-cards-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="gift-cards-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Gift aria-hidden="true" className="size-5 text-brand-600" />
        {m.gifts_heading()}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {m.gifts_checkout_intro({ max: MAX_GIFT_CARDS_PER_PAYMENT })}
      </p>
      <p className="sr-only" aria-live="polite">
        {fetcher.data?.announcement ?? announcement}
      </p>

      {applied && (
        <ul
          aria-label={m.gifts_applied_label()}
          className="mt-4 divide-y divide-slate-100 rounded-lg border border-slate-200"
        >
          {applied.quote.applied.map((card, index) => (
            <li key={codes[index] ?? card.code} className="flex items-center gap-3 px-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="font-mono text-sm font-semibold tracking-wider text-slate-900">{card.code}</p>
                <p className="text-sm text-slate-600">
                  {card.amount > 0
                    ? m.gifts_pays_left({ amount: money(card.amount), left: money(card.balanceAfter) })
                    : m.gifts_not_needed()}
                </p>
              </div>
              <fetcher.Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="index" value={index} />
                <input type="hidden" name="total" value={total} />
                <AppliedCodes applied={applied} />
                <Button
                  type="submit"
                  variant="ghost"
                  size="sm"
                  className="min-h-11 min-w-11"
                  disabled={busy || disabled}
                  aria-label={m.gifts_remove_label({ code: card.code })}
                >
                  <X aria-hidden="true" className="size-4" />
                  <span className="hidden sm:inline">{m.gifts_remove()}</span>
                </Button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      )}

      {closedReason ? (
        <>
          <p className="mt-4 text-sm font-medium text-slate-700">{closedReason}</p>
          {error && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </>
      ) : (
        <fetcher.Form
          method="post"
          {...getFormProps(form)}
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <input type="hidden" name="intent" value="apply" />
          <AppliedCodes applied={applied} />
          <InputField
            field={fields.code}
            label={m.gifts_code_label()}
            className="flex-1"
            placeholder={m.gifts_code_placeholder()}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            disabled={disabled}
          />
          <Button
            type="submit"
            variant="secondary"
            className="min-h-11 sm:mt-7"
            disabled={busy || disabled}
            aria-busy={busy || undefined}
          >
            {busy ? m.gifts_checking() : m.gifts_apply()}
          </Button>
        </fetcher.Form>
      )}

      {applied && (
        <dl className="mt-4 space-y-1 border-t border-slate-200 pt-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{m.gifts_cards_pay()}</dt>
            <dd className="font-medium text-slate-900">−{money(covered)}</dd>
          </div>
          <div className="flex justify-between gap-4 text-base">
            <dt className="font-semibold text-slate-900">{m.gifts_left_to_pay()}</dt>
            <dd className="font-bold text-slate-900">{money(applied.quote.remainder)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
