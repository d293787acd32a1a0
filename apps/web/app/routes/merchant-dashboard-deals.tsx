import { m } from '@belizepass/domain/i18n';
import { skipDialogRevalidation } from '~/features/merchant/console-dialog';
import { dealsAction, loadDeals } from '~/features/merchant/deals.server';
import { DEAL_DIALOGS, DealsScreen } from '~/features/merchant/deals-screen';
import { consoleHeaders, consoleLoader } from '~/features/merchant/merchant.server';
import type { Route } from './+types/merchant-dashboard-deals';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: () => m.site_nav_merchant_deals() };

export const loader = (args: Route.LoaderArgs) => consoleLoader(args, loadDeals);
export const action = (args: Route.ActionArgs) => dealsAction(args);
export const headers = consoleHeaders;
export const shouldRevalidate = skipDialogRevalidation(DEAL_DIALOGS);

export default function MerchantDashboardDeals({ loaderData }: Route.ComponentProps) {
  return loaderData ? <DealsScreen view={loaderData} /> : null;
}
