import { m } from '@belizepass/domain/i18n';
import { loadEarnings } from '~/features/merchant/earnings.server';
import { EarningsScreen } from '~/features/merchant/earnings-screen';
import { consoleHeaders, consoleLoader } from '~/features/merchant/merchant.server';
import type { Route } from './+types/merchant-dashboard-earnings';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: () => m.operations_title_earnings() };

export const loader = (args: Route.LoaderArgs) => consoleLoader(args, loadEarnings);
export const headers = consoleHeaders;

export default function MerchantDashboardEarnings({ loaderData }: Route.ComponentProps) {
  return loaderData ? <EarningsScreen view={loaderData} /> : null;
}
