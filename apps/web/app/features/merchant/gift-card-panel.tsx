import {
  dollarsToCents,
  formatShortDate,
  GIFT_CARD_MESSAGES,
  type GiftCardStatus,
  merchantGiftCardRedeemSchema,
} from '@belizepass/domain';
import { CheckCircle2, Gift } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { AuthClientError } from '~/features/auth/auth-client';
import { money } from './booking-format';
import { isNetworkFailure } from './check-in-queue';
import { type CounterGiftCard, type GiftCardRedemption, redeemGiftCard } from './counter-api';
import { focusOnMount } from './focus-on-mount';
import { PANEL } from './merchant-styles';
import { type PillTone, StatusPill } from './status-pill';
import { OFFLINE_COUNTER_MESSAGE } from './voucher-panel';

const STATUS: Record<GiftCardStatus, { label: string; tone: PillTone }> = {
  active: { label: 'Active', tone: 'green' },
  empty: { label: 'No balance', tone: 'slate' },
  expired: { label: 'Expired', tone: 'red' },
};

/** Why this merchant cannot take the card, in the API's words. */
function notUsableReason(card: CounterGiftCard): string {
  if (card.status === 'expired' && card.expiresAt) return GIFT_CARD_MESSAGES.expired(card.expiresAt);
  if (card.status === 'empty') return GIFT_CARD_MESSAGES.empty;
  return GIFT_CARD_MESSAGES.onlyAt(card.usableAt);
}

/** The typed amount in cents, or the message of what is wrong with it (the API's own rules first). */
function checkAmount(
  text: string,
  code: string,
  balanceCents: number,
): { cents: number } | { error: string } {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (trimmed && !/^\d+(\.\d{1,2})?$/.test(trimmed))
    return { error: 'Enter an amount in dollars, like 25.00' };
  const parsed = merchantGiftCardRedeemSchema.safeParse({
    code,
    amount: trimmed ? dollarsToCents(Number(trimmed)) : undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues.find((i) => i.path[0] === 'amount') ?? parsed.error.issues[0];
    return { error: issue?.message ?? 'Amount is required' };
  }
  if (parsed.data.amount > balanceCents) return { error: GIFT_CARD_MESSAGES.insufficient(balanceCents) };
  return { cents: parsed.data.amount };
}

function RedeemedPanel({ redemption, onDone }: { redemption: GiftCardRedemption; onDone: () => void }) {
  return (
    <section aria-labelledby="gift-card-redeemed" className={`${PANEL} text-center`}>
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-green-600" />
      <h2
        id="gift-card-redeemed"
        ref={focusOnMount}
        tabIndex={-1}
        className="outline-none mt-3 text-2xl font-bold text-slate-900"
      >
        Gift Card Redeemed
      </h2>
      <p className="mt-2 text-slate-700">
        {money(redemption.amountRedeemed)} was taken off gift card{' '}
        <span className="font-mono">{redemption.code}</span>.
      </p>
      <p className="mt-1 text-lg font-semibold text-slate-900">
        New balance: {money(redemption.balanceAfter)}
      </p>
      <Button className="mt-6 min-h-11" onClick={onDone}>
        Check Another Code
      </Button>
    </section>
  );
}

/**
 * A gift card at the counter: its balance and expiry, and an amount to take off it in person when
 * this merchant may (pass cards, or the merchant's own cards).
 */
export function GiftCardPanel({
  card,
  code,
  onDone,
}: {
  card: CounterGiftCard;
  /** The full code as entered; the card view only carries it masked. */
  code: string;
  onDone: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [redemption, setRedemption] = useState<GiftCardRedemption | null>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (amountError) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [amountError]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = checkAmount(amount, code, card.balance);
    if ('error' in checked) {
      setAmountError(checked.error);
      return;
    }
    setBusy(true);
    try {
      setRedemption(await redeemGiftCard(code, checked.cents));
    } catch (error) {
      if (isNetworkFailure(error)) setFailure(`You appear to be offline. ${OFFLINE_COUNTER_MESSAGE}`);
      else if (error instanceof AuthClientError && error.code === 'INSUFFICIENT_BALANCE') {
        setAmountError(error.message);
      } else {
        setFailure(
          error instanceof Error && error.message ? error.message : 'The gift card was not redeemed.',
        );
      }
    } finally {
      setBusy(false);
    }
  }

  if (redemption) return <RedeemedPanel redemption={redemption} onDone={onDone} />;

  const status = STATUS[card.status];
  return (
    <section aria-labelledby="gift-card-found-title" className={`${PANEL} ring-1 ring-brand-100`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="gift-card-found-title"
          ref={focusOnMount}
          tabIndex={-1}
          className="flex items-center gap-2 text-xl font-semibold text-slate-900 outline-none"
        >
          <Gift aria-hidden="true" className="size-6 text-brand-600" />
          Gift Card Found
        </h2>
        <StatusPill tone={status.tone}>{status.label}</StatusPill>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="text-sm text-slate-500">Card</dt>
          <dd className="font-semibold text-slate-900">{card.title}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Code</dt>
          <dd className="font-mono font-semibold tracking-wider text-slate-900">{card.code}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Balance</dt>
          <dd className="text-lg font-semibold text-slate-900">{money(card.balance)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Expires</dt>
          <dd className="text-slate-900">
            {card.expiresAt ? formatShortDate(card.expiresAt) : card.validityPeriod}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Usable at</dt>
          <dd className="text-slate-900">{card.usableAt}</dd>
        </div>
        {card.recipientName && (
          <div>
            <dt className="text-sm text-slate-500">Recipient</dt>
            <dd className="text-slate-900">{card.recipientName}</dd>
          </div>
        )}
      </dl>
      {failure && (
        <div className="mt-4">
          <Banner>{failure}</Banner>
        </div>
      )}
      {card.usableHere ? (
        <form ref={form} noValidate onSubmit={submit} className="mt-5 border-t border-slate-200 pt-5">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <TextField
              label="Amount to redeem (USD)"
              className="flex-1"
              inputMode="decimal"
              autoComplete="off"
              placeholder="25.00"
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value);
                setAmountError(null);
              }}
              error={amountError ?? undefined}
              hint={`Up to ${money(card.balance)}`}
              disabled={busy}
            />
            <div className="flex flex-col-reverse gap-3 sm:mt-7 sm:flex-row">
              <Button variant="secondary" className="min-h-11" onClick={onDone} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" className="min-h-11" disabled={busy}>
                {busy && (
                  <span
                    aria-hidden="true"
                    className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                  />
                )}
                {busy ? 'Redeeming...' : 'Redeem amount'}
              </Button>
            </div>
          </div>
        </form>
      ) : (
        <>
          <div className="mt-4">
            <Banner>{notUsableReason(card)}</Banner>
          </div>
          <div className="mt-5 flex justify-end">
            <Button variant="secondary" className="min-h-11" onClick={onDone}>
              Check Another Code
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
