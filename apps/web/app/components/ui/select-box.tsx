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

/** A native select with its chevron. */
export function SelectBox({
  options,
  placeholder,
  className,
  ...props
}: {
  options: readonly SelectOption[];
  /** A first, empty choice ("Select a location"). */
  placeholder?: string;
  className: string;
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
