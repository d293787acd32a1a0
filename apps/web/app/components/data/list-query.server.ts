/** A zod object schema, as the shared list-query schemas of packages/domain are. */
export interface QuerySchema<T> {
  shape: Record<string, { safeParse(value: unknown): { success: boolean } }>;
  parse(value: unknown): T;
}

/**
 * A list's query from the address, read with the API's own query schema: a value the schema refuses
 * (an unknown sort, `page=abc`) falls back to its default instead of failing the page, as a hand-edited
 * or outdated link should.
 */
export function readListQuery<T>(request: Request | URL, schema: QuerySchema<T>): T {
  const params = (request instanceof URL ? request : new URL(request.url)).searchParams;
  const accepted: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const value = params.get(key);
    if (value !== null && field.safeParse(value).success) accepted[key] = value;
  }
  return schema.parse(accepted);
}

/** The id of the record a list screen opens (`?selected=`), when it looks like one. */
export function recordParam(request: Request, name = 'selected'): string | null {
  const value = new URL(request.url).searchParams.get(name);
  return value && /^[0-9a-f-]{36}$/i.test(value) ? value : null;
}

/**
 * The cursor of a list read a page at a time (`?after=`), checked with the API's own `after` field: a
 * cursor the API would refuse (hand-edited, or from an older release) means the first page.
 */
export function cursorParam(
  url: URL,
  field: { safeParse(value: unknown): { success: boolean } },
): string | undefined {
  const value = url.searchParams.get('after');
  return value && field.safeParse(value).success ? value : undefined;
}
