import type { AgentList as Agents } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { LoadError } from '~/components/data/data-table';
import { adminApi, adminIntentAction, adminPage, orNull } from '~/features/admin/admin.server';
import { AdminPageHeader, noticeFor, resultFor } from '~/features/admin/admin-ui';
import { agentAction } from '~/features/admin/agents/agent-actions.server';
import { AgentList } from '~/features/admin/agents/agent-sections';
import { loaderHeaders } from '~/lib/page';
import type { Route } from './+types/admin-dashboard-agents';

export async function loader(args: Route.LoaderArgs) {
  const api = await adminApi(args);
  return adminPage({ list: await orNull(api.get<Agents>('/api/admin/agents')) });
}

export const headers = loaderHeaders;

export const action = (args: Route.ActionArgs) => adminIntentAction(args, agentAction);

/** Agents (hotel desks, cruise-port kiosks; docs/decisions/039-agents.md): approve one at a commission. */
export default function AdminAgents({ loaderData: { list }, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title={m.agent_admin_title()} lead={m.agent_admin_intro()} />
      {!list ? (
        <LoadError message={m.agent_admin_load_error()} />
      ) : (
        <AgentList
          agents={list.agents}
          noticeOf={(id) => noticeFor(actionData, id)}
          resultOf={(id) => (actionData?.id === id ? resultFor(actionData, 'approve') : undefined)}
        />
      )}
    </>
  );
}
