import { AUDIT_ENTITY_TYPES } from '@belizepass/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, type AuditList, adminGet } from '~/features/admin/admin-api';
import { AdminPageHeader, EmptyState, LoadError, LoadingBlock } from '~/features/admin/admin-ui';
import { AuditEntries, ENTITY_LABELS } from '~/features/admin/audit/audit-entries';
import { FilterSelect, Pager } from '~/features/admin/list-controls';
import { useListParams } from '~/features/admin/list-params';

type EntityFilter = 'all' | (typeof AUDIT_ENTITY_TYPES)[number];
const FILTERS: { value: EntityFilter; label: string }[] = [
  { value: 'all', label: 'Everything' },
  ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: ENTITY_LABELS[type] ?? type })),
];

/** Audit log: every change made by staff or that affects what the public sees. */
export default function AdminAudit() {
  const list = useListParams({
    sortBy: 'at',
    sorts: ['at'],
    status: 'all' as EntityFilter,
    statuses: FILTERS.map((f) => f.value),
  });
  const { status: entityType, page } = list;
  const audit = useQuery({
    queryKey: ['admin', 'audit', { entityType, page }],
    queryFn: ({ signal }) =>
      adminGet<AuditList>(
        'audit',
        { entityType: entityType === 'all' ? undefined : entityType, page, limit: ADMIN_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <AdminPageHeader title="Audit log" lead="Who changed what, and when, newest first." />
      <div className="mb-4">
        <FilterSelect
          label="Show changes to"
          value={entityType}
          options={FILTERS}
          onChange={(v) => list.update({ status: v })}
        />
      </div>
      {audit.isPending ? (
        <LoadingBlock label="Loading the audit log" />
      ) : audit.isError ? (
        <LoadError
          message="Failed to load the audit log. Please try again later."
          onRetry={() => audit.refetch()}
        />
      ) : audit.data.entries.length === 0 ? (
        <EmptyState>No changes recorded yet.</EmptyState>
      ) : (
        <div aria-busy={audit.isFetching} className={audit.isPlaceholderData ? 'opacity-60' : ''}>
          <AuditEntries entries={audit.data.entries} />
        </div>
      )}
      {audit.data && (
        <Pager
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={audit.data.total}
          noun="entries"
          onPage={(p) => list.update({ page: p })}
        />
      )}
    </>
  );
}
