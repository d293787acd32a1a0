import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression.ts';
import { registerWebAssets } from './web-assets.ts';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};`;
const app = Fastify();

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'web-assets-'));
  writeFileSync(join(dir, 'entry-abc123.js'), script);
  writeFileSync(join(dir, 'entry-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'entry-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'tiny-def456.js'), 'export {};');
  await registerCompression(app);
  // What the security and logging plugins put on every response.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', "default-src 'self'");
    reply.header('strict-transport-security', 'max-age=31536000');
    reply.header('x-request-id', 'request-1');
    reply.header('x-content-type-options', 'nosniff');
  });
  registerWebAssets(app, dir);
  await app.ready();
});
afterAll(() => app.close());

describe('web assets', () => {
  it('serves the brotli copy written at build time, cached for a year', async () => {
    const res = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    // Only nosniff of the document headers: a page loads dozens of these files.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['content-security-policy', 'strict-transport-security', 'x-request-id']) {
      expect(res.headers[name]).toBeUndefined();
    }
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('serves gzip or the file itself by what the client accepts', async () => {
    const gzip = await app.inject({ url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const tiny = await app.inject({ url: '/assets/tiny-def456.js', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};');
  });

  it('answers 404 for a name that is not in the build, including paths outside it', async () => {
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/..%2Fweb-assets.test.ts' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/entry-abc123.js.br' })).statusCode).toBe(404);
  });
});
