import { m } from '@belizepass/domain/i18n';
import { Clock } from 'lucide-react';
import { data, Outlet } from 'react-router';
import { agentSession } from '~/features/agent/agent.server';
import { AGENT_CONSOLE } from '~/features/agent/agent-nav';
import { ConsoleShell } from '~/layouts/console-shell';
import { loaderHeaders } from '~/lib/page';
import { PRIVATE_PAGE } from '~/lib/session.server';
import type { Route } from './+types/agent-dashboard';

/**
 * The agent's console (docs/decisions/039-agents.md): role `agent` only. Until the admin approves the
 * agency, it shows that the application is waiting instead of the screens.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, agent, approved } = await agentSession(context, request);
  return data({ user, agent, approved }, { headers: PRIVATE_PAGE });
}

export const headers = loaderHeaders;

export default function AgentDashboard({ loaderData: { user, agent, approved } }: Route.ComponentProps) {
  return (
    <>
      <meta name="robots" content="noindex" />
      <ConsoleShell config={AGENT_CONSOLE} user={user}>
        {approved ? (
          <Outlet />
        ) : (
          <section className="mx-auto max-w-xl rounded-xl border border-amber-300 bg-amber-50 p-6">
            <Clock aria-hidden="true" className="size-6 text-amber-700" />
            <h1 className="mt-2 text-xl font-semibold text-slate-900">{m.agent_pending_title()}</h1>
            <p className="mt-2 text-slate-700">{m.agent_pending_text({ business: agent.businessName })}</p>
          </section>
        )}
      </ConsoleShell>
    </>
  );
}
