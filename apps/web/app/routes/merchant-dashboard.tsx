import { MERCHANT_STATUSES, type MerchantStatus } from '@belizepass/domain';
import { useQuery } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { data, Link, NavLink } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { NoticeCard } from '~/components/ui/notice-card';
import { PageMeta } from '~/components/ui/page-title';
import { Spinner } from '~/components/ui/spinner';
import { AuthClientError, authFetch } from '~/features/auth/auth-client';
import { AccessCheck, useAccess } from '~/features/auth/require-access';
import { useSession } from '~/features/auth/session';
import type { Route } from './+types/merchant-dashboard';

/** Screens of the merchant dashboard (spec section 2.13). */
const SCREENS: Record<string, { title: string; about: string }> = {
  '': {
    title: 'Upcoming Bookings',
    about: 'Upcoming bookings will list each booking with its date, guests and confirmation code.',
  },
  'check-in': {
    title: 'Tourist Check-In',
    about:
      'Check-in will let you check tourists in by scanning their QR code or typing their confirmation code.',
  },
  tours: {
    title: 'My Tours',
    about: 'My Tours will let you create, edit, activate and feature your tours and upload their photos.',
  },
  profile: {
    title: 'Business Profile',
    about: 'Your business profile will show the details tourists see about your company.',
  },
};

const TABS = [
  { to: '/merchant/dashboard', label: 'Upcoming Bookings' },
  { to: '/merchant/dashboard/check-in', label: 'Check-In' },
  { to: '/merchant/dashboard/tours', label: 'My Tours' },
  { to: '/merchant/dashboard/profile', label: 'Profile' },
];

const STATUS_BADGES: Record<MerchantStatus, { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-green-100 text-green-800' },
  pending_approval: { label: 'Pending Approval', className: 'bg-amber-100 text-amber-800' },
  inactive: { label: 'Inactive', className: 'bg-slate-200 text-slate-700' },
};

interface BusinessProfile {
  id: string;
  business_name: string;
  status: MerchantStatus;
}

export function loader({ params }: Route.LoaderArgs) {
  const screen = (params['*'] ?? '').replace(/\/+$/, '');
  if (!Object.hasOwn(SCREENS, screen)) throw data(null, { status: 404 });
  return { screen };
}

function StatusBadge({ status }: { status: MerchantStatus }) {
  const badge = STATUS_BADGES[MERCHANT_STATUSES.includes(status) ? status : 'inactive'];
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ${badge.className}`}
    >
      {badge.label}
    </span>
  );
}

/** The greeting with the business name and status, from `GET /api/merchant/profile`. */
function BusinessGreeting({ userId }: { userId: string }) {
  const profile = useQuery({
    queryKey: ['merchant-profile', userId],
    queryFn: ({ signal }) => authFetch<BusinessProfile>('/api/merchant/profile', { signal }),
    retry: false,
  });

  if (profile.isPending) {
    return (
      <div className="mt-4">
        <Spinner label="Loading your business" className="size-6" />
      </div>
    );
  }
  if (profile.isError) {
    const error = profile.error;
    const pending = error instanceof AuthClientError && error.code === 'MERCHANT_PENDING_APPROVAL';
    return (
      <div className="mt-6">
        <Banner
          tone={pending ? 'info' : 'error'}
          title={pending ? 'Application under review' : 'We could not load your business'}
        >
          <p>{error.message}</p>
          {pending && (
            <p className="mt-2">
              <Link to="/register-merchant-pending" className="font-semibold underline underline-offset-2">
                What happens next
              </Link>
            </p>
          )}
        </Banner>
      </div>
    );
  }
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <p className="text-lg text-slate-700">
        Welcome, <span className="font-semibold text-slate-900">{profile.data.business_name}</span>
      </p>
      <StatusBadge status={profile.data.status} />
    </div>
  );
}

export default function MerchantDashboard({ loaderData }: Route.ComponentProps) {
  const screen = SCREENS[loaderData.screen]!;
  const allowed = useAccess('merchant');
  const { user } = useSession();

  return (
    <>
      <PageMeta title={`${screen.title} | Merchant Dashboard`} />
      <meta name="robots" content="noindex" />
      {!allowed || !user ? (
        <AccessCheck />
      ) : (
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Merchant Dashboard</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{screen.title}</h1>
          <BusinessGreeting userId={user.id} />
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
              title="Not open yet"
              links={[
                { to: '/tours', label: 'See tours on BelizePass' },
                { to: '/how-it-works', label: 'How it Works' },
              ]}
            >
              <p>{screen.about}</p>
              <p>
                This part of the dashboard is not open yet. For help with your listings or bookings in the
                meantime, email{' '}
                <a href="mailto:partners@belizepass.bz" className="font-medium text-brand-700 underline">
                  partners@belizepass.bz
                </a>
                .
              </p>
            </NoticeCard>
          </div>
        </div>
      )}
    </>
  );
}
