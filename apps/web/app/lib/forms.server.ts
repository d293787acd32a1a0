import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { $ZodType, output } from 'zod/v4/core';
import { ApiError, fieldErrorsOf, messageOf } from './api-client';

/**
 * The route-action side of a form (components/forms/form.tsx): parse the posted form with the same
 * zod schema as the browser, call the API, and answer either a redirect or the submission result the
 * form shows (field errors under their fields, the server's message above the form).
 */
export async function parseForm<Schema extends $ZodType>(request: Request, schema: Schema) {
  return parseWithZod(await request.formData(), { schema }) as ParsedForm<output<Schema>>;
}

/** A parsed form: its value when valid, and the reply the form shows. */
export type ParsedForm<Value> =
  | { status: 'success'; value: Value; reply: Submission['reply'] }
  | { status?: 'error'; reply: Submission['reply'] };

interface Submission {
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    hideFields?: string[];
    resetForm?: boolean;
  }): SubmissionResult<string[]>;
}

/** A failed submission: the fields' errors, or the API's failure mapped onto the fields it names. */
export function formFailure<Extra extends object = object>(
  submission: Submission,
  error?: unknown,
  options: {
    fallback?: string;
    hideFields?: string[];
    status?: number;
    /** More of the page's state to answer along with the form's result. */
    extra?: Extra;
  } = {},
) {
  const fallback = options.fallback ?? m.site_something_went_wrong_try_again();
  let result: SubmissionResult<string[]>;
  if (error === undefined) {
    result = submission.reply({ hideFields: options.hideFields });
  } else {
    const fieldErrors = fieldErrorsOf(error);
    const { '': formLevel = [], ...perField } = fieldErrors;
    const hasFieldErrors = Object.keys(perField).length > 0;
    result = submission.reply({
      formErrors: hasFieldErrors && !formLevel.length ? [] : [messageOf(error, fallback), ...formLevel],
      fieldErrors: perField,
      hideFields: options.hideFields,
    });
  }
  const status = options.status ?? (error instanceof ApiError && error.status >= 400 ? error.status : 400);
  return data({ ...(options.extra as Extra), result }, { status: status >= 500 ? 502 : status });
}

/**
 * A form the action sends on to the API as it is: parsed with `schema`, then `send` (the API call)
 * with its value. Success answers `extra`, what `send` returns, and the form's result; a form that
 * does not parse, or `ready` false (e.g. a malformed id in the address), or a refusal answers
 * `formFailure` with `extra`.
 */
export async function submitForm<
  Schema extends $ZodType,
  Extra extends object,
  Sent extends object | undefined,
>(
  request: Request,
  schema: Schema,
  options: {
    extra: Extra;
    fallback: string;
    /** The API call; what it returns joins the answer. */
    send: (value: output<Schema>) => Promise<Sent | undefined>;
    ready?: boolean;
    resetForm?: boolean;
  },
) {
  const submission = await parseForm(request, schema);
  const { extra, fallback } = options;
  if (submission.status !== 'success' || options.ready === false) {
    return formFailure<Extra>(submission, undefined, { extra });
  }
  try {
    const sent = await options.send(submission.value);
    return data({
      ...extra,
      ...(sent ?? {}),
      result: submission.reply({ resetForm: options.resetForm }),
    });
  } catch (error) {
    return formFailure<Extra>(submission, error, { fallback, extra });
  }
}
