import { dollarsToCents } from '@belizepass/domain';
import { z } from 'zod';

/**
 * What the merchant console's forms post: text as typed (dollars, one item per line, commas),
 * turned into the API's body and checked with the shared schema of packages/domain, so the browser
 * (Conform) and the route action give the same field errors. Nothing is silently coerced: text that
 * is not a number stays NaN and gets the schema's message.
 */

/** A posted text field (Conform drops empty ones). */
export const postedText = z.string().optional();

/** Typed text to a number: blank stays missing, anything unreadable becomes NaN (a "must be" error). */
export function numberOrMissing(text: string | undefined): number | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  return Number(trimmed.replace(/^\$/, '').replace(/,/g, ''));
}

/** Typed dollars to US cents, or missing, or NaN. */
export function centsOrMissing(text: string | undefined): number | undefined {
  const value = numberOrMissing(text);
  return value === undefined || Number.isNaN(value) ? value : dollarsToCents(value);
}

/** Cents as the dollars a form shows ("85", "89.50"); '' for none. */
export const dollarsText = (cents: number | null | undefined) =>
  cents == null ? '' : (cents / 100).toFixed(2).replace(/\.00$/, '');

/** The form field an issue of the API schema belongs to ('itinerary.2' -> 'itinerary'), or null. */
export function fieldNameOf(
  path: string | readonly PropertyKey[],
  fields: ReadonlySet<string>,
  aliases: Readonly<Record<string, string>> = {},
): string | null {
  const first = String(typeof path === 'string' ? path.split('.')[0] : (path[0] ?? ''));
  const name = aliases[first] ?? first;
  return fields.has(name) ? name : null;
}

/**
 * A form schema: the posted text fields, turned by `toBody` into the API's body and checked with
 * its shared schema; each issue lands on the form field it belongs to (the first message per field).
 * `extraIssues` adds rules only the form knows (e.g. a photo for a new tour).
 */
export function apiFormSchema<Shape extends z.ZodRawShape, Body>({
  shape,
  toBody,
  schema,
  aliases,
  extraIssues,
  nestedName,
}: {
  shape: Shape;
  toBody: (form: z.output<z.ZodObject<Shape>>) => unknown;
  /** The API's schema of the body (packages/domain). */
  schema: z.ZodType<Body>;
  aliases?: Record<string, string>;
  extraIssues?: (form: z.output<z.ZodObject<Shape>>) => { field: string; message: string }[];
  /** The form's name of an issue's input inside a list of rows (`seasons[1].from`), or null. */
  nestedName?: (path: readonly PropertyKey[], body: unknown) => string | null;
}) {
  const names = new Set(Object.keys(shape));
  return z
    .object(shape)
    .superRefine((form, ctx) => {
      const issues = extraIssues?.(form) ?? [];
      const body = toBody(form);
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = nestedName?.(issue.path, body) ?? fieldNameOf(issue.path, names, aliases) ?? '';
          issues.push({ field, message: issue.message });
        }
      }
      const seen = new Set<string>();
      for (const { field, message } of issues) {
        if (seen.has(field)) continue;
        seen.add(field);
        ctx.addIssue({ code: 'custom', path: field ? [field] : [], message });
      }
    })
    .transform((form) => {
      // Valid here: the refinement above found no issue.
      return { form, body: schema.parse(toBody(form)) };
    });
}
