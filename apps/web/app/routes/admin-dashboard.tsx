import { Outlet } from 'react-router';
import { PageMeta } from '~/components/ui/page-title';
import { AdminShell } from '~/features/admin/admin-shell';
import { AccessCheck, useAccess } from '~/features/auth/require-access';
import { useSession } from '~/features/auth/session';
import { QueryProvider } from '~/lib/query-provider';

/**
 * The admin dashboard (spec section 2.14): platform_admin only. A signed-out visitor is sent to
 * /login with this page remembered; any other role goes home. The screens render in the browser.
 */
export default function AdminDashboard() {
  const allowed = useAccess('admin');
  const { user } = useSession();
  return (
    <>
      <meta name="robots" content="noindex" />
      {!allowed || !user ? (
        <>
          <PageMeta title="Admin Dashboard" />
          <AccessCheck />
        </>
      ) : (
        <QueryProvider>
          <AdminShell>
            <Outlet />
          </AdminShell>
        </QueryProvider>
      )}
    </>
  );
}
