import { belizeToday, DEAL_MESSAGES, formatLongDate, type VoucherStatus } from '@belizepass/domain';
import { CheckCircle2, Ticket } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { AuthClientError } from '~/features/auth/auth-client';
import { money, timestampText } from './booking-format';
import { isNetworkFailure } from './check-in-queue';
import { type CounterVoucher, lookUpVoucher, redeemVoucher } from './counter-api';
import { focusOnMount } from './focus-on-mount';
import { PANEL } from './merchant-styles';
import { type PillTone, StatusPill } from './status-pill';

const STATUS: Record<VoucherStatus, { label: string; tone: PillTone }> = {
  valid: { label: 'Valid', tone: 'green' },
  redeemed: { label: 'Redeemed', tone: 'blue' },
  expired: { label: 'Expired', tone: 'red' },
};

export const OFFLINE_COUNTER_MESSAGE =
  'Deal vouchers and gift cards are checked with BelizePass and cannot be saved offline. Try again when the connection returns.';

/** The last day a voucher is valid: it expires at the end of that day in Belize. */
const lastValidDay = (expiresAt: string) => formatLongDate(belizeToday(new Date(expiresAt)));

function statusNote(voucher: CounterVoucher): string | null {
  if (voucher.status === 'redeemed' && voucher.redeemedAt) {
    return DEAL_MESSAGES.alreadyRedeemed(new Date(voucher.redeemedAt));
  }
  if (voucher.status === 'expired') return DEAL_MESSAGES.expired(new Date(voucher.expiresAt));
  return null;
}

function RedeemedPanel({ voucher, onDone }: { voucher: CounterVoucher; onDone: () => void }) {
  return (
    <section aria-labelledby="voucher-redeemed" className={`${PANEL} text-center`}>
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-green-600" />
      <h2
        id="voucher-redeemed"
        ref={focusOnMount}
        tabIndex={-1}
        className="outline-none mt-3 text-2xl font-bold text-slate-900"
      >
        Redeemed
      </h2>
      <p className="mt-2 text-slate-700">
        {voucher.dealTitle} for {voucher.buyerName} (<span className="font-mono">{voucher.code}</span>) was
        redeemed{voucher.redeemedAt ? ` on ${timestampText(voucher.redeemedAt)}` : ''}.
      </p>
      {voucher.merchantNetCents !== null && (
        <p className="mt-1 text-slate-700">
          You are paid {money(voucher.merchantNetCents)} for it
          {voucher.commissionPercent !== null ? ` (after the ${voucher.commissionPercent}% commission)` : ''}.
        </p>
      )}
      <Button className="mt-6 min-h-11" onClick={onDone}>
        Check Another Code
      </Button>
    </section>
  );
}

/** A deal voucher at the counter: what it is and its state, and 'Redeem voucher' while it is valid. */
export function VoucherPanel({ voucher: found, onDone }: { voucher: CounterVoucher; onDone: () => void }) {
  const [voucher, setVoucher] = useState(found);
  const [redeemed, setRedeemed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function redeem() {
    setBusy(true);
    setFailure(null);
    try {
      setVoucher(await redeemVoucher(voucher.code));
      setRedeemed(true);
    } catch (error) {
      if (isNetworkFailure(error)) setFailure(`You appear to be offline. ${OFFLINE_COUNTER_MESSAGE}`);
      else if (error instanceof AuthClientError && error.status === 409) {
        // Redeemed at another counter meanwhile, or expired: show its state as it is now.
        setVoucher(await lookUpVoucher(voucher.code).catch(() => voucher));
        setFailure(error.message);
      } else {
        setFailure(error instanceof Error && error.message ? error.message : 'The voucher was not redeemed.');
      }
    } finally {
      setBusy(false);
    }
  }

  if (redeemed) return <RedeemedPanel voucher={voucher} onDone={onDone} />;

  const note = statusNote(voucher);
  const status = STATUS[voucher.status];
  const canRedeem = voucher.status === 'valid';
  return (
    <section aria-labelledby="voucher-found-title" className={`${PANEL} ring-1 ring-brand-100`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="voucher-found-title"
          ref={focusOnMount}
          tabIndex={-1}
          className="outline-none flex items-center gap-2 text-xl font-semibold text-slate-900"
        >
          <Ticket aria-hidden="true" className="size-6 text-brand-600" />
          Voucher Found
        </h2>
        <StatusPill tone={status.tone}>{status.label}</StatusPill>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="text-sm text-slate-500">Deal</dt>
          <dd className="font-semibold text-slate-900">{voucher.dealTitle}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Voucher code</dt>
          <dd className="font-mono font-semibold tracking-wider text-slate-900">{voucher.code}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Buyer</dt>
          <dd className="text-slate-900">{voucher.buyerName}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Price paid</dt>
          <dd className="font-semibold text-slate-900">{money(voucher.price)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Valid until</dt>
          <dd className="text-slate-900">{lastValidDay(voucher.expiresAt)}</dd>
        </div>
      </dl>
      {note && (
        <div className="mt-4">
          <Banner tone={voucher.status === 'redeemed' ? 'info' : 'error'}>{note}</Banner>
        </div>
      )}
      {failure && failure !== note && (
        <div className="mt-4">
          <Banner>{failure}</Banner>
        </div>
      )}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" className="min-h-11" onClick={onDone} disabled={busy}>
          {canRedeem ? 'Cancel' : 'Check Another Code'}
        </Button>
        {canRedeem && (
          <Button className="min-h-11" onClick={redeem} disabled={busy}>
            {busy && (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
            )}
            {busy ? 'Redeeming...' : 'Redeem voucher'}
          </Button>
        )}
      </div>
    </section>
  );
}
