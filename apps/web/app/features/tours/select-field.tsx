import { SelectBox, type SelectOption } from '~/components/ui/select-box';

export const fieldLabelClass = 'block text-sm font-medium text-slate-700';
export const selectClass =
  'mt-1 block w-full appearance-none rounded-lg border border-slate-300 bg-white py-2 pr-9 pl-3 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

/** A labelled native select with a chevron; works the same with and without JavaScript. */
export function SelectField({
  id,
  label,
  name,
  value,
  onChange,
  options,
  form,
  className = '',
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  form?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <SelectBox
        id={id}
        name={name}
        form={form}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        options={options}
        className={selectClass}
      />
    </div>
  );
}
