import type { PayoutPreview } from '@belizepass/domain';
import { money, plural, shortDate } from '../format';

interface Line {
  id: string;
  label: string;
  date: string;
  gross: number;
  commission: number;
  net: number;
}

function lines(preview: PayoutPreview): { title: string; rows: Line[] }[] {
  return [
    {
      title: 'Bookings',
      rows: preview.bookings.map((b) => ({
        id: b.id,
        label: b.confirmationCode ?? 'Booking',
        date: b.date,
        gross: b.total,
        commission: b.commission,
        net: b.net,
      })),
    },
    {
      title: 'Vouchers',
      rows: preview.vouchers.map((v) => ({
        id: v.id,
        label: `${v.code} · ${v.dealTitle}`,
        date: v.redeemedAt,
        gross: v.price,
        commission: v.commission,
        net: v.net,
      })),
    },
    {
      title: 'Gift card redemptions',
      rows: preview.giftCardRedemptions.map((g) => ({
        id: g.id,
        label: `${g.code} · ${g.kind}`,
        date: g.at,
        gross: g.amount,
        commission: g.commission,
        net: g.net,
      })),
    },
  ].filter((group) => group.rows.length > 0);
}

/** What a payout would cover: each item with its commission and net, and the sum. */
export function PayoutPreviewView({ preview }: { preview: PayoutPreview }) {
  const groups = lines(preview);
  return (
    <section aria-labelledby="payout-preview" className="space-y-3">
      <h3 id="payout-preview" className="font-semibold text-slate-900">
        {preview.merchant.business_name}: {shortDate(preview.periodStart)} – {shortDate(preview.periodEnd)}
      </h3>
      {groups.length === 0 && <p className="text-slate-600">Nothing to pay in this period.</p>}
      {groups.map((group) => (
        <div key={group.title} className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="mb-1 text-left font-medium text-slate-700">{group.title}</caption>
            <thead className="border-b border-slate-200 text-left text-slate-600">
              <tr>
                <th scope="col" className="py-1.5 pr-2 font-semibold">
                  Item
                </th>
                <th scope="col" className="px-2 py-1.5 font-semibold">
                  Date
                </th>
                <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                  Total
                </th>
                <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                  Commission
                </th>
                <th scope="col" className="py-1.5 pl-2 text-right font-semibold">
                  Net
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {group.rows.map((row) => (
                <tr key={row.id}>
                  <td className="py-1.5 pr-2 font-mono">{row.label}</td>
                  <td className="px-2 py-1.5 whitespace-nowrap">{shortDate(row.date)}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{money(row.gross)}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{money(row.commission)}</td>
                  <td className="py-1.5 pl-2 text-right tabular-nums">{money(row.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      <p className="rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-900">
        Payout: {money(preview.amount)} for {plural(preview.itemCount, 'item')}
      </p>
    </section>
  );
}
