import { type AdminTourist, adminSearchQuerySchema } from '@belizepass/domain';
import { adminPage, listReads } from '~/features/admin/admin.server';
import { AdminList } from '~/features/admin/admin-list';
import { AdminPageHeader } from '~/features/admin/admin-ui';
import { TOURIST_COLUMNS } from '~/features/admin/tourists/tourist-columns';
import { loaderHeaders } from '~/lib/page';
import type { Route } from './+types/admin-dashboard-tourists';

/** Tourists (spec section 2.14, /admin/dashboard/users): the traveller accounts, newest first. */
export async function loader(args: Route.LoaderArgs) {
  const { query, list } = await listReads(adminSearchQuerySchema)<{
    tourists: AdminTourist[];
    total: number;
  }>(args, '/api/admin/tourists');
  return adminPage({ query, list });
}

export const headers = loaderHeaders;

export default function AdminTourists({ loaderData: { query, list } }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title="Tourists" lead="Traveller accounts, their bookings and what they have spent." />
      <AdminList
        query={query}
        search={{ label: 'Search tourists', placeholder: 'Name or email' }}
        rows={list?.tourists ?? null}
        total={list?.total ?? 0}
        noun="tourists"
        columns={TOURIST_COLUMNS}
        sortedBy="newest first"
        error="Failed to load tourists. Please try again later."
        empty="No tourists found matching your criteria."
      />
    </>
  );
}
