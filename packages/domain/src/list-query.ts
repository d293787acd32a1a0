import { m } from './i18n/index.ts';
import { z } from './zod.ts';

/**
 * The pieces of a paged list's query string (`?status=&sort=&page=`), shared by the admin's lists
 * and the tourist's bookings: each bad value is a 400 naming its field.
 */

/** An empty query value (`?status=`) counts as absent, so the default applies. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const queryParam = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema);

/** One of a list of values, or the fallback when absent. */
export const oneOfParam = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  queryParam(
    z
      .enum(values, { error: () => m.errors_must_be_one_of({ values: values.join(', ') }) })
      .default(fallback as never),
  );

/** A whole number from `min` to `max`, or the fallback when absent. */
export const intQueryParam = (min: number, max: number, fallback: number) =>
  queryParam(
    z.coerce
      .number({ error: () => m.errors_whole_number() })
      .int()
      .min(min)
      .max(max)
      .default(fallback),
  );

/** A 1-based page number (default 1). */
export const pageParam = () => intQueryParam(1, 10_000, 1);
