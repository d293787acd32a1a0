import type { GiftCardOrderWithCards } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Check, Copy, Mail } from 'lucide-react';
import { useState } from 'react';
import { formatPrice } from '~/lib/display';
import { expiryLabel } from './gift-card-format';

function CopyCodeButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard?.writeText(code).then(() => setCopied(true));
      }}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {copied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      <span aria-live="polite">{copied ? m.gifts_copied() : m.gifts_copy_code()}</span>
      <span className="sr-only">{code}</span>
    </button>
  );
}

/** The cards a paid order issued: each code, its balance, its expiry and where it was emailed. */
export function IssuedGiftCards({ result }: { result: GiftCardOrderWithCards }) {
  const { order, giftCards } = result;
  return (
    <ul className="space-y-3">
      {giftCards.map((card, index) => {
        const emailedTo = card.recipientEmail ?? order.buyerEmail;
        return (
          <li
            key={card.code}
            aria-label={m.gifts_card_n_of({ n: index + 1, total: giftCards.length })}
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-mono text-lg font-bold tracking-wider break-all text-slate-900">
                {card.code}
              </p>
              <CopyCodeButton code={card.code} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">{m.gifts_balance()}</dt>
              <dd className="font-semibold text-slate-900">{formatPrice(card.balance, { cents: true })}</dd>
              <dt className="text-slate-600">{m.gifts_expires()}</dt>
              <dd className="font-medium text-slate-900">{expiryLabel(card.expiresAt)}</dd>
              {card.recipientName && (
                <>
                  <dt className="text-slate-600">{m.gifts_for()}</dt>
                  <dd className="font-medium break-words text-slate-900">{card.recipientName}</dd>
                </>
              )}
            </dl>
            <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-600">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              <span>
                {m.gifts_emailed_to()}{' '}
                <span className="font-medium break-all text-slate-900">{emailedTo}</span>
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
