import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { belizeToday } from '@belizepass/domain';
import { pathWithoutLocale } from '@belizepass/domain/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { compressOnce, preferredEncoding } from '../lib/compressed-once.ts';
import { VersionedCache } from '../lib/versioned-cache.ts';
import { readContentVersion } from '../modules/tours/content-version.repository.ts';
import { contentSecurityPolicyWithHashes } from './security.ts';

const gunzipAsync = promisify(gunzip);

/** Query parameters the tour listings read (apps/web/app/features/tours/listing-params.ts). */
const TOUR_LISTING_PARAMS = [
  'q',
  'location',
  'category',
  'touristType',
  'difficulty',
  'maxPrice',
  'maxDuration',
  'availableOn',
  'sort',
  'page',
];
/** Query parameters the deal listings read (apps/web/app/features/deals/deal-params.ts). */
const DEAL_LISTING_PARAMS = ['q', 'category', 'location', 'maxPrice', 'sort', 'page'];
/**
 * Deal pages show voucher counts, and a listing of tours available on a day follows seats: both
 * change with every sale without a new content version.
 */
const DEAL_PAGE_TTL_MS = 15_000;

interface CacheablePage {
  pattern: RegExp;
  /** The query parameters the page reads; any other is ignored, so it cannot make a new entry. */
  params: readonly string[];
  /** How long a copy is good for, when it can change without a new content version. */
  ttlMs?: number;
  /** Parameters whose answer follows seats (sold without a new content version): kept briefly. */
  seatParams?: readonly string[];
}

/**
 * Public pages are the same for every visitor (they never see a session: docs/decisions/015), so
 * their HTML is rendered once per content version and kept compressed
 * (docs/decisions/011-page-cache.md). Each page names the query parameters it reads: the cache key
 * and the rendered address keep only those, sorted, so made-up parameters cannot fill the cache.
 */
const CACHEABLE_PAGES: readonly CacheablePage[] = [
  { pattern: /^\/$/, params: [] },
  {
    pattern: /^\/tours(?:\/(?:popular|day-trips|multi-day|top))?$/,
    params: TOUR_LISTING_PARAMS,
    seatParams: ['availableOn'],
  },
  // The booking box's address: the date and start time, the party by guest type, the pickup zone.
  {
    pattern: /^\/tours\/[^/]+$/,
    params: ['date', 'time', 'adults', 'children', 'infants', 'seniors', 'residents', 'pickup'],
  },
  { pattern: /^\/giftcards$/, params: ['q', 'category'] },
  { pattern: /^\/giftcards\/[^/]+$/, params: [] },
  {
    pattern: /^\/(?:deals|deals\/new|categories\/[^/]+)$/,
    params: DEAL_LISTING_PARAMS,
    ttlMs: DEAL_PAGE_TTL_MS,
  },
  { pattern: /^\/deals\/[^/]+$/, params: [], ttlMs: DEAL_PAGE_TTL_MS },
  { pattern: /^\/merchants\/[^/]+$/, params: [] },
  {
    pattern:
      /^\/(?:how-it-works|terms|privacy|refund-policy|cookies|accessibility|about|contact|destinations|activities|testimonials|offline)$/,
    params: [],
  },
];

/** Most bytes of compressed pages kept (brotli and gzip copies together). */
export const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024;
/**
 * A "not found" page (a tour, deal or gift card that does not exist) is kept this long, apart from
 * the pages that exist (NOT_FOUND_MAX_* bound it): asked again, it is not rendered again, and a
 * flood of made-up addresses cannot push real pages out of the cache.
 */
export const NOT_FOUND_TTL_MS = 60_000;
const NOT_FOUND_MAX_ENTRIES = 500;
const NOT_FOUND_MAX_BYTES = 4 * 1024 * 1024;
/** Longest query value kept in a key; a longer one is cut (the pages cut their inputs shorter). */
const MAX_PARAM_LENGTH = 120;

/** The page at `path` in either language (Spanish pages are the same pages under `/es`). */
function cacheablePage(path: string): CacheablePage | undefined {
  const bare = pathWithoutLocale(path);
  return CACHEABLE_PAGES.find((page) => page.pattern.test(bare));
}

/** How long a copy of the page at `url` may be kept without a new content version (undefined: until one). */
function pageTtlMs(url: string): number | undefined {
  const [path = '/', search = ''] = url.split('?', 2);
  const page = cacheablePage(path);
  if (page?.ttlMs !== undefined) return page.ttlMs;
  const params = new URLSearchParams(search);
  return page?.seatParams?.some((name) => params.get(name)) ? DEAL_PAGE_TTL_MS : undefined;
}

/**
 * The address a cacheable page is rendered and kept under: its path and, sorted, the non-empty
 * values of the parameters it reads (first value of each, cut to a sane length).
 */
export function normalisedPageUrl(url: string): string {
  const [path = '/', search = ''] = url.split('?', 2);
  const page = cacheablePage(path);
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of [...(page?.params ?? [])].sort()) {
    const value = given.get(name)?.trim().slice(0, MAX_PARAM_LENGTH);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** Response headers of the rendered page that a cached copy repeats. */
const SKIPPED_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'content-security-policy',
  'set-cookie',
  'cache-control',
  'etag',
  'vary',
  'transfer-encoding',
]);

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The policy for this document: its inline scripts by hash. */
  contentSecurityPolicy: string;
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

export interface PageCacheOptions {
  db: Db;
  /** Most pages kept (least recently used go first). */
  maxEntries?: number;
  /** Most bytes kept. */
  maxBytes?: number;
  /** The calendar day pages are rendered for, part of the key: "today" in Belize by default. */
  today?: () => string;
}

