import { formatShortDate } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Gift } from 'lucide-react';
import { useId } from 'react';
import { formatPrice } from '~/lib/display';
import { CodeDetail } from './copyable-code';
import { Detail } from './detail';
import { GiftCardStatusPill } from './status-pill';
import type { MyGiftCard } from './stored-value';

function expiryText(card: MyGiftCard): string {
  if (!card.expiresAt) return m.gifts_never_expires();
  const date = formatShortDate(card.expiresAt);
  return card.status === 'expired' ? m.gifts_expired_on({ date }) : date;
}

function recipientText(card: MyGiftCard): string | null {
  const { recipientName: name, recipientEmail: email } = card;
  if (name && email) return `${name} (${email})`;
  return name ?? email;
}

/** How much of the loaded value is left, as a share for the bar under the balance. */
function leftPercent(card: MyGiftCard): number {
  if (card.initialAmount <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((card.balance / card.initialAmount) * 100)));
}

/** A gift card the user bought: balance of its loaded value, code, expiry, status and recipient. */
export function GiftCardItem({ card }: { card: MyGiftCard }) {
  const titleId = useId();
  const recipient = recipientText(card);
  const balance = formatPrice(card.balance, { cents: true });
  const initial = formatPrice(card.initialAmount, { cents: true });
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-4 py-5 sm:flex-row sm:gap-6">
      <div
        aria-hidden="true"
        className="flex h-28 w-full shrink-0 flex-col justify-between rounded-xl p-4 shadow-sm sm:w-48"
        style={{ backgroundColor: card.product.color, color: card.product.textColor }}
      >
        <Gift className="size-6 opacity-90" />
        <div>
          <p className="text-xs font-semibold">{m.gifts_balance()}</p>
          <p className="text-2xl font-bold">{balance}</p>
        </div>
      </div>
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {card.product.title}
          </h3>
          <GiftCardStatusPill status={card.status} />
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <CodeDetail code={card.code} label={m.gifts_gift_card_code_label()} />
          <Detail label={m.gifts_balance()}>
            <span className="font-semibold">{balance}</span> {m.gifts_balance_of({ initial })}
            <span aria-hidden="true" className="mt-1.5 block h-1.5 w-full max-w-48 rounded-full bg-slate-200">
              <span
                className="block h-full rounded-full bg-brand-600"
                style={{ width: `${leftPercent(card)}%` }}
              />
            </span>
          </Detail>
          <Detail label={m.gifts_expires()}>{expiryText(card)}</Detail>
          <Detail label={m.gifts_use_at()}>{card.usableAt}</Detail>
          {recipient && <Detail label={m.gifts_sent_to()}>{recipient}</Detail>}
        </dl>
      </div>
    </li>
  );
}
