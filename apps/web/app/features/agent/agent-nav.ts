import { m } from '@belizepass/domain/i18n';
import { CalendarPlus, FileText, ListChecks } from 'lucide-react';
import type { ConsoleConfig } from '~/layouts/console-shell';

export const AGENT_HOME = '/agent/dashboard';

/** The agent's console: its bookings, booking for a guest, the monthly statement. */
export const AGENT_CONSOLE: ConsoleConfig = {
  name: () => m.agent_console_name(),
  shortName: () => m.agent_console_short_name(),
  key: 'agent',
  phoneNav: 'tabs',
  nav: [
    { to: AGENT_HOME, label: () => m.agent_nav_bookings(), icon: ListChecks, end: true },
    { to: `${AGENT_HOME}/book`, label: () => m.agent_nav_book(), icon: CalendarPlus },
    { to: `${AGENT_HOME}/statement`, label: () => m.agent_nav_statement(), icon: FileText },
  ],
};
