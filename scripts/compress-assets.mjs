#!/usr/bin/env node
// Writes .br and .gz beside each text asset of the web build, once, so the server never compresses
// static files per request (@fastify/static serves them with preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = fileURLToPath(new URL('../apps/web/build/client', import.meta.url));
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

let count = 0;
for (const path of files(clientDir)) {
  if (statSync(path).size < 1024) continue;
  const source = readFileSync(path);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  count++;
}
console.log(`Compressed ${count} assets in ${clientDir}`);
