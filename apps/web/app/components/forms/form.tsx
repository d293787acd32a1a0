import { type DefaultValue, type Submission, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { $ZodType, input, output } from 'zod/v4/core';
import { VALIDATE_ON } from './fields';

export { FormErrors, InputField, SchemaForm, SubmitButton, selectProps, TextareaField } from './fields';

/**
 * Forms on one library (docs/decisions/016-web-data-flow.md): Conform with the shared zod schemas of
 * packages/domain. The same schema checks the fields in the browser (on blur, then as you type) and
 * in the route action, so a form works without JavaScript and behaves the same with it: field
 * errors under their fields, the server's own message above the form, a pending submit button.
 */
export function useSchemaForm<Schema extends $ZodType<Record<string, unknown>>>(
  schema: Schema,
  options: {
    id?: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: DefaultValue<input<Schema> & Record<string, unknown>>;
  } = {},
) {
  return useForm<input<Schema> & Record<string, unknown>, output<Schema>>({
    id: options.id,
    lastResult: options.lastResult ?? undefined,
    defaultValue: options.defaultValue,
    ...VALIDATE_ON,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as Submission<output<Schema>>,
  });
}
