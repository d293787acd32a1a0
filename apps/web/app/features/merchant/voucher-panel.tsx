import { belizeToday, DEAL_MESSAGES, formatLongDate, type VoucherStatus } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Ticket } from 'lucide-react';
import { Banner } from '~/components/ui/banner';
import { money, timestampText } from './booking-format';
import { DonePanel, Facts, FoundPanel } from './console-ui';
import { BusyButton, CounterForm, StartOverLink } from './counter-form';
import type { CounterVoucher } from './counter-steps';
import { type PillTone, StatusPill } from './status-pill';

const STATUS: Record<VoucherStatus, { label: () => string; tone: PillTone }> = {
  valid: { label: () => m.operations_voucher_valid(), tone: 'green' },
  redeemed: { label: () => m.operations_voucher_redeemed(), tone: 'blue' },
  expired: { label: () => m.operations_voucher_expired(), tone: 'red' },
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
    <DonePanel
      id="voucher-redeemed"
      title={m.operations_voucher_redeemed()}
      action={m.operations_check_another_code()}
      onDone={onDone}
    >
      <p className="mt-2 text-slate-700">
        {m.operations_voucher_redeemed_for_before({ deal: voucher.dealTitle, buyer: voucher.buyerName })}
        <span className="font-mono">{voucher.code}</span>
        {voucher.redeemedAt
          ? m.operations_voucher_redeemed_on_after({ time: timestampText(voucher.redeemedAt) })
          : m.operations_voucher_redeemed_after()}
      </p>
      {voucher.merchantNetCents !== null && (
        <p className="mt-1 text-slate-700">
          {voucher.commissionPercent !== null
            ? m.operations_voucher_paid_after_commission({
                amount: money(voucher.merchantNetCents),
                percent: voucher.commissionPercent,
              })
            : m.operations_voucher_paid({ amount: money(voucher.merchantNetCents) })}
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
      title={m.operations_voucher_found()}
      icon={Ticket}
      status={<StatusPill tone={status.tone}>{status.label()}</StatusPill>}
    >
      <Facts
        items={[
          { label: m.operations_deal(), value: voucher.dealTitle, strong: true, wide: true },
          { label: m.operations_voucher_code(), value: voucher.code, code: true },
          { label: m.operations_buyer(), value: voucher.buyerName },
          { label: m.operations_price_paid(), value: money(voucher.price), strong: true },
          { label: m.operations_valid_until(), value: lastValidDay(voucher.expiresAt) },
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
          {canRedeem ? m.operations_cancel() : m.operations_check_another_code()}
        </StartOverLink>
        {canRedeem && (
          <BusyButton busy={busy} busyLabel={m.operations_redeeming()}>
            {m.operations_redeem_voucher()}
          </BusyButton>
        )}
      </CounterForm>
    </FoundPanel>
  );
}
