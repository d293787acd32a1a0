import { m } from '@belizepass/domain/i18n';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { Form, useSubmit } from 'react-router';
import { Button } from '~/components/ui/button';
import { SelectBox } from '~/components/ui/select-box';
import { useHydrated } from '~/components/ui/use-hydrated';
import type { SortState } from './data-table';

const INPUT =
  'block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600';

interface Option {
  value: string;
  label: string;
}

/** A select of the list's toolbar; with JavaScript, choosing an option applies it at once. */
export interface FilterSpec {
  name: string;
  label: string;
  value: string;
  options: readonly Option[];
  /** Only on phones (where a table's sort headers are not shown). */
  phoneOnly?: boolean;
}

function FilterSelect({ filter }: { filter: FilterSpec }) {
  const id = useId();
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <div className={`min-w-0 sm:w-48 ${filter.phoneOnly ? 'md:hidden' : ''}`}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {filter.label}
      </label>
      <SelectBox
        id={id}
        name={filter.name}
        defaultValue={filter.value}
        key={filter.value}
        onChange={
          hydrated ? (event) => submit(event.currentTarget.form, { preventScrollReset: true }) : undefined
        }
        options={filter.options}
      />
    </div>
  );
}

/**
 * The toolbar of a list: a search box, filters and (on phones) the sort, as one GET form, so it works
 * without JavaScript and the address carries the result. Submitting goes back to page 1.
 */
export function ListToolbar({
  search,
  filters = [],
  sort,
}: {
  search?: { label: string; placeholder: string; value: string };
  filters?: readonly FilterSpec[];
  /** The sort of a table, offered as selects on phones. */
  sort?: SortState & { options: readonly Option[] };
}) {
  const searchId = useId();
  const all: FilterSpec[] = [...filters];
  if (sort) {
    all.push(
      {
        name: 'sortBy',
        label: m.site_list_sort_by(),
        value: sort.by,
        options: sort.options,
        phoneOnly: true,
      },
      {
        name: 'sortDirection',
        label: m.site_list_order(),
        value: sort.direction,
        options: [
          { value: 'asc', label: m.site_list_ascending() },
          { value: 'desc', label: m.site_list_descending() },
        ],
        phoneOnly: true,
      },
    );
  }
  return (
    <search className="mb-4">
      <Form method="get" preventScrollReset className="flex flex-col gap-3 lg:flex-row lg:items-end">
        {search && (
          <div className="min-w-0 flex-1">
            <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
              {search.label}
            </label>
            <div className="relative mt-1.5">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
              />
              <input
                id={searchId}
                key={search.value}
                type="search"
                name="search"
                defaultValue={search.value}
                placeholder={search.placeholder}
                maxLength={100}
                className={INPUT}
              />
            </div>
          </div>
        )}
        {all.length > 0 && (
          <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
            {all.map((filter) => (
              <FilterSelect key={filter.name} filter={filter} />
            ))}
          </div>
        )}
        <Button type="submit" className="min-h-11 shrink-0">
          {search ? m.site_search() : m.site_list_apply()}
        </Button>
      </Form>
    </search>
  );
}
