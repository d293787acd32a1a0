/**
 * A list screen keeps its state in the address (search, filters, sort, page, the open record), so it
 * renders on the server, survives a reload, can be shared and works without JavaScript: sort headers,
 * pages and "View" are plain links built here.
 */

/**
 * Parameters that change which rows a list shows: changing one goes back to the first page (drops
 * `page`, or `after`, the cursor of a keyset list).
 */
const ROW_CHANGING = new Set(['search', 'status', 'sortBy', 'sortDirection', 'entityType']);

/** Parameters of the open record or dialog, dropped when the list itself changes. */
export const DIALOG_PARAMS = ['selected', 'reject', 'cancel', 'process', 'recorded'] as const;

type Change = string | number | null | undefined;

/**
 * This address with some parameters changed (null or '' removes one). A change to what the list
 * shows goes back to page 1 and closes any open record.
 */
export function listHref(
  location: { pathname: string; search: string },
  changes: Record<string, Change>,
): string {
  const params = new URLSearchParams(location.search);
  params.delete('index');
  const keys = Object.keys(changes);
  if (keys.some((key) => ROW_CHANGING.has(key))) {
    params.delete('page');
    params.delete('after');
    for (const key of DIALOG_PARAMS) params.delete(key);
  }
  for (const [key, value] of Object.entries(changes)) {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (!text || (key === 'page' && text === '1')) params.delete(key);
    else params.set(key, text);
  }
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}`;
}

/** This address without the open record and its dialogs: where "Close" goes. */
export function closeHref(location: { pathname: string; search: string }): string {
  return listHref(location, Object.fromEntries(DIALOG_PARAMS.map((key) => [key, null])));
}

/** A path with a query string, or the bare path when there are no parameters. */
export function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Accepts an option's slug or its display name, ignoring case; anything else means "all". */
export function pickOption<T extends string>(
  list: readonly { slug: T; name: string }[],
  raw: string | null,
): T | undefined {
  const value = raw?.trim().toLowerCase();
  if (!value) return undefined;
  return list.find((o) => o.slug === value || o.name.toLowerCase() === value)?.slug;
}
