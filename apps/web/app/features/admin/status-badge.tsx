import {
  BOOKING_STATUS_LABELS,
  type BookingStatus,
  type DealStatus,
  formatBelizeDateTime,
  type MerchantStatus,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';

const TONES = {
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-600/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
} as const;

/** A small status pill. */
export function Pill({ tone = 'slate', children }: { tone?: keyof typeof TONES; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

type Tone = keyof typeof TONES;

/** One status of a kind: its label and colour. */
function StatusPill({ style }: { style: [label: string, tone: Tone] | undefined }) {
  const [label, tone] = style ?? [m.admin_status_unknown(), 'slate'];
  return <Pill tone={tone}>{label}</Pill>;
}

/** A status's label (read when shown, in the page's language) and colour. */
type StatusStyle = [label: () => string, tone: Tone];
const shownStyle = (style: StatusStyle | undefined): [string, Tone] | undefined =>
  style && [style[0](), style[1]];

const APPROVAL: Record<MerchantStatus, StatusStyle> = {
  pending_approval: [() => m.admin_status_pending_approval(), 'yellow'],
  active: [() => m.admin_status_active(), 'green'],
  inactive: [() => m.admin_status_inactive(), 'slate'],
};

/** Merchants and tours as staff see them (spec section 4). */
export function ApprovalBadge({ status }: { status: MerchantStatus }) {
  return <StatusPill style={shownStyle(APPROVAL[status])} />;
}

const DEAL: Record<DealStatus, StatusStyle> = {
  pending: [() => m.admin_status_pending_approval(), 'yellow'],
  active: [() => m.admin_status_active(), 'green'],
  inactive: [() => m.admin_status_inactive(), 'slate'],
  expired: [() => m.admin_status_expired(), 'red'],
};

export function DealStatusBadge({ status }: { status: DealStatus }) {
  return <StatusPill style={shownStyle(DEAL[status])} />;
}

export { BOOKING_STATUS_LABELS };

const BOOKING_TONES: Record<BookingStatus, Tone> = {
  confirmed: 'green',
  pending: 'yellow',
  completed: 'blue',
  no_show: 'slate',
  cancelled: 'red',
};

/**
 * Booking status in the spec's colours: confirmed green, pending yellow, completed blue, cancelled
 * red, no-show grey. A confirmed booking with a check-in time reads "Checked in" and the time.
 */
export function BookingStatusPill({
  status,
  checkedInAt,
}: {
  status: BookingStatus;
  checkedInAt?: string | null;
}) {
  if (status === 'confirmed' && checkedInAt)
    return (
      <StatusPill style={[m.admin_status_checked_in({ when: formatBelizeDateTime(checkedInAt) }), 'green']} />
    );
  return <StatusPill style={[BOOKING_STATUS_LABELS[status] ?? status, BOOKING_TONES[status] ?? 'slate']} />;
}
