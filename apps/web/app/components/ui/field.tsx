import { useId } from 'react';
import { useSteadyMessage } from './use-steady-message';

const CONTROL =
  'mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:bg-slate-50';

function controlClass(error?: string) {
  return `${CONTROL} ${error ? 'border-red-500' : 'border-slate-300'}`;
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
}

function FieldText({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

function describedBy(id: string, error?: string, hint?: string) {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

/** The label, the control (given its id and aria wiring) and the hint or error under it. */
function LabelledControl({
  label,
  error: newError,
  hint,
  id: givenId,
  className = '',
  control,
}: FieldProps & {
  id?: string;
  className?: string;
  control: (props: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    className: string;
  }) => React.ReactNode;
}) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const error = useSteadyMessage(newError);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, error, hint),
        className: controlClass(error),
      })}
      <FieldText id={id} error={error} hint={hint} />
    </div>
  );
}

type Labelled<Control> = FieldProps & { id?: string; className?: string } & Control;

/** Splits a field's props into those of its label and message and those of its control. */
function split<Control>({ label, error, hint, id, className, ...control }: Labelled<Control>) {
  return [{ label, error, hint, id, className }, control] as const;
}

/** A labelled input with its validation message, wired up with aria-invalid and aria-describedby. */
export function TextField(props: Labelled<React.InputHTMLAttributes<HTMLInputElement>>) {
  const [field, input] = split(props);
  return <LabelledControl {...field} control={(wiring) => <input {...wiring} {...input} />} />;
}

/** A labelled multi-line text box with its validation message. */
export function TextAreaField(props: Labelled<React.TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const [field, textarea] = split(props);
  return <LabelledControl {...field} control={(wiring) => <textarea {...wiring} {...textarea} />} />;
}
