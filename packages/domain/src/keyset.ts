import { isIsoDate } from './belize-time.ts';
import { EARLIEST_DATE, LATEST_DATE } from './dates.schema.ts';
import { z } from './zod.ts';

/**
 * Keyset paging (docs/decisions/027-back-office-at-scale.md): a long list is read in a stable order
 * (a key that ends with an id), a page at a time. A page answers `nextCursor`, the key of its last
 * row, or null on the last page; `after=<nextCursor>` asks for the rows after it. The cursor is
 * opaque to clients (base64url of the key's parts); a cursor the server did not make is a 400 on
 * `after`. Unlike `page`/`OFFSET`, reading page 600 costs what page 1 costs, and a row added
 * meanwhile never shows twice.
 */
export const KEYSET_PAGE_SIZE = 50;
export const KEYSET_MAX_PAGE_SIZE = 1000;
export const CURSOR_INVALID = 'after must be the nextCursor of a previous page';
export const PAGE_SIZE_INVALID = `limit must be a whole number from 1 to ${KEYSET_MAX_PAGE_SIZE}`;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[\w-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The cursor of a row's key (its parts in order, as text). */
export function encodeCursor(parts: readonly string[]): string {
  return toBase64Url(JSON.stringify(parts));
}

/** The parts of a cursor, or null when it is not one with `arity` parts. */
export function decodeCursor(cursor: string, arity: number): string[] | null {
  const json = fromBase64Url(cursor);
  if (json === null) return null;
  try {
    const parts: unknown = JSON.parse(json);
    if (!Array.isArray(parts) || parts.length !== arity) return null;
    return parts.every((p) => typeof p === 'string') ? (parts as string[]) : null;
  } catch {
    return null;
  }
}

/** Checks of a key's parts, used by the lists' key readers. */
export const keyPart = {
  date: (v: string) => isIsoDate(v) && v >= EARLIEST_DATE && v <= LATEST_DATE,
  uuid: (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(v),
  time: (v: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v),
  /** An instant to the microsecond, as the database gives it: 2026-11-05T14:03:27.123456Z. */
  instant: (v: string) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(v) && !Number.isNaN(Date.parse(v)),
};

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * The `after` and `limit` query parameters of a keyset list. `read` turns a cursor's parts into the
 * key (null when they are not one); `after` parses to that key.
 */
export function keysetQuery<K>(arity: number, read: (parts: string[]) => K | null) {
  return {
    after: z.preprocess(
      blankToUndefined,
      z
        .string({ error: CURSOR_INVALID })
        .max(500, CURSOR_INVALID)
        .transform((cursor, ctx) => {
          const parts = decodeCursor(cursor, arity);
          const key = parts && read(parts);
          if (key) return key;
          ctx.addIssue({ code: 'custom', message: CURSOR_INVALID });
          return z.NEVER;
        })
        .optional()
        .describe('The nextCursor of the page before; absent for the first page'),
    ),
    limit: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: PAGE_SIZE_INVALID })
        .int(PAGE_SIZE_INVALID)
        .min(1, PAGE_SIZE_INVALID)
        .max(KEYSET_MAX_PAGE_SIZE, PAGE_SIZE_INVALID)
        .default(KEYSET_PAGE_SIZE)
        .describe(`Rows per page (default ${KEYSET_PAGE_SIZE})`),
    ),
  };
}

export const nextCursorSchema = z
  .string()
  .nullable()
  .describe('Pass as `after` for the next page; null on the last page');

/**
 * A page of `limit` rows out of `limit + 1` read, and the cursor after its last row when there are more.
 */
export function keysetPage<T>(rows: readonly T[], limit: number, keyOf: (row: T) => readonly string[]) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
