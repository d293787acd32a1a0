import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { preferredEncoding } from '../lib/compressed-once.ts';

interface Asset {
  type: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
};

/**
 * Headers that only mean something on a document (HSTS too: the browser learns it from the page).
 * The hashed, immutable scripts and styles go without them, and without the request id of the logs
 * (nosniff stays): a page loads dozens of small files, and on a slow phone connection a kilobyte of
 * headers on each adds up.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'cross-origin-resource-policy',
  'x-request-id',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The build's assets by name, each with the .br and .gz copies written beside it at build time. */
export function loadAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const names = new Set(readdirSync(dir));
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const path = join(dir, name);
    assets.set(name, {
      type: CONTENT_TYPES[extname(name)] ?? 'application/octet-stream',
      body: readFileSync(path),
      br: names.has(`${name}.br`) ? readFileSync(`${path}.br`) : undefined,
      gzip: names.has(`${name}.gz`) ? readFileSync(`${path}.gz`) : undefined,
    });
  }
  return assets;
}

/**
 * Serves /assets/* (hashed names, so cached for a year) from memory. A first visit loads some
 * fifty small scripts; answering each from a buffer instead of opening, stat-ing and streaming a
 * file keeps them from queueing behind the file system on a busy server. The whole folder is a few
 * megabytes.
 */
export function registerWebAssets(app: FastifyInstance, dir: string) {
  const assets = loadAssets(dir);
  app.get<{ Params: { '*': string } }>('/assets/*', { compress: false }, (request, reply) => {
    const asset = assets.get(request.params['*']);
    if (!asset) return reply.callNotFound();
    for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const compressed = encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : undefined;
    reply
      .header('content-type', asset.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'Accept-Encoding');
    if (compressed) reply.header('content-encoding', encoding);
    return reply.send(compressed ?? asset.body);
  });
}
