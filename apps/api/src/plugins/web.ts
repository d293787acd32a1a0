import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isCurrency } from '@belizepass/domain';
import { localeOfPath } from '@belizepass/domain/i18n';
import middie from '@fastify/middie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import { parseCookies } from '../lib/cookies.ts';
import { ACCESS_COOKIE, DEVICE_COOKIE, REFRESH_COOKIE } from '../modules/auth/session-cookies.ts';
import {
  type ImageStorage,
  isServedKey,
  PUBLIC_PREFIX,
  type StoredObjectInfo,
} from '../modules/uploads/image-storage.ts';
import { isCrossSiteRequest, isSafeMethod } from './cross-site.ts';
import { isCacheablePageRequest, normalisedPageUrl, PageCache } from './page-cache.ts';
import { RenderGate } from './render-gate.ts';
import {
  allowFraming,
  contentSecurityPolicy,
  FRAME_ANCESTORS_HEADER,
  INTERNAL_REQUEST_HEADER,
  internalRequestToken,
  sharedRenderToken,
} from './security.ts';
import { registerWebAssets } from './web-assets.ts';

/**
 * Files whose names never change: the installable app's service worker and manifest, and the
 * booking widget's loader that operators' sites include.
 */
const UNHASHED_APP_FILES = /[\\/](?:sw\.js|manifest\.webmanifest|widget\.js)$/;
/** The booking widget's loader is included by operators' own sites (docs/decisions/046-booking-widget.md). */
const WIDGET_LOADER = /[\\/]widget\.js(?:\.(?:br|gz))?$/;

export const WEB_ROOT = fileURLToPath(new URL('../../../web/', import.meta.url));
export const WEB_BUILD = join(WEB_ROOT, 'build');

/**
 * Upload names carry a hash of their content (demo images are drawn once and never redrawn), so a
 * cached copy never goes stale: a year, immutable, as @fastify/static sends for the local folder.
 */
const UPLOAD_CACHE_CONTROL = `public, max-age=${365 * 24 * 60 * 60}, immutable`;

/**
 * Serves uploaded images at /uploads/<key>, wherever the storage keeps them: straight from the folder
 * for local storage, streamed from the bucket for object storage, with the same addresses and headers.
 */
export async function registerUploads(app: FastifyInstance, storage: ImageStorage) {
  if (storage.localRoot) {
    await app.register(fastifyStatic, {
      root: storage.localRoot,
      prefix: PUBLIC_PREFIX,
      decorateReply: false,
      // Files are looked up per request: images uploaded after start must be served too.
      wildcard: true,
      allowedPath: (pathName) => /^\/[\w/-]+\.(webp|png|jpe?g)$/.test(pathName) && !pathName.includes('..'),
      maxAge: '365d',
      immutable: true,
    });
    return;
  }
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: `${PUBLIC_PREFIX}*`,
    handler: async (request, reply) => {
      const key = request.params['*'];
      if (!isServedKey(key)) return reply.callNotFound();
      // HEAD asks the bucket about the object without reading it.
      let object: StoredObjectInfo | null;
      let body: Readable | undefined;
      if (request.method === 'HEAD') object = await storage.stat(key);
      else {
        const stored = await storage.get(key);
        object = stored;
        body = stored?.body;
      }
      if (!object) return reply.callNotFound();
      reply.header('content-type', object.contentType).header('cache-control', UPLOAD_CACHE_CONTROL);
      if (object.etag) reply.header('etag', object.etag);
      if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
      if (object.etag && request.headers['if-none-match'] === object.etag) {
        body?.destroy();
        return reply.code(304).send();
      }
      reply.header('content-length', String(object.contentLength));
      return reply.send(body);
    },
  });
}

/**
 * Mounts the React Router app: the production build from apps/web/build, or Vite in middleware
 * mode with hot reload in development. Loaders reach the API in-process through `apiFetch`.
 * `build` serves the given server build instead, without static files (the page tests' small app).
 */
