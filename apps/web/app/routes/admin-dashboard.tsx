import { LayoutDashboard } from 'lucide-react';
import { data, NavLink } from 'react-router';
import { NoticeCard } from '~/components/ui/notice-card';
import { PageMeta } from '~/components/ui/page-title';
import { AccessCheck, useAccess } from '~/features/auth/require-access';
import { useSession } from '~/features/auth/session';
import type { Route } from './+types/admin-dashboard';

/** Screens of the admin dashboard (spec section 2.14), in sidebar order. */
const SCREENS: Record<string, { title: string; label: string; about: string }> = {
  '': {
    title: 'Overview',
    label: 'Overview',
    about: 'The overview will show sales, bookings, new tourists, pending approvals and system alerts.',
  },
  merchants: {
    title: 'Manage Merchants',
    label: 'Merchants',
    about:
      'Manage Merchants will let you review applications, approve merchants and activate or deactivate them.',
  },
  tours: {
    title: 'Manage Tours',
    label: 'Tours',
    about: 'Manage Tours will let you review, approve, activate and deactivate tours.',
  },
  bookings: {
    title: 'Bookings',
    label: 'Bookings',
    about: 'Bookings will list every booking on the platform.',
  },
  users: { title: 'Tourists', label: 'Tourists', about: 'Tourists will list the traveller accounts.' },
  payouts: { title: 'Payouts', label: 'Payouts', about: 'Payouts will track what is owed to each merchant.' },
  settings: {
    title: 'Settings',
    label: 'Settings',
    about: 'Settings will hold the platform name, contact email, commission rate and notifications.',
  },
};

export function loader({ params }: Route.LoaderArgs) {
  const screen = (params['*'] ?? '').replace(/\/+$/, '');
  if (!Object.hasOwn(SCREENS, screen)) throw data(null, { status: 404 });
  return { screen };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const screen = SCREENS[loaderData.screen]!;
  const allowed = useAccess('admin');
  const { user } = useSession();

  return (
    <>
      <PageMeta title={`${screen.title} | Admin Dashboard`} />
      <meta name="robots" content="noindex" />
      {!allowed || !user ? (
        <AccessCheck />
      ) : (
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Admin Dashboard</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{screen.title}</h1>
          <p className="mt-2 text-slate-600">
            Signed in as <span className="font-medium text-slate-900">{user.full_name}</span>
          </p>
          <nav aria-label="Admin dashboard" className="mt-6 overflow-x-auto border-b border-slate-200">
            <ul className="-mb-px flex gap-1">
              {Object.entries(SCREENS).map(([path, item]) => (
                <li key={path} className="shrink-0">
                  <NavLink
                    to={path ? `/admin/dashboard/${path}` : '/admin/dashboard'}
                    end
                    className={({ isActive }) =>
                      `inline-flex min-h-11 items-center border-b-2 px-4 font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600 ${
                        isActive
                          ? 'border-brand-600 text-brand-700'
                          : 'border-transparent text-slate-600 hover:text-slate-900'
                      }`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-8">
            <NoticeCard
              icon={LayoutDashboard}
              title="Not open yet"
              links={[{ to: '/', label: 'Back to home' }]}
            >
              <p>{screen.about}</p>
              <p>This part of the admin dashboard is not open yet.</p>
            </NoticeCard>
          </div>
        </div>
      )}
    </>
  );
}
