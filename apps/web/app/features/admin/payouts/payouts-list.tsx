import type { Payout } from '@belizepass/domain';
import { CARD } from '../admin-ui';
import { count, money, shortDate } from '../format';

const period = (p: Payout) => `${shortDate(p.periodStart)} – ${shortDate(p.periodEnd)}`;
const by = (p: Payout) => p.createdBy?.full_name ?? 'N/A';

/** Payouts as a table (desktop). */
export function PayoutsTable({ payouts }: { payouts: Payout[] }) {
  return (
    <div className={`${CARD} overflow-x-auto`}>
      <table className="w-full text-sm">
        <caption className="sr-only">Payouts, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Reference
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Merchant
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Period
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Amount
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Items
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Date
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              By
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {payouts.map((p) => (
            <tr key={p.id}>
              <th scope="row" className="px-3 py-3 text-left font-mono font-semibold text-slate-900">
                {p.reference}
              </th>
              <td className="px-3 py-3">{p.merchant.business_name}</td>
              <td className="px-3 py-3 whitespace-nowrap">{period(p)}</td>
              <td className="px-3 py-3 text-right tabular-nums">{money(p.amount)}</td>
              <td className="px-3 py-3 text-right tabular-nums">{count(p.itemCount)}</td>
              <td className="px-3 py-3 whitespace-nowrap">{shortDate(p.created_at)}</td>
              <td className="px-3 py-3">{by(p)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Payouts as stacked cards (phones). */
export function PayoutCards({ payouts }: { payouts: Payout[] }) {
  return (
    <ul className="space-y-3">
      {payouts.map((p) => (
        <li key={p.id} className={`${CARD} p-4`}>
          <div className="flex items-start justify-between gap-3">
            <h2 className="min-w-0 font-semibold text-slate-900">{p.merchant.business_name}</h2>
            <p className="shrink-0 font-semibold tabular-nums">{money(p.amount)}</p>
          </div>
          <p className="mt-1 font-mono text-sm text-slate-700">{p.reference}</p>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div className="col-span-2">
              <dt className="text-slate-500">Period</dt>
              <dd>{period(p)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Items</dt>
              <dd className="tabular-nums">{count(p.itemCount)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Date</dt>
              <dd>{shortDate(p.created_at)}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-slate-500">By</dt>
              <dd>{by(p)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
