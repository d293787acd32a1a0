import { m } from '@belizepass/domain/i18n';
import { skipDialogRevalidation } from '~/features/merchant/console-dialog';
import { consoleHeaders, consoleLoader } from '~/features/merchant/merchant.server';
import { TOUR_DIALOGS } from '~/features/merchant/tour-filters';
import { loadTours, toursAction } from '~/features/merchant/tours.server';
import { ToursScreen } from '~/features/merchant/tours-screen';
import type { Route } from './+types/merchant-dashboard-tours';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: () => m.site_nav_merchant_tours() };

export const loader = (args: Route.LoaderArgs) => consoleLoader(args, loadTours);
export const action = (args: Route.ActionArgs) => toursAction(args);
export const headers = consoleHeaders;
/** The dates dialog reads departures; the tour form and delete dialogs need nothing new. */
export const shouldRevalidate = skipDialogRevalidation(TOUR_DIALOGS.filter((name) => name !== 'dates'));

export default function MerchantDashboardTours({ loaderData }: Route.ComponentProps) {
  return loaderData ? <ToursScreen view={loaderData} /> : null;
}
