import { CATEGORIES, type CategorySlug, type MerchantTourStatus } from '@belizepass/domain';
import { ChevronDown, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FILTER_SELECT } from './merchant-styles';

export interface TourFilterValues {
  search: string;
  status: MerchantTourStatus | '';
  category: CategorySlug | '';
}

const STATUS_OPTIONS = [
  { value: '', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'draft', label: 'Draft' },
] as const;

/** A native select of a filter bar, labelled for screen readers. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={FILTER_SELECT}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}

/** Search box ('Search tours...'), status and category filters of My Tours. */
export function TourFilters({
  values,
  onChange,
}: {
  values: TourFilterValues;
  onChange: (next: Partial<TourFilterValues>) => void;
}) {
  const searchId = useId();
  const [text, setText] = useState(values.search);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The search this box last asked for; any other value came from outside (e.g. "Clear filters"). */
  const sent = useRef(values.search);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (values.search === sent.current) return;
    sent.current = values.search;
    if (timer.current) clearTimeout(timer.current);
    setText(values.search);
  }, [values.search]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /** Typing waits a moment before it asks the server again. */
  function type(value: string) {
    setText(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      sent.current = value;
      onChangeRef.current({ search: value });
    }, 300);
  }

  return (
    <search className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search tours
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
        />
        <input
          id={searchId}
          type="search"
          placeholder="Search tours..."
          value={text}
          onChange={(e) => type(e.target.value)}
          className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600"
        />
      </div>
      <FilterSelect
        label="Status"
        value={values.status}
        onChange={(v) => onChange({ status: v as TourFilterValues['status'] })}
        options={STATUS_OPTIONS}
      />
      <FilterSelect
        label="Category"
        value={values.category}
        onChange={(v) => onChange({ category: v as TourFilterValues['category'] })}
        options={[
          { value: '', label: 'All Categories' },
          ...CATEGORIES.map((c) => ({ value: c.slug, label: c.name })),
        ]}
      />
    </search>
  );
}