export async function registerWeb(app: FastifyInstance, options: { dev: boolean; build?: ServerBuild }) {
  let getBuild: () => Promise<ServerBuild>;
  const { build: given } = options;
  if (given) {
    getBuild = async () => given;
  } else if (options.dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: WEB_ROOT,
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    await app.register(middie);
    app.use(vite.middlewares);
    getBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const serverEntry = join(WEB_BUILD, 'server/index.js');
    if (!existsSync(serverEntry)) throw new Error(`No web build at ${serverEntry}; run npm run build`);
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    getBuild = async () => build;
    registerWebAssets(app, join(WEB_BUILD, 'client/assets'));
    await app.register(fastifyStatic, {
      root: join(WEB_BUILD, 'client'),
      prefix: '/',
      wildcard: false,
      globIgnore: ['assets/**'],
      preCompressed: true,
      // The service worker and the app manifest keep their names across versions: the browser must
      // ask each time whether they changed (decision 024).
      setHeaders: (reply, path) => {
        if (UNHASHED_APP_FILES.test(path)) reply.header('cache-control', 'no-cache');
        // Other sites load it with a script tag: the resource policy must let them.
        if (WIDGET_LOADER.test(path)) reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }

  const builds = new LocalizedBuilds(getBuild);
  const publicUrl = app.config.publicOrigin;
  const pageCache = options.dev ? undefined : new PageCache({ db: app.db });
  const gate = new RenderGate({ ...app.config.pageRenders, perClient: RENDERS_PER_CLIENT });
  await app.register(async (pages) => {
    // Every page request counts against its client's page budget, cached answers included.
    await registerPageRateLimit(pages, app.config.pageRateLimit);
    // Form posts reach the page handler as raw streams; React Router parses them itself.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    pages.all('/*', async (request, reply) => {
      if (pageCache && isCacheablePageRequest(request)) {
        // The same HTML for every visitor: rendered once per content version, at the address of the
        // parameters the page reads, without a nonce or the visitor's session, its inline scripts
        // allowed by hash (plugins/page-cache.ts).
        const url = normalisedPageUrl(request.url);
        const display = displayOf(request);
        const rendered = await pageCache.serve(
          request,
          reply,
          async () => {
            const { handler, withDisplay } = await builds.forLocale(display.locale, 'production');
            const outcome = await gate.run(
              async () =>
                withDisplay(display, () =>
                  handler(toFetchRequest(request, reply, { origin: publicUrl, path: url }), {
                    apiFetch: inProcessApi(app, null, null, display.locale),
                    cspNonce: undefined,
                    deferScripts: true,
                    publicUrl,
                    visitorIndependent: true,
                    display,
                  }),
                ),
              // A page missing from the cache is rendered on behalf of the client that asked first.
              request.ip,
            );
            return outcome === 'shed' ? busyPage() : outcome;
          },
          display.currency,
        );
        return rendered ? sendFetchResponse(reply, rendered) : reply;
      }
      // Forms posted to pages change state: they must come from our own pages (plugins/cross-site.ts).
      const session = new PageSession(request.headers.cookie);
      if (!isSafeMethod(request.method)) {
        const crossSite = isCrossSiteRequest(request, {
          publicOrigin: publicUrl,
          hasSessionCookie: session.hasSession,
        });
        if (crossSite)
          return reply.code(403).type('text/plain').send('This form did not come from a BelizePass page.');
      }
      const display = displayOf(request);
      const { handler, withDisplay } = await builds.forLocale(
        display.locale,
        options.dev ? 'development' : 'production',
      );
      // Vite's development client injects inline scripts of its own; production pages allow only
      // the scripts that carry this response's nonce.
      const cspNonce = options.dev ? undefined : randomBytes(16).toString('base64');
      if (cspNonce) reply.header('content-security-policy', contentSecurityPolicy(cspNonce));
      const apiFetch = inProcessApi(app, session, request.ip, display.locale);
      const outcome = await gate.run(async () => {
        // An access cookie that has expired (or is about to) is renewed once before the page renders.
        if (session.needsRefresh()) await apiFetch('/api/session/refresh', { method: 'POST' });
        return withDisplay(display, () =>
          handler(toFetchRequest(request, reply), {
            apiFetch,
            cspNonce,
            publicUrl,
            visitorIndependent: false,
            display,
          }),
        );
      });
      const response = outcome === 'shed' ? busyPage() : outcome;
      // Pages rendered for a visitor's session are theirs alone.
      if (session.hasSession || session.setCookies.length) {
        response.headers.set('cache-control', 'private, no-store');
      }
      return sendFetchResponse(reply, response, session.setCookies);
    });
  });
}

/**
 * Cache misses one client address may have rendering or waiting at once (plugins/render-gate.ts):
 * made-up search text or tour ids from one address then take at most this many render slots.
 */
const RENDERS_PER_CLIENT = 2;

/** The cookie that keeps the visitor's currency (apps/web/app/lib/display.ts). */
const CURRENCY_COOKIE = 'bp_currency';

type Locale = ReturnType<typeof localeOfPath>;
interface Display {
  locale: Locale;
  currency: 'USD' | 'BZD';
}

/** The page's language, from its address, and the currency the visitor chose (USD unless BZ$). */
function displayOf(request: FastifyRequest): Display {
  const currency = parseCookies(request.headers.cookie)[CURRENCY_COOKIE];
  return {
    locale: localeOfPath(request.url.split('?', 1)[0]!),
    currency: isCurrency(currency) ? currency : 'USD',
  };
}

type WithDisplay = <T>(display: Display, serve: () => T) => T;

/**
 * The app once per language: Spanish pages are the same routes under the basename `/es`, so React
 * Router matches them, and every link and redirect they make stays in Spanish (decision 029). The web
 * entry's `withDisplay` runs each request in its language and currency.
 */
class LocalizedBuilds {
  #handlers = new Map<string, ReturnType<typeof createRequestHandler>>();
  #build: ServerBuild | undefined;

  constructor(private readonly getBuild: () => Promise<ServerBuild>) {}

  async forLocale(locale: Locale, mode: 'development' | 'production') {
    const build = await this.getBuild();
    // In development each change brings a new build: handlers are made again for it.
    if (build !== this.#build) {
      this.#build = build;
      this.#handlers.clear();
    }
    let handler = this.#handlers.get(locale);
    if (!handler) {
      handler = createRequestHandler(locale === 'es' ? { ...build, basename: '/es' } : build, mode);
      this.#handlers.set(locale, handler);
    }
    const entry = build.entry.module as { withDisplay?: WithDisplay };
    const withDisplay: WithDisplay = entry.withDisplay ?? ((_display, serve) => serve());
    return { handler, withDisplay };
  }
}

/**
 * The visitor's session cookies while one page request is served: forwarded to the API calls the
 * page makes in-process, updated by the cookies those calls set (sign-in, renewal, sign-out), which
 * the page's response then carries to the browser.
 */
class PageSession {
  readonly setCookies: string[] = [];
  private readonly cookies: Map<string, string>;

  constructor(header: string | undefined) {
    this.cookies = new Map(Object.entries(parseCookies(header)));
  }

  get hasSession(): boolean {
    return this.cookies.has(ACCESS_COOKIE) || this.cookies.has(REFRESH_COOKIE);
  }

  /** True when there is a refresh cookie and the access cookie is missing or ends within 30 s. */
  needsRefresh(): boolean {
    if (!this.cookies.has(REFRESH_COOKIE)) return false;
    const access = this.cookies.get(ACCESS_COOKIE);
    if (!access) return true;
    try {
      const payload = JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
        exp?: unknown;
      };
      return typeof payload.exp !== 'number' || payload.exp * 1000 < Date.now() + 30_000;
    } catch {
      return true;
    }
  }

  cookieHeader(): string | undefined {
    if (!this.cookies.size) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }

  /** Takes the session cookies an API answer set or cleared. */
  absorb(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = ''] = line.split(';', 1);
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      if (name !== ACCESS_COOKIE && name !== REFRESH_COOKIE && name !== DEVICE_COOKIE) continue;
      const value = decodeURIComponent(pair.slice(index + 1).trim());
      const cleared = !value || /max-age=0/i.test(line);
      if (cleared) this.cookies.delete(name);
      else this.cookies.set(name, value);
      this.setCookies.push(line);
    }
  }
}

