import { m } from '@belizepass/domain/i18n';
import { ArrowDown, ArrowUp, ArrowUpDown, Inbox, RotateCw } from 'lucide-react';
import { Link, useLocation, useNavigation } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { buttonClass } from '~/components/ui/button';
import { listHref } from './list-url';

export const CARD = 'rounded-xl border border-slate-200 bg-white shadow-sm';
const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** One column of a DataTable: its header, how a row shows in it, and where it goes on a phone card. */
export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => React.ReactNode;
  /** The list's sort key: the header becomes a link that sorts by it. */
  sortKey?: string;
  align?: 'left' | 'right';
  /** The cell that names the row: the row header in the table, the heading of a card. */
  primary?: boolean;
  /**
   * On a phone card: 'badge' beside the heading, 'meta' a line under it, 'field' (the default) a
   * labelled value in the card's grid, 'wide' a labelled value across the grid, 'none' left out.
   */
  card?: 'badge' | 'meta' | 'field' | 'wide' | 'none';
  /** How the row shows on a card when it differs from the table cell. */
  cardCell?: (row: Row) => React.ReactNode;
  /** Extra classes of the table cell. */
  className?: string;
}

export interface SortState {
  by: string;
  direction: 'asc' | 'desc';
}

/** The sortable columns as options of a phone's "Sort by" select. */
export function sortOptionsOf<Row>(columns: readonly Column<Row>[]) {
  return columns.flatMap((c) => (c.sortKey ? [{ value: c.sortKey, label: c.header }] : []));
}

/** Nothing to show: a quiet card with the list's own message. */
export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <div className={`${CARD} flex flex-col items-center gap-3 px-6 py-12 text-center text-slate-600`}>
      <Inbox aria-hidden="true" className="size-10 text-slate-400" />
      <p>{children}</p>
    </div>
  );
}

/** The data could not be loaded: the message and a link that loads this page again. */
export function LoadError({ message }: { message: string }) {
  const location = useLocation();
  return (
    <Banner
      action={
        <Link
          to={`${location.pathname}${location.search}`}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          <RotateCw aria-hidden="true" className="size-4" />
          {m.site_try_again()}
        </Link>
      }
    >
      {message}
    </Banner>
  );
}

/** A column header that sorts the list: a link (works without JavaScript), with `aria-sort`. */
function SortHeader({
  label,
  sortKey,
  sort,
  align,
}: {
  label: string;
  sortKey: string;
  sort: SortState;
  align: string;
}) {
  const location = useLocation();
  const active = sort.by === sortKey;
  const next = active && sort.direction === 'asc' ? 'desc' : 'asc';
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={`px-3 py-2 ${align === 'right' ? 'text-right' : 'text-left'}`}
    >
      <Link
        to={listHref(location, { sortBy: sortKey, sortDirection: next })}
        preventScrollReset
        className={`inline-flex min-h-9 items-center gap-1 rounded font-semibold text-slate-700 hover:text-slate-900 ${FOCUS} ${
          align === 'right' ? 'flex-row-reverse' : ''
        }`}
      >
        {label}
        <Icon aria-hidden="true" className={`size-4 ${active ? 'text-brand-700' : 'text-slate-400'}`} />
      </Link>
    </th>
  );
}

