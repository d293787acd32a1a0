import { type AgentStatement, belizeToday } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Download } from 'lucide-react';
import { data, Form } from 'react-router';
import { CARD, LoadError } from '~/components/data/data-table';
import { Button, buttonClass } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { agentSession, monthOf } from '~/features/agent/agent.server';
import { AgentBookingsTable, AgentHeader, usd } from '~/features/agent/agent-ui';
import { localePrefix } from '~/lib/display';
import { loaderHeaders } from '~/lib/page';
import { PRIVATE_PAGE } from '~/lib/session.server';
import type { Route } from './+types/agent-dashboard-statement';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, approved } = await agentSession(context, request);
  const month = monthOf(new URL(request.url).searchParams.get('month'), belizeToday());
  if (!approved) return data({ month, statement: null, failed: false }, { headers: PRIVATE_PAGE });
  try {
    const statement = await api.get<AgentStatement>('/api/agent/statement', { query: { month } });
    return data({ month, statement, failed: false }, { headers: PRIVATE_PAGE });
  } catch {
    return data({ month, statement: null, failed: true }, { headers: PRIVATE_PAGE });
  }
}

export const headers = loaderHeaders;

function Totals({ statement }: { statement: AgentStatement }) {
  const t = statement.totals;
  const rows: [string, string, boolean?][] = [
    [m.agent_total_bookings(), String(t.bookings)],
    [m.agent_total_gross(), usd(t.gross)],
    [m.agent_total_commission({ percent: statement.agent.commissionPercent ?? 0 }), usd(t.commission)],
    [m.agent_total_on_account(), usd(t.onAccount)],
    [m.agent_total_by_card(), usd(t.byCard)],
    [
      t.balance >= 0 ? m.agent_total_balance_owed() : m.agent_total_balance_due(),
      usd(Math.abs(t.balance)),
      true,
    ],
  ];
  return (
    <section aria-labelledby="agent-totals" className={`${CARD} p-5`}>
      <h2 id="agent-totals" className="text-lg font-semibold text-slate-900">
        {m.agent_totals_title()}
      </h2>
      <dl className="mt-2 divide-y divide-slate-100">
        {rows.map(([label, value, strong]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4 py-2">
            <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-600'}>{label}</dt>
            <dd className={strong ? 'font-semibold text-slate-900' : 'font-medium text-slate-900'}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 text-sm text-slate-600">{m.agent_totals_note()}</p>
    </section>
  );
}

/** The month's statement: month picker, totals, its bookings and the CSV download. */
export default function AgentStatementPage({
  loaderData: { month, statement, failed },
}: Route.ComponentProps) {
  // A plain link (a file, not a page): it carries the page's language prefix itself.
  const csv = `${localePrefix()}/agent/export/statement.csv?${new URLSearchParams({ month })}`;
  return (
    <>
      <AgentHeader
        title={m.agent_statement_title()}
        lead={m.agent_statement_lead()}
        actions={
          <a href={csv} download className={buttonClass({ variant: 'secondary' }, 'min-h-11')}>
            <Download aria-hidden="true" className="size-4" />
            {m.agent_download_csv()}
          </a>
        }
      />
      <div className="space-y-6">
        <Form method="get" className={`${CARD} flex flex-col gap-3 p-5 sm:flex-row sm:items-end`}>
          <TextField label={m.agent_month()} name="month" type="month" defaultValue={month} required />
          <Button type="submit" variant="secondary" className="min-h-11 sm:mb-0.5">
            {m.agent_month_show()}
          </Button>
        </Form>
        {failed || !statement ? (
          <LoadError message={m.agent_load_error()} />
        ) : (
          <>
            <Totals statement={statement} />
            <AgentBookingsTable
              caption={m.agent_statement_lines({ month })}
              rows={statement.lines}
              empty={m.agent_statement_empty()}
            />
          </>
        )}
      </div>
    </>
  );
}
