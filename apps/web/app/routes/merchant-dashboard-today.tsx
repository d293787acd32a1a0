import { belizeToday, isIsoDate, type MerchantDayDepartures } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { DayScreen, type DayView } from '~/features/merchant/day-screen';
import { consoleHeaders, consoleLoader, orFailure } from '~/features/merchant/merchant.server';
import type { Route } from './+types/merchant-dashboard-today';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: () => m.day_title() };

/** How many of the following days with guests the landing shows under the day's departures. */
const NEXT_DAYS = 3;

export const loader = (args: Route.LoaderArgs) =>
  consoleLoader(args, async (api, url): Promise<DayView> => {
    const asked = url.searchParams.get('date') ?? '';
    const date = isIsoDate(asked) ? asked : belizeToday();
    const read = await orFailure(
      api.get<MerchantDayDepartures>('/api/merchant/departures', { query: { date, next: NEXT_DAYS } }),
      m.operations_please_try_again(),
    );
    return { date, day: read.value, failure: read.failure };
  });

export const headers = consoleHeaders;

export default function MerchantDashboardToday({ loaderData }: Route.ComponentProps) {
  return loaderData ? <DayScreen view={loaderData} /> : null;
}
