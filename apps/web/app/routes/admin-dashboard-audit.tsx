import { AUDIT_ENTITY_TYPES, type AuditEntryView, auditQuerySchema } from '@belizepass/domain';
import { EmptyState, LoadError } from '~/components/data/data-table';
import { readListQuery } from '~/components/data/list-query.server';
import { ListToolbar } from '~/components/data/list-toolbar';
import { Pagination } from '~/components/data/pagination';
import { adminApi, adminPage, orNull } from '~/features/admin/admin.server';
import { ADMIN_PAGE_SIZE } from '~/features/admin/admin-list';
import { AdminPageHeader } from '~/features/admin/admin-ui';
import { AuditEntries, ENTITY_LABELS } from '~/features/admin/audit/audit-entries';
import { loaderHeaders } from '~/lib/page';
import type { Route } from './+types/admin-dashboard-audit';

const FILTERS = [
  { value: '', label: 'Everything' },
  ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: ENTITY_LABELS[type] ?? type })),
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
      <AdminPageHeader title="Audit log" lead="Who changed what, and when (Belize time), newest first." />
      <ListToolbar
        filters={[
          { name: 'entityType', label: 'Show changes to', value: query.entityType ?? '', options: FILTERS },
        ]}
      />
      {!log ? (
        <LoadError message="Failed to load the audit log. Please try again later." />
      ) : log.entries.length === 0 ? (
        <EmptyState>No changes recorded yet.</EmptyState>
      ) : (
        <AuditEntries entries={log.entries} />
      )}
      {log && <Pagination page={query.page} pageSize={ADMIN_PAGE_SIZE} total={log.total} noun="entries" />}
    </>
  );
}
