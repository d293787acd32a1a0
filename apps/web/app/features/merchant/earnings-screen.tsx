import { formatShortDate, type MerchantEarnings } from '@belizepass/domain';
import { Download, Wallet } from 'lucide-react';
import { Form, Link } from 'react-router';
import { type Column, DataTable } from '~/components/data/data-table';
import { KeysetPager } from '~/components/data/keyset-pager';
import { Button, buttonClass } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { money } from './booking-format';
import { EmptyState, LoadFailed, Panel } from './console-ui';
import type { EarningsView } from './earnings.server';
import { type EarningsPeriod, type EarningsPeriodName, periodQuery } from './earnings-period';
import { PANEL } from './merchant-styles';

type Line = MerchantEarnings['lines'][number];
type Payout = MerchantEarnings['payouts'][number];

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

const KIND_LABELS: Record<Line['kind'], string> = {
  booking: 'Booking',
  voucher: 'Voucher',
  gift_card: 'Gift card',
};

const PERIOD_LINKS: readonly { name: Exclude<EarningsPeriodName, 'custom'>; label: string }[] = [
  { name: 'this-month', label: 'This month' },
  { name: 'last-month', label: 'Last month' },
];

const periodText = (p: { from: string; to: string }) =>
  p.from === p.to ? formatShortDate(p.from) : `${formatShortDate(p.from)} – ${formatShortDate(p.to)}`;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** This month, last month (links) and a custom range (a GET form): the period lives in the address. */
