import { type Agent, approveAgentSchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { data } from 'react-router';
import type { ApiClient } from '~/lib/api-client';
import { parseForm } from '~/lib/forms.server';
import { type AdminActionData, done, formFailed } from '../admin.server';

/** The agents screen's one form: approve an agent at a commission, or change an approved agent's rate. */
export async function agentAction(request: Request, api: ApiClient, intent: string) {
  if (intent !== 'approve') throw data('Unknown action', { status: 400 });
  const agentId = (await request.clone().formData()).get('agentId');
  if (typeof agentId !== 'string' || !/^[0-9a-f-]{36}$/i.test(agentId)) {
    throw data('Unknown agent', { status: 400 });
  }
  const submission = await parseForm(request, approveAgentSchema);
  // The row's form shows its own result: the failure names the agent it is about.
  const failed = (error?: unknown) => {
    const reply = formFailed(intent, submission, error, m.agent_admin_failed());
    return data<AdminActionData>({ ...reply.data, id: agentId }, reply.init ?? undefined);
  };
  if (submission.status !== 'success') return failed();
  try {
    const agent = await api.put<Agent>(`/api/admin/agents/${agentId}/approval`, submission.value);
    return done(
      intent,
      agentId,
      m.agent_admin_approved({ name: agent.businessName, percent: agent.commissionPercent ?? 0 }),
      submission.reply(),
    );
  } catch (error) {
    return failed(error);
  }
}
