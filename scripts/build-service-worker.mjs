#!/usr/bin/env node
// Builds the web app's service worker (apps/web/service-worker/sw.ts) into build/client/sw.js after
// the React Router build: bundled by Vite as one classic script, then Serwist's injectManifest writes
// in the precache list (docs/decisions/024-offline-tickets.md). The list is what a kept ticket and
// My Bookings need to render and hydrate with no connection (their route modules and imports, the
// styles), the icons, the manifest and the offline page, not the whole site's scripts.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { injectManifest } from '@serwist/build';
import { build } from 'vite';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));
const client = join(web, 'build/client');
const bundleDir = join(web, 'build/service-worker');

/** The routes whose pages work offline: the ticket, My Bookings (under the account route), and their layouts. */
const OFFLINE_ROUTES = [
  'root',
  'layouts/site-layout',
  'routes/account',
  'routes/confirmation',
  'routes/offline',
];

await build({
  configFile: false,
  root: web,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: bundleDir,
    emptyOutDir: true,
    minify: true,
    lib: {
      entry: join(web, 'service-worker/sw.ts'),
      formats: ['iife'],
      name: 'belizepassServiceWorker',
      fileName: () => 'sw.js',
    },
  },
});

const server = await import(pathToFileURL(join(web, 'build/server/index.js')).href);
const { assets } = server;
const files = new Set(assets.entry.imports.concat(assets.entry.module));
for (const id of OFFLINE_ROUTES) {
  const route = assets.routes[id];
  if (!route) throw new Error(`No route ${id} in the web build`);
  for (const file of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) files.add(file);
}

const { count, size, warnings } = await injectManifest({
  swSrc: join(bundleDir, 'sw.js'),
  swDest: join(client, 'sw.js'),
  globDirectory: client,
  globPatterns: [
    ...[...files].map((file) => file.replace(/^\//, '')),
    'assets/*.css',
    'icons/*.png',
    'favicon.svg',
    'manifest.webmanifest',
  ],
  // Hashed file names: a changed file has a new name, so no revision is needed.
  dontCacheBustURLsMatching: /^assets\//,
  // The offline page is rendered by the server; it changes with each build (its styles' address).
  additionalPrecacheEntries: [
    { url: '/offline', revision: assets.version },
    { url: '/es/offline', revision: assets.version },
  ],
});
rmSync(bundleDir, { recursive: true, force: true });
for (const warning of warnings) console.warn(warning);
console.log(`Service worker: ${count} files precached (${Math.round(size / 1024)} KB)`);
