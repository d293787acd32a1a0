import { m } from '@belizepass/domain/i18n';
import { BusinessProfileScreen, PROFILE_DIALOGS } from '~/features/merchant/business-profile-screen';
import { skipDialogRevalidation } from '~/features/merchant/console-dialog';
import { consoleHeaders, consoleLoader } from '~/features/merchant/merchant.server';
import { loadProfile, profileAction } from '~/features/merchant/profile.server';
import type { Route } from './+types/merchant-dashboard-profile';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: () => m.merchant_business_profile() };

export const loader = (args: Route.LoaderArgs) => consoleLoader(args, loadProfile);
export const action = (args: Route.ActionArgs) => profileAction(args);
export const headers = consoleHeaders;
export const shouldRevalidate = skipDialogRevalidation(PROFILE_DIALOGS);

export default function MerchantDashboardProfile({ loaderData }: Route.ComponentProps) {
  return loaderData ? <BusinessProfileScreen view={loaderData} /> : null;
}
