import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { deferAppScriptsStream } from './lib/deferred-scripts.server';
import { DEFAULT_DISPLAY, type Display, setDisplaySource } from './lib/display';
import { NonceContext } from './lib/nonce';

export const streamTimeout = 5_000;

/** The language and currency of the request being served (lib/display.ts). */
const displayStore = new AsyncLocalStorage<Display>();
setDisplaySource(() => displayStore.getStore() ?? DEFAULT_DISPLAY);

/**
 * Serves one request in a language and currency: the server wraps the whole of React Router's
 * handling in it (loaders, actions, the streamed render), so every message reads the right one.
 */
export function withDisplay<T>(value: Display, serve: () => T): T {
  return displayStore.run(value, serve);
}

/**
 * React Router's default Node entry, plus the per-response CSP nonce from the server on every
 * inline script it writes, and on catalogue pages the scripts loaded after the first screen
 * (lib/deferred-scripts.server.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and no-JS readers get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          if (loadContext.deferScripts) {
            const scripts = deferAppScriptsStream();
            scripts.pipe(body);
            pipe(scripts);
          } else {
            pipe(body);
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
