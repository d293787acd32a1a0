import { formatShortDate, GIFT_CARD_MESSAGES, type GiftCardStatus } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Gift } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { TextField } from '~/components/ui/field';
import { money } from './booking-format';
import { DonePanel, Facts, FoundPanel } from './console-ui';
import { BusyButton, CounterForm, StartOverLink } from './counter-form';
import type { CounterGiftCard, GiftCardRedemption } from './counter-steps';
import { type PillTone, StatusPill } from './status-pill';

const STATUS: Record<GiftCardStatus, { label: () => string; tone: PillTone }> = {
  active: { label: () => m.operations_gift_card_active(), tone: 'green' },
  empty: { label: () => m.operations_gift_card_empty(), tone: 'slate' },
  expired: { label: () => m.operations_gift_card_expired(), tone: 'red' },
};

/** Why this merchant cannot take the card, in the API's words. */
function notUsableReason(card: CounterGiftCard): string {
  if (card.status === 'expired' && card.expiresAt) return GIFT_CARD_MESSAGES.expired(card.expiresAt);
  if (card.status === 'empty') return GIFT_CARD_MESSAGES.empty;
  return GIFT_CARD_MESSAGES.onlyAt(card.usableAt);
}

export function GiftCardRedeemedPanel({
  redemption,
  onDone,
}: {
  redemption: GiftCardRedemption;
  onDone: () => void;
}) {
  return (
    <DonePanel
      id="gift-card-redeemed"
      title={m.operations_gift_card_redeemed()}
      action={m.operations_check_another_code()}
      onDone={onDone}
    >
      <p className="mt-2 text-slate-700">
        {m.operations_gift_card_taken_before({ amount: money(redemption.amountRedeemed) })}{' '}
        <span className="font-mono">{redemption.code}</span>
        {m.operations_gift_card_taken_after()}
      </p>
      <p className="mt-1 text-lg font-semibold text-slate-900">
        {m.operations_new_balance({ amount: money(redemption.balanceAfter) })}
      </p>
    </DonePanel>
  );
}

/**
 * A gift card at the counter: its balance and expiry, and an amount to take off it in person when
 * this merchant may (pass cards, or the merchant's own cards).
 */
export function GiftCardPanel({
  card,
  code,
  amount,
  amountError,
  failure,
  busy,
  onRedeem,
  onDone,
}: {
  card: CounterGiftCard;
  /** The full code as entered; the card view only carries it masked. */
  code: string;
  /** The amount typed last time (kept when the form is shown again). */
  amount?: string;
  amountError?: string;
  failure?: string;
  busy: boolean;
  onRedeem: (amount: string) => void;
  onDone: () => void;
}) {
  const [error, setError] = useState(amountError);
  const form = useRef<HTMLDivElement>(null);
  useEffect(() => {
    setError(amountError);
    if (amountError) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [amountError]);

  const status = STATUS[card.status];
  return (
    <FoundPanel
      id="gift-card-found-title"
      title={m.operations_gift_card_found()}
      icon={Gift}
      status={<StatusPill tone={status.tone}>{status.label()}</StatusPill>}
    >
      <Facts
        items={[
          { label: m.operations_card(), value: card.title, strong: true, wide: true },
          { label: m.operations_code(), value: card.code, code: true },
          { label: m.operations_balance(), value: money(card.balance), big: true },
          {
            label: m.operations_expires(),
            value: card.expiresAt ? formatShortDate(card.expiresAt) : card.validityPeriod,
          },
          { label: m.operations_usable_at(), value: card.usableAt },
          ...(card.recipientName ? [{ label: m.operations_recipient(), value: card.recipientName }] : []),
        ]}
      />
      {failure && (
        <div className="mt-4">
          <Banner>{failure}</Banner>
        </div>
      )}
      {card.usableHere ? (
        <div ref={form}>
          <CounterForm
            intent="redeem-gift-card"
            onSubmit={(data) => onRedeem(String(data.get('amount') ?? ''))}
            className="mt-5 border-t border-slate-200 pt-5"
          >
            <input type="hidden" name="code" value={code} />
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <TextField
                label={m.operations_amount_to_redeem()}
                name="amount"
                className="flex-1"
                inputMode="decimal"
                autoComplete="off"
                placeholder="25.00"
                defaultValue={amount}
                onChange={() => setError(undefined)}
                error={error}
                hint={m.operations_up_to({ amount: money(card.balance) })}
                disabled={busy}
              />
              <div className="flex flex-col-reverse gap-3 sm:mt-7 sm:flex-row">
                <StartOverLink onStartOver={onDone} disabled={busy}>
                  {m.operations_cancel()}
                </StartOverLink>
                <BusyButton busy={busy} busyLabel={m.operations_redeeming()}>
                  {m.operations_redeem_amount()}
                </BusyButton>
              </div>
            </div>
          </CounterForm>
        </div>
      ) : (
        <>
          <div className="mt-4">
            <Banner>{notUsableReason(card)}</Banner>
          </div>
          <div className="mt-5 flex justify-end">
            <StartOverLink onStartOver={onDone}>{m.operations_check_another_code()}</StartOverLink>
          </div>
        </>
      )}
    </FoundPanel>
  );
}
