import type { TopRow } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Link } from 'react-router';
import { CARD, type Column, DataTable } from '~/components/data/data-table';
import { count, money } from '../format';

/** A ranked list (Top Performing Tours, Top Merchants): name, bookings, revenue. */
export function TopTable({
  id,
  title,
  nameLabel,
  rows,
  linkTo,
  linkLabel,
}: {
  id: string;
  title: string;
  nameLabel: string;
  rows: TopRow[];
  linkTo: string;
  linkLabel: string;
}) {
  const columns: Column<TopRow>[] = [
    { key: 'name', header: nameLabel, primary: true, className: 'font-medium', cell: (r) => r.name },
    { key: 'bookings', header: m.admin_col_bookings(), align: 'right', cell: (r) => count(r.bookings) },
    { key: 'revenue', header: m.admin_col_revenue(), align: 'right', cell: (r) => money(r.revenue) },
  ];
  return (
    <section aria-labelledby={id} className={`${CARD} flex min-w-0 flex-col p-5`}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <Link
          to={linkTo}
          className="shrink-0 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {linkLabel}
        </Link>
      </div>
      <div className="mt-3">
        <DataTable
          caption={title}
          rows={rows}
          rowKey={(r) => r.id}
          columns={columns}
          cards={false}
          framed={false}
          empty={<p className="text-slate-600">{m.admin_overview_no_bookings()}</p>}
        />
      </div>
    </section>
  );
}
