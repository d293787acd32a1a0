import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import type { SortDirection } from './admin-api';
import { ICON_BUTTON } from './admin-ui';
import { count } from './format';

export const SELECT =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600';
const INPUT =
  'block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-10 pl-10 text-base text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600';

/** A search box that applies its text on Enter or with its button (a blank box lists everything). */
export function SearchForm({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <search className="min-w-0 flex-1">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <div className="mt-1.5 flex gap-2">
          <div className="relative min-w-0 flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
            />
            <input
              id={id}
              type="search"
              value={text}
              placeholder={placeholder}
              onChange={(event) => setText(event.target.value)}
              className={INPUT}
              maxLength={100}
            />
            {text && (
              <button
                type="button"
                aria-label="Clear search"
                onClick={() => {
                  setText('');
                  if (value) onSearch('');
                }}
                className={`absolute top-1/2 right-1 -translate-y-1/2 ${ICON_BUTTON}`}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            )}
          </div>
          <Button type="submit" className="min-h-11 shrink-0">
            Search
          </Button>
        </div>
      </form>
    </search>
  );
}

export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  className = 'sm:w-56',
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className={SELECT}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface SortColumn<S extends string> {
  key: S;
  label: string;
}

/** A column header that sorts the list: a real button, and `aria-sort` on the header cell. */
export function SortHeader<S extends string>({
  column,
  sortBy,
  direction,
  onSort,
  align = 'left',
}: {
  column: SortColumn<S>;
  sortBy: S;
  direction: SortDirection;
  onSort: (key: S) => void;
  align?: 'left' | 'right';
}) {
  const active = column.key === sortBy;
  const Icon = !active ? ArrowUpDown : direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={`px-3 py-2 ${align === 'right' ? 'text-right' : 'text-left'}`}
    >
      <button
        type="button"
        onClick={() => onSort(column.key)}
        className={`inline-flex min-h-9 items-center gap-1 rounded font-semibold text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 ${
          align === 'right' ? 'flex-row-reverse' : ''
        }`}
      >
        {column.label}
        <Icon aria-hidden="true" className={`size-4 ${active ? 'text-brand-700' : 'text-slate-400'}`} />
      </button>
    </th>
  );
}

/** On phones, where there are no column headers: a sort field and a direction. */
export function PhoneSort<S extends string>({
  columns,
  sortBy,
  direction,
  onChange,
}: {
  columns: readonly SortColumn<S>[];
  sortBy: S;
  direction: SortDirection;
  onChange: (sortBy: S, direction: SortDirection) => void;
}) {
  return (
    <div className="mb-3 grid grid-cols-2 gap-3">
      <FilterSelect
        label="Sort by"
        value={sortBy}
        options={columns.map((c) => ({ value: c.key, label: c.label }))}
        onChange={(value) => onChange(value, direction)}
        className=""
      />
      <FilterSelect
        label="Order"
        value={direction}
        options={[
          { value: 'asc', label: 'Ascending' },
          { value: 'desc', label: 'Descending' },
        ]}
        onChange={(value) => onChange(sortBy, value)}
        className=""
      />
    </div>
  );
}

/** Previous / Next with the page position and the number of rows. */
export function Pager({
  page,
  pageSize,
  total,
  noun,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  noun: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label="Pagination"
      className="mt-4 flex flex-col items-center justify-between gap-3 text-sm text-slate-600 sm:flex-row"
    >
      <p aria-live="polite">
        {total === 0 ? `No ${noun}` : `Showing ${count(first)}–${count(last)} of ${count(total)} ${noun}`}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
    </nav>
  );
}
