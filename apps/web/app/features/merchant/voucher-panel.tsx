import { belizeToday, DEAL_MESSAGES, formatLongDate, type VoucherStatus } from '@belizepass/domain';
import { Ticket } from 'lucide-react';
import { Banner } from '~/components/ui/banner';
import { money, timestampText } from './booking-format';
import { DonePanel, Facts, FoundPanel } from './console-ui';
import { BusyButton, CounterForm, StartOverLink } from './counter-form';
import type { CounterVoucher } from './counter-steps';
import { type PillTone, StatusPill } from './status-pill';

const STATUS: Record<VoucherStatus, { label: string; tone: PillTone }> = {
  valid: { label: 'Valid', tone: 'green' },
  redeemed: { label: 'Redeemed', tone: 'blue' },
  expired: { label: 'Expired', tone: 'red' },
};

/** The last day a voucher is valid: it expires at the end of that day in Belize. */
const lastValidDay = (expiresAt: string) => formatLongDate(belizeToday(new Date(expiresAt)));

function statusNote(voucher: CounterVoucher): string | null {
  if (voucher.status === 'redeemed' && voucher.redeemedAt) {
    return DEAL_MESSAGES.alreadyRedeemed(new Date(voucher.redeemedAt));
  }
  if (voucher.status === 'expired') return DEAL_MESSAGES.expired(new Date(voucher.expiresAt));
  return null;
}

/** The voucher was redeemed: what for, and what the merchant is paid. */
export function VoucherRedeemedPanel({ voucher, onDone }: { voucher: CounterVoucher; onDone: () => void }) {
  return (
    <DonePanel id="voucher-redeemed" title="Redeemed" action="Check Another Code" onDone={onDone}>
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
    </DonePanel>
  );
}

/** A deal voucher at the counter: what it is and its state, and 'Redeem voucher' while it is valid. */
export function VoucherPanel({
  voucher,
  failure,
  busy,
  onRedeem,
  onDone,
}: {
  voucher: CounterVoucher;
  failure?: string;
  busy: boolean;
  onRedeem: () => void;
  onDone: () => void;
}) {
  const note = statusNote(voucher);
  const status = STATUS[voucher.status];
  const canRedeem = voucher.status === 'valid';
  return (
    <FoundPanel
      id="voucher-found-title"
      title="Voucher Found"
      icon={Ticket}
      status={<StatusPill tone={status.tone}>{status.label}</StatusPill>}
    >
      <Facts
        items={[
          { label: 'Deal', value: voucher.dealTitle, strong: true, wide: true },
          { label: 'Voucher code', value: voucher.code, code: true },
          { label: 'Buyer', value: voucher.buyerName },
          { label: 'Price paid', value: money(voucher.price), strong: true },
          { label: 'Valid until', value: lastValidDay(voucher.expiresAt) },
        ]}
      />
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
      <CounterForm
        intent="redeem-voucher"
        onSubmit={onRedeem}
        className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
      >
        <input type="hidden" name="code" value={voucher.code} />
        <StartOverLink onStartOver={onDone} disabled={busy}>
          {canRedeem ? 'Cancel' : 'Check Another Code'}
        </StartOverLink>
        {canRedeem && (
          <BusyButton busy={busy} busyLabel="Redeeming...">
            Redeem voucher
          </BusyButton>
        )}
      </CounterForm>
    </FoundPanel>
  );
}
