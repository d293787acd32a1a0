import { data, NavLink } from 'react-router';
import { PageMeta } from '~/components/ui/page-title';
import { AccountStoredValue } from '~/features/account-stored-value/account-stored-value';
import { AccountProfile } from '~/features/auth/account-profile';
import { AccessCheck, useAccess } from '~/features/auth/require-access';
import { useSession } from '~/features/auth/session';
import { AccountBookings } from '~/features/booking/account-bookings';
import { QueryProvider } from '~/lib/query-provider';
import type { Route } from './+types/account';

/** Sub-pages of /account (spec section 2.10: tabs My Profile and My Bookings, plus the user's stored value). */
const SECTIONS: Record<string, string> = {
  '': 'My Profile',
  profile: 'My Profile',
  bookings: 'My Bookings',
  'gift-cards': 'Gift Cards & Vouchers',
};

/** Each tab with the sections it stands for ('' and 'profile' are both the profile). */
const TABS = [
  { to: '/account', label: 'My Profile', sections: ['', 'profile'] },
  { to: '/account/bookings', label: 'My Bookings', sections: ['bookings'] },
  { to: '/account/gift-cards', label: 'Gift Cards & Vouchers', sections: ['gift-cards'] },
];

export function loader({ params }: Route.LoaderArgs) {
  const section = (params['*'] ?? '').replace(/\/+$/, '');
  if (!Object.hasOwn(SECTIONS, section)) throw data(null, { status: 404 });
  return { section };
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { section } = loaderData;
  const title = SECTIONS[section]!;
  const allowed = useAccess('signed-in');
  const { user } = useSession();

  return (
    <>
      <PageMeta title={title} />
      <meta name="robots" content="noindex" />
      {!allowed || !user ? (
        <AccessCheck />
      ) : (
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">My Account</h1>
          <p className="mt-2 text-slate-600">
            Welcome back, <span className="font-medium text-slate-900">{user.full_name}</span>.
          </p>
          <nav aria-label="Account" className="mt-6 border-b border-slate-200">
            <ul className="-mb-px grid grid-cols-3 sm:flex sm:gap-2">
              {TABS.map((tab) => {
                const active = tab.sections.includes(section);
                return (
                  <li key={tab.to}>
                    <NavLink
                      to={tab.to}
                      end
                      aria-current={active ? 'page' : undefined}
                      className={`flex h-full min-h-11 items-center justify-center border-b-2 px-2 py-2 text-center leading-tight font-medium sm:px-4 focus-visible:outline-2 focus-visible:outline-brand-600 ${
                        active
                          ? 'border-brand-600 text-brand-700'
                          : 'border-transparent text-slate-600 hover:text-slate-900'
                      }`}
                    >
                      {tab.label}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="mt-8">
            {section === 'bookings' ? (
              <AccountBookings />
            ) : section === 'gift-cards' ? (
              <QueryProvider>
                <AccountStoredValue userId={user.id} />
              </QueryProvider>
            ) : (
              <AccountProfile user={user} />
            )}
          </div>
        </div>
      )}
    </>
  );
}
