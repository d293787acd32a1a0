import { LayoutDashboard } from 'lucide-react';
import { data } from 'react-router';
import { NoticeCard } from '~/components/ui/notice-card';
import { PageMeta } from '~/components/ui/page-title';
import type { Route } from './+types/admin-dashboard';

/** Screens of the admin dashboard (spec section 2.14). */
const SCREENS: Record<string, string> = {
  '': 'Overview',
  merchants: 'Manage Merchants',
  tours: 'Manage Tours',
  bookings: 'Bookings',
  users: 'Tourists',
  payouts: 'Payouts',
  settings: 'Settings',
};

export function loader({ params }: Route.LoaderArgs) {
  const screen = (params['*'] ?? '').replace(/\/+$/, '');
  if (!Object.hasOwn(SCREENS, screen)) throw data(null, { status: 404 });
  return { screen };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const title = SCREENS[loaderData.screen]!;
  return (
    <>
      <PageMeta title={`${title} | Admin Dashboard`} />
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Admin Dashboard</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-8">
          <NoticeCard
            icon={LayoutDashboard}
            title="Staff sign-in is not open yet"
            links={[{ to: '/', label: 'Back to home' }]}
          >
            <p>
              The admin dashboard is where BelizePass staff review and approve merchants and tours, follow
              bookings and payouts, and manage platform settings.
            </p>
            <p>Signing in is not open yet on this site.</p>
          </NoticeCard>
        </div>
      </div>
    </>
  );
}
