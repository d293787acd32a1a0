import {
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { BusyMark, Button } from '~/components/ui/button';
import { TextAreaField, TextField } from '~/components/ui/field';

// The form, its fields and submit button for Conform forms, apart from the validation (`form.tsx`,
// `deferred-schema-form.ts`), so a page can draw a form without loading zod and the schemas.

/** When a form checks its fields: on leaving a field, then as you type in a field already checked. */
export const VALIDATE_ON = { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' } as const;

type InputType = Parameters<typeof getInputProps>[1]['type'];

/** A labelled input bound to a Conform field, with its error and aria wiring. */
export function InputField({
  field,
  type = 'text',
  ...rest
}: {
  field: FieldMetadata<unknown>;
  label: string;
  type?: InputType;
  hint?: string;
  className?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type' | 'name' | 'id' | 'defaultValue' | 'form'>) {
  const { key, ...props } = getInputProps(field as FieldMetadata<string>, {
    type: type as 'text',
    ariaAttributes: false,
  });
  return <TextField key={key} {...props} {...rest} error={field.errors?.[0]} />;
}

/** A labelled text area bound to a Conform field. */
export function TextareaField({
  field,
  ...rest
}: {
  field: FieldMetadata<unknown>;
  label: string;
  hint?: string;
  className?: string;
} & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'defaultValue' | 'form'>) {
  const { key, ...props } = getTextareaProps(field as FieldMetadata<string>, { ariaAttributes: false });
  return <TextAreaField key={key} {...props} {...rest} error={field.errors?.[0]} />;
}

/** The select props of a Conform field, for the app's select components. */
export function selectProps(field: FieldMetadata<unknown>) {
  const { key: _key, ...props } = getSelectProps(field as FieldMetadata<string>, { ariaAttributes: false });
  return { ...props, error: field.errors?.[0] };
}

/**
 * A `<Form method="post">` for a Conform form: validated in the browser, posted to the route action
 * (with or without JavaScript). The server's form-level message shows above the fields and takes
 * focus, so a screen reader hears it.
 */
export function SchemaForm({
  form,
  children,
  className = 'space-y-5',
  action,
  replace,
  ...labels
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form's metadata
  form: FormMetadata<any, string[]>;
  children: React.ReactNode;
  className?: string;
  action?: string;
  replace?: boolean;
  /** A name for the form (it is then a landmark). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <Form
      method="post"
      action={action}
      replace={replace}
      {...getFormProps(form)}
      {...labels}
      className={className}
    >
      <FormErrors errors={form.errors} />
      {children}
    </Form>
  );
}

/** The form-level errors (the server's message), focused when they appear. */
export function FormErrors({ errors }: { errors?: string[] }) {
  const box = useRef<HTMLDivElement>(null);
  const text = errors?.join(' ');
  useEffect(() => {
    if (text) box.current?.focus();
  }, [text]);
  if (!text) return null;
  return (
    <div ref={box} tabIndex={-1} className="focus:outline-none">
      <Banner>{text}</Banner>
    </div>
  );
}

/**
 * The submit button of a route form: disabled with its busy label while this form's submission (or
 * the navigation it causes) is under way.
 */
export function SubmitButton({
  children,
  busyLabel,
  formAction,
  className = 'min-h-12 w-full',
  size = 'lg',
  name,
  value,
  disabled = false,
}: {
  children: React.ReactNode;
  busyLabel: string;
  /** Nothing to send yet (e.g. nothing changed). */
  disabled?: boolean;
  /** The action the form posts to, when it is not the current route. */
  formAction?: string;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
  name?: string;
  value?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== 'idle' &&
    navigation.formMethod !== undefined &&
    navigation.formMethod !== 'GET' &&
    (formAction === undefined || navigation.formAction === formAction) &&
    (name === undefined || navigation.formData?.get(name) === value);
  return (
    <Button
      type="submit"
      size={size}
      disabled={busy || disabled}
      aria-disabled={busy || disabled}
      className={className}
      name={name}
      value={value}
    >
      {busy && <BusyMark className="size-5" />}
      {busy ? busyLabel : children}
    </Button>
  );
}
