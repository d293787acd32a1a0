import {
  formatUsd,
  type GiftCardBalance,
  giftCardCodeProblem,
  normalizeGiftCardCode,
} from '@belizepass/domain';
import { WalletCards } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { useHydrated } from '~/components/ui/use-hydrated';
import { AuthClientError } from '~/features/auth/auth-client';
import { checkGiftCardBalance } from './gift-card-api';
import { expiryLabel } from './gift-card-format';
import { GiftCardStatusBadge } from './gift-card-status-badge';

export const RATE_LIMITED_MESSAGE =
  'Too many balance checks from your connection. Please wait a minute, then try again.';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'found'; balance: GiftCardBalance }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; title: string; message: string };

function outcomeOf(error: unknown): Outcome {
  if (error instanceof AuthClientError) {
    if (error.status === 429)
      return { kind: 'failed', title: 'Too many attempts', message: RATE_LIMITED_MESSAGE };
    if (error.status === 404) return { kind: 'invalid', message: error.message };
    if (error.status === 400) return { kind: 'invalid', message: error.details[0]?.message ?? error.message };
  }
  const message = error instanceof Error ? error.message : 'Please try again.';
  return { kind: 'failed', title: 'We could not check this gift card', message };
}

/** The public balance check: a code in, the masked code, balance, expiry and status out. */
export function BalanceCheck() {
  const hydrated = useHydrated();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const checking = outcome.kind === 'checking';

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    const input = event.currentTarget.querySelector<HTMLInputElement>('input[name="code"]');
    const problem = giftCardCodeProblem(code);
    if (problem) {
      setOutcome({ kind: 'invalid', message: problem });
      input?.focus();
      return;
    }
    setOutcome({ kind: 'checking' });
    try {
      setOutcome({ kind: 'found', balance: await checkGiftCardBalance(normalizeGiftCardCode(code)) });
    } catch (error) {
      const next = outcomeOf(error);
      setOutcome(next);
      if (next.kind === 'invalid') input?.focus();
    }
  }

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
              Check a balance
            </h2>
          </div>
          <p className="mt-3 text-slate-600">
            Enter the code from your gift card email to see what is left on it and until when it can be used.
          </p>
          <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-start">
            <TextField
              label="Gift card code"
              name="code"
              className="flex-1"
              placeholder="BP-XXXX-XXXX-XXXX"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={code}
              error={outcome.kind === 'invalid' ? outcome.message : undefined}
              onChange={(event) => {
                setCode(event.target.value);
                if (outcome.kind === 'invalid') setOutcome({ kind: 'idle' });
              }}
            />
            <Button
              type="submit"
              className="min-h-11 sm:mt-7"
              disabled={!hydrated || checking}
              aria-busy={checking || undefined}
            >
              {checking ? 'Checking…' : 'Check balance'}
            </Button>
          </form>
          <noscript>
            <p className="mt-3 text-sm text-slate-600">Checking a balance needs JavaScript turned on.</p>
          </noscript>
        </div>
        <div aria-live="polite">
          {outcome.kind === 'failed' && <Banner title={outcome.title}>{outcome.message}</Banner>}
          {outcome.kind === 'found' && <BalanceResult balance={outcome.balance} />}
        </div>
      </div>
    </section>
  );
}

function BalanceResult({ balance }: { balance: GiftCardBalance }) {
  return (
    <div
      role="status"
      aria-label="Gift card balance"
      className="rounded-xl border border-brand-100 bg-brand-50/60 p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono text-sm font-semibold tracking-wider text-slate-700">{balance.code}</p>
        <GiftCardStatusBadge status={balance.status} />
      </div>
      <p className="mt-3 text-sm text-slate-600">Balance</p>
      <p className="text-3xl font-bold text-slate-900">{formatUsd(balance.balance, { cents: true })}</p>
      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[7rem_1fr]">
        <dt className="text-slate-600">Expires</dt>
        <dd className="font-medium text-slate-900">{expiryLabel(balance.expiresAt)}</dd>
        <dt className="text-slate-600">Usable at</dt>
        <dd className="font-medium text-slate-900">{balance.usableAt}</dd>
      </dl>
    </div>
  );
}
