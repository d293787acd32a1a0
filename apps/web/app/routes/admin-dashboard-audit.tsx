import { AUDIT_ENTITY_TYPES, type AuditEntryView, auditQuerySchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { EmptyState, LoadError } from '~/components/data/data-table';
import { readListQuery } from '~/components/data/list-query.server';
import { ListToolbar } from '~/components/data/list-toolbar';
import { Pagination } from '~/components/data/pagination';
import { adminApi, adminPage, orNull } from '~/features/admin/admin.server';
import { ADMIN_PAGE_SIZE } from '~/features/admin/admin-list';
import { AdminPageHeader } from '~/features/admin/admin-ui';
import { AuditEntries, entityLabel } from '~/features/admin/audit/audit-entries';
import { loaderHeaders } from '~/lib/page';
import type { Route } from './+types/admin-dashboard-audit';

const filters = () => [
  { value: '', label: m.admin_audit_filter_everything() },
  ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: entityLabel(type) })),
];

/** Audit log: every change made by staff or that affects what the public sees, newest first. */
export async function loader(args: Route.LoaderArgs) {
  const api = await adminApi(args);
  const query = readListQuery(args.request, auditQuerySchema);
  const log = await orNull(
    api.get<{ entries: AuditEntryView[]; total: number }>('/api/admin/audit', {
      query: { entityType: query.entityType, page: query.page, limit: ADMIN_PAGE_SIZE },
    }),
  );
  return adminPage({ query, log });
}

export const headers = loaderHeaders;

export default function AdminAudit({ loaderData: { query, log } }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title={m.admin_audit_title()} lead={m.admin_audit_lead()} />
      <ListToolbar
        filters={[
          {
            name: 'entityType',
            label: m.admin_audit_filter_label(),
            value: query.entityType ?? '',
            options: filters(),
          },
        ]}
      />
      {!log ? (
        <LoadError message={m.admin_audit_load_failed()} />
      ) : log.entries.length === 0 ? (
        <EmptyState>{m.admin_audit_empty()}</EmptyState>
      ) : (
        <AuditEntries entries={log.entries} />
      )}
      {log && (
        <Pagination
          page={query.page}
          pageSize={ADMIN_PAGE_SIZE}
          total={log.total}
          noun={m.admin_audit_noun()}
        />
      )}
    </>
  );
}
