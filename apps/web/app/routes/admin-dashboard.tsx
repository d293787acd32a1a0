import { m } from '@belizepass/domain/i18n';
import { data, Outlet } from 'react-router';
import { ADMIN_NAV } from '~/features/admin/admin-nav';
import { type ConsoleConfig, ConsoleShell } from '~/layouts/console-shell';
import { loaderHeaders } from '~/lib/page';
import { PRIVATE_PAGE, requireUser } from '~/lib/session.server';
import type { Route } from './+types/admin-dashboard';

const ADMIN_CONSOLE: ConsoleConfig = {
  name: () => m.admin_console_name(),
  shortName: () => m.admin_console_short_name(),
  key: 'admin',
  nav: ADMIN_NAV,
  phoneNav: 'menu',
};

/**
 * The admin console (spec section 2.14): platform_admin only. A signed-out visitor is sent to /login
 * with this page remembered; any other role goes to its own home. Every screen renders on the server.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request, 'admin');
  return data({ user }, { headers: PRIVATE_PAGE });
}

export const headers = loaderHeaders;

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <meta name="robots" content="noindex" />
      <ConsoleShell config={ADMIN_CONSOLE} user={loaderData.user}>
        <Outlet />
      </ConsoleShell>
    </>
  );
}
