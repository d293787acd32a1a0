import {
  Banknote,
  CalendarCheck,
  History,
  LayoutDashboard,
  type LucideIcon,
  Map as MapIcon,
  Settings,
  Store,
  Ticket,
  Users,
} from 'lucide-react';

export const ADMIN_HOME = '/admin/dashboard';

export interface AdminNavEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Only the exact path marks the entry current (the overview). */
  end?: boolean;
}

/** The sidebar entries of the admin dashboard (spec section 2.14), plus the audit log. */
export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { to: ADMIN_HOME, label: 'Overview', icon: LayoutDashboard, end: true },
  { to: `${ADMIN_HOME}/merchants`, label: 'Merchants', icon: Store },
  { to: `${ADMIN_HOME}/tours`, label: 'Tours', icon: MapIcon },
  { to: `${ADMIN_HOME}/deals`, label: 'Deals', icon: Ticket },
  { to: `${ADMIN_HOME}/bookings`, label: 'Bookings', icon: CalendarCheck },
  { to: `${ADMIN_HOME}/users`, label: 'Tourists', icon: Users },
  { to: `${ADMIN_HOME}/payouts`, label: 'Payouts', icon: Banknote },
  { to: `${ADMIN_HOME}/settings`, label: 'Settings', icon: Settings },
  { to: `${ADMIN_HOME}/audit`, label: 'Audit log', icon: History },
];
