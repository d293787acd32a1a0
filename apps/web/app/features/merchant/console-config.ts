import { CalendarCheck, Map as MapIcon, MessageSquare, ScanLine, Store, Ticket, Wallet } from 'lucide-react';
import type { ConsoleConfig } from '~/layouts/console-shell';

export const MERCHANT_HOME = '/merchant/dashboard';

/**
 * The merchant console (spec 2.13): six sections, a bottom tab bar on phones (merchants run it from
 * a phone at the dock). Upcoming Bookings is home and also covers a booking's own page and a departure's passenger list.
 */
export const MERCHANT_CONSOLE: ConsoleConfig = {
  name: 'Merchant Dashboard',
  key: 'merchant',
  phoneNav: 'tabs',
  nav: [
    {
      to: MERCHANT_HOME,
      label: 'Upcoming Bookings',
      tabLabel: 'Bookings',
      icon: CalendarCheck,
      end: true,
      alsoMatches: (path) =>
        path.startsWith(`${MERCHANT_HOME}/booking/`) || path.startsWith(`${MERCHANT_HOME}/departures/`),
    },
    { to: `${MERCHANT_HOME}/check-in`, label: 'Check-In', icon: ScanLine },
    { to: `${MERCHANT_HOME}/tours`, label: 'My Tours', icon: MapIcon },
    { to: `${MERCHANT_HOME}/deals`, label: 'My Deals', icon: Ticket },
    { to: `${MERCHANT_HOME}/earnings`, label: 'Earnings', icon: Wallet },
    { to: `${MERCHANT_HOME}/reviews`, label: 'Reviews', icon: MessageSquare },
    {
      to: `${MERCHANT_HOME}/profile`,
      label: 'Profile',
      icon: Store,
      alsoMatches: (path) => path.startsWith(`${MERCHANT_HOME}/emails`),
    },
  ],
};
