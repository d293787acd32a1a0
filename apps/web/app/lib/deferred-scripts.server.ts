import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * The page's JavaScript starts loading once its first screen is shown. React Router writes a module
 * preload for every script of the page into the head (about fifty small files) and an inline module
 * that imports the route modules at once; on a slow phone connection those requests share the few
 * connections and the bandwidth with the stylesheet and the main photo, and hold back the first
 * paint. The server-rendered page works without JavaScript (links and forms are plain HTML), so
 * hydration can wait until the photo marked `fetchpriority="high"` is decoded, or the page has
 * loaded, and a frame has been painted.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const ROUTE_MODULES_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const NAMESPACE_IMPORT = /\bimport \* as (\w+) from ("[^"]+");?/g;
const BARE_IMPORT = /(^|\n|;)\s*import ("[^"]+");?/g;
const DYNAMIC_IMPORT = /\bimport\("([^"]+)"\)/g;
const STATIC_IMPORT_LEFT = /(^|\n|;)\s*import\s*[*{"\w]/;
/** Module requests started in one task: each costs the main thread a little on a slow phone. */

/**
 * Resolves after the frame that shows the page's main photo (the one marked high priority) or, on a
 * page without one, its first frame; the load event stands in should the photo never settle.
 */
const AFTER_FIRST_SCREEN = `await new Promise((shown) => {
  const afterPaint = () => requestAnimationFrame(() => setTimeout(shown));
  const photo = document.querySelector('img[fetchpriority="high"]');
  if (photo) photo.decode().then(afterPaint, afterPaint);
  else afterPaint();
  addEventListener('load', afterPaint, { once: true });
});`;

/**
 * Starts every module of the page, as the preloads did, so that nested imports are not discovered
 * one level at a time; each module then runs as soon as it and its imports have arrived, in short
 * tasks rather than all together. The client entry is left to the end: it hydrates the page and
 * needs the route modules in place first.
 */
function startModules(hrefs: string[]): string {
  return `for (const href of ${JSON.stringify(hrefs)}) import(href).catch(() => {});`;
}

/**
 * The document with its module preloads taken out and React Router's inline module rewritten to
 * load them after the first screen; unchanged when its scripts are not in the expected shape.
 */
export function deferAppScripts(html: string): string {
  const script = ROUTE_MODULES_SCRIPT.exec(html);
  const code = script?.[2];
  if (!script || !code?.includes('window.__reactRouterRouteModules')) return html;
  const imports = code
    .replace(NAMESPACE_IMPORT, 'const $1 = await import($2);')
    .replace(BARE_IMPORT, '$1await import($2);');
  if (STATIC_IMPORT_LEFT.test(imports)) return html;

  const entries = new Set([...code.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]));
  const hrefs: string[] = [];
  const withoutPreloads = html.slice(0, script.index).replace(MODULE_PRELOAD, (_tag, href: string) => {
    if (!entries.has(href)) hrefs.push(href);
    return '';
  });
  const deferred = `${AFTER_FIRST_SCREEN}\n${startModules(hrefs)}\n${imports}`;
  return withoutPreloads + script[1] + deferred + script[3] + html.slice(script.index + script[0].length);
}

/**
 * Passes the rendered document through `deferAppScripts`: holds the start of the stream until React
 * Router's inline module has been written (it ends the shell), then streams the rest unchanged.
 */
export function deferAppScriptsStream(): Transform {
  const decoder = new StringDecoder('utf8');
  let head = '';
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (passing) return callback(null, decoder.write(chunk));
      head += decoder.write(chunk);
      const routeModules = head.indexOf('window.__reactRouterRouteModules');
      if (routeModules === -1 || head.indexOf('</script>', routeModules) === -1) return callback();
      passing = true;
      callback(null, deferAppScripts(head));
    },
    flush(callback: TransformCallback) {
      callback(null, (passing ? '' : head) + decoder.end());
    },
  });
}