function Table<Row>({
  caption,
  rows,
  rowKey,
  rowId,
  columns,
  sort,
  actions,
  framed,
}: DataTableProps<Row> & { framed: boolean }) {
  // On paper the whole table shows: no scrolling region.
  const frame = `${framed ? CARD : ''} relative overflow-x-auto print:overflow-visible ${FOCUS}`;
  return (
    // A table wider than a phone scrolls inside its own region, which keyboard users can focus and scroll.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section aria-label={caption} tabIndex={0} className={frame}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className={`border-b border-slate-200 text-slate-700 ${framed ? 'bg-slate-50' : ''}`}>
          <tr>
            {columns.map((column) =>
              column.sortKey && sort ? (
                <SortHeader
                  key={column.key}
                  label={column.header}
                  sortKey={column.sortKey}
                  sort={sort}
                  align={column.align ?? 'left'}
                />
              ) : (
                <th
                  key={column.key}
                  scope="col"
                  className={`px-3 py-2 font-semibold ${column.align === 'right' ? 'text-right' : 'text-left'}`}
                >
                  {column.header}
                </th>
              ),
            )}
            {/* Buttons do nothing on paper: the actions column is not printed. */}
            {actions && (
              <th scope="col" className="px-3 py-2 text-left font-semibold print:hidden">
                {m.site_list_actions()}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} id={rowId?.(row)} className="align-top target:bg-amber-50">
              {columns.map((column) => {
                const className = `px-3 py-3 ${column.align === 'right' ? 'text-right tabular-nums' : 'text-left'} ${
                  column.className ?? ''
                }`;
                return column.primary ? (
                  <th key={column.key} scope="row" className={`${className} font-semibold text-slate-900`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
              {actions && <td className="px-3 py-3 print:hidden">{actions(row, 'table')}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A card's value in its own box, or nothing when there is no value. */
function present(value: React.ReactNode, key: string, className?: string) {
  if (value === null || value === undefined || value === false || value === '') return null;
  return (
    <div key={key} className={className}>
      {value}
    </div>
  );
}

/** The rows as stacked cards (phones): a heading, its badges, a line or two and labelled values. */
function Cards<Row>({ rows, rowKey, rowId, columns, actions }: DataTableProps<Row>) {
  const primary = columns.find((c) => c.primary);
  const placed = (where: NonNullable<Column<Row>['card']>) =>
    columns.filter((c) => !c.primary && (c.card ?? 'field') === where);
  const badges = placed('badge');
  const meta = placed('meta');
  const fields = columns.filter((c) => !c.primary && (c.card === 'field' || c.card === 'wide' || !c.card));
  const show = (column: Column<Row>, row: Row) => (column.cardCell ?? column.cell)(row);
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
        <li
          key={rowKey(row)}
          id={rowId ? `${rowId(row)}-card` : undefined}
          className={`${CARD} min-w-0 p-4 target:ring-2 target:ring-amber-400`}
        >
          {/* The name keeps at least 10rem (never a word a line); the badges wrap under it when they must. */}
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
            {primary && (
              <h2 className="min-w-0 flex-1 basis-40 font-semibold break-words text-slate-900">
                {show(primary, row)}
              </h2>
            )}
            <div className="ml-auto flex max-w-full shrink-0 flex-col items-end gap-1 text-right">
              {badges.map((column) => present(show(column, row), column.key))}
            </div>
          </div>
          {meta.map((column) =>
            present(show(column, row), column.key, 'mt-1 text-sm break-words text-slate-600'),
          )}
          {fields.length > 0 && (
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
              {fields.map((column) => (
                <div
                  key={column.key}
                  className={`min-w-0 ${column.card === 'wide' ? 'col-span-2 sm:col-span-3' : ''}`}
                >
                  <dt className="text-slate-500">{column.header}</dt>
                  <dd className="font-medium break-words text-slate-900">{show(column, row)}</dd>
                </div>
              ))}
            </dl>
          )}
          {actions && <div className="mt-3">{actions(row, 'card')}</div>}
        </li>
      ))}
    </ul>
  );
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers, e.g. "Merchants, sorted by revenue". */
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** An `id` for each row, so a link can land on it (`#id` on the table, `#id-card` on a phone's card). */
  rowId?: (row: Row) => string;
  columns: readonly Column<Row>[];
  /** The list's current sort; sortable headers become links. */
  sort?: SortState;
  /** The actions of a row: compact icon buttons in the table, labelled buttons on a card. */
  actions?: (row: Row, layout: 'table' | 'card') => React.ReactNode;
}

/**
 * A list of records rendered on the server: a table at 768 px and wider, cards on phones (both are in
 * the page; CSS shows one, so nothing depends on JavaScript). Sort headers are links; the empty and
 * error states are the list's own messages. While a new page of the same list loads, it is dimmed.
 */
export function DataTable<Row>({
  empty,
  error,
  cards = true,
  framed = true,
  ...props
}: DataTableProps<Row> & {
  /** Shown when there are no rows. */
  empty: React.ReactNode;
  /** Shown instead of the rows when they could not be loaded. */
  error?: string | null;
  /** False for small tables that stay tables on phones (scrolling inside their box if they must). */
  cards?: boolean;
  /** False for a table inside another card. */
  framed?: boolean;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const reloading = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  if (error) return <LoadError message={error} />;
  if (props.rows.length === 0) return typeof empty === 'string' ? <EmptyState>{empty}</EmptyState> : empty;
  if (!cards) return <Table {...props} framed={framed} />;
  return (
    <div aria-busy={reloading || undefined} className={reloading ? 'opacity-60' : undefined}>
      {/* On paper always the table. */}
      <div className="hidden md:block print:block">
        <Table {...props} framed={framed} />
      </div>
      <div className="md:hidden print:hidden">
        <Cards {...props} />
      </div>
    </div>
  );
}
