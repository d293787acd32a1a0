import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

const SELECT =
  'mt-1.5 block w-full appearance-none rounded-lg border bg-white py-2.5 pr-9 pl-3.5 text-base text-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:bg-slate-50';

/** A labelled native select with its validation message, styled like TextField. */
export function SelectControl({
  label,
  value,
  onChange,
  options,
  error,
  placeholder,
  className = '',
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string;
  /** A first, empty choice ("Select a location"). */
  placeholder?: string;
  className?: string;
  name?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${SELECT} ${error ? 'border-red-500' : 'border-slate-300'}`}
        >
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
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox and its label on one line, at least 44 px tall for touch. */
export function CheckControl({
  label,
  checked,
  onChange,
  disabled,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  hint?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-slate-800">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="size-5 rounded border-slate-300 accent-brand-600"
        />
        <span className="font-medium">{label}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A titled group of fields in a long form. */
export function FormSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 w-full text-base font-semibold text-slate-900">{title}</legend>
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}