/**
 * Calls the API inside this process for a page's loaders and actions: for one visitor, with their
 * session cookies and from their address, so every per-address limit counts the call as theirs; or,
 * for a page the cache renders once for everyone (`session` null), with neither.
 */
function inProcessApi(
  app: FastifyInstance,
  session: PageSession | null,
  clientIp: string | null,
  locale: Locale,
) {
  return async (path: string, init: RequestInit = {}) => {
    const headers: Record<string, string> = {
      // The API answers in the page's language (its messages and errors).
      'accept-language': locale,
      ...Object.fromEntries(new Headers(init.headers)),
      [INTERNAL_REQUEST_HEADER]: session ? internalRequestToken : sharedRenderToken,
    };
    const cookie = session?.cookieHeader();
    if (cookie) headers.cookie = cookie;
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      ...(clientIp ? { remoteAddress: clientIp } : {}),
      headers,
      payload: typeof init.body === 'string' ? init.body : (init.body as Buffer | undefined),
    });
    session?.absorb(response.headers['set-cookie']);
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (key === 'set-cookie' || value === undefined) continue;
      responseHeaders.set(key, String(value));
    }
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

/** The answer when too many pages are being rendered: try again in a moment. */
function busyPage(): Response {
  return new Response(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Busy | BelizePass</title></head><body><h1>We are very busy</h1><p>Please try again in a few seconds.</p></body></html>',
    {
      status: 503,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'retry-after': '5',
        'cache-control': 'no-store',
      },
    },
  );
}

