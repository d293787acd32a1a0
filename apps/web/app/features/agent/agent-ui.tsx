import { type AgentBookingRow, formatShortDate, formatUsd, paymentMethodText } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { type Column, DataTable } from '~/components/data/data-table';
import { PageMeta } from '~/components/ui/page-title';

export const usd = (cents: number) => formatUsd(cents, { cents: true });

/** A console page's heading, with the page title. */
export function AgentHeader({
  title,
  lead,
  actions,
}: {
  title: string;
  lead?: string;
  actions?: React.ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <PageMeta title={m.agent_meta_title({ title })} />
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{title}</h1>
        {lead && <p className="mt-2 text-slate-600">{lead}</p>}
      </div>
      {actions}
    </div>
  );
}

const STATUS: Record<AgentBookingRow['status'], () => string> = {
  pending: () => m.agent_booking_status_pending(),
  confirmed: () => m.agent_booking_status_confirmed(),
  completed: () => m.agent_booking_status_completed(),
  cancelled: () => m.agent_booking_status_cancelled(),
  no_show: () => m.agent_booking_status_no_show(),
};

const columns = (): readonly Column<AgentBookingRow>[] => [
  {
    key: 'guest',
    header: m.agent_col_guest(),
    primary: true,
    cell: (b) => (
      <span className="break-words">
        {b.guestName}
        <span className="block text-xs font-normal break-all text-slate-600">{b.guestEmail}</span>
      </span>
    ),
  },
  {
    key: 'tour',
    header: m.agent_col_tour(),
    cell: (b) => (
      <span className="break-words">
        {b.tourTitle}
        {b.confirmationCode && (
          <span className="block font-mono text-xs text-slate-600">{b.confirmationCode}</span>
        )}
      </span>
    ),
  },
  { key: 'date', header: m.agent_col_date(), cell: (b) => `${formatShortDate(b.date)} · ${b.time}` },
  { key: 'status', header: m.agent_col_status(), card: 'badge', cell: (b) => STATUS[b.status]() },
  { key: 'payment', header: m.agent_col_payment(), cell: (b) => paymentMethodText(b.paymentMethod) },
  { key: 'amount', header: m.agent_col_amount(), align: 'right', cell: (b) => usd(b.total) },
  {
    key: 'commission',
    header: m.agent_col_commission(),
    align: 'right',
    cell: (b) =>
      b.commissionPercent === null
        ? usd(b.commission)
        : m.agent_commission_cell({ amount: usd(b.commission), percent: b.commissionPercent }),
  },
];

/** The agent's bookings: guest, tour, date, status, payment, amount and commission. */
export function AgentBookingsTable({
  caption,
  rows,
  empty,
}: {
  caption: string;
  rows: readonly AgentBookingRow[];
  empty: string;
}) {
  return <DataTable caption={caption} rows={rows} rowKey={(b) => b.id} columns={columns()} empty={empty} />;
}
