import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { belizeToday } from '@belizepass/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { compressOnce, preferredEncoding } from '../lib/compressed-once.ts';
import { readContentVersion } from '../modules/tours/content-version.repository.ts';
import { VersionedCache } from '../modules/tours/versioned-cache.ts';
import { contentSecurityPolicyWithHashes } from './security.ts';

const gunzipAsync = promisify(gunzip);

/**
 * Public pages are the same for every visitor (sign-in lives in the browser), so their HTML is
 * rendered once per content version and kept compressed. Deal pages are left out: they show voucher
 * counts, which change with every sale without bumping the content version
 * (docs/decisions/011-page-cache.md).
 */
const CACHEABLE_PATHS = [
  /^\/$/,
  /^\/tours(?:\/[^/]+)?$/,
  /^\/giftcards(?:\/[^/]+)?$/,
  /^\/categories\/[^/]+$/,
  /^\/merchants\/[^/]+$/,
  /^\/(?:how-it-works|terms|privacy|refund-policy|cookies|covid-safety|accessibility|about|contact|destinations|activities|testimonials)$/,
];

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
  /** The calendar day pages are rendered for, part of the key: "today" in Belize by default. */
  today?: () => string;
}

/** Whether this request may be answered from, and stored in, the page cache. */
export function isCacheablePageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // Pages never read credentials (the session lives in the browser's storage); a request that sends
  // an Authorization header anyway is left to the renderer.
  if (request.headers.authorization) return false;
  const path = request.url.split('?', 1)[0]!;
  // React Router's data requests (`.data`) go to the renderer every time.
  if (path.endsWith('.data')) return false;
  return CACHEABLE_PATHS.some((pattern) => pattern.test(path));
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
  /** Renders in progress, so that a burst of requests for one page renders it once. */
  readonly #rendering = new Map<string, Promise<CachedPage | null>>();

  constructor(readonly options: PageCacheOptions) {
    this.#pages = new VersionedCache(options.maxEntries ?? 500);
  }

  get size() {
    return this.#pages.size;
  }

  /**
   * Answers a cacheable page request from the cache, rendering it with `render` on a miss (once for
   * concurrent identical requests). Returns null when the reply was sent, or the rendered response
   * for the caller to send when it may not be kept: not a 200 HTML page, or marked `no-store`.
   */
  async serve(request: FastifyRequest, reply: FastifyReply, render: () => Promise<Response>) {
    // The version is read before rendering: a change committed meanwhile only makes the entry miss.
    const version = await readContentVersion(this.options.db);
    const today = (this.options.today ?? belizeToday)();
    const key = `${request.protocol}://${request.host}${request.url} ${today}`;
    const hit = this.#pages.get(key, version);
    if (hit) return sendCachedPage(request, reply, hit);

    const inFlightKey = `${version} ${key}`;
    const pending = this.#rendering.get(inFlightKey);
    if (pending) {
      const page = await pending.catch(() => null);
      return page ? sendCachedPage(request, reply, page) : withHashedPolicy(reply, await render());
    }
    const rendered = render();
    const storing = rendered.then((response) =>
      isStorable(response) ? this.#store(key, version, response) : null,
    );
    this.#rendering.set(inFlightKey, storing);
    storing.finally(() => this.#rendering.delete(inFlightKey)).catch(() => {});
    const response = await rendered;
    const page = await storing;
    return page ? sendCachedPage(request, reply, page) : withHashedPolicy(reply, response);
  }

  async #store(key: string, version: number, response: Response): Promise<CachedPage> {
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
    this.#pages.set(key, version, page);
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

function isStorable(response: Response) {
  const type = response.headers.get('content-type') ?? '';
  const cacheControl = response.headers.get('cache-control') ?? '';
  return response.status === 200 && type.startsWith('text/html') && !/no-store|private/i.test(cacheControl);
}

async function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): Promise<null> {
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('content-security-policy', page.contentSecurityPolicy);
  reply.header('cache-control', 'public, no-cache');
  reply.header('etag', page.etag);
  reply.header('vary', 'accept-encoding');
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
