import { Link, useLocation } from 'react-router';

const HOME = '/merchant/dashboard';

const TABS = [
  {
    to: HOME,
    label: 'Upcoming Bookings',
    matches: (path: string) => path === HOME || path.startsWith(`${HOME}/booking/`),
  },
  { to: `${HOME}/check-in`, label: 'Check-In' },
  { to: `${HOME}/tours`, label: 'My Tours' },
  { to: `${HOME}/deals`, label: 'My Deals' },
  { to: `${HOME}/profile`, label: 'Profile' },
] as const;

function isActive(tab: (typeof TABS)[number], path: string) {
  return 'matches' in tab ? tab.matches(path) : path === tab.to || path.startsWith(`${tab.to}/`);
}

/** The dashboard's sections; the active one follows the path. Scrolls sideways on a narrow phone. */
export function DashboardTabs() {
  const path = useLocation().pathname.replace(/\/+$/, '') || '/';
  return (
    <nav
      aria-label="Merchant dashboard"
      className="-mx-4 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
    >
      <ul className="-mb-px flex gap-1">
        {TABS.map((tab) => {
          const active = isActive(tab, path);
          return (
            <li key={tab.to} className="shrink-0">
              <Link
                to={tab.to}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-4 font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  active
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-slate-600 hover:text-slate-900'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
