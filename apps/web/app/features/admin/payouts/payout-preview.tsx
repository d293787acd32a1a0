import type { PayoutPreview } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { type Column, DataTable } from '~/components/data/data-table';
import { DetailSection } from '~/components/data/detail-dialog';
import { KeysetPager } from '~/components/data/keyset-pager';
import { count, money, shortDate } from '../format';

type Line = PayoutPreview['lines'][number];

const KINDS: Record<Line['kind'], () => string> = {
  booking: () => m.admin_col_booking(),
  voucher: () => m.admin_payout_kind_voucher(),
  gift_card: () => m.admin_payout_kind_gift_card(),
};

const columns = (): readonly Column<Line>[] => [
  {
    key: 'item',
    header: m.admin_payout_item(),
    cell: (l) => (
      <span className="break-words">
        <span className="font-mono">{l.reference ?? KINDS[l.kind]()}</span>
        <span className="block text-xs text-slate-600">
          {KINDS[l.kind]()} · {l.kind === 'gift_card' ? m.admin_payout_gift_card_counter() : l.description}
        </span>
      </span>
    ),
  },
  { key: 'date', header: m.admin_col_date(), className: 'whitespace-nowrap', cell: (l) => shortDate(l.date) },
  { key: 'total', header: m.admin_col_total(), align: 'right', cell: (l) => money(l.gross) },
  { key: 'commission', header: m.admin_col_commission(), align: 'right', cell: (l) => money(l.commission) },
  { key: 'net', header: m.admin_payout_net(), align: 'right', cell: (l) => money(l.net) },
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
          <p className="text-slate-600">{m.admin_payout_nothing_to_pay()}</p>
        ) : (
          <div>
            <DataTable
              caption={m.admin_payout_items_caption()}
              rows={preview.lines}
              rowKey={(l) => `${l.kind}-${l.id}`}
              columns={columns()}
              cards={false}
              framed={false}
              empty=""
            />
            <KeysetPager
              label={m.admin_payout_pages()}
              nextCursor={preview.nextCursor}
              summary={m.admin_payout_items_shown({
                count: preview.lines.length,
                shown: count(preview.lines.length),
                total: count(preview.itemCount),
              })}
            />
          </div>
        )}
        <p className="rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-900">
          {m.admin_payout_total({
            amount: money(preview.amount),
            count: preview.itemCount,
            shown: count(preview.itemCount),
          })}
        </p>
      </div>
    </DetailSection>
  );
}
