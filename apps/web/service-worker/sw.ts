/// <reference lib="webworker" />
/**
 * BelizePass's service worker (docs/decisions/024-offline-tickets.md), built by
 * scripts/build-service-worker.mjs into /sw.js with the precache list injected.
 *
 * - Precached: the scripts and styles that show a ticket and My Bookings, the icons and the offline
 *   page. Any page that needs the network while there is none gets the offline page.
 * - Kept for offline use, network first: the signed-in tourist's bookings list and every upcoming
 *   ticket it names (fetched when the page asks, as they sign in or book, and whenever the list is
 *   seen), and only responses the server marked as theirs (offline-protocol.ts). Every answer from the
 *   network updates them: a list names the tickets still valid (the others are deleted, changed ones
 *   fetched again), a ticket page without the mark (cancelled, over, not this visitor's) is deleted,
 *   and a list that sends the visitor to sign in, or signing out, deletes everything kept.
 */
import {
  NetworkFirst,
  NetworkOnly,
  type PrecacheEntry,
  Serwist,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';
import {
  BOOKINGS_PATH,
  KEEP_TICKETS_MESSAGE,
  OFFLINE_LIST_HEADER,
  OFFLINE_TICKET_HEADER,
  parseOfflineList,
  TICKET_CACHE,
  TICKET_PATH,
} from '../app/features/offline/offline-protocol';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const OFFLINE_PAGE = '/offline';
/** After this long without an answer a kept page is shown from the phone (a dock's one bar of signal). */
const NETWORK_TIMEOUT_SECONDS = 6;
const DATA_SUFFIX = '.data';

/** Spanish pages are the same pages under `/es` (decision 029); each language's copy is kept apart. */
const SPANISH_PREFIX = '/es';

type KeptPage = ({ kind: 'list' } | { kind: 'ticket'; id: string }) & { prefix: string };

/** The kept page a path (a document, or its React Router `.data`) stands for, if any. */
function keptPage(pathname: string): KeptPage | null {
  let path = pathname.endsWith(DATA_SUFFIX) ? pathname.slice(0, -DATA_SUFFIX.length) : pathname;
  const prefix = path.startsWith(`${SPANISH_PREFIX}/`) ? SPANISH_PREFIX : '';
  path = path.slice(prefix.length);
  if (path === BOOKINGS_PATH) return { kind: 'list', prefix };
  const ticket = TICKET_PATH.exec(path);
  return ticket?.[1] ? { kind: 'ticket', id: ticket[1].toLowerCase(), prefix } : null;
}

const pagePath = (page: KeptPage) =>
  page.prefix + (page.kind === 'list' ? BOOKINGS_PATH : `/confirmation/${page.id}`);
/** A kept page is stored under its path alone: the list's filters or an emailed key are not part of it. */
const keyOf = (page: KeptPage) => new URL(pagePath(page), self.location.origin).href;

/** Whether the server marked this answer as the signed-in tourist's own page to keep. */
function isMarked(page: KeptPage, response: Response): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  return response.headers.has(page.kind === 'list' ? OFFLINE_LIST_HEADER : OFFLINE_TICKET_HEADER);
}

/** An answer that sends the visitor elsewhere (React Router data requests say so with a 202). */
const isRedirect = (response: Response, data: boolean) =>
  response.type === 'opaqueredirect' ||
  (response.status >= 300 && response.status < 400) ||
  (data && response.status === 202);

/** Fetches a kept page again as a document with the visitor's cookies: kept when marked, else deleted. */
async function refresh(page: KeptPage) {
  const cache = await caches.open(TICKET_CACHE);
  let response: Response;
  try {
    response = await fetch(pagePath(page), { credentials: 'same-origin', redirect: 'manual' });
  } catch {
    return; // No signal: keep what is there.
  }
  if (isMarked(page, response)) await cache.put(keyOf(page), response);
  else if (response.status < 500) await cache.delete(keyOf(page));
}

/**
 * The list's word on the kept tickets: those not named go, those whose version changed are fetched
 * again. One fetch at a time: a fetch may renew the session, whose refresh token is single-use, so
 * the next must carry the cookies the last one set (decision 015).
 */
async function applyList(valid: Map<string, string>, prefix: string) {
  const cache = await caches.open(TICKET_CACHE);
  const kept = new Set<string>();
  for (const request of await cache.keys()) {
    const page = keptPage(new URL(request.url).pathname);
    if (page?.kind !== 'ticket') continue;
    const version = valid.get(page.id);
    if (version === undefined) await cache.delete(request);
    else if ((await cache.match(request))?.headers.get(OFFLINE_TICKET_HEADER) !== version)
      await refresh(page);
    if (version !== undefined && page.prefix === prefix) kept.add(page.id);
  }
  // Every valid ticket is kept, not only those opened: the ones the phone lacks are fetched too,
  // in the list's language.
  for (const id of valid.keys()) {
    if (!kept.has(id)) await refresh({ kind: 'ticket', id, prefix });
  }
}

/**
 * Keeps every upcoming ticket of the signed-in tourist (asked by the page when they sign in or
 * book): My Bookings is fetched and kept, then each ticket it names that the phone lacks.
 */
async function keepAllTickets(prefix: string) {
  const list: KeptPage = { kind: 'list', prefix };
  await refresh(list);
  const kept = await (await caches.open(TICKET_CACHE)).match(keyOf(list));
  const header = kept?.headers.get(OFFLINE_LIST_HEADER);
  if (header != null) await applyList(parseOfflineList(header), prefix);
}

