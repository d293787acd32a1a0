import { belizeTimeNow, formatClockTime, formatShortDate } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { useId } from 'react';
import { Link } from 'react-router';
import { ConfirmationQrCode } from '~/features/booking/qr-code';
import { formatCharge } from '~/lib/display';
import { CodeDetail } from './copyable-code';
import { Detail } from './detail';
import { VoucherStatusPill } from './status-pill';
import type { MyVoucher } from './stored-value';

/** "Feb 1, 2027 at 3:15 PM", Belize time. */
function formatInstant(iso: string): string {
  return m.gifts_instant({ date: formatShortDate(iso), time: formatClockTime(belizeTimeNow(new Date(iso))) });
}

/** A deal voucher: the deal, its code and QR code to show at the merchant, until when it is valid. */
export function VoucherItem({ voucher }: { voucher: MyVoucher }) {
  const titleId = useId();
  const validUntil = formatShortDate(voucher.expiresAt);
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-4 py-5 sm:flex-row sm:gap-6">
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="font-semibold text-slate-900">
            <Link
              to={`/deals/${voucher.dealId}`}
              className="rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {voucher.dealTitle}
            </Link>
          </h3>
          <VoucherStatusPill status={voucher.status} />
        </div>
        <p className="text-sm text-slate-600">{voucher.merchant.business_name}</p>
        <dl className="grid gap-3 sm:grid-cols-2">
          <CodeDetail code={voucher.code} label={m.gifts_voucher_code_label()} />
          <Detail
            label={voucher.status === 'expired' ? m.gifts_voucher_expired() : m.gifts_deal_valid_until()}
          >
            {validUntil}
          </Detail>
          <Detail label={m.gifts_paid()}>{formatCharge(voucher.price, { cents: true })}</Detail>
          {voucher.status === 'redeemed' && voucher.redeemedAt && (
            <Detail label={m.gifts_voucher_redeemed()}>{formatInstant(voucher.redeemedAt)}</Detail>
          )}
        </dl>
      </div>
      {voucher.status === 'valid' && (
        <div className="flex flex-col items-center gap-2 self-center sm:self-start">
          {/* The shared QR component names itself after a booking code; this label is the voucher's. */}
          <div role="img" aria-label={m.gifts_voucher_qr_label({ code: voucher.code })}>
            <ConfirmationQrCode code={voucher.code} />
          </div>
          <p className="text-xs text-slate-500">
            {m.gifts_show_at({ merchant: voucher.merchant.business_name })}
          </p>
        </div>
      )}
    </li>
  );
}
