/** Small text helpers the admin lists share (no database access here). */

/** A LIKE pattern matching `text` anywhere, with the wildcard characters in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A LIKE pattern matching values that start with `text`, wildcards taken literally. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const UUID_TEMPLATE = '00000000-0000-0000-0000-000000000000';

/**
 * The first and last UUIDs that start with `prefix` (hex digits, dashes where a UUID has them, any
 * case), for a range condition on a uuid column; undefined when no UUID can start with it.
 */
export function uuidPrefixRange(prefix: string): [string, string] | undefined {
  const p = prefix.toLowerCase();
  if (p.length === 0 || p.length > UUID_TEMPLATE.length) return undefined;
  for (let i = 0; i < p.length; i++) {
    const dash = UUID_TEMPLATE[i] === '-';
    if (dash ? p[i] !== '-' : !/[0-9a-f]/.test(p[i]!)) return undefined;
  }
  const rest = UUID_TEMPLATE.slice(p.length);
  return [p + rest, p + rest.replace(/0/g, 'f')];
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/** The instant Belize (UTC-6 all year, no daylight saving) enters the `YYYY-MM-DD` day. */
export const belizeMidnight = (date: string) => new Date(`${date}T00:00:00-06:00`);
