import type { PayoutPreview } from '@belizepass/domain';
import { type Column, DataTable } from '~/components/data/data-table';
import { DetailSection } from '~/components/data/detail-dialog';
import { money, plural, shortDate } from '../format';

interface Line {
  id: string;
  label: string;
  date: string;
  gross: number;
  commission: number;
  net: number;
}

const COLUMNS: readonly Column<Line>[] = [
  { key: 'item', header: 'Item', className: 'font-mono', cell: (l) => l.label },
  { key: 'date', header: 'Date', className: 'whitespace-nowrap', cell: (l) => shortDate(l.date) },
  { key: 'total', header: 'Total', align: 'right', cell: (l) => money(l.gross) },
  { key: 'commission', header: 'Commission', align: 'right', cell: (l) => money(l.commission) },
  { key: 'net', header: 'Net', align: 'right', cell: (l) => money(l.net) },
];

function groups(preview: PayoutPreview): { title: string; rows: Line[] }[] {
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
  const parts = groups(preview);
  return (
    <DetailSection
      title={`${preview.merchant.business_name}: ${shortDate(preview.periodStart)} – ${shortDate(preview.periodEnd)}`}
    >
      <div className="space-y-3">
        {parts.length === 0 && <p className="text-slate-600">Nothing to pay in this period.</p>}
        {parts.map((group) => (
          <div key={group.title}>
            <h4 className="mb-1 font-medium text-slate-700">{group.title}</h4>
            <DataTable
              caption={group.title}
              rows={group.rows}
              rowKey={(l) => l.id}
              columns={COLUMNS}
              cards={false}
              framed={false}
              empty=""
            />
          </div>
        ))}
        <p className="rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-900">
          Payout: {money(preview.amount)} for {plural(preview.itemCount, 'item')}
        </p>
      </div>
    </DetailSection>
  );
}
