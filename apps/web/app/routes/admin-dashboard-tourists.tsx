import { type AdminTourist, adminSearchQuerySchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { adminPage, listReads } from '~/features/admin/admin.server';
import { AdminList } from '~/features/admin/admin-list';
import { AdminPageHeader } from '~/features/admin/admin-ui';
import { touristColumns } from '~/features/admin/tourists/tourist-columns';
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
      <AdminPageHeader title={m.admin_tourists_title()} lead={m.admin_tourists_lead()} />
      <AdminList
        query={query}
        search={{ label: m.admin_tourists_search(), placeholder: m.admin_tourists_search_placeholder() }}
        rows={list?.tourists ?? null}
        total={list?.total ?? 0}
        noun={m.admin_tourists_noun()}
        columns={touristColumns()}
        sortedBy={m.admin_order_newest_first()}
        error={m.admin_tourists_load_failed()}
        empty={m.admin_tourists_empty()}
      />
    </>
  );
}
