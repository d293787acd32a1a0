import type { AdminTourist } from '@belizepass/domain';
import { CARD } from '../admin-ui';
import { count, money, shortDate } from '../format';
import { Pill } from '../status-badge';

const nameOf = (t: AdminTourist) => t.full_name || 'Unnamed tourist';

function Deleted({ tourist }: { tourist: AdminTourist }) {
  return tourist.deleted ? <Pill tone="red">Deleted</Pill> : null;
}

/** Tourists as a table (desktop). */
export function TouristsTable({ tourists }: { tourists: AdminTourist[] }) {
  return (
    <div className={`${CARD} overflow-x-auto`}>
      <table className="w-full text-sm">
        <caption className="sr-only">Tourists</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Name
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Email
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Phone
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Joined
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Bookings
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Total spent
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Account
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {tourists.map((t) => (
            <tr key={t.id}>
              <th scope="row" className="px-3 py-3 text-left font-semibold text-slate-900">
                {nameOf(t)}
              </th>
              <td className="px-3 py-3 [overflow-wrap:anywhere]">{t.email}</td>
              <td className="px-3 py-3 whitespace-nowrap">{t.phone_number ?? '—'}</td>
              <td className="px-3 py-3 whitespace-nowrap">{shortDate(t.created_at)}</td>
              <td className="px-3 py-3 text-right tabular-nums">{count(t.bookingsCount)}</td>
              <td className="px-3 py-3 text-right tabular-nums">{money(t.totalSpent)}</td>
              <td className="px-3 py-3">{t.deleted ? <Deleted tourist={t} /> : 'Active'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Tourists as stacked cards (phones). */
export function TouristCards({ tourists }: { tourists: AdminTourist[] }) {
  return (
    <ul className="space-y-3">
      {tourists.map((t) => (
        <li key={t.id} className={`${CARD} p-4`}>
          <div className="flex items-start justify-between gap-3">
            <h2 className="min-w-0 font-semibold text-slate-900">{nameOf(t)}</h2>
            <Deleted tourist={t} />
          </div>
          <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-600">{t.email}</p>
          {t.phone_number && <p className="text-sm text-slate-600">{t.phone_number}</p>}
          <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-slate-500">Joined</dt>
              <dd>{shortDate(t.created_at)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Bookings</dt>
              <dd className="font-semibold tabular-nums">{count(t.bookingsCount)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Total spent</dt>
              <dd className="font-semibold tabular-nums">{money(t.totalSpent)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
