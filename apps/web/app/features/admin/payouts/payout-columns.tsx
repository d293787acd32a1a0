import type { Payout } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Column } from '~/components/data/data-table';
import { count, money, shortDate } from '../format';

/** Payouts made, newest first, in the page's language. */
export const payoutColumns = (): readonly Column<Payout>[] => [
  {
    key: 'reference',
    header: m.admin_field_reference(),
    primary: true,
    className: 'font-mono',
    cell: (p) => p.reference,
  },
  { key: 'merchant', header: m.admin_col_merchant(), card: 'meta', cell: (p) => p.merchant.business_name },
  {
    key: 'period',
    header: m.admin_payout_period(),
    card: 'wide',
    className: 'whitespace-nowrap',
    cell: (p) => `${shortDate(p.periodStart)} – ${shortDate(p.periodEnd)}`,
  },
  {
    key: 'amount',
    header: m.admin_field_amount(),
    align: 'right',
    card: 'badge',
    cell: (p) => money(p.amount),
    cardCell: (p) => <span className="font-semibold tabular-nums">{money(p.amount)}</span>,
  },
  { key: 'items', header: m.admin_field_items(), align: 'right', cell: (p) => count(p.itemCount) },
  {
    key: 'date',
    header: m.admin_col_date(),
    className: 'whitespace-nowrap',
    cell: (p) => shortDate(p.created_at),
  },
  { key: 'by', header: m.admin_payout_by(), cell: (p) => p.createdBy?.full_name ?? m.admin_not_available() },
];
