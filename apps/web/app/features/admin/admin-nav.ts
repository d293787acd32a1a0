import { m } from '@belizepass/domain/i18n';
import {
  Banknote,
  CalendarCheck,
  ConciergeBell,
  Handshake,
  History,
  LayoutDashboard,
  type LucideIcon,
  Map as MapIcon,
  Settings,
  Store,
  Ticket,
  Users,
} from 'lucide-react';
import type { ConsoleText } from '~/layouts/console-shell';

export const ADMIN_HOME = '/admin/dashboard';

export interface AdminNavEntry {
  to: string;
  /** Read when the console is shown, in the page's language. */
  label: ConsoleText;
  icon: LucideIcon;
  /** Only the exact path marks the entry current (the overview). */
  end?: boolean;
}

/** The sidebar entries of the admin dashboard (spec section 2.14), plus the audit log. */
export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { to: ADMIN_HOME, label: () => m.admin_nav_overview(), icon: LayoutDashboard, end: true },
  { to: `${ADMIN_HOME}/merchants`, label: () => m.admin_nav_merchants(), icon: Store },
  { to: `${ADMIN_HOME}/tours`, label: () => m.admin_nav_tours(), icon: MapIcon },
  { to: `${ADMIN_HOME}/deals`, label: () => m.admin_nav_deals(), icon: Ticket },
  { to: `${ADMIN_HOME}/bookings`, label: () => m.admin_nav_bookings(), icon: CalendarCheck },
  { to: `${ADMIN_HOME}/users`, label: () => m.admin_nav_tourists(), icon: Users },
  { to: `${ADMIN_HOME}/payouts`, label: () => m.admin_nav_payouts(), icon: Banknote },
  { to: `${ADMIN_HOME}/resellers`, label: () => m.octo_admin_title(), icon: Handshake },
  { to: `${ADMIN_HOME}/agents`, label: () => m.agent_admin_title(), icon: ConciergeBell },
  { to: `${ADMIN_HOME}/settings`, label: () => m.admin_nav_settings(), icon: Settings },
  { to: `${ADMIN_HOME}/audit`, label: () => m.admin_nav_audit(), icon: History },
];