/**
 * The worker's fetches of kept pages, one at a time whatever prompted them: each may renew the
 * session, whose refresh token is single-use, so the next must carry the cookies the last one set.
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime(work: () => Promise<void>) {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * What one answer from the network says about the kept pages. `data` is true for React Router's
 * data requests (in-page navigations). `refetch` when the answer itself is not kept (a data request,
 * or a page with a query such as My Bookings' filters): the plain page is fetched to be kept.
 */
async function learnFrom(page: KeptPage, response: Response, data: boolean, refetch: boolean) {
  const cache = await caches.open(TICKET_CACHE);
  if (page.kind === 'list') {
    const header = response.status === 200 ? response.headers.get(OFFLINE_LIST_HEADER) : null;
    if (header !== null) {
      // The kept list first, so it never names a ticket the phone no longer has.
      if (refetch) {
        const kept = await cache.match(keyOf(page));
        if (kept?.headers.get(OFFLINE_LIST_HEADER) !== header) await refresh(page);
      }
      await applyList(parseOfflineList(header), page.prefix);
    } else if (isRedirect(response, data)) {
      // My Bookings sends a visitor who is not signed in to sign in: nothing private stays.
      await caches.delete(TICKET_CACHE);
    }
    return;
  }
  const version = response.status === 200 ? response.headers.get(OFFLINE_TICKET_HEADER) : null;
  if (version !== null) {
    if (refetch) {
      const kept = await cache.match(keyOf(page));
      if (kept?.headers.get(OFFLINE_TICKET_HEADER) !== version) await refresh(page);
    }
  } else if (!isRedirect(response, data) && response.status < 500) {
    // Cancelled, over, someone else's or unknown: no longer a ticket to show without signal.
    await cache.delete(keyOf(page));
  }
}

/** Keeps marked pages only, under their path, and learns from every answer the network gives. */
function keptPagesPlugin(data: boolean): SerwistPlugin {
  return {
    cacheKeyWillBeUsed: async ({ request }) => {
      const page = keptPage(new URL(request.url).pathname);
      return page ? keyOf(page) : request;
    },
    // Only the plain page is kept: one with a query (a filter, a "cancelled" banner) would not match
    // the address it is later shown at.
    cacheWillUpdate: async ({ request, response }) => {
      const url = new URL(request.url);
      const page = keptPage(url.pathname);
      return page && !url.search && isMarked(page, response) ? response : null;
    },
    fetchDidSucceed: async ({ request, response, event }) => {
      const url = new URL(request.url);
      const page = keptPage(url.pathname);
      const refetch = data || url.search !== '';
      if (page) {
        const answer = response.clone();
        event.waitUntil(oneAtATime(() => learnFrom(page, answer, data, refetch)).catch(() => undefined));
      }
      return response;
    },
  };
}

/**
 * An in-page navigation to a kept page that cannot reach the server becomes a full page load
 * (React Router's redirect answer for data requests), which is answered from the phone.
 */
const loadDocumentInstead: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.delete('_routes');
    const path = `${url.pathname.slice(0, -DATA_SUFFIX.length)}${url.search}`;
    return new Response(null, {
      status: 204,
      headers: { 'X-Remix-Redirect': path, 'X-Remix-Status': '302', 'X-Remix-Reload-Document': 'true' },
    });
  },
};

/** Signing out deletes everything kept before the request even leaves. */
const forgetKeptPages: SerwistPlugin = {
  requestWillFetch: async ({ request }) => {
    await caches.delete(TICKET_CACHE);
    return request;
  },
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) =>
        request.mode === 'navigate' && sameOrigin(url) && keptPage(url.pathname) !== null,
      handler: new NetworkFirst({
        cacheName: TICKET_CACHE,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [keptPagesPlugin(false)],
      }),
    },
    {
      matcher: ({ url }) =>
        sameOrigin(url) && url.pathname.endsWith(DATA_SUFFIX) && keptPage(url.pathname) !== null,
      handler: new NetworkOnly({ plugins: [keptPagesPlugin(true), loadDocumentInstead] }),
    },
    {
      matcher: ({ url }) => sameOrigin(url) && /^(?:\/es)?\/logout(?:\.data)?$/.test(url.pathname),
      method: 'POST',
      handler: new NetworkOnly({ plugins: [forgetKeptPages] }),
    },
    {
      matcher: ({ request, url }) => request.mode === 'navigate' && sameOrigin(url),
      handler: new NetworkOnly(),
    },
  ],
  fallbacks: {
    // The offline notice in the language of the page asked for.
    entries: [
      {
        url: `${SPANISH_PREFIX}${OFFLINE_PAGE}`,
        matcher: ({ request }) =>
          request.destination === 'document' &&
          new URL(request.url).pathname.startsWith(`${SPANISH_PREFIX}/`),
      },
      { url: OFFLINE_PAGE, matcher: ({ request }) => request.destination === 'document' },
    ],
  },
});

/** A new version's pages load new scripts: the kept pages are fetched again so they still work offline. */
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      if (!(await caches.has(TICKET_CACHE))) return;
      const cache = await caches.open(TICKET_CACHE);
      // One at a time, like applyList: each may renew the session.
      await oneAtATime(async () => {
        for (const request of await cache.keys()) {
          const page = keptPage(new URL(request.url).pathname);
          if (page) await refresh(page);
        }
      });
    })().catch(() => undefined),
  );
});

/** The page asks for every ticket to be kept (`{ type: KEEP_TICKETS_MESSAGE, prefix }`). */
self.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; prefix?: unknown } | null;
  if (message?.type !== KEEP_TICKETS_MESSAGE) return;
  const prefix = message.prefix === SPANISH_PREFIX ? SPANISH_PREFIX : '';
  event.waitUntil(oneAtATime(() => keepAllTickets(prefix)).catch(() => undefined));
});

serwist.addEventListeners();
