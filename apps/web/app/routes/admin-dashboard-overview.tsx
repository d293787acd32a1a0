import { ADMIN_MESSAGES } from '@belizepass/domain';
import { useQuery } from '@tanstack/react-query';
import { type AdminAlert, adminGet, type DashboardStats, type TopRow } from '~/features/admin/admin-api';
import { ADMIN_HOME } from '~/features/admin/admin-nav';
import { AdminPageHeader, LoadError, LoadingBlock } from '~/features/admin/admin-ui';
import { StatTiles } from '~/features/admin/overview/stat-tiles';
import { SystemAlerts } from '~/features/admin/overview/system-alerts';
import { TopTable } from '~/features/admin/overview/top-table';

/** The four overview calls, made together (spec section 7). */
async function loadOverview(signal: AbortSignal) {
  const [stats, topTours, topMerchants, alerts] = await Promise.all([
    adminGet<DashboardStats>('dashboard/stats', {}, signal),
    adminGet<TopRow[]>('dashboard/top-tours', {}, signal),
    adminGet<TopRow[]>('dashboard/top-merchants', {}, signal),
    adminGet<AdminAlert[]>('dashboard/alerts', {}, signal),
  ]);
  return { stats, topTours, topMerchants, alerts };
}

/** Overview (spec section 2.14): alerts, six figures and the top tours and merchants. */
export default function AdminOverview() {
  const overview = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => loadOverview(signal),
  });

  return (
    <>
      <AdminPageHeader title="Overview" />
      {overview.isPending ? (
        <LoadingBlock />
      ) : overview.isError ? (
        <LoadError message={ADMIN_MESSAGES.loadDashboardFailed} onRetry={() => overview.refetch()} />
      ) : (
        <>
          <SystemAlerts alerts={overview.data.alerts} />
          <h2 className="sr-only">Figures</h2>
          <StatTiles stats={overview.data.stats} />
          <div className="mt-6 grid gap-4 lg:grid-cols-2">
            <TopTable
              id="top-tours"
              title="Top Performing Tours"
              nameLabel="Tour"
              rows={overview.data.topTours}
              linkTo={`${ADMIN_HOME}/tours`}
              linkLabel="View all tours"
            />
            <TopTable
              id="top-merchants"
              title="Top Merchants"
              nameLabel="Merchant"
              rows={overview.data.topMerchants}
              linkTo={`${ADMIN_HOME}/merchants`}
              linkLabel="View all merchants"
            />
          </div>
        </>
      )}
    </>
  );
}
