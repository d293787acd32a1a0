import { type MerchantCapability, type MerchantRole, merchantRoleCan } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import {
  AppWindow,
  CalendarCheck,
  Map as MapIcon,
  MessageSquare,
  Sailboat,
  ScanLine,
  Store,
  Sun,
  Ticket,
  Users,
  Wallet,
} from 'lucide-react';
import type { ConsoleConfig, ConsoleNavEntry } from '~/layouts/console-shell';

export const MERCHANT_HOME = '/merchant/dashboard';

/**
 * The merchant console (spec 2.13): a bottom tab bar on phones (merchants run it from a phone at the
 * dock) with the four sections used most (`phoneTab`) and the others under More, every label in
 * full. Today (the operator's day: its departures, each opening its passenger list) is home;
 * Bookings lists single bookings and covers a booking's own page.
 * Its texts are read when the console is shown, in the page's language.
 */
export const MERCHANT_CONSOLE: ConsoleConfig = {
  name: () => m.merchant_console_name(),
  shortName: () => m.merchant_console_short_name(),
  key: 'merchant',
  phoneNav: 'tabs',
  nav: [
    {
      to: MERCHANT_HOME,
      label: () => m.day_nav_today(),
      icon: Sun,
      end: true,
      phoneTab: true,
      alsoMatches: (path) => path.startsWith(`${MERCHANT_HOME}/departures/`),
    },
    {
      to: `${MERCHANT_HOME}/bookings`,
      label: () => m.day_nav_bookings(),
      tabLabel: () => m.merchant_nav_bookings_tab(),
      icon: CalendarCheck,
      alsoMatches: (path) => path.startsWith(`${MERCHANT_HOME}/booking/`),
      phoneTab: true,
    },
    {
      to: `${MERCHANT_HOME}/check-in`,
      label: () => m.site_nav_merchant_check_in(),
      icon: ScanLine,
      phoneTab: true,
    },
    { to: `${MERCHANT_HOME}/tours`, label: () => m.site_nav_merchant_tours(), icon: MapIcon, phoneTab: true },
    { to: `${MERCHANT_HOME}/deals`, label: () => m.site_nav_merchant_deals(), icon: Ticket },
    { to: `${MERCHANT_HOME}/earnings`, label: () => m.merchant_nav_earnings(), icon: Wallet },
    { to: `${MERCHANT_HOME}/reviews`, label: () => m.merchant_nav_reviews(), icon: MessageSquare },
    { to: `${MERCHANT_HOME}/resources`, label: () => m.resources_nav(), icon: Sailboat },
    { to: `${MERCHANT_HOME}/widget`, label: () => m.widget_nav(), icon: AppWindow },
    {
      to: `${MERCHANT_HOME}/profile`,
      label: () => m.site_nav_merchant_profile(),
      icon: Store,
      alsoMatches: (path) => path.startsWith(`${MERCHANT_HOME}/emails`),
    },
    { to: `${MERCHANT_HOME}/team`, label: () => m.staff_nav_team(), icon: Users },
  ],
};

/** The capability each section needs (the API refuses the rest; decision 044). */
const SECTION_CAPABILITY: Record<string, MerchantCapability> = {
  [MERCHANT_HOME]: 'day',
  [`${MERCHANT_HOME}/bookings`]: 'bookings',
  [`${MERCHANT_HOME}/check-in`]: 'day',
  [`${MERCHANT_HOME}/tours`]: 'business',
  [`${MERCHANT_HOME}/deals`]: 'business',
  [`${MERCHANT_HOME}/earnings`]: 'payouts',
  [`${MERCHANT_HOME}/reviews`]: 'business',
  [`${MERCHANT_HOME}/profile`]: 'business',
  [`${MERCHANT_HOME}/widget`]: 'business',
  [`${MERCHANT_HOME}/team`]: 'team',
};

const sectionAllowed = (entry: ConsoleNavEntry, role: MerchantRole) =>
  merchantRoleCan(role, SECTION_CAPABILITY[entry.to] ?? 'team');

/** The console as someone of this role sees it: only the sections their role may use. */
export function merchantConsoleFor(role: MerchantRole): ConsoleConfig {
  return { ...MERCHANT_CONSOLE, nav: MERCHANT_CONSOLE.nav.filter((entry) => sectionAllowed(entry, role)) };
}
