import type { DashboardStats } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import {
  CalendarCheck,
  Clock,
  DollarSign,
  type LucideIcon,
  Map as MapIcon,
  Store,
  UserPlus,
} from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { CARD } from '~/components/data/data-table';
import { ADMIN_HOME } from '../admin-nav';
import { count, dayLabel, longDayLabel, money } from '../format';

const OverviewChart = lazy(() => import('./overview-chart'));

function Tile({
  title,
  value,
  icon: Icon,
  children,
}: {
  title: string;
  value: string;
  icon: LucideIcon;
  children?: React.ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${CARD} flex flex-col p-5`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={id} className="text-sm font-medium text-slate-600">
            {title}
          </h3>
          <p className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{value}</p>
        </div>
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      {children && <div className="mt-3 text-sm text-slate-600">{children}</div>}
    </section>
  );
}

/** Seven bars with a visually hidden table of the same figures for screen readers. */
function WeekChart({
  title,
  values,
  days,
  format,
}: {
  title: string;
  values: number[];
  days: string[];
  format: (value: number) => string;
}) {
  const labels = days.map(dayLabel);
  return (
    <div>
      <p className="text-xs font-medium text-slate-500">{m.admin_overview_last_7_days()}</p>
      <div aria-hidden="true" className="mt-1 h-[72px]">
        <Suspense fallback={<div className="h-full rounded bg-slate-50" />}>
          <OverviewChart values={values} labels={labels} format={format} />
        </Suspense>
      </div>
      <table className="sr-only">
        <caption>{m.admin_overview_chart_caption({ title })}</caption>
        <thead>
          <tr>
            <th scope="col">{m.admin_overview_day()}</th>
            <th scope="col">{title}</th>
          </tr>
        </thead>
        <tbody>
          {values.map((value, index) => (
            <tr key={days[index] ?? index}>
              <th scope="row">{longDayLabel(days[index] ?? '')}</th>
              <td>{format(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The six figures of the overview (spec section 2.14). */
export function StatTiles({ stats }: { stats: DashboardStats }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <Tile title={m.admin_overview_total_sales()} value={money(stats.totalSales)} icon={DollarSign}>
        <WeekChart
          title={m.admin_overview_total_sales()}
          values={stats.salesData}
          days={stats.days}
          format={money}
        />
      </Tile>
      <Tile title={m.admin_overview_total_bookings()} value={count(stats.bookingsCount)} icon={CalendarCheck}>
        <WeekChart
          title={m.admin_overview_total_bookings()}
          values={stats.bookingsData}
          days={stats.days}
          format={count}
        />
      </Tile>
      <Tile title={m.admin_overview_new_tourists()} value={count(stats.newUserCount)} icon={UserPlus}>
        <p>{m.admin_overview_registered_recently()}</p>
        <p className="mt-1">
          {m.admin_overview_total_tourists()}{' '}
          <span className="font-semibold text-slate-900">{count(stats.totalTourists)}</span>
        </p>
      </Tile>
      <Tile title={m.admin_overview_pending_approvals()} value={count(stats.pendingApprovals)} icon={Clock}>
        <Link
          to={`${ADMIN_HOME}/merchants?status=pending`}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {m.admin_overview_review_applications()}
        </Link>
      </Tile>
      <Tile title={m.admin_overview_active_merchants()} value={count(stats.merchantCount)} icon={Store} />
      <Tile title={m.admin_overview_active_tours()} value={count(stats.activeToursCount)} icon={MapIcon} />
    </div>
  );
}
