/** Small text helpers the admin lists share (no database access here). */

/** A LIKE pattern matching `text` anywhere, with the wildcard characters in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A LIKE pattern matching values that start with `text`, wildcards taken literally. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The instant Belize (UTC-6 all year, no daylight saving) enters the `YYYY-MM-DD` day. */
export const belizeMidnight = (date: string) => new Date(`${date}T00:00:00-06:00`);
