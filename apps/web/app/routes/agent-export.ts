import { belizeToday } from '@belizepass/domain';
import { redirect } from 'react-router';
import { agentSession, monthOf } from '~/features/agent/agent.server';
import { AGENT_HOME } from '~/features/agent/agent-nav';
import { PRIVATE_PAGE } from '~/lib/session.server';
import type { Route } from './+types/agent-export';

/**
 * `GET /agent/export/statement.csv?month=YYYY-MM`: streams the API's statement CSV with the agent's
 * session, so "Download CSV" is a plain link. An agency not approved yet goes back to its console.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, approved } = await agentSession(context, request);
  const month = monthOf(new URL(request.url).searchParams.get('month'), belizeToday());
  if (!approved) throw redirect(AGENT_HOME);
  const response = await api.download('/api/agent/statement.csv', {
    query: { month },
    headers: { accept: 'text/csv' },
  });
  const headers = new Headers(PRIVATE_PAGE);
  for (const name of ['content-type', 'content-disposition', 'content-length']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
