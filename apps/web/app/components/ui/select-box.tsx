import { ChevronDown } from 'lucide-react';

export interface SelectOption {
  value: string;
  label: string;
}

/** Slugged catalogue entries as select options. */
export const optionsOf = (list: readonly { slug: string; name: string }[]): SelectOption[] =>
  list.map((item) => ({ value: item.slug, label: item.name }));

/** Slugged catalogue entries as select options after a first, empty "all" choice. */
export const optionsWithAll = (all: string, list: readonly { slug: string; name: string }[]) => [
  { value: '', label: all },
  ...optionsOf(list),
];

/** The look of a select on every screen: no native arrow, our chevron instead. */
export const SELECT_CLASS =
  'mt-1.5 block w-full appearance-none rounded-lg border border-slate-300 bg-white py-2.5 pr-9 pl-3 text-base text-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600';

/** A native select with its chevron: the one select of the site and the consoles. */
export function SelectBox({
  options,
  placeholder,
  className = SELECT_CLASS,
  ...props
}: {
  options: readonly SelectOption[];
  /** A first, empty choice ("Select a location"). */
  placeholder?: string;
  className?: string;
} & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'className'>) {
  return (
    <div className="relative">
      <select {...props} className={className}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
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
