import { type AdminAlert, addDays, belizeToday, type DashboardStats, formatMoney } from '@belizepass/domain';
import { intlLocale, m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import * as repo from './admin-dashboard.repository.ts';

const CHART_DAYS = 7;
const NEW_TOURIST_DAYS = 7;
const TOP_ROWS = 5;
const HOLD_WARNING_MINUTES = 5;

export async function dashboardStats(db: Db, now = new Date()): Promise<DashboardStats> {
  const today = belizeToday(now);
  const days = Array.from({ length: CHART_DAYS }, (_, i) => addDays(today, i - (CHART_DAYS - 1)));
  const [totals, tourists, pending, merchantCount, activeToursCount, daily] = await Promise.all([
    repo.salesTotals(db),
    repo.touristCounts(db, new Date(now.getTime() - NEW_TOURIST_DAYS * 24 * 60 * 60 * 1000)),
    repo.countPendingApprovals(db),
    repo.countActiveMerchants(db),
    repo.countPublicTours(db),
    repo.salesByBelizeDay(db, days[0]!),
  ]);
  const byDay = new Map(daily.map((d) => [d.day, d]));
  return {
    totalSales: totals.sales,
    bookingsCount: totals.bookings,
    newUserCount: tourists.recent,
    totalTourists: tourists.total,
    pendingApprovals: pending.merchants + pending.tours + pending.deals,
    merchantCount,
    activeToursCount,
    salesData: days.map((d) => byDay.get(d)?.sales ?? 0),
    bookingsData: days.map((d) => byDay.get(d)?.bookings ?? 0),
    days,
  };
}

export const topTours = (db: Db) => repo.topTours(db, TOP_ROWS);
export const topMerchants = (db: Db) => repo.topMerchants(db, TOP_ROWS);

/** What needs the staff's attention now, worst first; 'All systems normal' only when nothing does. */
export async function systemAlerts(db: Db, now = new Date()): Promise<AdminAlert[]> {
  const [pending, failedEmails, expiringHolds, awaitingPayout] = await Promise.all([
    repo.countPendingApprovals(db),
    repo.countFailedEmails(db),
    repo.countHoldsExpiringBetween(db, now, new Date(now.getTime() + HOLD_WARNING_MINUTES * 60_000)),
    repo.completedAwaitingPayout(db),
  ]);
  const alerts: AdminAlert[] = [];
  if (pending.merchants > 0) {
    alerts.push({
      id: 'pending-merchants',
      type: 'warning',
      message: m.admin_alert_pending_merchants({ count: pending.merchants }),
    });
  }
  if (failedEmails > 0) {
    alerts.push({
      id: 'failed-emails',
      type: 'warning',
      message: m.admin_alert_failed_emails({ count: failedEmails }),
    });
  }
  if (pending.tours > 0) {
    alerts.push({
      id: 'pending-tours',
      type: 'info',
      message: m.admin_alert_pending_tours({ count: pending.tours }),
    });
  }
  if (pending.tourChanges > 0) {
    alerts.push({
      id: 'pending-tour-changes',
      type: 'info',
      message: m.admin_alert_pending_tour_changes({ count: pending.tourChanges }),
      link: '/admin/dashboard/tours?status=changes',
    });
  }
  if (pending.deals > 0) {
    alerts.push({
      id: 'pending-deals',
      type: 'info',
      message: m.admin_alert_pending_deals({ count: pending.deals }),
    });
  }
  if (awaitingPayout.count > 0) {
    alerts.push({
      id: 'awaiting-payout',
      type: 'info',
      message: m.admin_alert_awaiting_payout({
        count: awaitingPayout.count,
        amount: formatMoney(awaitingPayout.netCents, 'USD', intlLocale(), { cents: true }),
      }),
      link: '/admin/dashboard/payouts',
    });
  }
  if (expiringHolds > 0) {
    alerts.push({
      id: 'expiring-holds',
      type: 'info',
      message: m.admin_alert_expiring_holds({ count: expiringHolds, minutes: HOLD_WARNING_MINUTES }),
      link: '/admin/dashboard/bookings?status=pending',
    });
  }
  if (alerts.length === 0) {
    alerts.push({ id: 'all-clear', type: 'success', message: m.admin_alert_all_clear() });
  }
  return alerts;
}
