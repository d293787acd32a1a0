import type { GiftCardStatus } from '@belizepass/domain';
import { statusLabel } from './gift-card-format';

const STYLES: Record<GiftCardStatus, string> = {
  active: 'bg-green-100 text-green-800 ring-green-600/20',
  expired: 'bg-red-100 text-red-800 ring-red-600/20',
  empty: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

/** A gift card's status as a coloured pill: active green, expired red, empty grey. */
export function GiftCardStatusBadge({ status }: { status: GiftCardStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLES[status]}`}
    >
      {statusLabel(status)}
    </span>
  );
}
