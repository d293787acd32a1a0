import { type DefaultValue, parse, type Submission, type SubmissionResult, useForm } from '@conform-to/react';
import { useCallback, useEffect, useRef } from 'react';
import type { $ZodType, input, output } from 'zod/v4/core';
import { VALIDATE_ON } from './fields';

type Validate = (formData: FormData) => Submission<unknown>;

/** What arrived before the validation did: the fields left (blur checks) and a submission. */
interface Held {
  fields: Set<string>;
  submit: boolean;
  submitter: HTMLElement | null;
}

/**
 * `useSchemaForm` for a form on a public page whose first load must stay small
 * (docs/decisions/012-first-load-javascript.md): the page draws the form without zod, the schemas or
 * Conform's zod adapter, and loads them when the visitor first points at or focuses the form. From
 * then on it validates exactly like `useSchemaForm` (same schema, same messages, on blur then as you
 * type). A check or a submission made before they arrive waits for them and runs then; if they cannot
 * load (offline), the form posts and the route action validates with the same schema, as without
 * JavaScript.
 *
 * `loadSchema` imports the schema through `deferred-schemas.ts` (a dynamic import of the domain
 * package's index would bring all of it into the page's shared chunk):
 * `() => import('~/components/forms/deferred-schemas').then((schemas) => schemas.contactMessageSchema)`.
 */
export function useDeferredSchemaForm<Schema extends $ZodType<Record<string, unknown>>>(
  loadSchema: () => Promise<Schema>,
  options: {
    id: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: DefaultValue<input<Schema> & Record<string, unknown>>;
  },
) {
  const validate = useRef<Validate | null>(null);
  const failed = useRef(false);
  const loading = useRef<Promise<void> | null>(null);
  const held = useRef<Held>({ fields: new Set(), submit: false, submitter: null });
  const loader = useRef(loadSchema);

  const load = useCallback(() => {
    loading.current ??= Promise.all([loader.current(), import('@conform-to/zod/v4')]).then(
      ([schema, { parseWithZod }]) => {
        validate.current = (formData) => parseWithZod(formData, { schema });
      },
      () => {
        failed.current = true;
      },
    );
    return loading.current;
  }, []);

  const [form, fields] = useForm<input<Schema> & Record<string, unknown>, output<Schema>>({
    id: options.id,
    lastResult: options.lastResult ?? undefined,
    defaultValue: options.defaultValue,
    ...VALIDATE_ON,
    onValidate: ({ form: element, formData, submitter }) => {
      if (validate.current) return validate.current(formData) as Submission<output<Schema>>;
      const intent = formData.get('__intent__');
      if (failed.current && intent === null) {
        // No validation in the browser: post, and let the route action answer.
        return parse(formData, { resolve: (value) => ({ value }) }) as Submission<output<Schema>>;
      }
      if (!failed.current) {
        if (typeof intent === 'string') {
          const name = fieldOf(intent);
          if (name) held.current.fields.add(name);
        } else {
          held.current.submit = true;
          held.current.submitter = submitter;
        }
        void load().then(() => replay(element));
      }
      // Hold it: an error entry of null for each field stops the post and keeps the errors shown.
      return parse(formData, {
        resolve: (payload) => ({
          error: Object.fromEntries(Object.keys(payload).map((name) => [name, null])),
        }),
      }) as unknown as Submission<output<Schema>>;
    },
  });

  /** Runs what was held, now that the validation is here (or posts it, if it could not load). */
  const replay = (element: HTMLFormElement) => {
    const { fields: names, submit, submitter } = held.current;
    held.current = { fields: new Set(), submit: false, submitter: null };
    if (!element.isConnected) return;
    if (submit) {
      element.requestSubmit(
        submitter instanceof HTMLButtonElement && submitter.form === element ? submitter : null,
      );
    } else if (validate.current) {
      for (const name of names) form.validate({ name });
    }
  };

  // Start loading on the first sign the form will be used: a pointer over it, or focus inside it.
  const formId = form.id;
  useEffect(() => {
    const element = document.getElementById(formId);
    if (!element) return;
    const start = () => {
      element.removeEventListener('pointerover', start);
      element.removeEventListener('focusin', start);
      void load();
    };
    element.addEventListener('pointerover', start);
    element.addEventListener('focusin', start);
    return () => {
      element.removeEventListener('pointerover', start);
      element.removeEventListener('focusin', start);
    };
  }, [formId, load]);

  return [form, fields] as const;
}

/** The field a held blur check was for (Conform's validate intent names it). */
function fieldOf(intent: string): string | undefined {
  try {
    const parsed = JSON.parse(intent) as { type?: string; payload?: { name?: unknown } };
    return parsed.type === 'validate' && typeof parsed.payload?.name === 'string'
      ? parsed.payload.name
      : undefined;
  } catch {
    return undefined;
  }
}
