import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import middie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import { isCacheablePageRequest, PageCache } from './page-cache.ts';
import { contentSecurityPolicy, INTERNAL_REQUEST_HEADER, internalRequestToken } from './security.ts';
import { registerWebAssets } from './web-assets.ts';

export const WEB_ROOT = fileURLToPath(new URL('../../../web/', import.meta.url));
export const WEB_BUILD = join(WEB_ROOT, 'build');

/** Serves uploaded images from DATA_DIR/uploads. */
export async function registerUploads(app: FastifyInstance, uploadsDir: string) {
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    // Files are looked up per request: images uploaded after start must be served too.
    wildcard: true,
    allowedPath: (pathName) => /^\/[\w/-]+\.(webp|png|jpe?g)$/.test(pathName) && !pathName.includes('..'),
    // Upload names carry a hash of their content, so a cached copy never goes stale.
    maxAge: '365d',
    immutable: true,
  });
}

/**
 * Mounts the React Router app: the production build from apps/web/build, or Vite in middleware
 * mode with hot reload in development. Loaders reach the API in-process through `apiFetch`.
 */
export async function registerWeb(app: FastifyInstance, options: { dev: boolean }) {
  let getBuild: () => Promise<ServerBuild>;
  if (options.dev) {
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
    });
  }

  const publicUrl = app.config.publicOrigin;
  const apiFetch = async (path: string, init: RequestInit = {}) => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: {
        ...Object.fromEntries(new Headers(init.headers)),
        [INTERNAL_REQUEST_HEADER]: internalRequestToken,
      },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers: response.headers as Record<string, string>,
    });
  };

  const pageCache = options.dev ? undefined : new PageCache({ db: app.db });
  await app.register(async (pages) => {
    // Form posts reach the page handler as raw streams; React Router parses them itself.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    pages.all('/*', async (request, reply) => {
      if (pageCache && isCacheablePageRequest(request)) {
        // The same HTML for every visitor: rendered once per content version without a nonce, its
        // inline scripts allowed by hash (plugins/page-cache.ts).
        const rendered = await pageCache.serve(request, reply, async () =>
          createRequestHandler(await getBuild(), 'production')(toFetchRequest(request, reply), {
            apiFetch,
            cspNonce: undefined,
            deferScripts: true,
            publicUrl,
          }),
        );
        return rendered ? sendFetchResponse(reply, rendered) : reply;
      }
      const handler = createRequestHandler(await getBuild(), options.dev ? 'development' : 'production');
      // Vite's development client injects inline scripts of its own; production pages allow only
      // the scripts that carry this response's nonce.
      const cspNonce = options.dev ? undefined : randomBytes(16).toString('base64');
      if (cspNonce) reply.header('content-security-policy', contentSecurityPolicy(cspNonce));
      const response = await handler(toFetchRequest(request, reply), { apiFetch, cspNonce, publicUrl });
      return sendFetchResponse(reply, response);
    });
  });
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream) : undefined,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  return reply.send(response.body);
}