function PeriodPicker({ period }: { period: EarningsPeriod }) {
  return (
    <section aria-labelledby="earnings-period-heading" className={PANEL}>
      <h2 id="earnings-period-heading" className="text-lg font-semibold text-slate-900">
        Period
      </h2>
      <div className="mt-3 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <ul className="flex flex-wrap gap-2">
          {PERIOD_LINKS.map(({ name, label }) => (
            <li key={name}>
              <Link
                to={periodQuery({ name, from: '', to: '' })}
                aria-current={period.name === name ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 font-medium ${FOCUS} ${
                  period.name === name
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-300 text-slate-700 hover:border-brand-600'
                }`}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <Form method="get" aria-label="Custom range" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <input type="hidden" name="period" value="custom" />
          {(
            [
              ['from', 'From'],
              ['to', 'To'],
            ] as const
          ).map(([name, label]) => (
            <TextField
              key={`${name}-${period[name]}`}
              label={label}
              type="date"
              name={name}
              defaultValue={period[name]}
              required
            />
          ))}
          <Button type="submit" variant="secondary" className="min-h-11">
            Show range
          </Button>
        </Form>
      </div>
      {period.error && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {period.error}
        </p>
      )}
    </section>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {hint && <dd className="mt-0.5 text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}

function Totals({ earnings }: { earnings: MerchantEarnings }) {
  const t = earnings.totals;
  return (
    <section aria-labelledby="earnings-totals-heading">
      <h2 id="earnings-totals-heading" className="sr-only">
        Totals of the period
      </h2>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Figure
          label="Gross"
          value={money(t.gross)}
          hint="Completed bookings, redeemed vouchers and gift cards"
        />
        <Figure
          label="Commission"
          value={money(t.commission)}
          hint={`${earnings.commissionPercent}% of each sale; park fees carry none`}
        />
        <Figure
          label="Net"
          value={money(t.net)}
          hint={
            t.parkFees > 0 ? `Includes ${money(t.parkFees)} of park fees, passed on in full` : 'Your share'
          }
        />
        <Figure label="Refunds" value={money(t.refunds)} hint="Refunded to guests of cancelled bookings" />
        <Figure
          label="Vouchers redeemed"
          value={String(t.vouchersRedeemed.count)}
          hint={`${money(t.vouchersRedeemed.gross)} gross, ${money(t.vouchersRedeemed.net)} net`}
        />
        <Figure label="Walk-in commission owed" value={money(t.walkInCommissionOwed)} />
      </dl>
    </section>
  );
}

function PayoutState({ earnings }: { earnings: MerchantEarnings }) {
  return (
    <Panel title="Payouts">
      <dl className="divide-y divide-slate-100">
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
          <dt className="text-slate-600">Paid out for this period</dt>
          <dd className="font-medium text-slate-900">
            {money(earnings.paidOut.amount)} ({count(earnings.paidOut.itemCount, 'item', 'items')})
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
          <dt className="text-slate-600">Due for this period</dt>
          <dd className="font-medium text-slate-900">
            {money(earnings.due.amount)} ({count(earnings.due.itemCount, 'item', 'items')})
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
          <dt className="font-semibold text-slate-900">Next payout</dt>
          <dd className="font-semibold text-slate-900">
            {money(earnings.nextPayout.amount)} ({count(earnings.nextPayout.itemCount, 'item', 'items')})
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-sm text-slate-600">
        The next payout sends everything earned and not yet paid, whatever the period.
      </p>
    </Panel>
  );
}

const LINE_COLUMNS: readonly Column<Line>[] = [
  { key: 'date', header: 'Date', cell: (l) => (l.date ? formatShortDate(l.date) : '—'), card: 'meta' },
  {
    key: 'description',
    header: 'Item',
    primary: true,
    cell: (l) => (
      <span className="break-words">
        {l.description}
        <span className="block text-xs font-normal text-slate-600">
          {KIND_LABELS[l.kind]}
          {l.reference ? ` · ${l.reference}` : ''}
        </span>
      </span>
    ),
  },
  { key: 'gross', header: 'Gross', align: 'right', cell: (l) => money(l.gross) },
  { key: 'commission', header: 'Commission', align: 'right', cell: (l) => money(l.commission) },
  {
    key: 'net',
    header: 'Net',
    align: 'right',
    cell: (l) => (
      <span className="font-semibold">
        {money(l.net)}
        {l.parkFee > 0 && (
          <span className="block text-xs font-normal text-slate-600">incl. {money(l.parkFee)} park fee</span>
        )}
      </span>
    ),
  },
  { key: 'payout', header: 'Payout', cell: (l) => l.payoutReference ?? 'Due' },
];

const PAYOUT_COLUMNS: readonly Column<Payout>[] = [
  {
    key: 'reference',
    header: 'Reference',
    primary: true,
    cell: (p) => <span className="font-mono">{p.reference}</span>,
  },
  { key: 'period', header: 'Period', cell: (p) => periodText({ from: p.periodStart, to: p.periodEnd }) },
  { key: 'items', header: 'Items', align: 'right', cell: (p) => String(p.itemCount) },
  { key: 'amount', header: 'Amount', align: 'right', cell: (p) => money(p.amount) },
  { key: 'status', header: 'Status', card: 'badge', cell: () => 'Paid' },
  { key: 'sent', header: 'Sent', cell: (p) => formatShortDate(p.createdAt) },
];

function Report({ earnings }: { earnings: MerchantEarnings }) {
  const csv = `/merchant/export/earnings.csv?${new URLSearchParams({ from: earnings.from, to: earnings.to })}`;
  const nothing = earnings.lineCount === 0 && earnings.payouts.length === 0;
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">
          <span className="font-semibold text-slate-900">{periodText(earnings)}</span> · Belize days, by
          departure or redemption
        </p>
        <a href={csv} download className={buttonClass({ variant: 'secondary' }, 'min-h-11')}>
          <Download aria-hidden="true" className="size-4" />
          Download CSV
        </a>
      </div>
      {nothing ? (
        <EmptyState icon={Wallet} title="No earnings in this period">
          Completed bookings, redeemed vouchers and gift cards taken at your counter appear here, with what
          each earns you.
        </EmptyState>
      ) : (
        <>
          <Totals earnings={earnings} />
          <PayoutState earnings={earnings} />
          <section aria-labelledby="earnings-lines-heading" className="space-y-3">
            <h2 id="earnings-lines-heading" className="text-lg font-semibold text-slate-900">
              What you earned
            </h2>
            <DataTable
              caption={`Earnings of ${periodText(earnings)}`}
              rows={earnings.lines}
              rowKey={(l) => `${l.kind}-${l.id}`}
              columns={LINE_COLUMNS}
              empty="Nothing earned in this period yet."
            />
            <KeysetPager
              label="Pages of what you earned"
              nextCursor={earnings.nextCursor}
              summary={
                earnings.lineCount > 0
                  ? `${count(earnings.lines.length, 'line', 'lines')} shown of ${earnings.lineCount.toLocaleString('en-US')}; the totals above cover them all`
                  : undefined
              }
            />
          </section>
          <section aria-labelledby="earnings-payouts-heading" className="space-y-3">
            <h2 id="earnings-payouts-heading" className="text-lg font-semibold text-slate-900">
              Payouts made
            </h2>
            <DataTable
              caption={`Payouts covering ${periodText(earnings)}`}
              rows={earnings.payouts}
              rowKey={(p) => p.id}
              columns={PAYOUT_COLUMNS}
              empty="No payout covers this period yet."
            />
          </section>
        </>
      )}
    </div>
  );
}

/** Earnings (docs/decisions/014): what the period earned, what was paid out and what is due next. */
export function EarningsScreen({ view }: { view: EarningsView }) {
  return (
    <div className="space-y-6">
      <PeriodPicker period={view.period} />
      {view.failure && <LoadFailed>{view.failure}</LoadFailed>}
      {view.earnings && <Report earnings={view.earnings} />}
    </div>
  );
}
