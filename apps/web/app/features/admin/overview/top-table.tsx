import { Link } from 'react-router';
import type { TopRow } from '../admin-api';
import { CARD } from '../admin-ui';
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
  return (
    <section aria-labelledby={id} className={`${CARD} flex flex-col p-5`}>
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
      {rows.length === 0 ? (
        <p className="mt-4 text-slate-600">No bookings yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 text-left font-semibold">
                  {nameLabel}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Bookings
                </th>
                <th scope="col" className="py-2 pl-3 text-right font-semibold">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
                    {row.name}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{count(row.bookings)}</td>
                  <td className="py-2 pl-3 text-right tabular-nums">{money(row.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
