import { ADMIN_DEFAULT_PAGE_LIMIT } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { type Column, DataTable, sortOptionsOf } from '~/components/data/data-table';
import { type FilterSpec, ListToolbar } from '~/components/data/list-toolbar';
import { type Notice, NoticeBanner } from '~/components/data/notice';
import { Pagination } from '~/components/data/pagination';
import { PendingCount } from './admin-ui';

/** Rows per page of every admin list. */
export const ADMIN_PAGE_SIZE = ADMIN_DEFAULT_PAGE_LIMIT;

/** The list query an admin screen read from its address. */
interface ListQuery {
  search?: string;
  page: number;
  sortBy?: string;
  sortDirection?: 'asc' | 'desc';
}

/**
 * The body of an admin list screen: the toolbar (search, filters, phone sort), the pending counter,
 * the last action's outcome, the table (cards on phones) and the pages. All of it comes from the
 * route's loader and the address.
 */
export function AdminList<Row extends { id: string }>({
  query,
  search,
  filters,
  pending,
  notice,
  rows,
  changed,
  total,
  noun,
  columns,
  sortable = false,
  sortedBy,
  error,
  empty,
  actions,
}: {
  query: ListQuery;
  search?: { label: string; placeholder: string };
  filters?: FilterSpec[];
  /** "3 merchants pending approval". */
  pending?: string;
  notice?: Notice;
  /** Null when the list could not be loaded. */
  rows: readonly Row[] | null;
  /**
   * The record the last action changed (spec section 4: the row updates in place): kept in view, first,
   * when it no longer matches the list's filter, until the list changes.
   */
  changed?: unknown;
  total: number;
  /** What the rows are, plural ("merchants"), in the page's language. */
  noun: string;
  columns: readonly Column<Row>[];
  /** Whether the table sorts by its columns (headers as links, a sort select on phones). */
  sortable?: boolean;
  /** How the rows are ordered ("newest first"), for screen readers, when the columns do not sort. */
  sortedBy?: string;
  error: string;
  empty: string;
  actions?: (row: Row, layout: 'table' | 'card') => React.ReactNode;
}) {
  const sort =
    sortable && query.sortBy ? { by: query.sortBy, direction: query.sortDirection ?? 'asc' } : undefined;
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  const column = sort && (columns.find((c) => c.sortKey === sort.by)?.header ?? m.admin_sort_date());
  const caption = column
    ? sort?.direction === 'asc'
      ? m.admin_list_sorted_ascending({ title, column })
      : m.admin_list_sorted_descending({ title, column })
    : sortedBy
      ? m.admin_list_ordered({ title, order: sortedBy })
      : title;
  const kept = changed as Row | undefined;
  const shown = rows && kept?.id && !rows.some((row) => row.id === kept.id) ? [kept, ...rows] : rows;
  return (
    <>
      <ListToolbar
        search={search && { ...search, value: query.search ?? '' }}
        filters={filters}
        sort={sort && { ...sort, options: sortOptionsOf(columns) }}
      />
      {pending && rows && <PendingCount text={pending} />}
      <NoticeBanner notice={notice} />
      <DataTable
        caption={caption}
        rows={shown ?? []}
        rowKey={(row) => row.id}
        columns={columns}
        sort={sort}
        error={rows ? null : error}
        empty={empty}
        actions={actions}
      />
      {rows && <Pagination page={query.page} pageSize={ADMIN_PAGE_SIZE} total={total} noun={noun} />}
    </>
  );
}
