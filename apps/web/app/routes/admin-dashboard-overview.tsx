import { ADMIN_MESSAGES, type AdminAlert, type DashboardStats, type TopRow } from '@belizepass/domain';
import { LoadError } from '~/components/data/data-table';
import { adminApi, adminPage, orNull } from '~/features/admin/admin.server';
import { ADMIN_HOME } from '~/features/admin/admin-nav';
import { AdminPageHeader } from '~/features/admin/admin-ui';
import { StatTiles } from '~/features/admin/overview/stat-tiles';
import { SystemAlerts } from '~/features/admin/overview/system-alerts';
import { TopTable } from '~/features/admin/overview/top-table';
import { loaderHeaders } from '~/lib/page';
import type { Route } from './+types/admin-dashboard-overview';

/** The four overview reads, made together (spec section 7); null when any of them failed. */
/** The two rankings under the figures, each linking to its full list. */
const TOP_TOURS = {
  id: 'top-tours',
  title: 'Top Performing Tours',
  nameLabel: 'Tour',
  linkTo: `${ADMIN_HOME}/tours`,
  linkLabel: 'View all tours',
};
const TOP_MERCHANTS = {
  id: 'top-merchants',
  title: 'Top Merchants',
  nameLabel: 'Merchant',
  linkTo: `${ADMIN_HOME}/merchants`,
  linkLabel: 'View all merchants',
};

export async function loader(args: Route.LoaderArgs) {
  const api = await adminApi(args);
  const overview = await orNull(
    Promise.all([
      api.get<DashboardStats>('/api/admin/dashboard/stats'),
      api.get<TopRow[]>('/api/admin/dashboard/top-tours'),
      api.get<TopRow[]>('/api/admin/dashboard/top-merchants'),
      api.get<AdminAlert[]>('/api/admin/dashboard/alerts'),
    ]).then(([stats, topTours, topMerchants, alerts]) => ({ stats, topTours, topMerchants, alerts })),
  );
  return adminPage({ overview });
}

export const headers = loaderHeaders;

/** Overview (spec section 2.14): alerts, six figures and the top tours and merchants. */
export default function AdminOverview({ loaderData: { overview } }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title="Overview" />
      {!overview ? (
        <LoadError message={ADMIN_MESSAGES.loadDashboardFailed} />
      ) : (
        <>
          <SystemAlerts alerts={overview.alerts} />
          <h2 className="sr-only">Figures</h2>
          <StatTiles stats={overview.stats} />
          <div className="mt-6 grid gap-4 lg:grid-cols-2">
            <TopTable {...TOP_TOURS} rows={overview.topTours} />
            <TopTable {...TOP_MERCHANTS} rows={overview.topMerchants} />
          </div>
        </>
      )}
    </>
  );
}
