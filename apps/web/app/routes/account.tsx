import { UserRound } from 'lucide-react';
import { data, NavLink } from 'react-router';
import { NoticeCard } from '~/components/ui/notice-card';
import { PageMeta } from '~/components/ui/page-title';
import type { Route } from './+types/account';

/** Sub-pages of /account (spec section 2.10: tabs My Profile and My Bookings). */
const SECTIONS: Record<string, string> = {
  '': 'My Account',
  profile: 'My Profile',
  bookings: 'My Bookings',
};

const TABS = [
  { to: '/account', label: 'My Profile' },
  { to: '/account/bookings', label: 'My Bookings' },
];

export function loader({ params }: Route.LoaderArgs) {
  const section = (params['*'] ?? '').replace(/\/+$/, '');
  if (!Object.hasOwn(SECTIONS, section)) throw data(null, { status: 404 });
  return { section };
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const title = SECTIONS[loaderData.section]!;
  return (
    <>
      <PageMeta title={title} />
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <nav aria-label="Account" className="mt-6 border-b border-slate-200">
          <ul className="-mb-px flex gap-2">
            {TABS.map((tab) => (
              <li key={tab.to}>
                <NavLink
                  to={tab.to}
                  end
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center border-b-2 px-4 font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
                      isActive || (tab.to === '/account' && loaderData.section === 'profile')
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
            icon={UserRound}
            title="Accounts are not open yet"
            links={[
              { to: '/tours', label: 'Browse tours' },
              { to: '/contact', label: 'Contact us' },
            ]}
          >
            <p>
              Your account is where you will update your profile, see your bookings with their confirmation
              codes, and cancel or delete your account.
            </p>
            <p>
              Signing in is not open yet on this site. You can browse all tours without an account, and
              contact us with any question about a booking.
            </p>
          </NoticeCard>
        </div>
      </div>
    </>
  );
}
