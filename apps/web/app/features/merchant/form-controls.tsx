import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { FieldGroup } from '~/components/forms/field-group';
import { selectProps } from '~/components/forms/form';
import { SelectBox } from '~/components/ui/select-box';

export { optionsOf, SelectBox } from '~/components/ui/select-box';

const SELECT =
  'mt-1.5 block w-full appearance-none rounded-lg border bg-white py-2.5 pr-9 pl-3.5 text-base text-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:bg-slate-50';

/** A labelled native select bound to a Conform field, with its message, styled like TextField. */
export function SelectField({
  field,
  label,
  options,
  placeholder,
  className = '',
}: {
  field: FieldMetadata<unknown>;
  label: string;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice ("Select a location"). */
  placeholder?: string;
  className?: string;
}) {
  const { error, ...props } = selectProps(field);
  const errorId = `${props.id}-error`;
  return (
    <div className={className}>
      <label htmlFor={props.id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <SelectBox
        {...props}
        options={options}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${SELECT} ${error ? 'border-red-500' : 'border-slate-300'}`}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox bound to a Conform field and its label on one line, at least 44 px tall for touch. */
export function CheckField({
  field,
  label,
  hint,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  hint?: string;
}) {
  const { key, ...props } = getInputProps(field as FieldMetadata<string>, {
    type: 'checkbox',
    ariaAttributes: false,
  });
  const hintId = `${props.id}-hint`;
  return (
    <div>
      <label
        htmlFor={props.id}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-slate-800"
      >
        <input
          key={key}
          {...props}
          aria-describedby={hint ? hintId : undefined}
          className="size-5 rounded border-slate-300 accent-brand-600"
        />
        <span className="font-medium">{label}</span>
      </label>
      {hint && (
        <p id={hintId} className="-mt-1 text-sm text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A titled group of fields in a long form. */
export const FormSection = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <FieldGroup title={title} className="min-w-0 first:border-t-0 first:pt-0">
    {children}
  </FieldGroup>
);
