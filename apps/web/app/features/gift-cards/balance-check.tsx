import type { GiftCardBalance } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { WalletCards } from 'lucide-react';
import { useFetcher } from 'react-router';
import { useDeferredSchemaForm } from '~/components/forms/deferred-schema-form';
import { InputField } from '~/components/forms/fields';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { formatPrice } from '~/lib/display';
import { expiryLabel } from './gift-card-format';
import { GiftCardStatusBadge } from './gift-card-status-badge';

/** What the /giftcards action answers (features/gift-cards/gift-card-catalogue.server.ts). */
export interface BalanceAnswer {
  balance: GiftCardBalance | null;
  failureTitle: string;
  result: SubmissionResult<string[]>;
}

/**
 * The public balance check: a code in, the masked code, balance, expiry and status out. It posts to
 * the /giftcards route action, through a fetcher with JavaScript and as a plain post without it.
 */
export function BalanceCheck({ answer }: { answer?: BalanceAnswer }) {
  const fetcher = useFetcher<BalanceAnswer>({ key: 'gift-card-balance' });
  const shown = fetcher.data ?? answer;
  // The schema (and zod) load when the visitor turns to the form, not with the page.
  const [form, fields] = useDeferredSchemaForm(
    () =>
      import('~/components/forms/deferred-schemas').then((schemas) => schemas.giftCardBalanceRequestSchema),
    {
      id: 'gift-card-balance',
      lastResult: shown?.result,
    },
  );
  const checking = fetcher.state !== 'idle';
  const failure = form.errors?.join(' ');

  return (
    <section
      id="balance"
      aria-labelledby="balance-heading"
      className="scroll-mt-40 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <div>
          <div className="flex items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <WalletCards aria-hidden="true" className="size-6" />
            </span>
            <h2 id="balance-heading" className="text-2xl font-bold text-slate-900">
              {m.gifts_check_balance_heading()}
            </h2>
          </div>
          <p className="mt-3 text-slate-600">{m.gifts_check_balance_intro()}</p>
          <fetcher.Form
            method="post"
            action="/giftcards#balance"
            {...getFormProps(form)}
            className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-start"
          >
            <input type="hidden" name="intent" value="balance" />
            <InputField
              field={fields.code}
              label={m.gifts_code_label()}
              className="flex-1"
              placeholder={m.gifts_code_placeholder()}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
            />
            <Button
              type="submit"
              className="min-h-11 sm:mt-7"
              disabled={checking}
              aria-busy={checking || undefined}
            >
              {checking ? m.gifts_checking() : m.gifts_check_balance_button()}
            </Button>
          </fetcher.Form>
        </div>
        <div aria-live="polite">
          {failure && <Banner title={shown?.failureTitle || undefined}>{failure}</Banner>}
          {shown?.balance && <BalanceResult balance={shown.balance} />}
        </div>
      </div>
    </section>
  );
}

function BalanceResult({ balance }: { balance: GiftCardBalance }) {
  return (
    <div
      role="status"
      aria-label={m.gifts_balance_label()}
      className="rounded-xl border border-brand-100 bg-brand-50/60 p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono text-sm font-semibold tracking-wider text-slate-700">{balance.code}</p>
        <GiftCardStatusBadge status={balance.status} />
      </div>
      <p className="mt-3 text-sm text-slate-600">{m.gifts_balance()}</p>
      <p className="text-3xl font-bold text-slate-900">{formatPrice(balance.balance, { cents: true })}</p>
      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[7rem_1fr]">
        <dt className="text-slate-600">{m.gifts_expires()}</dt>
        <dd className="font-medium text-slate-900">{expiryLabel(balance.expiresAt)}</dd>
        <dt className="text-slate-600">{m.gifts_usable_at()}</dt>
        <dd className="font-medium text-slate-900">{balance.usableAt}</dd>
      </dl>
    </div>
  );
}
