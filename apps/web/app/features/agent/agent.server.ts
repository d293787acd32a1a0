import type { AgentProfile } from '@belizepass/domain';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '~/lib/api-client';
import { requireUser } from '~/lib/session.server';

/**
 * The signed-in agent and its agency, for the console's pages: a signed-out visitor goes to sign in,
 * another role to its own home. `approved` is false while the admin has not approved the agency.
 */
export async function agentSession(context: AppLoadContext, request: Request) {
  const user = await requireUser(context, request, 'agent');
  const api = serverApi(context);
  const agent = await api.get<AgentProfile>('/api/agent/me');
  return { user, agent, api, approved: agent.status === 'approved' };
}

/** The current Belize month, YYYY-MM, or the month asked for when it is one. */
export function monthOf(value: string | null, today: string): string {
  return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : today.slice(0, 7);
}
