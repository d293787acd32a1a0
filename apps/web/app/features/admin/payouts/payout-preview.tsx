import type { PayoutPreview } from '@belizepass/domain';
import { type Column, DataTable } from '~/components/data/data-table';
import { DetailSection } from '~/components/data/detail-dialog';
import { KeysetPager } from '~/components/data/keyset-pager';
import { count, money, plural, shortDate } from '../format';

type Line = PayoutPreview['lines'][number];

const KINDS: Record<Line['kind'], string> = {
  booking: 'Booking',
  voucher: 'Voucher',
  gift_card: 'Gift card redemption',
};

const COLUMNS: readonly Column<Line>[] = [
  {
    key: 'item',
    header: 'Item',
    cell: (l) => (
      <span className="break-words">
        <span className="font-mono">{l.reference ?? KINDS[l.kind]}</span>
        <span className="block text-xs text-slate-600">
          {KINDS[l.kind]} · {l.description}
        </span>
      </span>
    ),
  },
  { key: 'date', header: 'Date', className: 'whitespace-nowrap', cell: (l) => shortDate(l.date) },
  { key: 'total', header: 'Total', align: 'right', cell: (l) => money(l.gross) },
  { key: 'commission', header: 'Commission', align: 'right', cell: (l) => money(l.commission) },
  { key: 'net', header: 'Net', align: 'right', cell: (l) => money(l.net) },
];

/**
 * What a payout would send (the API's sums over every unpaid item of the period) and a page of the
 * items, with Next page / First page links.
 */
export function PayoutPreviewView({ preview }: { preview: PayoutPreview }) {
  return (
    <DetailSection
      title={`${preview.merchant.business_name}: ${shortDate(preview.periodStart)} – ${shortDate(preview.periodEnd)}`}
    >
      <div className="space-y-3">
        {preview.itemCount === 0 ? (
          <p className="text-slate-600">Nothing to pay in this period.</p>
        ) : (
          <div>
            <DataTable
              caption="Items the payout covers"
              rows={preview.lines}
              rowKey={(l) => `${l.kind}-${l.id}`}
              columns={COLUMNS}
              cards={false}
              framed={false}
              empty=""
            />
            <KeysetPager
              label="Pages of the payout's items"
              nextCursor={preview.nextCursor}
              summary={`${plural(preview.lines.length, 'item')} shown of ${count(preview.itemCount)}`}
            />
          </div>
        )}
        <p className="rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-900">
          Payout: {money(preview.amount)} for {plural(preview.itemCount, 'item')}
        </p>
      </div>
    </DetailSection>
  );
}