/** Whether this request may be answered from, and stored in, the page cache. */
export function isCacheablePageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // A request that sends an Authorization header is left to the renderer.
  if (request.headers.authorization) return false;
  const path = request.url.split('?', 1)[0]!;
  // React Router's data requests (`.data`) go to the renderer every time.
  if (path.endsWith('.data')) return false;
  return cacheablePage(path) !== undefined;
}

/** The SHA-256 CSP sources of the document's executable inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript')
      continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

export class PageCache {
  readonly #pages: VersionedCache<CachedPage>;
  readonly #notFound: VersionedCache<CachedPage>;
  /** Renders in progress, so that a burst of requests for one page renders it once. */
  readonly #rendering = new Map<string, Promise<CachedPage | null>>();

  constructor(readonly options: PageCacheOptions) {
    this.#pages = new VersionedCache(options.maxEntries ?? 2_000, {
      maxBytes: options.maxBytes ?? PAGE_CACHE_MAX_BYTES,
      sizeOf: pageSize,
    });
    this.#notFound = new VersionedCache(NOT_FOUND_MAX_ENTRIES, {
      maxBytes: NOT_FOUND_MAX_BYTES,
      sizeOf: pageSize,
    });
  }

  /** Pages kept, "not found" pages included. */
  get size() {
    return this.#pages.size + this.#notFound.size;
  }

  get bytes() {
    return this.#pages.bytes + this.#notFound.bytes;
  }

  /**
   * Answers a cacheable page request from the cache, rendering it with `render` on a miss (once for
   * concurrent identical requests). Returns null when the reply was sent, or the rendered response
   * for the caller to send when it may not be kept: not a 200 HTML page, or marked `no-store`.
   */
  async serve(
    request: FastifyRequest,
    reply: FastifyReply,
    render: () => Promise<Response>,
    /** What else the HTML depends on besides its address: the currency prices are shown in. */
    variant = '',
  ) {
    // The version is read before rendering: a change committed meanwhile only makes the entry miss.
    const version = await readContentVersion(this.options.db);
    const today = (this.options.today ?? belizeToday)();
    // The site has one origin (config.publicOrigin, which every link is written with): the Host
    // header is not part of the key, so made-up hosts are answered from the same entry.
    const key = `${normalisedPageUrl(request.url)} ${today} ${variant}`;
    const ttlMs = pageTtlMs(request.url);
    const hit = this.#pages.get(key, version) ?? this.#notFound.get(key, version);
    if (hit) return sendCachedPage(request, reply, hit);

    const inFlightKey = `${version} ${key}`;
    const pending = this.#rendering.get(inFlightKey);
    if (pending) {
      const page = await pending.catch(() => null);
      return page ? sendCachedPage(request, reply, page) : withHashedPolicy(reply, await render());
    }
    const rendered = render();
    const storing = rendered.then((response) => {
      const storable = storableAs(response);
      if (storable === 'page') return this.#store(this.#pages, key, version, response, ttlMs);
      if (storable === 'not found')
        return this.#store(
          this.#notFound,
          key,
          version,
          response,
          Math.min(ttlMs ?? NOT_FOUND_TTL_MS, NOT_FOUND_TTL_MS),
        );
      return null;
    });
    this.#rendering.set(inFlightKey, storing);
    storing.finally(() => this.#rendering.delete(inFlightKey)).catch(() => {});
    const response = await rendered;
    const page = await storing;
    return page ? sendCachedPage(request, reply, page) : withHashedPolicy(reply, response);
  }

  async #store(
    cache: VersionedCache<CachedPage>,
    key: string,
    version: number,
    response: Response,
    ttlMs?: number,
  ): Promise<CachedPage> {
    const html = await response.text();
    const body = Buffer.from(html, 'utf8');
    const { br, gzip: gz } = await compressOnce(body);
    const page: CachedPage = {
      status: response.status,
      headers: [...response.headers].filter(([name]) => !SKIPPED_HEADERS.has(name.toLowerCase())),
      contentSecurityPolicy: contentSecurityPolicyWithHashes(inlineScriptHashes(html)),
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      br,
      gzip: gz,
    };
    cache.set(key, version, page, ttlMs);
    return page;
  }
}

/**
 * A page rendered for the cache but not kept (an error page, or one marked no-store) has no nonce
 * either: it gets the policy with its own scripts' hashes.
 */
async function withHashedPolicy(reply: FastifyReply, response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html') || !response.body)
    return response;
  const html = await response.text();
  reply.header('content-security-policy', contentSecurityPolicyWithHashes(inlineScriptHashes(html)));
  return new Response(html, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

const pageSize = (page: CachedPage) => page.br.length + page.gzip.length + 2_048;

/** Whether a rendered response may be kept: a 200 page, or briefly a 404 one; never a no-store one. */
function storableAs(response: Response): 'page' | 'not found' | null {
  const type = response.headers.get('content-type') ?? '';
  const cacheControl = response.headers.get('cache-control') ?? '';
  if (!type.startsWith('text/html') || /no-store|private/i.test(cacheControl)) return null;
  if (response.status === 200) return 'page';
  return response.status === 404 ? 'not found' : null;
}

async function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): Promise<null> {
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('content-security-policy', page.contentSecurityPolicy);
  reply.header('cache-control', 'public, no-cache');
  reply.header('etag', page.etag);
  // The currency cookie picks the copy (decision 029).
  reply.header('vary', 'accept-encoding, cookie');
  if (request.headers['if-none-match'] === page.etag) {
    reply.code(304).send();
    return null;
  }
  reply.code(page.status);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') {
    reply.send(await gunzipAsync(page.gzip));
    return null;
  }
  reply.header('content-encoding', encoding);
  reply.send(encoding === 'br' ? page.br : page.gzip);
  return null;
}
