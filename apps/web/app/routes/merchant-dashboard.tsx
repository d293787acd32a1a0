import { Store } from 'lucide-react';
import { data, NavLink } from 'react-router';
import { NoticeCard } from '~/components/ui/notice-card';
import { PageMeta } from '~/components/ui/page-title';
import type { Route } from './+types/merchant-dashboard';

/** Screens of the merchant dashboard (spec section 2.13). */
const SCREENS: Record<string, string> = {
  '': 'Upcoming Bookings',
  'check-in': 'Tourist Check-In',
  tours: 'My Tours',
  profile: 'Business Profile',
};

const TABS = [
  { to: '/merchant/dashboard', label: 'Upcoming Bookings' },
  { to: '/merchant/dashboard/check-in', label: 'Check-In' },
  { to: '/merchant/dashboard/tours', label: 'My Tours' },
  { to: '/merchant/dashboard/profile', label: 'Profile' },
];

export function loader({ params }: Route.LoaderArgs) {
  const screen = (params['*'] ?? '').replace(/\/+$/, '');
  if (!Object.hasOwn(SCREENS, screen)) throw data(null, { status: 404 });
  return { screen };
}

export default function MerchantDashboard({ loaderData }: Route.ComponentProps) {
  const title = SCREENS[loaderData.screen]!;
  return (
    <>
      <PageMeta title={`${title} | Merchant Dashboard`} />
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Merchant Dashboard</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <nav aria-label="Merchant dashboard" className="mt-6 overflow-x-auto border-b border-slate-200">
          <ul className="-mb-px flex gap-1">
            {TABS.map((tab) => (
              <li key={tab.to} className="shrink-0">
                <NavLink
                  to={tab.to}
                  end
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center border-b-2 px-4 font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600 ${
                      isActive
                        ? 'border-brand-600 text-brand-700'
                        : 'border-transparent text-slate-600 hover:text-slate-900'
                    }`
                  }
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-8">
          <NoticeCard
            icon={Store}
            title="Merchant sign-in is not open yet"
            links={[
              { to: '/merchant/register', label: 'Become a merchant' },
              { to: '/how-it-works', label: 'How it Works' },
              { to: '/tours', label: 'Browse tours' },
            ]}
          >
            <p>
              Approved merchants use this dashboard to see upcoming bookings, check tourists in by QR code or
              confirmation code, manage their tours and keep their business profile up to date.
            </p>
            <p>
              To talk to us about listing your tours, email{' '}
              <a href="mailto:partners@belizepass.bz" className="font-medium text-brand-700 underline">
                partners@belizepass.bz
              </a>
              .
            </p>
          </NoticeCard>
        </div>
      </div>
    </>
  );
}