/**
 * How long a refused page request waits before its 429 (on average: each wait is drawn from half to
 * one and a half times this, so a flood's refusals spread over time instead of all coming due in the
 * same millisecond and queueing other visitors behind them), and how many may wait at once.
 */
const REFUSAL_DELAY_MS = 1000;
const REFUSAL_MAX_WAITING = 2000;

/** Page requests per client address per minute, counted where the API's limits are (Redis when set). */
async function registerPageRateLimit(pages: FastifyInstance, max: number) {
  await pages.register(rateLimit, {
    global: true,
    max,
    timeWindow: '1 minute',
    ...(pages.redis
      ? { redis: pages.redis, nameSpace: `${pages.config.redisKeyPrefix}page-limit:`, skipOnError: true }
      : {}),
    errorResponseBuilder: (_request, context) => {
      const error = new Error('Too many page requests. Please wait a moment.') as Error & {
        statusCode: number;
      };
      error.statusCode = context.statusCode;
      return error;
    },
  });
  let waiting = 0;
  pages.setErrorHandler(async (error: Error & { statusCode?: number }, _request, reply) => {
    if (error.statusCode !== 429) throw error;
    // A client past its limit waits for its refusal: a flood over kept-alive connections then costs
    // the server a few hundred refusals a second instead of thousands, and other visitors keep their
    // speed (bench section 8). Past REFUSAL_MAX_WAITING refusals at once the rest are answered at once.
    if (waiting < REFUSAL_MAX_WAITING) {
      waiting++;
      await new Promise((resolve) => setTimeout(resolve, REFUSAL_DELAY_MS * (0.5 + Math.random())));
      waiting--;
    }
    return reply
      .code(429)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Too many requests | BelizePass</title></head><body><h1>Too many requests</h1><p>Please wait a moment and try again.</p></body></html>',
      );
  });
}

/**
 * The page request as React Router reads it. A page rendered for the cache is rendered at the
 * configured public origin whatever Host header it came with, so nothing it keeps can name a host
 * the client made up (decision 011); a visitor's own page keeps the address it was asked at (React
 * Router checks a form post's Origin against it), and writes its absolute links with `publicUrl`.
 */
function toFetchRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  at: { origin: string; path: string } = {
    origin: `${request.protocol}://${request.host}`,
    path: request.url,
  },
): Request {
  // Joined, not resolved: a path such as `//elsewhere.example/` stays a path on the origin.
  const url = new URL(`${at.origin}${at.path.startsWith('/') ? at.path : `/${at.path}`}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    // A HEAD request is rendered as the GET it mirrors; Node sends the headers without the body.
    method: request.method === 'HEAD' ? 'GET' : request.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream) : undefined,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

function sendFetchResponse(reply: FastifyReply, response: Response, sessionCookies: string[] = []) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie' || key === FRAME_ANCESTORS_HEADER) continue;
    reply.header(key, value);
  }
  // A page the operator's widget shows may be framed by the origins the operator registered.
  const framedBy = response.headers.get(FRAME_ANCESTORS_HEADER);
  const policy = reply.getHeader('content-security-policy');
  if (framedBy !== null && typeof policy === 'string') {
    reply.header('content-security-policy', allowFraming(policy, framedBy));
    reply.removeHeader('x-frame-options');
  }
  const cookies = [...sessionCookies, ...response.headers.getSetCookie()];
  if (cookies.length) reply.header('set-cookie', cookies);
  // A redirect or an empty answer has no body (not the JSON `null`).
  return reply.send(response.body ?? '');
}
