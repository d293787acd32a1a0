import type { GiftCardStatus, VoucherStatus } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';

const TONES = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
} as const;

type PillLook = { label: () => string; tone: keyof typeof TONES };

const GIFT_CARD: Record<GiftCardStatus, PillLook> = {
  active: { label: () => m.gifts_status_active(), tone: 'green' },
  empty: { label: () => m.gifts_status_empty_short(), tone: 'slate' },
  expired: { label: () => m.gifts_status_expired(), tone: 'red' },
};

const VOUCHER: Record<VoucherStatus, PillLook> = {
  valid: { label: () => m.gifts_voucher_valid(), tone: 'green' },
  redeemed: { label: () => m.gifts_voucher_redeemed(), tone: 'blue' },
  expired: { label: () => m.gifts_voucher_expired(), tone: 'red' },
};

function Pill({ label, tone }: PillLook) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      {label()}
    </span>
  );
}

export const GiftCardStatusPill = ({ status }: { status: GiftCardStatus }) => <Pill {...GIFT_CARD[status]} />;
export const VoucherStatusPill = ({ status }: { status: VoucherStatus }) => <Pill {...VOUCHER[status]} />;
