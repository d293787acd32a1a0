import type { AgentBookingRow } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { CalendarPlus } from 'lucide-react';
import { data } from 'react-router';
import { LoadError } from '~/components/data/data-table';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { agentSession } from '~/features/agent/agent.server';
import { AGENT_HOME } from '~/features/agent/agent-nav';
import { AgentBookingsTable, AgentHeader } from '~/features/agent/agent-ui';
import { loaderHeaders } from '~/lib/page';
import { PRIVATE_PAGE } from '~/lib/session.server';
import type { Route } from './+types/agent-dashboard-bookings';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, approved } = await agentSession(context, request);
  const booked = new URL(request.url).searchParams.get('booked');
  if (!approved) return data({ bookings: null, booked: null, failed: false }, { headers: PRIVATE_PAGE });
  try {
    const { bookings } = await api.get<{ bookings: AgentBookingRow[] }>('/api/agent/bookings');
    return data({ bookings, booked, failed: false }, { headers: PRIVATE_PAGE });
  } catch {
    return data({ bookings: null, booked, failed: true }, { headers: PRIVATE_PAGE });
  }
}

export const headers = loaderHeaders;

/** The agent's bookings for its guests, newest first. */
export default function AgentBookings({ loaderData: { bookings, booked, failed } }: Route.ComponentProps) {
  const just = booked ? bookings?.find((b) => b.confirmationCode === booked) : undefined;
  return (
    <>
      <AgentHeader
        title={m.agent_bookings_title()}
        lead={m.agent_bookings_lead()}
        actions={
          <ButtonLink to={`${AGENT_HOME}/book`} className="min-h-11">
            <CalendarPlus aria-hidden="true" className="size-4" />
            {m.agent_nav_book()}
          </ButtonLink>
        }
      />
      {just && (
        <div className="mb-4">
          <Banner tone="success">
            {m.agent_booked_notice({
              code: just.confirmationCode ?? '',
              guest: just.guestName,
              email: just.guestEmail,
            })}
          </Banner>
        </div>
      )}
      {failed ? (
        <LoadError message={m.agent_load_error()} />
      ) : (
        <AgentBookingsTable
          caption={m.agent_bookings_title()}
          rows={bookings ?? []}
          empty={m.agent_bookings_empty()}
        />
      )}
    </>
  );
}
