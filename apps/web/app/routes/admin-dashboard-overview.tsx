import { ADMIN_MESSAGES, type AdminAlert, type DashboardStats, type TopRow } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { LoadError } from '~/components/data/data-table';
import { adminApi, adminPage, orNull } from '~/features/admin/admin.server';
import { ADMIN_HOME } from '~/features/admin/admin-nav';
import { AdminPageHeader } from '~/features/admin/admin-ui';
import { StatTiles } from '~/features/admin/overview/stat-tiles';
import { SystemAlerts } from '~/features/admin/overview/system-alerts';
import { TopTable } from '~/features/admin/overview/top-table';
import { loaderHeaders } from '~/lib/page';
import type { Route } from './+types/admin-dashboard-overview';

/** The two rankings under the figures, each linking to its full list. */
const topTours = () => ({
  id: 'top-tours',
  title: m.admin_overview_top_tours(),
  nameLabel: m.admin_col_tour(),
  linkTo: `${ADMIN_HOME}/tours`,
  linkLabel: m.admin_overview_view_all_tours(),
});
const topMerchants = () => ({
  id: 'top-merchants',
  title: m.admin_overview_top_merchants(),
  nameLabel: m.admin_col_merchant(),
  linkTo: `${ADMIN_HOME}/merchants`,
  linkLabel: m.admin_overview_view_all_merchants(),
});

/** The four overview reads, made together (spec section 7); null when any of them failed. */
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
      <AdminPageHeader title={m.admin_overview_title()} />
      {!overview ? (
        <LoadError message={ADMIN_MESSAGES.loadDashboardFailed} />
      ) : (
        <>
          <SystemAlerts alerts={overview.alerts} />
          <h2 className="sr-only">{m.admin_overview_figures()}</h2>
          <StatTiles stats={overview.stats} />
          <div className="mt-6 grid gap-4 lg:grid-cols-2">
            <TopTable {...topTours()} rows={overview.topTours} />
            <TopTable {...topMerchants()} rows={overview.topMerchants} />
          </div>
        </>
      )}
    </>
  );
}
