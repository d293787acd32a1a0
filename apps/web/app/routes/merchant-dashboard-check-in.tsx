import { m } from '@belizepass/domain/i18n';
import { checkInAction } from '~/features/merchant/check-in.server';
import { CheckInScreen } from '~/features/merchant/check-in-screen';
import { consoleHeaders, consoleLoader } from '~/features/merchant/merchant.server';
import type { Route } from './+types/merchant-dashboard-check-in';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: () => m.operations_title_check_in() };

/** Nothing to read ahead: the counter looks codes up as they come. */
export const loader = (args: Route.LoaderArgs) => consoleLoader(args, async () => ({}));
export const action = (args: Route.ActionArgs) => checkInAction(args);
export const headers = consoleHeaders;

export default function MerchantDashboardCheckIn({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <CheckInScreen initial={actionData?.step ?? null} />;
}
