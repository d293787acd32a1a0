import { m } from './i18n/index.ts';
import { z } from './zod.ts';

/**
 * The one date type of every API date parameter (docs/decisions/017-account-abuse.md): a calendar
 * date `YYYY-MM-DD` between these bounds. Anything else is a 400 naming the field, never a database
 * error ("date/time field value out of range") surfacing as a 500.
 */
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2099-12-31';
/** The message of a date outside the bounds, in the reader's language. */
export const dateOutOfRangeMessage = () =>
  m.errors_date_out_of_range({ earliest: EARLIEST_DATE, latest: LATEST_DATE });

const boundedDates = new WeakSet<object>();

/** A `YYYY-MM-DD` date within the bounds; `message` is shown when the value is not a date at all. */
export function boundedDate(message: string | (() => string)) {
  const schema = z.iso
    .date({ error: message })
    .refine((value) => value >= EARLIEST_DATE && value <= LATEST_DATE, {
      error: dateOutOfRangeMessage,
    });
  boundedDates.add(schema);
  return schema;
}

/** True for a schema made by `boundedDate`, also when wrapped (optional, nullable, default, a pipe). */
export function isBoundedDate(schema: unknown): boolean {
  let current = schema as { def?: { innerType?: unknown; in?: unknown } } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (boundedDates.has(current as object)) return true;
    current = (current.def?.innerType ?? current.def?.in) as typeof current;
  }
  return false;
}
