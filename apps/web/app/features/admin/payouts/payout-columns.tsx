import type { Payout } from '@belizepass/domain';
import type { Column } from '~/components/data/data-table';
import { count, money, shortDate } from '../format';

/** Payouts made, newest first. */
export const PAYOUT_COLUMNS: readonly Column<Payout>[] = [
  { key: 'reference', header: 'Reference', primary: true, className: 'font-mono', cell: (p) => p.reference },
  { key: 'merchant', header: 'Merchant', card: 'meta', cell: (p) => p.merchant.business_name },
  {
    key: 'period',
    header: 'Period',
    card: 'wide',
    className: 'whitespace-nowrap',
    cell: (p) => `${shortDate(p.periodStart)} – ${shortDate(p.periodEnd)}`,
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    card: 'badge',
    cell: (p) => money(p.amount),
    cardCell: (p) => <span className="font-semibold tabular-nums">{money(p.amount)}</span>,
  },
  { key: 'items', header: 'Items', align: 'right', cell: (p) => count(p.itemCount) },
  { key: 'date', header: 'Date', className: 'whitespace-nowrap', cell: (p) => shortDate(p.created_at) },
  { key: 'by', header: 'By', cell: (p) => p.createdBy?.full_name ?? 'N/A' },
];
