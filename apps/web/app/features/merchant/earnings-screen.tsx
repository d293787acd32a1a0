import { formatShortDate, type MerchantEarnings } from '@belizepass/domain';
import { intlLocale, m } from '@belizepass/domain/i18n';
import { Download, Wallet } from 'lucide-react';
import { Form, Link } from 'react-router';
import { type Column, DataTable } from '~/components/data/data-table';
import { KeysetPager } from '~/components/data/keyset-pager';
import { Button, buttonClass } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { localePrefix } from '~/lib/display';
import { money } from './booking-format';
import { EmptyState, LoadFailed, Panel } from './console-ui';
import type { EarningsView } from './earnings.server';
import { type EarningsPeriod, type EarningsPeriodName, periodQuery } from './earnings-period';
import { PANEL } from './merchant-styles';

type Line = MerchantEarnings['lines'][number];
type Payout = MerchantEarnings['payouts'][number];

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

const KIND_LABELS: Record<Line['kind'], () => string> = {
  booking: () => m.operations_kind_booking(),
  voucher: () => m.operations_kind_voucher(),
  gift_card: () => m.operations_kind_gift_card(),
};

const PERIOD_LINKS: readonly { name: Exclude<EarningsPeriodName, 'custom'>; label: () => string }[] = [
  { name: 'this-month', label: () => m.operations_this_month() },
  { name: 'last-month', label: () => m.operations_last_month() },
];

const periodText = (p: { from: string; to: string }) =>
  p.from === p.to ? formatShortDate(p.from) : `${formatShortDate(p.from)} – ${formatShortDate(p.to)}`;

/** "$120.00 (3 items)": an amount and how many items make it. */
const amountOfItems = (sum: { amount: number; itemCount: number }) =>
  m.operations_amount_items({ amount: money(sum.amount), count: sum.itemCount });

