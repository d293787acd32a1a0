import { m } from '@belizepass/domain/i18n';
import { useActionData } from 'react-router';
import { consoleHeaders, consoleLoader } from '~/features/merchant/merchant.server';
import { loadTeam, teamAction } from '~/features/team/team.server';
import { TeamScreen } from '~/features/team/team-screen';
import type { Route } from './+types/merchant-dashboard-team';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: () => m.staff_nav_team() };

export const loader = (args: Route.LoaderArgs) => consoleLoader(args, (api) => loadTeam(api));
export const action = (args: Route.ActionArgs) => teamAction(args);
export const headers = consoleHeaders;

export default function MerchantDashboardTeam({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  if (!loaderData) return null;
  return (
    <TeamScreen
      team={loaderData.value}
      failure={loaderData.failure}
      answer={answer && 'result' in answer && answer.intent === 'invite' ? answer : undefined}
    />
  );
}
