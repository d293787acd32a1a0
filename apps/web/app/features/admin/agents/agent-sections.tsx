import { type Agent, approveAgentSchema, COMMISSION_PERCENT_MAX } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { CARD, EmptyState } from '~/components/data/data-table';
import type { Notice } from '~/components/data/notice';
import { SubmitAction } from '~/components/data/row-actions';
import { InputField, SchemaForm, useSchemaForm } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { shortDateTime } from '../format';

const STATUS: Record<Agent['status'], () => string> = {
  pending: () => m.agent_status_pending(),
  approved: () => m.agent_status_approved(),
  suspended: () => m.agent_status_suspended(),
};

/** One agent: who runs it, its status and rate, and the form that approves it at a commission. */
function AgentCard({
  agent,
  notice,
  lastResult,
}: {
  agent: Agent;
  notice?: Notice;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useSchemaForm(approveAgentSchema, {
    id: `approve-agent-${agent.id}`,
    lastResult,
    defaultValue: {
      commissionPercent: agent.commissionPercent === null ? undefined : String(agent.commissionPercent),
    },
  });
  const pending = agent.status === 'pending';
  return (
    <li className={`${CARD} p-5`} aria-label={agent.businessName}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold break-words text-slate-900">{agent.businessName}</h3>
        <span className="text-sm text-slate-600">{STATUS[agent.status]()}</span>
      </div>
      <p className="mt-1 text-sm break-all text-slate-600">
        {[agent.ownerName, agent.email, agent.phone].filter(Boolean).join(' · ')}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {agent.commissionPercent === null
          ? m.agent_admin_applied({ when: shortDateTime(agent.createdAt) })
          : m.agent_admin_commission_value({ percent: agent.commissionPercent })}
      </p>
      <div className="mt-3 space-y-3">
        {notice && <Banner tone={notice.tone}>{notice.message}</Banner>}
        <SchemaForm form={form} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <input type="hidden" name="agentId" value={agent.id} />
          <InputField
            field={fields.commissionPercent}
            label={m.agent_admin_commission()}
            hint={m.agent_admin_commission_hint({ max: COMMISSION_PERCENT_MAX })}
            inputMode="numeric"
            maxLength={3}
            className="sm:w-56"
          />
          <div className="sm:pb-6">
            <SubmitAction
              intent="approve"
              label={
                pending
                  ? m.agent_admin_approve({ name: agent.businessName })
                  : m.agent_admin_save_rate({ name: agent.businessName })
              }
              busyLabel={m.agent_admin_busy()}
            />
          </div>
        </SchemaForm>
      </div>
    </li>
  );
}

/** Every agent, applications first, each with its approval form. */
export function AgentList({
  agents,
  noticeOf,
  resultOf,
}: {
  agents: readonly Agent[];
  noticeOf: (id: string) => Notice | undefined;
  resultOf: (id: string) => SubmissionResult<string[]> | undefined;
}) {
  if (agents.length === 0) return <EmptyState>{m.agent_admin_empty()}</EmptyState>;
  return (
    <ul className="space-y-4">
      {agents.map((a) => (
        <AgentCard key={a.id} agent={a} notice={noticeOf(a.id)} lastResult={resultOf(a.id)} />
      ))}
    </ul>
  );
}
