/**
 * What the pages and the service worker (apps/web/service-worker/sw.ts) agree on for offline tickets
 * (docs/decisions/024-offline-tickets.md). The server marks the only responses the service worker
 * may keep: a signed-in tourist's own valid ticket, and their bookings list with the tickets that
 * are still valid. Nothing without a mark is ever stored.
 */

/** The browser cache holding the signed-in tourist's bookings list and tickets. */
export const TICKET_CACHE = 'belizepass-tickets';

/** On a ticket page kept offline: the ticket's version (changes when its date, party or status do). */
export const OFFLINE_TICKET_HEADER = 'x-belizepass-offline-ticket';

/**
 * On the signed-in tourist's bookings list: the tickets that may be kept offline as `id=version`
 * pairs separated by spaces, or `none`. Any other kept ticket is stale and is deleted.
 */
export const OFFLINE_LIST_HEADER = 'x-belizepass-offline-list';

/**
 * The message a page posts to the service worker to keep every upcoming ticket of the signed-in
 * tourist (`{ type, prefix }`, prefix `/es` for the Spanish pages, else empty).
 */
export const KEEP_TICKETS_MESSAGE = 'belizepass:keep-tickets';

/** The pages the service worker keeps for offline use (and nothing else private). */
export const BOOKINGS_PATH = '/account/bookings';
export const TICKET_PATH =
  /^\/confirmation\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** Reads the list header into ticket id -> version. */
export function parseOfflineList(value: string): Map<string, string> {
  const tickets = new Map<string, string>();
  if (value === 'none') return tickets;
  for (const pair of value.split(' ')) {
    const [id, version] = pair.split('=');
    if (id && version) tickets.set(id, version);
  }
  return tickets;
}

/** Writes the list header from ticket id -> version. */
export function formatOfflineList(tickets: Iterable<[string, string]>): string {
  const pairs = [...tickets].map(([id, version]) => `${id}=${version}`);
  return pairs.length ? pairs.join(' ') : 'none';
}
