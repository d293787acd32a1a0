import type { GiftCardStatus, VoucherStatus } from '@belizepass/domain';

const TONES = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
} as const;

const GIFT_CARD: Record<GiftCardStatus, { label: string; tone: keyof typeof TONES }> = {
  active: { label: 'Active', tone: 'green' },
  empty: { label: 'Empty', tone: 'slate' },
  expired: { label: 'Expired', tone: 'red' },
};

const VOUCHER: Record<VoucherStatus, { label: string; tone: keyof typeof TONES }> = {
  valid: { label: 'Valid', tone: 'green' },
  redeemed: { label: 'Redeemed', tone: 'blue' },
  expired: { label: 'Expired', tone: 'red' },
};

function Pill({ label, tone }: { label: string; tone: keyof typeof TONES }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      {label}
    </span>
  );
}

export const GiftCardStatusPill = ({ status }: { status: GiftCardStatus }) => <Pill {...GIFT_CARD[status]} />;
export const VoucherStatusPill = ({ status }: { status: VoucherStatus }) => <Pill {...VOUCHER[status]} />;