/** This month, last month (links) and a custom range (a GET form): the period lives in the address. */
function PeriodPicker({ period }: { period: EarningsPeriod }) {
  return (
    <section aria-labelledby="earnings-period-heading" className={PANEL}>
      <h2 id="earnings-period-heading" className="text-lg font-semibold text-slate-900">
        {m.operations_period()}
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
                {label()}
              </Link>
            </li>
          ))}
        </ul>
        <Form
          method="get"
          aria-label={m.operations_custom_range()}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <input type="hidden" name="period" value="custom" />
          {(
            [
              ['from', m.operations_from()],
              ['to', m.operations_to()],
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
            {m.operations_show_range()}
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
        {m.operations_totals_of_period()}
      </h2>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Figure label={m.operations_gross()} value={money(t.gross)} hint={m.operations_gross_hint()} />
        <Figure
          label={m.operations_commission()}
          value={money(t.commission)}
          hint={m.operations_commission_hint({ percent: earnings.commissionPercent })}
        />
        <Figure
          label={m.operations_net()}
          value={money(t.net)}
          hint={
            t.parkFees > 0
              ? m.operations_net_hint_park_fees({ amount: money(t.parkFees) })
              : m.operations_net_hint()
          }
        />
        <Figure label={m.operations_refunds()} value={money(t.refunds)} hint={m.operations_refunds_hint()} />
        <Figure
          label={m.operations_vouchers_redeemed()}
          value={String(t.vouchersRedeemed.count)}
          hint={m.operations_vouchers_redeemed_hint({
            gross: money(t.vouchersRedeemed.gross),
            net: money(t.vouchersRedeemed.net),
          })}
        />
        <Figure
          label={m.operations_walk_in_commission_owed()}
          value={money(t.walkInCommissionOwed)}
          hint={m.money_earnings_direct_rate({ percent: earnings.directBookingPercent ?? 0 })}
        />
      </dl>
    </section>
  );
}

function PayoutState({ earnings }: { earnings: MerchantEarnings }) {
  return (
    <Panel title={m.operations_payouts()}>
      <dl className="divide-y divide-slate-100">
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
          <dt className="text-slate-600">{m.operations_paid_out_for_period()}</dt>
          <dd className="font-medium text-slate-900">{amountOfItems(earnings.paidOut)}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
          <dt className="text-slate-600">{m.operations_due_for_period()}</dt>
          <dd className="font-medium text-slate-900">{amountOfItems(earnings.due)}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
          <dt className="font-semibold text-slate-900">{m.operations_next_payout()}</dt>
          <dd className="font-semibold text-slate-900">{amountOfItems(earnings.nextPayout)}</dd>
        </div>
      </dl>
      <p className="mt-1 text-sm text-slate-600">{m.operations_next_payout_note()}</p>
    </Panel>
  );
}

const lineColumns = (): readonly Column<Line>[] => [
  {
    key: 'date',
    header: m.operations_date(),
    cell: (l) => (l.date ? formatShortDate(l.date) : '—'),
    card: 'meta',
  },
  {
    key: 'description',
    header: m.operations_item(),
    primary: true,
    cell: (l) => (
      <span className="break-words">
        {l.description}
        <span className="block text-xs font-normal text-slate-600">
          {KIND_LABELS[l.kind]()}
          {l.reference ? ` · ${l.reference}` : ''}
        </span>
      </span>
    ),
  },
  { key: 'gross', header: m.operations_gross(), align: 'right', cell: (l) => money(l.gross) },
  { key: 'commission', header: m.operations_commission(), align: 'right', cell: (l) => money(l.commission) },
  {
    key: 'net',
    header: m.operations_net(),
    align: 'right',
    cell: (l) => (
      <span className="font-semibold">
        {money(l.net)}
        {l.parkFee > 0 && (
          <span className="block text-xs font-normal text-slate-600">
            {m.operations_incl_park_fee({ amount: money(l.parkFee) })}
          </span>
        )}
      </span>
    ),
  },
  { key: 'payout', header: m.operations_payout(), cell: (l) => l.payoutReference ?? m.operations_due() },
];

const payoutColumns = (): readonly Column<Payout>[] => [
  {
    key: 'reference',
    header: m.operations_reference(),
    primary: true,
    cell: (p) => <span className="font-mono">{p.reference}</span>,
  },
  {
    key: 'period',
    header: m.operations_period(),
    cell: (p) => periodText({ from: p.periodStart, to: p.periodEnd }),
  },
  {
    key: 'items',
    header: m.operations_items(),
    align: 'right',
    cell: (p) => String(p.itemCount),
  },
  { key: 'amount', header: m.operations_amount(), align: 'right', cell: (p) => money(p.amount) },
  { key: 'status', header: m.operations_status(), card: 'badge', cell: () => m.operations_payout_paid() },
  { key: 'sent', header: m.operations_sent(), cell: (p) => formatShortDate(p.createdAt) },
];

function Report({ earnings }: { earnings: MerchantEarnings }) {
  // A plain link (a file, not a page): it carries the page's language prefix itself.
  const csv = `${localePrefix()}/merchant/export/earnings.csv?${new URLSearchParams({ from: earnings.from, to: earnings.to })}`;
  const nothing = earnings.lineCount === 0 && earnings.payouts.length === 0;
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">
          <span className="font-semibold text-slate-900">{periodText(earnings)}</span> ·{' '}
          {m.operations_period_basis()}
        </p>
        <a href={csv} download className={buttonClass({ variant: 'secondary' }, 'min-h-11')}>
          <Download aria-hidden="true" className="size-4" />
          {m.operations_download_csv()}
        </a>
      </div>
      {nothing ? (
        <EmptyState icon={Wallet} title={m.operations_no_earnings()}>
          {m.operations_no_earnings_text()}
        </EmptyState>
      ) : (
        <>
          <Totals earnings={earnings} />
          <PayoutState earnings={earnings} />
          <section aria-labelledby="earnings-lines-heading" className="space-y-3">
            <h2 id="earnings-lines-heading" className="text-lg font-semibold text-slate-900">
              {m.operations_what_you_earned()}
            </h2>
            <DataTable
              caption={m.operations_earnings_caption({ period: periodText(earnings) })}
              rows={earnings.lines}
              rowKey={(l) => `${l.kind}-${l.id}`}
              columns={lineColumns()}
              empty={m.operations_nothing_earned()}
            />
            <KeysetPager
              label={m.operations_pages_of_earnings()}
              nextCursor={earnings.nextCursor}
              summary={
                earnings.lineCount > 0
                  ? m.operations_lines_shown({
                      count: earnings.lines.length,
                      total: earnings.lineCount.toLocaleString(intlLocale()),
                    })
                  : undefined
              }
            />
          </section>
          <section aria-labelledby="earnings-payouts-heading" className="space-y-3">
            <h2 id="earnings-payouts-heading" className="text-lg font-semibold text-slate-900">
              {m.operations_payouts_made()}
            </h2>
            <DataTable
              caption={m.operations_payouts_caption({ period: periodText(earnings) })}
              rows={earnings.payouts}
              rowKey={(p) => p.id}
              columns={payoutColumns()}
              empty={m.operations_no_payouts()}
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
